import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { listAccounts, openAccountLink } from './session-account-choice.saga';
import { applyAccountPush, applyMembershipPush, loadAccount, reloadSignature } from './session-current-account.saga';
import { resumeSession } from './session-resume.saga';
import { answerChallenge, signIn } from './session-sign-in.saga';
import { logout } from './session-sign-out.saga';
import { refreshTokens } from './session-tokens.saga';
import { sessionActions } from './session.slice';

/** The session's watchers, the one entry point (app/root.saga.ts); the workers are in session-*.saga.ts. */
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
