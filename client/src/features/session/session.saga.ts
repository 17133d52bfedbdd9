import { call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  AccountWithSignatureView,
  ErrorCode,
  SignInResponse,
  TokenResponse,
  UserAccountListView,
  UserAccountView,
  UserView,
} from '@kollab/contracts';
import { accountLink, parseAccountLink } from '../../lib/account-link';
import { ApiError } from '../../lib/api/http';
import { readJwtClaims } from '../../lib/jwt';
import { isNewerPush } from '../../lib/pushes';
import { clearExceptKept, clientId, readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { callApi } from './api-call.saga';
import { sessionApi } from './session.api';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState, type SessionUser, type Tokens } from './session.slice';

type Action<P> = { type: string; payload: P };

export function tokensFrom(response: TokenResponse): Tokens {
  return { accessToken: response.AccessToken, refreshToken: response.RefreshToken, idToken: response.IdToken };
}

/** Who signed in, from the id token (sub = user id). */
export function userFrom(idToken: string, fallbackName: string): SessionUser {
  const claims = readJwtClaims(idToken) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const username = text(claims.username) ?? fallbackName;
  return { id: text(claims.sub) ?? '', username, name: text(claims.name)?.trim() || username };
}

function codeOf(error: unknown): ErrorCode {
  return error instanceof ApiError && error.code ? error.code : 'server.internal';
}

function loginPath(target: string | null | undefined): string {
  return target && target !== '/' && !target.startsWith('/login') ? `/login?target=${encodeURIComponent(target)}` : '/login';
}

function rememberDomain(domain: string | null | undefined) {
  if (!domain) return;
  const known = readJson<string[]>(STORAGE_KEYS.loginDomains) ?? [];
  writeJson(STORAGE_KEYS.loginDomains, [domain, ...known.filter((item) => item !== domain)].slice(0, 5));
}

function* signedIn(response: TokenResponse, username: string, target: string | null | undefined, domain: string | null | undefined) {
  const tokens = tokensFrom(response);
  const user = userFrom(tokens.idToken, username);
  writeJson(STORAGE_KEYS.session, { tokens, user });
  rememberDomain(domain);
  yield put(sessionActions.signInSucceeded({ tokens, user }));
  yield call(loadUser);
  yield call(loadAccounts, target ?? null, domain ?? null);
}

/** The own user record: keeps `is_admin` (stored with the session). A failure leaves the flag unknown. */
export function* loadUser() {
  const state: SessionState = yield select(selectSession);
  if (!state.user || !state.tokens) return;
  try {
    const body: UserView = yield call(callApi, sessionApi.user(state.user.id));
    yield put(sessionActions.userLoaded({ isAdmin: body.is_admin === true }));
    const next: SessionState = yield select(selectSession);
    writeJson(STORAGE_KEYS.session, { tokens: next.tokens, user: next.user });
  } catch {
    // not an admin as far as the client knows; the server decides anyway
  }
}

/** Where a system admin without a usable account goes: the admin screens (or the target among them: organisations, news). */
function adminLanding(target: string | null): string {
  return target && /^\/admin\/(accounts|updates)(\/|$|\?)/.test(target) ? target : '/admin/accounts';
}

export function* signIn({ payload }: Action<{ username: string; password: string; domain?: string | null; target?: string | null }>) {
  try {
    const body: SignInResponse = yield call(callApi, sessionApi.signIn({ username: payload.username, password: payload.password }));
    if ('ChallengeName' in body) {
      yield put(sessionActions.signInChallenged({ session: body.Session, username: body.ChallengeParameters.username || payload.username }));
      return;
    }
    yield call(signedIn, body, payload.username, payload.target, payload.domain);
  } catch (error) {
    yield put(sessionActions.signInRejected({ code: codeOf(error) }));
  }
}

export function* answerChallenge({ payload }: Action<{ password: string; target?: string | null; domain?: string | null }>) {
  const state: SessionState = yield select(selectSession);
  const challenge = state.signIn.challenge;
  if (!challenge) return;
  try {
    const body: TokenResponse = yield call(
      callApi,
      sessionApi.respondToChallenge({
        challenge_name: 'NEW_PASSWORD_REQUIRED',
        session: challenge.session,
        username: challenge.username,
        password: payload.password,
        client_id: clientId(),
      }),
    );
    yield call(signedIn, body, challenge.username, payload.target, payload.domain);
  } catch (error) {
    yield put(sessionActions.signInRejected({ code: codeOf(error) }));
  }
}

/** A target worth coming back to: not the picker, the login or the logout themselves. */
export function pendingTarget(target: string | null | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') && !/^\/(accounts|login|logout)(\/|\?|$)/.test(target) ? target : null;
}

/** Seed §4: one account is chosen automatically; with several the picker decides (or the login domain). */
export function* loadAccounts(requested: string | null, domain: string | null) {
  const target = pendingTarget(requested);
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  if (!state.user) return;
  yield put(sessionActions.accountListStarted());
  const list: UserAccountView[] | null = yield call(readAccountList, state.user.id);
  if (!list) {
    deps.navigate('/accounts');
    return;
  }
  const usable = list.filter((item) => item.status === 'active');
  // an /acc/{id} target names the account: chosen directly when the user is a member of it
  const link = parseAccountLink(target);
  const linked = link ? usable.find((item) => item.account_id === link.accountId) : undefined;
  const chosen = linked ?? (usable.length === 1 ? usable[0] : usable.find((item) => domain !== null && item.domain === domain));
  if (chosen) {
    yield put(sessionActions.accountChosen({ accountId: chosen.account_id, target: linked && link ? link.target : (target ?? '/home') }));
  } else if (usable.length === 0 && state.user.isAdmin) {
    deps.navigate(adminLanding(target));
  } else {
    deps.navigate(target ? `/accounts?target=${encodeURIComponent(target)}` : '/accounts');
  }
}

/** Loads the chosen account and its signature; on success goes to the target, on failure to /accounts. */
export function* loadAccount({ payload }: Action<{ accountId: string; target?: string | null }>) {
  const deps: SessionDeps = yield getContext(DEPS);
  try {
    const account: AccountWithSignatureView = yield call(callApi, sessionApi.account(payload.accountId));
    writeJson(STORAGE_KEYS.account, account.id);
    yield put(sessionActions.accountLoaded(account));
    if (payload.target) deps.navigate(payload.target);
  } catch {
    yield put(sessionActions.accountLoadFailed());
    deps.navigate('/accounts');
  }
}

export function* refreshTokens() {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  try {
    if (!state.tokens) throw new Error('no refresh token');
    const response: { body: TokenResponse } = yield call(
      deps.transport<TokenResponse>,
      sessionApi.refresh({ refresh_token: state.tokens.refreshToken, username: state.user?.username ?? null, client_id: clientId() }),
      { accessToken: null, signature: null, language: deps.language(), clientVersion: deps.clientVersion },
    );
    const tokens = tokensFrom(response.body);
    writeJson(STORAGE_KEYS.session, { tokens, user: state.user });
    yield put(sessionActions.tokensRefreshed(tokens));
  } catch {
    yield put(sessionActions.tokenRefreshFailed());
    yield put(sessionActions.logoutRequested({ target: deps.currentPath() }));
  }
}

export function* reloadSignature() {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  try {
    if (!state.account.id) throw new Error('no account chosen');
    const account: AccountWithSignatureView = yield call(callApi, sessionApi.account(state.account.id));
    yield put(sessionActions.signatureReloaded(account));
  } catch {
    yield put(sessionActions.signatureReloadFailed());
    deps.navigate('/accounts');
  }
}

/** Seed §4: revoke the tokens, clear local storage except kept keys, reset state, go to /login. */
export function* logout({ payload }: Action<{ target?: string | null } | undefined>) {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  if (state.tokens) {
    try {
      yield call(deps.transport, sessionApi.logout({ refresh_token: state.tokens.refreshToken }), {
        accessToken: state.tokens.accessToken,
        signature: null,
        language: deps.language(),
        clientVersion: deps.clientVersion,
      });
    } catch {
      // signed out locally all the same
    }
  }
  clearExceptKept();
  yield put(sessionActions.sessionEnded());
  deps.navigate(loginPath(payload?.target));
}

export function* resumeSession() {
  const state: SessionState = yield select(selectSession);
  if (!state.tokens) return;
  // The admin flag is read afresh: the stored one may be missing (a reload while the sign-in
  // still read the user) or stale (granted or taken since). Without an account the landing
  // depends on it, so it is read first.
  if (state.account.id) {
    yield put(sessionActions.accountChosen({ accountId: state.account.id, target: null }));
    yield call(loadUser);
    yield call(loadAccountsQuietly);
  } else {
    yield call(loadUser);
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(loadAccounts, deps.currentPath(), null);
  }
}

/**
 * `/acc/{account_id}…` while signed in: the account list is read (fresh: the link may come
 * from an account joined a minute ago); a member switches to that account (or stays in it)
 * and goes on to the target; anybody else gets the "content of another account" dialog at home.
 */
export function* openAccountLink({ payload }: ReturnType<typeof sessionActions.accountLinkOpened>) {
  const deps: SessionDeps = yield getContext(DEPS);
  const state: SessionState = yield select(selectSession);
  if (!state.user) return;
  const list: UserAccountView[] | null = yield call(readAccountList, state.user.id);
  if (!list) {
    deps.navigate('/accounts');
    return;
  }
  const member = list.some((item) => item.account_id === payload.accountId && item.status === 'active');
  if (!member) {
    yield put(sessionActions.foreignAccountLinked({ accountId: payload.accountId, link: accountLink(payload.accountId, payload.target) }));
    deps.navigate('/home');
    return;
  }
  if (state.account.id === payload.accountId && state.account.status === 'loaded') {
    deps.navigate(payload.target);
    return;
  }
  yield put(sessionActions.accountChosen({ accountId: payload.accountId, target: payload.target }));
}

/** Reads the user's accounts into the state; null when that failed. */
function* readAccountList(userId: string): Generator<unknown, UserAccountView[] | null, UserAccountListView> {
  try {
    const body: UserAccountListView = yield call(callApi, sessionApi.userAccounts(userId));
    yield put(sessionActions.accountsLoaded(body.data));
    return body.data;
  } catch {
    yield put(sessionActions.accountsLoadFailed());
    return null;
  }
}

/** The account list for "switch accounts" (no navigation). */
function* loadAccountsQuietly() {
  const state: SessionState = yield select(selectSession);
  if (state.user) yield call(readAccountList, state.user.id);
}

/** The picker asks for the list on every visit. */
function* listAccounts() {
  yield call(loadAccountsQuietly);
}

/** Flags, name or terms of the current account changed elsewhere: the signature (and the shell) follow. */
export function* applyAccountPush({ payload }: ReturnType<typeof sessionActions.accountPushed>) {
  const state: SessionState = yield select(selectSession);
  const current = state.account.current;
  if (!current || payload.id !== current.id || !isNewerPush(current, payload)) return;
  yield put(sessionActions.signatureReloadRequested());
}

/**
 * An own membership changed (roles, status). The push names no account, so it may be
 * another one of the user's: reloading the current signature is right either way.
 */
export function* applyMembershipPush({ payload }: ReturnType<typeof sessionActions.membershipPushed>) {
  const state: SessionState = yield select(selectSession);
  if (!state.user || payload.id !== state.user.id || state.account.status !== 'loaded') return;
  yield put(sessionActions.signatureReloadRequested());
}

export function* sessionSaga() {
  yield takeEvery(sessionActions.accountPushed.type, applyAccountPush);
  yield takeEvery(sessionActions.membershipPushed.type, applyMembershipPush);
  yield takeLatest(sessionActions.accountsRequested.type, listAccounts);
  yield takeLatest(sessionActions.signInRequested.type, signIn);
  yield takeLatest(sessionActions.challengeAnswered.type, answerChallenge);
  yield takeLatest(sessionActions.accountChosen.type, loadAccount);
  yield takeLeading(sessionActions.tokenRefreshRequested.type, refreshTokens);
  yield takeLeading(sessionActions.signatureReloadRequested.type, reloadSignature);
  yield takeLeading(sessionActions.logoutRequested.type, logout);
  yield takeLatest(sessionActions.sessionResumed.type, resumeSession);
  yield takeLatest(sessionActions.accountLinkOpened.type, openAccountLink);
}
