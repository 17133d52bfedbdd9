/** Token refresh: the refresh token for new tokens, or sign-out when it is refused. */
import { call, getContext, put, select } from 'redux-saga/effects';
import type { TokenResponse } from '@kollab/contracts';
import { clientId, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { sessionApi } from './session.api';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState, type Tokens } from './session.slice';

export function tokensFrom(response: TokenResponse): Tokens {
  return { accessToken: response.AccessToken, refreshToken: response.RefreshToken, idToken: response.IdToken };
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
