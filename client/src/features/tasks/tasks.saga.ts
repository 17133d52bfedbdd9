import { all, call, delay, getContext, put, select } from 'redux-saga/effects';
import type { ErrorCode, HistoryEntry, ProtocolView, TaskDetailView, TaskListView, TaskView, WriteResult } from '@kollab/contracts';
import type { Flow } from '../../lib/lazy-feature';
import { failureOf } from '../../lib/api/failure';
import { ApiError } from '../../lib/api/http';
import { itemErrorOf } from '../../lib/item-error';
import type { Notice } from '../../lib/notify';
import { callApi, DEPS, selectRoles, selectUser, type SessionDeps, type SessionUser } from '../session';
import { conflictOf } from '../collab';
import { bodyOfChanges, conflictViews, TASK_EDIT_FIELDS } from './task-fields';
import { readTaskPush } from './task-push';
import { saveBlob } from '../../lib/save-blob';
import { tasksApi } from './tasks.api';
import { requestOfAct } from './task-acts';
import { ensureLookups, loadContactNames, searchContacts, searchProtocols } from './task-lookups.saga';
import { selectMyTasks, selectTaskDetail, selectTaskList, tasksActions as actions } from './tasks.slice';
import { isStaffView, type MyTasksState, type TaskDetailState, type TaskListState } from './tasks.state';

export const STALE_CODE = 'concurrency.wrong_expected_version';
/** Pushes of tasks not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;
/** The contact and protocol pickers search after a pause in typing. */
/** The home card shows this many tasks. */
export const MY_TASKS_LIMIT = 5;

const success = (key: string): { meta: { notice: Notice } } => ({ meta: { notice: { severity: 'success', message: `tasks:toasts.${key}` } } });
const failure = (code: ErrorCode): { meta: { notice: Notice } } => ({
  meta: { notice: code === STALE_CODE ? { severity: 'warning', message: 'tasks:toasts.stale' } : { severity: 'error', code } },
});
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === STALE_CODE;

export function* loadList() {
  const { query }: TaskListState = yield select(selectTaskList);
  try {
    const body: TaskListView = yield call(callApi, tasksApi.list(query));
    yield put(actions.listLoaded({ query, body }));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

export function* printList({ payload }: ReturnType<typeof actions.listPrintRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.printList(payload));
    yield call(saveBlob, blob, 'tasks.pdf');
  } catch (error) {
    yield put({ type: 'tasks/printRejected', ...failure(failureOf(error).code) });
  }
}

export function* loadMyTasks() {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  try {
    const body: TaskListView = yield call(callApi, tasksApi.mine(user.id, MY_TASKS_LIMIT));
    yield put(actions.myTasksLoaded(body.data));
  } catch {
    yield put(actions.myTasksLoadFailed());
  }
}

export function* loadHistory(id: string) {
  try {
    const body: { data: HistoryEntry[] } = yield call(callApi, tasksApi.history(id));
    yield put(actions.historyLoaded(body.data));
  } catch {
    yield put(actions.historyLoadFailed());
  }
}

export function* loadProtocols(id: string) {
  try {
    const body: { data: ProtocolView[] } = yield call(callApi, tasksApi.protocols(id));
    yield put(actions.protocolsLoaded(body.data.map(({ id: protocolId, number, title }) => ({ id: protocolId, number, title }))));
  } catch {
    yield put(actions.protocolsLoadFailed());
  }
}

/** Reads the open task (and what shows with it: contact names, linked protocols, the history when open). */
export function* loadTask(id: string) {
  try {
    const view: TaskDetailView = yield call(callApi, tasksApi.get(id));
    yield put(actions.loaded(view));
    if (!isStaffView(view)) return;
    yield call(loadContactNames, view);
    const detail: TaskDetailState = yield select(selectTaskDetail);
    if (detail.protocols.status !== 'idle') yield call(loadProtocols, id);
    if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
  } catch (error) {
    const item = itemErrorOf(error);
    yield put({
      ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
      meta: { itemError: item },
    });
  }
}

function* openedId() {
  const detail: TaskDetailState = yield select(selectTaskDetail);
  return detail.id;
}

function* isStaff() {
  const roles: string[] = yield select(selectRoles);
  return roles.includes('user');
}

export function* openTask({ payload }: ReturnType<typeof actions.opened>) {
  const staff: boolean = yield call(isStaff);
  if (staff) yield put(actions.lookupsNeeded({ names: ['types', 'teams', 'creatable', 'users', 'claimTypes'] }));
  yield call(loadTask, payload.id);
  if (staff) {
    yield put(actions.protocolsRequested());
    yield call(loadProtocols, payload.id);
  }
}

function* reloadTask() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadTask, id);
}

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

export function* act({ payload }: ReturnType<typeof actions.actRequested>) {
  const { id, version, act: what } = payload;
  try {
    yield call(callApi, requestOfAct(id, version, what));
    yield put({ ...actions.actAccepted({ kind: what.kind }), ...success(`acts.${what.kind}`) });
  } catch (error) {
    const { code } = failureOf(error);
    yield put({ ...actions.actRejected({ kind: what.kind, code }), ...failure(code) });
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

export function* printTask({ payload }: ReturnType<typeof actions.printRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.print(payload.id));
    yield call(saveBlob, blob, `${payload.number ?? 'task'}.pdf`);
  } catch (error) {
    yield put({ type: 'tasks/printRejected', ...failure(failureOf(error).code) });
  }
}

export function* downloadFile({ payload }: ReturnType<typeof actions.fileDownloadRequested>) {
  try {
    const blob: Blob = yield call(callApi, tasksApi.download(payload.url));
    yield call(saveBlob, blob, payload.name);
  } catch (error) {
    yield put({ type: 'tasks/downloadRejected', ...failure(failureOf(error).code) });
  }
}

function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const request = 'version' in payload ? tasksApi.get(id, payload.version) : { ...tasksApi.get(id), query: { at: payload.at } };
    const view: TaskView = yield call(callApi, request);
    yield put(actions.pastVersionLoaded(view));
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

function* requestCompare({ payload }: ReturnType<typeof actions.compareRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: TaskView = yield call(callApi, tasksApi.get(id, payload.version));
    yield put(actions.compareLoaded(view));
  } catch {
    yield put(actions.compareLoadFailed());
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

/** A push of the open task (applied by the slice when newer): its history and linked protocols follow it. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const push = readTaskPush(payload);
  const detail: TaskDetailState = yield select(selectTaskDetail);
  if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
  if (isStaffView(detail.view)) {
    yield call(loadContactNames, detail.view);
    const latest = detail.history.entries.at(-1)?.version ?? 0;
    if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
    const listed = detail.protocols.items
      .map((item) => item.id)
      .sort()
      .join();
    if (detail.protocols.status === 'loaded' && listed !== [...detail.view.protocols].sort().join()) yield call(loadProtocols, push.id);
  }
}

/** Pushes of tasks not on the page (they may belong there now): the list and the card are read again, once per burst. */
export function* rereadOutdated() {
  yield delay(LIST_REREAD_DELAY_MS);
  const list: TaskListState = yield select(selectTaskList);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
  const mine: MyTasksState = yield select(selectMyTasks);
  if (mine.outdated && mine.status === 'loaded') yield put(actions.myTasksRequested());
}

/** After a reconnect (pushes may have been missed): the list, the open task and the card again. */
export function* reread() {
  const list: TaskListState = yield select(selectTaskList);
  if (list.status !== 'idle') yield put(actions.listRequested());
  const mine: MyTasksState = yield select(selectMyTasks);
  if (mine.status !== 'idle') yield put(actions.myTasksRequested());
  yield call(reloadTask);
}

/** The watchers, started on the first tasks action (index.ts: `lazyFeature`). */
export const tasksFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.listPrintRequested.type, worker: printList },
  { pattern: actions.myTasksRequested.type, worker: loadMyTasks, latest: true },
  { pattern: actions.lookupsNeeded.type, worker: ensureLookups },
  { pattern: actions.opened.type, worker: openTask, latest: true },
  { pattern: actions.reloadRequested.type, worker: reloadTask, latest: true },
  { pattern: actions.editRequested.type, worker: editTask },
  { pattern: actions.conflictReapplied.type, worker: reapplyConflict },
  { pattern: actions.conflictDiscarded.type, worker: reloadTask, latest: true },
  { pattern: actions.actRequested.type, worker: act },
  { pattern: actions.deleteRequested.type, worker: deleteTask },
  { pattern: actions.printRequested.type, worker: printTask },
  { pattern: actions.fileDownloadRequested.type, worker: downloadFile },
  { pattern: actions.historyRequested.type, worker: requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: requestCompare, latest: true },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.protocolSearchRequested.type, worker: searchProtocols, latest: true },
  { pattern: actions.createRequested.type, worker: createTask },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
