import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { failureOf } from '../../lib/api/failure';
import { callApi, DEPS, type SessionDeps } from '../session';
import { authApi, USER_POOL_ID } from './auth.api';
import { authActions, type Rejection, type RegisterRequest } from './auth.slice';

type Action<P> = { type: string; payload: P };

/** What the login page says after a flow that ends there (`/login?notice=…`). */
export type LoginNotice = 'activated' | 'passwordReset';

export function rejectionOf(error: unknown): Rejection {
  const { code, fieldErrors } = failureOf(error);
  return { code, fieldErrors: fieldErrors ?? {} };
}

export function* activate({ payload }: Action<{ token: string; password: string }>) {
  const deps: SessionDeps = yield getContext(DEPS);
  try {
    yield call(callApi, authApi.activate(payload.token, { password: payload.password, user_pool_id: USER_POOL_ID }));
    yield put(authActions.activateSucceeded());
    deps.navigate(`/login?notice=${'activated' satisfies LoginNotice}`);
  } catch (error) {
    yield put(authActions.activateRejected(rejectionOf(error)));
  }
}

/** 202 whether or not the address is known: the page always shows the same confirmation. */
export function* triggerPasswordReset({ payload }: Action<{ email: string }>) {
  try {
    yield call(callApi, authApi.triggerPasswordReset({ email: payload.email, user_pool_id: USER_POOL_ID }));
    yield put(authActions.passwordResetMailRequested());
  } catch (error) {
    yield put(authActions.passwordResetTriggerRejected(rejectionOf(error)));
  }
}

export function* resetPassword({ payload }: Action<{ token: string; password: string }>) {
  const deps: SessionDeps = yield getContext(DEPS);
  try {
    yield call(callApi, authApi.resetPassword({ token: payload.token, password: payload.password, user_pool_id: USER_POOL_ID }));
    yield put(authActions.passwordResetSucceeded());
    deps.navigate(`/login?notice=${'passwordReset' satisfies LoginNotice}`);
  } catch (error) {
    yield put(authActions.passwordResetRejected(rejectionOf(error)));
  }
}

export function* register({ payload }: Action<RegisterRequest>) {
  try {
    yield call(callApi, authApi.register(payload));
    yield put(authActions.registerSucceeded());
  } catch (error) {
    yield put(authActions.registerRejected(rejectionOf(error)));
  }
}

export function* authSaga() {
  yield takeLeading(authActions.activateRequested.type, activate);
  yield takeLeading(authActions.passwordResetTriggered.type, triggerPasswordReset);
  yield takeLeading(authActions.passwordResetRequested.type, resetPassword);
  yield takeLeading(authActions.registerRequested.type, register);
}
