/** The writes of a task: create, edit (a 409 opens the conflict), the acts beside the form, delete. */
import { all, call, getContext, put, select } from 'redux-saga/effects';
import type { TaskView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, DEPS, type SessionDeps } from '../session';
import { conflictOf } from '../collab';
import { requestOfAction } from './task-action-requests';
import { loadProtocols, loadTask } from './task-detail.saga';
import { bodyOfChanges, conflictViews, TASK_EDIT_FIELDS } from './task-fields';
import { failure, isStale, STALE_CODE, success } from './task-notices';
import { tasksApi } from './tasks.api';
import { selectTaskDetail, tasksActions as actions } from './tasks.slice';
import type { TaskDetailState } from './tasks.state';

/** A 409 on an edit: the version my form started from and the current one, for the conflict dialog. */
function* showConflict(id: string, base: TaskView, mine: Record<string, unknown>) {
  try {
    const [then, current]: [TaskView, TaskView] = yield all([call(callApi, tasksApi.get(id, base.version)), call(callApi, tasksApi.get(id))]);
    yield put(actions.loaded(current));
    yield put(actions.conflictFound({ base: then, current, mine }));
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.editRejected({ code, fieldErrors: null }), ...failure(code) });
  }
}

export function* editTask({ payload }: ReturnType<typeof actions.editRequested>) {
  const { id, base, changes } = payload;
  try {
    yield call(callApi, tasksApi.change(id, changes, base.version));
    yield put({ ...actions.editAccepted(), ...success('saved') });
    yield call(loadTask, id);
  } catch (error) {
    if (isStale(error)) {
      yield call(showConflict, id, base, changes);
      return;
    }
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.editRejected({ code, fieldErrors }), ...failure(code) });
  }
}

/** "Re-apply my changes": only my changed fields, onto the current version (their other changes stay). */
export function* reapplyConflict() {
  const detail: TaskDetailState = yield select(selectTaskDetail);
  const conflict = detail.conflict;
  if (!conflict || !detail.id) return;
  const mine = conflictOf(...conflictViews(conflict), TASK_EDIT_FIELDS).mine;
  try {
    yield call(callApi, tasksApi.change(detail.id, bodyOfChanges(mine), conflict.current.version));
    yield put({ ...actions.editAccepted(), ...success('saved') });
    yield call(loadTask, detail.id);
  } catch (error) {
    if (isStale(error)) {
      yield call(showConflict, detail.id, conflict.base, conflict.mine);
      return;
    }
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.editRejected({ code, fieldErrors }), ...failure(code) });
    yield put(actions.conflictDiscarded());
  }
}

export function* performAction({ payload }: ReturnType<typeof actions.actionRequested>) {
  const { id, version, action: what } = payload;
  try {
    yield call(callApi, requestOfAction(id, version, what));
    yield put({ ...actions.actionAccepted({ kind: what.kind }), ...success(`acts.${what.kind}`) });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.actionRejected({ kind: what.kind, code }), ...failure(code) });
  }
  yield call(loadTask, id);
  if (what.kind === 'linkProtocol' || what.kind === 'unlinkProtocol') yield call(loadProtocols, id);
}

export function* deleteTask({ payload }: ReturnType<typeof actions.deleteRequested>) {
  try {
    yield call(callApi, tasksApi.remove(payload.id, payload.version));
    yield put({ ...actions.deleteAccepted(), ...success('deleted') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, '/tasks');
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.deleteRejected({ code }), ...failure(code) });
    if (code === STALE_CODE) yield call(loadTask, payload.id);
  }
}

export function* createTask({ payload }: ReturnType<typeof actions.createRequested>) {
  try {
    const result: WriteResult = yield call(callApi, tasksApi.create(payload));
    yield put({ ...actions.createAccepted({ id: result.id }), ...success('created') });
    const deps: SessionDeps = yield getContext(DEPS);
    yield call(deps.navigate, `/tasks/${result.id}`);
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.createRejected({ code, fieldErrors }), ...failure(code) });
  }
}
