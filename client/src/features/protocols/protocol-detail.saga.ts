/** The open protocol: its read (with contact names, linked tasks and history), past versions, and pushes of it. */
import { call, put } from 'redux-saga/effects';
import type { ContactView, ErrorCode, HistoryEntry, ListPage, ProtocolDetailView, ProtocolView } from '@kollab/contracts';
import { itemErrorOf } from '../../lib/item-error';
import { callApi } from '../session';
import { isStaffView, readProtocolPush, type ShownProtocol } from './protocol-push';
import { currentState } from './protocol-saga-kit';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions } from './protocols.slice';
import type { LinkedTask, ProtocolsState } from './protocols.state';

/** Names of linked contacts not known yet (one read each; a contact the caller cannot read keeps its id). */
function* loadContactNames(view: ShownProtocol) {
  if (!isStaffView(view)) return;
  const { detail }: ProtocolsState = yield call(currentState);
  const names: Record<string, string> = {};
  for (const link of view.contacts) {
    if (link.contact_id in detail.contactNames) continue;
    try {
      const contact: ContactView = yield call(callApi, protocolsApi.contact(link.contact_id));
      names[link.contact_id] = contact.name;
    } catch {
      names[link.contact_id] = '';
    }
  }
  if (Object.keys(names).length > 0) yield put(actions.contactNamesLoaded(names));
}

export function* loadHistory(id: string) {
  try {
    const body: { data: HistoryEntry[] } = yield call(callApi, protocolsApi.history(id));
    yield put(actions.historyLoaded(body.data));
  } catch {
    yield put(actions.historyLoadFailed());
  }
}

export function* loadTasks(id: string) {
  try {
    const page: ListPage<LinkedTask> = yield call(callApi, protocolsApi.tasks(id));
    yield put(actions.tasksLoaded(page.data.map(({ id: taskId, number, title, status }) => ({ id: taskId, number, title, status }))));
  } catch {
    yield put(actions.tasksLoadFailed());
  }
}

/** Reads the open protocol (and what shows with it: contact names, the history when it is open). */
export function* loadProtocol(id: string) {
  try {
    const view: ProtocolDetailView = yield call(callApi, protocolsApi.get(id));
    yield put(actions.loaded(view));
    yield call(loadContactNames, view);
    const { detail }: ProtocolsState = yield call(currentState);
    if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
  } catch (error) {
    const item = itemErrorOf(error);
    // meta.itemError: the shell tells content of another account from an ordinary 404 (lib/item-error.ts)
    yield put({
      ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
      meta: { itemError: item },
    });
  }
}

export function* openProtocol({ payload }: ReturnType<typeof actions.opened>) {
  yield call(loadProtocol, payload.id);
  yield put(actions.tasksRequested());
}

function* openedId() {
  const { detail }: ProtocolsState = yield call(currentState);
  return detail.id;
}

export function* reloadProtocol() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadProtocol, id);
}

export function* requestTasks() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadTasks, id);
}

export function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

export function* pastView(id: string, past: { version?: number; at?: string }) {
  const view: ProtocolView = yield call(callApi, protocolsApi.get(id, past));
  return view;
}

export function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ProtocolView = yield call(pastView, id, payload);
    yield put(actions.pastVersionLoaded(view));
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

export function* requestCompare({ payload }: ReturnType<typeof actions.compareRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: ProtocolView = yield call(pastView, id, { version: payload.version });
    yield put(actions.compareLoaded(view));
  } catch {
    yield put(actions.compareLoadFailed());
  }
}

/** A push, after the slice applied it (newer versions only): the open protocol's history and contact names follow it. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const push = readProtocolPush(payload);
  const { detail }: ProtocolsState = yield call(currentState);
  if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
  yield call(loadContactNames, detail.view);
  const latest = detail.history.entries.at(-1)?.version ?? 0;
  if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
}
