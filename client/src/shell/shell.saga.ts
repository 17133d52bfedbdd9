import { call, put, takeLeading } from 'redux-saga/effects';
import type { ErrorCode } from '@kollab/contracts';
import { ApiError } from '../lib/api/http';
import { callApi, sessionActions } from '../features/session';
import { shellApi } from './shell.api';
import { shellActions } from './shell.slice';

/** Accept the terms, then reload the signature: it carries terms_accepted, and the old one is outdated. */
export function* acceptTerms() {
  try {
    yield call(callApi, shellApi.acceptTerms({ terms: true }));
    yield put(shellActions.termsAccepted());
    yield put(sessionActions.signatureReloadRequested());
  } catch (error) {
    const code: ErrorCode = error instanceof ApiError && error.code ? error.code : 'server.internal';
    yield put(shellActions.termsAcceptRejected({ code }));
  }
}

export function* shellSaga() {
  yield takeLeading(shellActions.termsAcceptRequested.type, acceptTerms);
}
