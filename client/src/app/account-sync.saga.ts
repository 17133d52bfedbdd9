import { put, takeEvery } from 'redux-saga/effects';
import { accountActions } from '../features/account';
import { sessionActions } from '../features/session';

/**
 * A manager's change of their own account (name, apps, flags, pictures, deletion) also
 * changes what the session holds (the shell's name, the routes from the flags): the
 * account and its signature are read again.
 */
export function* accountSyncSaga() {
  yield takeEvery(accountActions.changeAccepted.type, function* reload() {
    yield put(sessionActions.signatureReloadRequested());
  });
}
