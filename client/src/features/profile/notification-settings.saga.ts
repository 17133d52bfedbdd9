/** The flows of the notification settings (issue 17): read and save the own settings; the unsubscribe link's POST. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { NotificationSettingsInput, NotificationSettingsView, UnsubscribeView } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, selectUser, type SessionUser } from '../session';
import { notificationSettingsApi } from './notification-settings.api';
import { notificationSettingsActions as actions } from './notification-settings.slice';
import type { Rejection } from './profile.slice';

/** Not profile.saga's: importing it from this lazy module split the login page's chunks anew (login-bundle.spec.ts). */
function rejectionOf(error: unknown): Rejection {
  const { code, fieldErrors } = failureOf(error);
  return { code, fieldErrors: fieldErrors ?? {} };
}

function* userId() {
  const user: SessionUser | null = yield select(selectUser);
  if (!user?.id) throw new Error('not signed in');
  return user.id;
}

export function* loadSettings() {
  try {
    const id: string = yield call(userId);
    const view: NotificationSettingsView = yield call(callApi, notificationSettingsApi.get(id));
    yield put(actions.loaded(view));
  } catch (error) {
    yield put(actions.loadFailed(rejectionOf(error).code));
  }
}

export function* saveSettings({ payload }: PayloadAction<NotificationSettingsInput>) {
  try {
    const id: string = yield call(userId);
    // A write answers { id, version, position } as every write does; the settings are read again (the GET reads
    // the settings' own stream, so it holds the change).
    yield call(callApi, notificationSettingsApi.update(id, payload));
    const view: NotificationSettingsView = yield call(callApi, notificationSettingsApi.get(id));
    yield put(actions.saved(view));
  } catch (error) {
    yield put(actions.saveRejected(rejectionOf(error)));
  }
}

export function* unsubscribe(token: string) {
  try {
    const view: UnsubscribeView = yield call(callApi, notificationSettingsApi.unsubscribe(token));
    yield put(actions.unsubscribed(view));
  } catch (error) {
    yield put(actions.unsubscribeFailed(rejectionOf(error).code));
  }
}

/** One POST per token: the page asks on load, and React's StrictMode (or a second visit) asks again. */
function* watchUnsubscribe() {
  const sent = new Set<string>();
  for (;;) {
    const { payload }: PayloadAction<{ token: string }> = yield take(actions.unsubscribeRequested.type);
    if (sent.has(payload.token)) continue;
    sent.add(payload.token);
    yield fork(unsubscribe, payload.token);
  }
}

export function* notificationSettingsSaga() {
  yield takeLatest(actions.opened.type, loadSettings);
  yield takeLeading(actions.saveRequested.type, saveSettings);
  yield fork(watchUnsubscribe);
}
