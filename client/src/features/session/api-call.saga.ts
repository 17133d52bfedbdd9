import { call, getContext, put, select, take } from 'redux-saga/effects';
import type { ErrorCode } from '@kollab/contracts/errors/error-codes';
import { errorText } from '@kollab/contracts/errors/error-text';
import { ApiError, newIdempotencyKey, type ApiRequest, type ApiResponse } from '../../lib/api/http';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState } from './session.slice';

/** Seed §8: a 403 with one of these messages means "reload the Account signature and retry". */
const SIGNATURE_CODES: readonly ErrorCode[] = ['account.missing', 'account.invalid', 'account.signature_invalid', 'account.signature_outdated'];
export const SIGNATURE_MESSAGES: readonly string[] = SIGNATURE_CODES.map((code) => errorText(code, 'en'));

export function isSignatureError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && SIGNATURE_MESSAGES.includes(error.message);
}

/**
 * Every API call of the features goes through here: `yield call(callApi, request)`.
 * A 401 waits for the one token refresh in flight (starting it if none is) and retries
 * once; a signature 403 does the same with the signature reload. Auth endpoints
 * (`request.auth`) are neither refreshed nor reloaded. A POST carries an Idempotency-Key,
 * the same on every retry of this call, so a retry never does the work twice.
 */
export function* callApi<T>(given: ApiRequest): Generator<unknown, T, never> {
  const request = given.method === 'POST' && !given.idempotencyKey ? { ...given, idempotencyKey: newIdempotencyKey() } : given;
  const deps: SessionDeps = yield getContext(DEPS);
  let refreshed = false;
  let reloaded = false;
  for (;;) {
    const state: SessionState = yield select(selectSession);
    const accessToken = state.tokens?.accessToken ?? null;
    const signature = request.noAccount ? null : (state.account.current?.signature ?? null);
    try {
      const response: ApiResponse<T> = yield call(deps.transport<T>, request, {
        accessToken,
        signature,
        language: deps.language(),
        clientVersion: deps.clientVersion,
      });
      yield call(noteLatestVersion, response.latestClientVersion);
      return response.body;
    } catch (error) {
      if (error instanceof ApiError) yield call(noteLatestVersion, error.latestClientVersion);
      if (!(error instanceof ApiError) || request.auth) throw error;
      if (error.status === 401 && !refreshed) {
        refreshed = true;
        const fresh: boolean = yield call(awaitFreshToken, accessToken);
        if (fresh) continue;
      } else if (isSignatureError(error) && !reloaded && !request.noAccount) {
        reloaded = true;
        const fresh: boolean = yield call(awaitFreshSignature, signature);
        if (fresh) continue;
      }
      throw error;
    }
  }
}

function* noteLatestVersion(version: string | null) {
  if (!version) return;
  const state: SessionState = yield select(selectSession);
  if (state.latestClientVersion !== version) yield put(sessionActions.clientVersionSeen(version));
}

/** True when a token other than `used` is there (now or after the refresh in flight). */
export function* awaitFreshToken(used: string | null): Generator<unknown, boolean, never> {
  let state: SessionState = yield select(selectSession);
  if (state.tokens && state.tokens.accessToken !== used) return true;
  if (!state.refreshing) yield put(sessionActions.tokenRefreshRequested());
  state = yield select(selectSession);
  if (state.refreshing) yield take([sessionActions.tokensRefreshed.type, sessionActions.tokenRefreshFailed.type]);
  state = yield select(selectSession);
  return state.tokens !== null && state.tokens.accessToken !== used;
}

/** True when a signature other than `used` is there (now or after the reload in flight). */
export function* awaitFreshSignature(used: string | null): Generator<unknown, boolean, never> {
  let state: SessionState = yield select(selectSession);
  if (state.account.current && state.account.current.signature !== used) return true;
  if (!state.signatureReloading) yield put(sessionActions.signatureReloadRequested());
  state = yield select(selectSession);
  if (state.signatureReloading) yield take([sessionActions.signatureReloaded.type, sessionActions.signatureReloadFailed.type]);
  state = yield select(selectSession);
  return state.account.current !== null && state.account.current.signature !== used;
}
