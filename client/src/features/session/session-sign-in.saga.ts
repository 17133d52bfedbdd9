/** Sign-in: the password (or the new-password challenge) for tokens, then the own user and the account choice. */
import { call, put, select } from 'redux-saga/effects';
import type { ErrorCode, SignInResponse, TokenResponse, UserView } from '@kollab/contracts';
import { ApiError } from '../../lib/api/http';
import { readJwtClaims } from '../../lib/jwt';
import { clientId, readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { callApi } from './api-call.saga';
import { loadAccounts } from './session-account-choice.saga';
import { tokensFrom } from './session-tokens.saga';
import { sessionApi } from './session.api';
import { selectSession, sessionActions, type SessionState, type SessionUser } from './session.slice';

type Action<P> = { type: string; payload: P };

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
