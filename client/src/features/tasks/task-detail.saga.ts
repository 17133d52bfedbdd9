/** The open task: its read (with the linked protocols, contact names and history), past versions, and pushes of it. */
import { call, put, select } from 'redux-saga/effects';
import type { ErrorCode, HistoryEntry, ProtocolView, TaskDetailView, TaskView } from '@kollab/contracts';
import { itemErrorOf } from '../../lib/item-error';
import { callApi, selectRoles } from '../session';
import { loadContactNames } from './task-links.saga';
import { readTaskPush } from './task-push';
import { tasksApi } from './tasks.api';
import { selectTaskDetail, tasksActions as actions } from './tasks.slice';
import { isStaffView, type TaskDetailState } from './tasks.state';

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

export function* openedId() {
  const detail: TaskDetailState = yield select(selectTaskDetail);
  return detail.id;
}

function* isStaff() {
  const roles: string[] = yield select(selectRoles);
  return roles.includes('user');
}

export function* openTask({ payload }: ReturnType<typeof actions.opened>) {
  const staff: boolean = yield call(isStaff);
  yield call(loadTask, payload.id);
  if (staff) {
    yield put(actions.protocolsRequested());
    yield call(loadProtocols, payload.id);
  }
}

export function* reloadTask() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadTask, id);
}

export function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

export function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
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

export function* requestCompare({ payload }: ReturnType<typeof actions.compareRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: TaskView = yield call(callApi, tasksApi.get(id, payload.version));
    yield put(actions.compareLoaded(view));
  } catch {
    yield put(actions.compareLoadFailed());
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
