/** Sign-out: revoke the tokens, forget what the device stored, back to the login. */
import { call, getContext, put, select } from 'redux-saga/effects';
import { clearExceptKept } from '../../lib/storage';
import { sessionApi } from './session.api';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState } from './session.slice';

type Action<P> = { type: string; payload: P };

function loginPath(target: string | null | undefined): string {
  return target && target !== '/' && !target.startsWith('/login') ? `/login?target=${encodeURIComponent(target)}` : '/login';
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
