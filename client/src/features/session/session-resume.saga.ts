/** Resume: a reload with stored tokens reads the user again and goes on with the stored account (or chooses one). */
import { call, getContext, put, select } from 'redux-saga/effects';
import { loadAccounts, loadAccountsQuietly } from './session-account-choice.saga';
import { loadUser } from './session-sign-in.saga';
import { DEPS, type SessionDeps } from './session.deps';
import { selectSession, sessionActions, type SessionState } from './session.slice';

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
