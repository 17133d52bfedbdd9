import type { EntityState } from '@reduxjs/toolkit';
import type { AccountView, ErrorCode, UpdateView } from '@kollab/contracts';
import type { FormStatus, RequestStatus } from '../../lib/request-status';

/**
 * The admin area's state and its initial state: all the store holds before the slice and the
 * flows load (index.ts: lazyFeature, on the first `admin/` action).
 */
export interface FormState {
  status: FormStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  /** Bumped on every opening: the dialog remounts with empty fields. */
  serial: number;
}

export interface AccountsQuery {
  page: number;
  limit: number;
  search: string;
}

export const idleForm: FormState = { status: 'idle', error: null, fieldErrors: null, serial: 0 };

export const ADMIN_ACCOUNTS_QUERY: AccountsQuery = { page: 1, limit: 25, search: '' };

export interface AdminState {
  accounts: EntityState<AccountView, string> & { status: RequestStatus; query: AccountsQuery; total: number };
  detail: { status: RequestStatus; id: string | null; account: AccountView | null };
  createAccount: FormState & { open: boolean };
  slots: FormState;
  deletion: FormState;
  updates: EntityState<UpdateView, string> & { status: RequestStatus; page: number; limit: number; total: number };
  /** The news editor: `editing` is the update's id, null for a new one; undefined when closed. */
  updateForm: FormState & { editing: string | null | undefined };
}

/** No rows yet (an entity adapter's initial state). */
const noRows = () => ({ ids: [], entities: {} });

export const initialAdminState: AdminState = {
  accounts: { ...noRows(), status: 'idle', query: ADMIN_ACCOUNTS_QUERY, total: 0 },
  detail: { status: 'idle', id: null, account: null },
  createAccount: { ...idleForm, open: false },
  slots: idleForm,
  deletion: idleForm,
  updates: { ...noRows(), status: 'idle', page: 1, limit: 25, total: 0 },
  updateForm: { ...idleForm, editing: undefined },
};
