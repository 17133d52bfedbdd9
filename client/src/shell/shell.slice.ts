import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '@kollab/contracts';
import { isOtherAccountContent, itemErrorOfAction } from '../lib/item-error';
import { withNotice, type Notice } from '../lib/notify';
import { sessionActions } from '../features/session';

export type TermsStatus = 'idle' | 'accepting' | 'failed';

export interface ShellState {
  terms: { status: TermsStatus; error: ErrorCode | null };
  /**
   * The "content of another account" dialog: open, and the address to come back to after
   * logging out and in with the right login (null: the page on screen); `account`: the
   * user's own other organisation that holds it (the dialog offers to switch there).
   */
  foreignContent: { open: boolean; link: string | null; account: ForeignAccount | null };
}

export interface ForeignAccount {
  id: string;
  name: string;
}

export const initialShellState: ShellState = { terms: { status: 'idle', error: null }, foreignContent: { open: false, link: null, account: null } };

const shell = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    termsAcceptRequested(state) {
      state.terms = { status: 'accepting', error: null };
    },
    /** Accepted on the server; the signature (with terms_accepted) is reloaded next. */
    termsAccepted(state) {
      state.terms = { status: 'idle', error: null };
    },
    termsAcceptRejected: {
      reducer(state, action: PayloadAction<{ code: ErrorCode }, string, { notice: Notice }>) {
        state.terms = { status: 'failed', error: action.payload.code };
      },
      prepare: (payload: { code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    /** Content of another account (seed §8): the dialog offers logout or stay. */
    foreignContentDetected(state, action: PayloadAction<{ link: string | null } | undefined>) {
      state.foreignContent = { open: true, link: action.payload?.link ?? null, account: null };
    },
    foreignContentDialogClosed(state) {
      state.foreignContent = initialShellState.foreignContent;
    },
  },
  extraReducers: (builder) => {
    builder
      // an /acc/{id} link to an account the user is not a member of
      .addCase(sessionActions.foreignAccountLinked, (state, action) => {
        state.foreignContent = { open: true, link: action.payload.link, account: null };
      })
      // a feature's item load failed with the API's "another account" answer (lib/item-error.ts)
      .addMatcher(
        (action) => isOtherAccountContent(itemErrorOfAction(action)),
        (state, action) => {
          const account = itemErrorOfAction(action)?.account;
          state.foreignContent = { open: true, link: null, account: account ? { id: account.account_id, name: account.account_name } : null };
        },
      );
  },
});

export const shellActions = shell.actions;
export const shellReducer = shell.reducer;

type Root = { shell: ShellState };
export const selectTermsState = (state: Root) => state.shell.terms;
export const selectForeignContent = (state: Root) => state.shell.foreignContent;

/** Seed §2: managers see the terms dialog while their account reports terms not accepted. */
export function mustAcceptTerms(account: { roles: readonly string[]; terms_accepted: boolean } | null): boolean {
  return account !== null && account.roles.includes('manager') && !account.terms_accepted;
}
