/**
 * The open protocol's flows (collab's `itemFlows`): its read (with contact names and the history
 * when open), past versions, pushes of it, create, save (a 409 opens the conflict), delete,
 * print; and its linked tasks.
 */
import { call, put } from 'redux-saga/effects';
import type { ContactView, ListPage, ProtocolView } from '@kollab/contracts';
import { itemFlows } from '../collab/item-flows.saga';
import { callApi } from '../session';
import { PROTOCOL_FIELDS } from './protocol-fields';
import { isStaffView, type ShownProtocol } from './protocol-push';
import { currentState, toasts } from './protocol-saga-kit';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions, selectProtocolDetail } from './protocols.slice';
import type { LinkedTask, ProtocolFields, ProtocolsState } from './protocols.state';

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

export function* loadTasks(id: string) {
  try {
    const page: ListPage<LinkedTask> = yield call(callApi, protocolsApi.tasks(id));
    yield put(actions.tasksLoaded(page.data.map(({ id: taskId, number, title, status }) => ({ id: taskId, number, title, status }))));
  } catch {
    yield put(actions.tasksLoadFailed());
  }
}

export const protocolFlows = itemFlows<ShownProtocol, ProtocolView, Partial<ProtocolFields>, Partial<ProtocolFields>>({
  namespace: 'protocols',
  path: '/protocols',
  api: protocolsApi,
  actions,
  selectDetail: selectProtocolDetail,
  fields: PROTOCOL_FIELDS,
  toasts,
  alongItem: loadContactNames,
  alongPush: loadContactNames,
});

/** Reads the open protocol (and what shows with it: contact names, the history when it is open). */
export const loadProtocol = protocolFlows.load;

export function* openProtocol({ payload }: ReturnType<typeof actions.opened>) {
  yield call(loadProtocol, payload.id);
  yield put(actions.tasksRequested());
}

export function* requestTasks() {
  const { detail }: ProtocolsState = yield call(currentState);
  if (detail.id) yield call(loadTasks, detail.id);
}
