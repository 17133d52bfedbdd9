import { ApiError } from './api/http';

/**
 * An item's load failure, attached by a feature to its own failure action as `meta.itemError`
 * (like `meta.notice`): the shell decides whether it is content of another account.
 */
export interface ItemError {
  status: number;
  code: string | null;
  /** With OTHER_ACCOUNT_CODE: the user's organisation that holds the item (they may read it there). */
  account?: { account_id: string; account_name: string } | null;
}

/**
 * The API's answer for an item of another account. The client cannot tell this by itself
 * (ids name no account), so it relies on the answer: 404 `tenancy.other_account` with
 * `account`, which the server sends only when the user is an active member of the account
 * that holds the item and may read it there (PolicyService.orOtherAccount). Anybody else
 * gets an ordinary 404, which is the page's "not found", not this dialog.
 */
export const OTHER_ACCOUNT_CODE = 'tenancy.other_account';

export function itemErrorOf(error: unknown): ItemError | null {
  if (!(error instanceof ApiError)) return null;
  const account = error.body?.account;
  return {
    status: error.status,
    code: error.code ?? null,
    ...(account ? { account: { account_id: account.account_id, account_name: account.account_name } } : {}),
  };
}

export const withItemError = <P>(payload: P, error: unknown) => ({ payload, meta: { itemError: itemErrorOf(error) } });

export function itemErrorOfAction(action: unknown): ItemError | null {
  return (action as { meta?: { itemError?: ItemError | null } } | null)?.meta?.itemError ?? null;
}

export function isOtherAccountContent(error: ItemError | null): boolean {
  return error !== null && (error.status === 403 || error.status === 404) && error.code === OTHER_ACCOUNT_CODE;
}
