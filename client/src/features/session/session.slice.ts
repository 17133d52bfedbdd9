import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountWithSignatureView, ErrorCode, UserAccountView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { requestFailed, requestStarted, type RequestStatus } from '../../lib/request-status';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  /** System administrator (GET v1/users/{id} `is_admin`), read after sign-in; absent until known. */
  isAdmin?: boolean;
}

/** idle → submitting → (challenged →) idle once signed in, or failed with a code. */
export type SignInStatus = 'idle' | 'submitting' | 'challenged' | 'failed';

export interface SessionState {
  tokens: Tokens | null;
  user: SessionUser | null;
  signIn: { status: SignInStatus; error: ErrorCode | null; challenge: { session: string; username: string } | null };
  refreshing: boolean;
  accounts: { status: RequestStatus; list: UserAccountView[] };
  account: { status: RequestStatus; id: string | null; current: AccountWithSignatureView | null };
  signatureReloading: boolean;
  latestClientVersion: string | null;
}

export const initialSessionState: SessionState = {
  tokens: null,
  user: null,
  signIn: { status: 'idle', error: null, challenge: null },
  refreshing: false,
  accounts: { status: 'idle', list: [] },
  account: { status: 'idle', id: null, current: null },
  signatureReloading: false,
  latestClientVersion: null,
};

/** The stored part that survives a reload (tokens, user, chosen account id). */
export function resumedSessionState(stored: { tokens: Tokens; user: SessionUser } | null, accountId: string | null): SessionState {
  if (!stored) return initialSessionState;
  return { ...initialSessionState, tokens: stored.tokens, user: stored.user, account: { ...initialSessionState.account, id: accountId } };
}

export interface SignInRequest {
  username: string;
  password: string;
  /** /login/{domain}: with several accounts, the one of this domain is chosen. */
  domain?: string | null;
  target?: string | null;
}

const session = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signInRequested(state, _action: PayloadAction<SignInRequest>) {
      state.signIn = { status: 'submitting', error: null, challenge: null };
    },
    signInChallenged(state, action: PayloadAction<{ session: string; username: string }>) {
      state.signIn = { status: 'challenged', error: null, challenge: action.payload };
    },
    challengeAnswered(state, _action: PayloadAction<{ password: string; target?: string | null; domain?: string | null }>) {
      state.signIn.status = 'submitting';
      state.signIn.error = null;
    },
    signInRejected(state, action: PayloadAction<{ code: ErrorCode }>) {
      state.signIn.status = state.signIn.challenge ? 'challenged' : 'failed';
      state.signIn.error = action.payload.code;
    },
    signInSucceeded(state, action: PayloadAction<{ tokens: Tokens; user: SessionUser }>) {
      state.tokens = action.payload.tokens;
      state.user = action.payload.user;
      state.signIn = initialSessionState.signIn;
    },
    /** The user's own record (GET v1/users/{id}) after sign-in: keeps the system admin flag. */
    userLoaded(state, action: PayloadAction<{ isAdmin: boolean }>) {
      if (state.user) state.user.isAdmin = action.payload.isAdmin;
    },
    tokenRefreshRequested(state) {
      state.refreshing = true;
    },
    tokensRefreshed(state, action: PayloadAction<Tokens>) {
      state.tokens = action.payload;
      state.refreshing = false;
    },
    tokenRefreshFailed(state) {
      state.refreshing = false;
    },
    accountsRequested(state) {
      requestStarted(state.accounts);
    },
    /** The sign-in flow reads the account list (the picker's own request is accountsRequested). */
    accountListStarted(state) {
      requestStarted(state.accounts);
    },
    accountsLoaded(state, action: PayloadAction<UserAccountView[]>) {
      state.accounts = { status: 'loaded', list: action.payload };
    },
    accountsLoadFailed(state) {
      requestFailed(state.accounts);
    },
    accountChosen(state, action: PayloadAction<{ accountId: string; target?: string | null }>) {
      state.account = { status: 'loading', id: action.payload.accountId, current: null };
    },
    accountLoaded(state, action: PayloadAction<AccountWithSignatureView>) {
      state.account = { status: 'loaded', id: action.payload.id, current: action.payload };
    },
    accountLoadFailed(state) {
      requestFailed(state.account);
      state.account.current = null;
    },
    signatureReloadRequested(state) {
      state.signatureReloading = true;
    },
    signatureReloaded(state, action: PayloadAction<AccountWithSignatureView>) {
      state.signatureReloading = false;
      state.account = { status: 'loaded', id: action.payload.id, current: action.payload };
    },
    signatureReloadFailed(state) {
      state.signatureReloading = false;
      requestFailed(state.account);
    },
    /** A signed-in user opened `/acc/{account_id}…`: switch to that account (a member) or say it is another's. */
    accountLinkOpened(_state, _action: PayloadAction<{ accountId: string; target: string }>) {},
    /**
     * The linked account is not one of the user's: the shell's dialog offers logout (then
     * sign in with the right login and come back to `link`) or staying.
     */
    foreignAccountLinked(_state, _action: PayloadAction<{ accountId: string; link: string }>) {},
    /** On app start with stored tokens: load the stored account (or the account list). */
    sessionResumed() {},
    logoutRequested(_state, _action: PayloadAction<{ target?: string | null } | undefined>) {},
    /** Logout done: state back to signed out (the root reducer resets the other slices too). */
    sessionEnded() {
      return initialSessionState;
    },
    /** Pushed `accounts/accountChanged` (the account's room: the current account); a newer one reloads the signature. */
    accountPushed(_state, _action: PayloadAction<ViewChangedMessage>) {},
    /** Pushed `accounts/membershipChanged` (the user's room: an own membership, in any account); reloads the signature. */
    membershipPushed(_state, _action: PayloadAction<ViewChangedMessage>) {},
    clientVersionSeen(state, action: PayloadAction<string>) {
      state.latestClientVersion = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectTokens: (state) => state.tokens,
    selectUser: (state) => state.user,
    selectSignIn: (state) => state.signIn,
    selectAccounts: (state) => state.accounts.list,
    selectAccountState: (state) => state.account,
    selectCurrentAccount: (state) => state.account.current,
    selectRoles: (state) => state.account.current?.roles ?? [],
    selectFlags: (state) => state.account.current?.flags ?? [],
    selectIsSignedIn: (state) => state.tokens !== null,
    selectHasSeveralAccounts: (state) => state.accounts.list.length > 1,
    selectLatestClientVersion: (state) => state.latestClientVersion,
    selectIsSystemAdmin: (state) => state.user?.isAdmin === true,
    /** A system admin whose account list holds no usable account: the admin screens open without one. */
    selectIsAdminWithoutAccount: (state) =>
      state.user?.isAdmin === true &&
      state.account.id === null &&
      state.accounts.status === 'loaded' &&
      !state.accounts.list.some((item) => item.status === 'active'),
  },
});

export const sessionActions = session.actions;
export const sessionReducer = session.reducer;
export const sessionSlice = session;
export const {
  selectSession,
  selectTokens,
  selectUser,
  selectSignIn,
  selectAccounts,
  selectAccountState,
  selectCurrentAccount,
  selectRoles,
  selectFlags,
  selectIsSignedIn,
  selectHasSeveralAccounts,
  selectLatestClientVersion,
  selectIsSystemAdmin,
  selectIsAdminWithoutAccount,
} = session.selectors;

/** Newer than the running build: the "update available" entry shows. */
export function isUpdateAvailable(latest: string | null, current: string): boolean {
  if (!latest) return false;
  const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parse(latest), parse(current)];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const diff = (a[index] ?? 0) - (b[index] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}
