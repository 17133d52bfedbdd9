import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '@kollab/contracts';
import { ApiError } from '../lib/api/http';
import { withNotice, type Notice } from '../lib/notify';

export type TermsStatus = 'idle' | 'accepting' | 'failed';

export interface ShellState {
  terms: { status: TermsStatus; error: ErrorCode | null };
  /** The "content of another account" dialog is open. */
  foreignContent: boolean;
}

export const initialShellState: ShellState = { terms: { status: 'idle', error: null }, foreignContent: false };

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
    /**
     * The API answered 403/404 for an item that belongs to another account (a link from
     * another organisation): the dialog offers logout or stay. Dispatched by whoever loads it.
     */
    foreignContentDetected(state) {
      state.foreignContent = true;
    },
    foreignContentDialogClosed(state) {
      state.foreignContent = false;
    },
  },
});

export const shellActions = shell.actions;
export const shellReducer = shell.reducer;

type Root = { shell: ShellState };
export const selectTermsState = (state: Root) => state.shell.terms;
export const selectForeignContentOpen = (state: Root) => state.shell.foreignContent;

/** A 403 or 404 of an item (not the signature 403s, which the API call handles itself). */
export function isForeignContentError(error: unknown, isSignatureError: (error: unknown) => boolean): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404) && !isSignatureError(error);
}

/** Seed §2: managers see the terms dialog while their account reports terms not accepted. */
export function mustAcceptTerms(account: { roles: readonly string[]; terms_accepted: boolean } | null): boolean {
  return account !== null && account.roles.includes('manager') && !account.terms_accepted;
}
