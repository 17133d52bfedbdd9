import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MemberListView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { isNewerPush } from '../../lib/pushes';
import type { Notice } from '../../lib/notify';
import { callApi } from '../session';
import { membersApi } from './members.api';
import { membersActions as actions, selectMembersList, SLOT_CODES } from './members.slice';

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `members:toasts.${key}` } } });
const failure = (code: Notice['code']): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'error', code } } });

export function* loadMembers() {
  const { query }: ReturnType<typeof selectMembersList> = yield select(selectMembersList);
  try {
    const body: MemberListView = yield call(callApi, membersApi.list(query));
    yield put(actions.listLoaded(body));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* changeStatus({ payload }: ReturnType<typeof actions.statusChangeRequested>) {
  try {
    yield call(callApi, membersApi.changeStatus(payload.id, payload.status));
    yield put({ ...actions.statusChangeAccepted(payload), ...success(payload.status === 'active' ? 'activated' : 'deactivated') });
  } catch (error) {
    const { code } = failureOf(error);
    // member.cannot_deactivate_self and friends: the server's own message
    yield put({ ...actions.statusChangeRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* removeMember({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, membersApi.remove(payload.id));
    yield put({ ...actions.deleteAccepted(payload), ...success('deleted') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.deleteRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* changeRole({ payload }: ReturnType<typeof actions.roleChangeRequested>) {
  try {
    yield call(callApi, payload.granted ? membersApi.grantRole(payload.id, payload.role) : membersApi.revokeRole(payload.id, payload.role));
    yield put({ ...actions.roleChangeAccepted(payload), ...success('rolesChanged') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.roleChangeRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* sendMail({ payload }: ReturnType<typeof actions.mailRequested>) {
  try {
    yield call(callApi, payload.mail === 'welcome' ? membersApi.welcomeMail(payload.id) : membersApi.resetMail(payload.id));
    yield put({ ...actions.mailSent(payload), ...success(payload.mail === 'welcome' ? 'welcomeSent' : 'resetSent') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.mailRejected({ id: payload.id, code }), ...failure(code) });
  }
}

export function* createMember({ payload }: ReturnType<typeof actions.createRequested>) {
  try {
    const result: WriteResult =
      payload.mode === 'create' ? yield call(callApi, membersApi.create(payload.input)) : yield call(callApi, membersApi.invite(payload.input));
    yield put({ ...actions.createAccepted({ id: result.id, mode: payload.mode }), ...success(payload.mode === 'create' ? 'created' : 'invited') });
    yield put(actions.listRequested());
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    // the slots refusal opens its own dialog; no toast on top of it
    const rejected = actions.createRejected({ code, fieldErrors });
    yield put(SLOT_CODES.includes(code) ? rejected : { ...rejected, ...failure(code) });
  }
}

/** A listed member changed (here or, the push cannot tell, in another account of theirs): the page is read again. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const list: ReturnType<typeof selectMembersList> = yield select(selectMembersList);
  if (list.status === 'idle') return;
  if (isNewerPush(list.entities[payload.id], payload)) yield put(actions.listRequested());
}

export function* membersSaga() {
  yield takeEvery(actions.viewPushed.type, applyPush);
  yield takeLatest(actions.listRequested.type, loadMembers);
  yield takeEvery(actions.statusChangeRequested.type, changeStatus);
  yield takeEvery(actions.deleteRequested.type, removeMember);
  yield takeEvery(actions.roleChangeRequested.type, changeRole);
  yield takeEvery(actions.mailRequested.type, sendMail);
  yield takeEvery(actions.createRequested.type, createMember);
}
