import { call, put, select } from 'redux-saga/effects';
import type { MemberListView, TeamListView, TeamView, WriteResult } from '@kollab/contracts';
import { ApiError } from '../../lib/api/http';
import { failureOf } from '../../lib/api/failure';
import { pushedVersion } from '../../lib/pushes';
import type { Flow } from '../../lib/lazy-feature';
import type { Notice } from '../../lib/notify';
import { callApi, selectUser, sessionActions } from '../session';
import { teamsApi } from './teams.api';
import { teamsActions as actions, selectTeamsList } from './teams.slice';

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `teams:toasts.${key}` } } });
const failure = (code: Notice['code']): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'error', code } } });

export function* loadTeams() {
  try {
    const body: TeamListView = yield call(callApi, teamsApi.list());
    yield put(actions.listLoaded(body));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

/** One team read again; gone (404) when it was deleted meanwhile. */
export function* loadTeam({ payload }: ReturnType<typeof actions.teamRequested>) {
  try {
    const view: TeamView = yield call(callApi, teamsApi.get(payload.id));
    yield put(actions.teamLoaded(view));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) yield put(actions.teamGone({ id: payload.id }));
  }
}

export function* loadStaff() {
  try {
    const body: MemberListView = yield call(callApi, teamsApi.staff());
    yield put(actions.staffLoaded(body.data));
  } catch {
    yield put(actions.staffLoadFailed());
  }
}

export function* saveTeam({ payload }: ReturnType<typeof actions.saveRequested>) {
  try {
    const result: WriteResult =
      payload.mode === 'create'
        ? yield call(callApi, teamsApi.create(payload.input))
        : yield call(callApi, teamsApi.change(payload.id, payload.input, payload.version));
    yield put({ ...actions.saveAccepted({ id: result.id, mode: payload.mode }), ...success(payload.mode === 'create' ? 'created' : 'renamed') });
    yield put(actions.teamRequested({ id: result.id }));
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.saveRejected({ code, fieldErrors }), ...failure(code) });
  }
}

export function* deleteTeam({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, teamsApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted({ id: payload.id }), ...success('deleted') });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.deleteRejected({ id: payload.id, code }), ...failure(code) });
  }
}

/** The caller's own grant changed: the Account signature (teams, team_admin) is reloaded at once, not only when the push arrives. */
function* reloadSignatureIfOwn(userId: string) {
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (user?.id === userId) yield put(sessionActions.signatureReloadRequested());
}

export function* addMember({ payload }: ReturnType<typeof actions.memberAddRequested>) {
  const { teamId, input } = payload;
  try {
    yield call(callApi, teamsApi.addMember(teamId, input));
    yield put({ ...actions.memberAddAccepted({ teamId, userId: input.user_id }), ...success('memberAdded') });
    yield put(actions.teamRequested({ id: teamId }));
    yield call(reloadSignatureIfOwn, input.user_id);
  } catch (error) {
    const { code } = failureOf(error);
    // "user already a member" and friends: in the form and as a toast
    yield put({ ...actions.memberAddRejected({ teamId, code }), ...failure(code) });
  }
}

export function* changeMember({ payload }: ReturnType<typeof actions.memberChangeRequested>) {
  const { teamId, userId, permissions, extended_permissions } = payload;
  try {
    yield call(callApi, teamsApi.changeMember(teamId, userId, { permissions, extended_permissions }));
    yield put({ ...actions.memberChangeAccepted(payload), ...success('memberChanged') });
    yield put(actions.teamRequested({ id: teamId }));
    yield call(reloadSignatureIfOwn, userId);
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.memberRejected({ teamId, userId, code }), ...failure(code) });
  }
}

export function* removeMember({ payload }: ReturnType<typeof actions.memberRemoveRequested>) {
  const { teamId, userId } = payload;
  try {
    yield call(callApi, teamsApi.removeMember(teamId, userId));
    yield put({ ...actions.memberRemoveAccepted(payload), ...success('memberRemoved') });
    yield put(actions.teamRequested({ id: teamId }));
    yield call(reloadSignatureIfOwn, userId);
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.memberRejected({ teamId, userId, code }), ...failure(code) });
  }
}

/**
 * `teams/teamChanged` carries the team without permissions: a deletion is applied as it
 * is, a newer (or new) team is read again so a manager sees its members' permissions.
 */
export function* applyTeamPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const list: ReturnType<typeof selectTeamsList> = yield select(selectTeamsList);
  if (list.status === 'idle') return;
  if (payload.view === null) {
    if (list.entities[payload.id]) yield put(actions.teamGone({ id: payload.id }));
    return;
  }
  const current = list.entities[payload.id];
  const version = pushedVersion(payload);
  if (!current || (version !== null && version > current.version)) yield put(actions.teamRequested({ id: payload.id }));
}

/** The caller's own teams changed (`teams/membershipsChanged` to their room): the teams they manage may differ now. */
export function* applyMembershipsPush({ payload }: ReturnType<typeof actions.membershipsPushed>) {
  const list: ReturnType<typeof selectTeamsList> = yield select(selectTeamsList);
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (list.status !== 'idle' && user?.id === payload.id) yield put(actions.listRequested());
}

/** The watchers, started on the first teams action (index.ts: `lazyFeature`). */
export const teamsFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadTeams, latest: true },
  { pattern: actions.teamRequested.type, worker: loadTeam },
  { pattern: actions.staffRequested.type, worker: loadStaff, latest: true },
  { pattern: actions.saveRequested.type, worker: saveTeam },
  { pattern: actions.deleteRequested.type, worker: deleteTeam },
  { pattern: actions.memberAddRequested.type, worker: addMember },
  { pattern: actions.memberChangeRequested.type, worker: changeMember },
  { pattern: actions.memberRemoveRequested.type, worker: removeMember },
  { pattern: actions.viewPushed.type, worker: applyTeamPush },
  { pattern: actions.membershipsPushed.type, worker: applyMembershipsPush },
];
