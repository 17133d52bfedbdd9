import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { AccountView } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { isNewerPush } from '../../lib/pushes';
import type { ApiRequest } from '../../lib/api/http';
import type { Notice } from '../../lib/notify';
import { callApi } from '../session';
import { accountApi } from './account.api';
import {
  accountActions as actions,
  selectAccountImages,
  selectAccountSettings,
  STALE_CODE,
  type AccountChange,
  type AccountImage,
  type AccountState,
} from './account.slice';

const IMAGES: readonly AccountImage[] = ['logo', 'icon'];

/** An object URL for a downloaded picture (jsdom has none: null). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

export function revokeObjectUrl(url: string) {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Downloads logo and icon when their address changed (the files need the auth headers, so no plain <img src>). */
export function* loadImages(view: AccountView) {
  const images: AccountState['images'] = yield select(selectAccountImages);
  for (const image of IMAGES) {
    const source = view[image];
    const current = images[image];
    if (current?.source === source) continue;
    if (current) yield call(revokeObjectUrl, current.url);
    if (!source) {
      yield put(actions.imageLoaded({ image, loaded: null }));
      continue;
    }
    try {
      const blob: Blob = yield call(callApi, accountApi.file(source));
      const url: string | null = yield call(objectUrlOf, blob);
      yield put(actions.imageLoaded({ image, loaded: url ? { source, url } : null }));
    } catch {
      yield put(actions.imageLoaded({ image, loaded: null }));
    }
  }
}

export function* loadAccount() {
  try {
    const view: AccountView = yield call(callApi, accountApi.current());
    yield put(actions.loaded(view));
    yield call(loadImages, view);
  } catch {
    yield put(actions.loadFailed());
  }
}

const TOAST: Record<string, string> = {
  [actions.renameRequested.type]: 'renamed',
  [actions.appsChangeRequested.type]: 'appsChanged',
  [actions.flagsChangeRequested.type]: 'flagsChanged',
  [actions.senderChangeRequested.type]: 'senderChanged',
  [actions.deletionRequested.type]: 'deletionMarked',
  [actions.deletionCancelRequested.type]: 'deletionCancelled',
};

type ChangeAction =
  | ReturnType<typeof actions.renameRequested>
  | ReturnType<typeof actions.appsChangeRequested>
  | ReturnType<typeof actions.flagsChangeRequested>
  | ReturnType<typeof actions.senderChangeRequested>
  | ReturnType<typeof actions.imageChangeRequested>
  | ReturnType<typeof actions.deletionRequested>
  | ReturnType<typeof actions.deletionCancelRequested>;

/** The request and the change (its status key) an action stands for; edits are based on `version` (the one on screen). */
export function requestOf(action: ChangeAction, version?: number): { change: AccountChange; request: ApiRequest; toast: string } {
  if (actions.renameRequested.match(action))
    return { change: 'name', request: accountApi.rename(action.payload.name.trim(), version), toast: TOAST[action.type] };
  if (actions.appsChangeRequested.match(action))
    return { change: 'apps', request: accountApi.apps(action.payload.apps, version), toast: TOAST[action.type] };
  if (actions.flagsChangeRequested.match(action))
    return { change: 'flags', request: accountApi.flags(action.payload.flags, version), toast: TOAST[action.type] };
  if (actions.senderChangeRequested.match(action)) {
    return { change: 'sender', request: accountApi.senderAddress(action.payload.sender_address, version), toast: TOAST[action.type] };
  }
  if (actions.imageChangeRequested.match(action)) {
    const { image, file } = action.payload;
    return {
      change: image,
      request: file ? accountApi.uploadImage(image, file) : accountApi.removeImage(image),
      toast: `${image}${file ? 'Uploaded' : 'Removed'}`,
    };
  }
  if (actions.deletionRequested.match(action)) return { change: 'deletion', request: accountApi.markForDeletion(), toast: TOAST[action.type] };
  return { change: 'deletion', request: accountApi.cancelDeletion(), toast: TOAST[action.type] };
}

/**
 * Every change: the call, a toast either way, and the account read again (the app also
 * reloads the signature). A stale edit (409) says so and reads the current state, so the
 * manager sees the other change before trying again.
 */
export function* changeAccount(action: ChangeAction) {
  const { account }: AccountState = yield select(selectAccountSettings);
  const { change, request, toast } = requestOf(action, account?.version);
  try {
    yield call(callApi, request);
    const notice: Notice = { severity: 'success', message: `account:toasts.${toast}` };
    yield put({ ...actions.changeAccepted({ change }), meta: { notice } });
    yield call(loadAccount);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    const stale = code === STALE_CODE;
    const notice: Notice = stale ? { severity: 'warning', message: 'account:toasts.stale' } : { severity: 'error', code };
    yield put({ ...actions.changeRejected({ change, code, fieldErrors }), meta: { notice } });
    if (stale) yield call(loadAccount);
  }
}

/** A push newer than the account on screen: read it again (never before it was read once). */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const { account }: AccountState = yield select(selectAccountSettings);
  if (account && payload.id === account.id && isNewerPush(account, payload)) yield call(loadAccount);
}

export function* accountSaga() {
  yield takeLatest(actions.loadRequested.type, loadAccount);
  yield takeLatest(actions.viewPushed.type, applyPush);
  yield takeEvery(
    [
      actions.renameRequested.type,
      actions.appsChangeRequested.type,
      actions.flagsChangeRequested.type,
      actions.senderChangeRequested.type,
      actions.imageChangeRequested.type,
      actions.deletionRequested.type,
      actions.deletionCancelRequested.type,
    ],
    changeAccount,
  );
}
