import { ApiError } from './api/http';

/**
 * An item's load failure, attached by a feature to its own failure action as `meta.itemError`
 * (like `meta.notice`): the shell decides whether it is content of another account.
 */
export interface ItemError {
  status: number;
  code: string | null;
}

/**
 * The API's answer for an item of another account. The client cannot tell this by itself
 * (ids name no account), so it relies on the answer's code; an ordinary 403 or 404 is an
 * error page, not this dialog.
 */
export const OTHER_ACCOUNT_CODE = 'tenancy.stream_account_mismatch';

export function itemErrorOf(error: unknown): ItemError | null {
  return error instanceof ApiError ? { status: error.status, code: error.code ?? null } : null;
}

export const withItemError = <P>(payload: P, error: unknown) => ({ payload, meta: { itemError: itemErrorOf(error) } });

export function itemErrorOfAction(action: unknown): ItemError | null {
  return (action as { meta?: { itemError?: ItemError | null } } | null)?.meta?.itemError ?? null;
}

export function isOtherAccountContent(error: ItemError | null): boolean {
  return error !== null && (error.status === 403 || error.status === 404) && error.code === OTHER_ACCOUNT_CODE;
}
