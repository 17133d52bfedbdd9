import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ChangePasswordInput, TokenResponse, UpdateProfileInput, UserView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { STORAGE_KEYS, writeJson } from '../../lib/storage';
import { callApi, selectUser, sessionActions, type SessionUser } from '../session';
import { avatarVersion, profileApi } from './profile.api';
import { profileActions, selectProfile, type ProfileState, type Rejection } from './profile.slice';

type Action<P> = { type: string; payload: P };

export function rejectionOf(error: unknown): Rejection {
  const { code, fieldErrors } = failureOf(error);
  return { code, fieldErrors: fieldErrors ?? {} };
}

function* userId() {
  const user: SessionUser | null = yield select(selectUser);
  if (!user?.id) throw new Error('not signed in');
  return user.id;
}

/** Replaces the shown picture: a fresh object URL for the new blob, the old one revoked. */
function* showAvatar(blob: Blob | null) {
  const state: ProfileState = yield select(selectProfile);
  if (state.avatarUrl) URL.revokeObjectURL(state.avatarUrl);
  yield put(profileActions.avatarFetched(blob ? URL.createObjectURL(blob) : null));
}

/** Reads the own user; the picture (which needs the bearer token) only when its address changed. */
export function* loadProfile() {
  try {
    const id: string = yield call(userId);
    const before: ProfileState = yield select(selectProfile);
    const user: UserView = yield call(callApi, profileApi.get(id));
    yield put(profileActions.loaded(user));
    const pictureChanged = user.avatar_url !== before.user?.avatar_url || (user.avatar_url !== null && before.avatarUrl === null);
    if (!pictureChanged) return;
    if (!user.avatar_url) {
      yield call(showAvatar, null);
      return;
    }
    try {
      const blob: Blob = yield call(callApi, profileApi.avatar(id, avatarVersion(user.avatar_url)));
      yield call(showAvatar, blob);
    } catch {
      yield call(showAvatar, null); // no picture is no reason to fail the page
    }
  } catch (error) {
    yield put(profileActions.loadFailed(rejectionOf(error).code));
  }
}

export function* saveDetails({ payload }: Action<UpdateProfileInput>) {
  try {
    const id: string = yield call(userId);
    yield call(callApi, profileApi.update(id, payload));
    yield put(profileActions.detailsSaved(payload));
    yield call(loadProfile);
  } catch (error) {
    yield put(profileActions.detailsSaveRejected(rejectionOf(error)));
  }
}

export function* requestEmailChange({ payload }: Action<{ email: string }>) {
  try {
    const id: string = yield call(userId);
    yield call(callApi, profileApi.requestEmailChange(id, payload.email));
    yield put(profileActions.emailCodeSent());
    yield call(loadProfile); // new_email shows the pending change
  } catch (error) {
    yield put(profileActions.emailChangeRejected(rejectionOf(error)));
  }
}

export function* confirmEmailChange({ payload }: Action<{ code: string }>) {
  try {
    const id: string = yield call(userId);
    yield call(callApi, profileApi.confirmEmailChange(id, payload.code));
    yield put(profileActions.emailChanged());
    yield call(loadProfile);
  } catch (error) {
    yield put(profileActions.emailChangeRejected(rejectionOf(error)));
  }
}

/** The server revokes every refresh token and answers with a fresh set for this device: the session takes it. */
export function* changePassword({ payload }: Action<ChangePasswordInput>) {
  try {
    const id: string = yield call(userId);
    const answer: WriteResult & TokenResponse = yield call(callApi, profileApi.changePassword(id, payload));
    const tokens = { accessToken: answer.AccessToken, refreshToken: answer.RefreshToken, idToken: answer.IdToken };
    const user: SessionUser | null = yield select(selectUser);
    writeJson(STORAGE_KEYS.session, { tokens, user });
    yield put(sessionActions.tokensRefreshed(tokens));
    yield put(profileActions.passwordChanged());
  } catch (error) {
    yield put(profileActions.passwordChangeRejected(rejectionOf(error)));
  }
}

export function* uploadAvatar({ payload }: Action<File>) {
  try {
    const id: string = yield call(userId);
    yield call(callApi, profileApi.uploadAvatar(id, payload));
    yield put(profileActions.avatarChanged());
    yield call(loadProfile);
  } catch (error) {
    yield put(profileActions.avatarChangeRejected(rejectionOf(error)));
  }
}

export function* removeAvatar() {
  try {
    const id: string = yield call(userId);
    yield call(callApi, profileApi.removeAvatar(id));
    yield put(profileActions.avatarChanged());
    yield call(loadProfile);
  } catch (error) {
    yield put(profileActions.avatarChangeRejected(rejectionOf(error)));
  }
}

export function* profileSaga() {
  yield takeLatest(profileActions.opened.type, loadProfile);
  yield takeLeading(profileActions.detailsSaveRequested.type, saveDetails);
  yield takeLeading(profileActions.emailChangeRequested.type, requestEmailChange);
  yield takeLeading(profileActions.emailCodeConfirmed.type, confirmEmailChange);
  yield takeLeading(profileActions.passwordChangeRequested.type, changePassword);
  yield takeLeading(profileActions.avatarUploadRequested.type, uploadAvatar);
  yield takeLeading(profileActions.avatarRemoveRequested.type, removeAvatar);
}
