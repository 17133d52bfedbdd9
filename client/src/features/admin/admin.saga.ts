import { call, put, select } from 'redux-saga/effects';
import type { AccountListView, AccountView, ErrorCode, ListPage, UpdateView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import type { Flow } from '../../lib/lazy-feature';
import type { Notice } from '../../lib/notify';
import { callApi } from '../session';
import { adminApi } from './admin.api';
import { adminActions as actions, selectAdminAccounts, selectUpdates } from './admin.slice';

const success = (key: string) => ({ meta: { notice: { severity: 'success', message: `admin:toasts.${key}` } satisfies Notice } });
const failure = (code: ErrorCode) => ({ meta: { notice: { severity: 'error', code } satisfies Notice } });

export function* loadAccounts() {
  const { query }: ReturnType<typeof selectAdminAccounts> = yield select(selectAdminAccounts);
  try {
    const body: AccountListView = yield call(callApi, adminApi.accounts(query));
    yield put(actions.accountsLoaded(body));
  } catch {
    yield put(actions.accountsLoadFailed());
  }
}

export function* loadAccount({ payload }: ReturnType<typeof actions.accountRequested>) {
  try {
    const body: AccountView = yield call(callApi, adminApi.account(payload.id));
    yield put(actions.accountLoaded(body));
  } catch {
    yield put(actions.accountLoadFailed());
  }
}

export function* createAccount({ payload }: ReturnType<typeof actions.accountCreateRequested>) {
  try {
    const result: WriteResult = yield call(callApi, adminApi.createAccount(payload));
    yield put({ ...actions.accountCreateAccepted({ id: result.id }), ...success('accountCreated') });
    yield put(actions.accountsRequested());
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.accountCreateRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* changeSlots({ payload }: ReturnType<typeof actions.slotsChangeRequested>) {
  const { id, ...input } = payload;
  try {
    yield call(callApi, adminApi.changeSlots(id, input));
    yield put({ ...actions.slotsChangeAccepted(payload), ...success('slotsChanged') });
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.slotsChangeRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* deleteAccount({ payload }: ReturnType<typeof actions.accountDeleteRequested>) {
  try {
    yield call(callApi, adminApi.deleteAccount(payload.id));
    yield put({ ...actions.accountDeleteAccepted(payload), ...success('accountDeleted') });
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.accountDeleteRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* loadUpdates() {
  const { page, limit }: ReturnType<typeof selectUpdates> = yield select(selectUpdates);
  try {
    const body: ListPage<UpdateView> = yield call(callApi, adminApi.updates(page, limit));
    yield put(actions.updatesLoaded(body));
  } catch {
    yield put(actions.updatesLoadFailed());
  }
}

export function* saveUpdate({ payload }: ReturnType<typeof actions.updateSaveRequested>) {
  try {
    const result: WriteResult = payload.id
      ? yield call(callApi, adminApi.editUpdate(payload.id, payload.input))
      : yield call(callApi, adminApi.publishUpdate(payload.input));
    const created = payload.id === null;
    yield put({ ...actions.updateSaveAccepted({ id: result.id, created }), ...success(created ? 'updateCreated' : 'updateEdited') });
    yield put(actions.updatesRequested());
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.updateSaveRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* withdrawUpdate({ payload }: ReturnType<typeof actions.updateWithdrawRequested>) {
  try {
    yield call(callApi, adminApi.withdrawUpdate(payload.id));
    yield put({ ...actions.updateWithdrawAccepted(payload), ...success('updateWithdrawn') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.updateWithdrawRejected({ id: payload.id, code }), ...failure(code) });
  }
}

/** The watchers, started on the first admin action (index.ts: `lazyFeature`). */
export const adminFlows: readonly Flow[] = [
  { pattern: actions.accountsRequested.type, worker: loadAccounts, latest: true },
  { pattern: actions.accountRequested.type, worker: loadAccount, latest: true },
  { pattern: actions.accountCreateRequested.type, worker: createAccount },
  { pattern: actions.slotsChangeRequested.type, worker: changeSlots },
  { pattern: actions.accountDeleteRequested.type, worker: deleteAccount },
  { pattern: actions.updatesRequested.type, worker: loadUpdates, latest: true },
  { pattern: actions.updateSaveRequested.type, worker: saveUpdate },
  { pattern: actions.updateWithdrawRequested.type, worker: withdrawUpdate },
];
