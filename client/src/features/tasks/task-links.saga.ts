/** What linking shows and offers: the names of the linked contacts, the contact and protocol searches of the pickers. */
import { call, delay, put, select } from 'redux-saga/effects';
import type { ContactListView, ContactView, ProtocolView, TaskView } from '@kollab/contracts';
import { callApi } from '../session';
import { tasksApi } from './tasks.api';
import { selectTaskLookups, tasksActions as actions } from './tasks.slice';
import type { TaskLookupsState } from './tasks.state';

/** How long a contact or protocol search waits for more typing. */
export const SEARCH_DELAY_MS = 300;

/** The names of the linked contacts not known yet (each read once). */
export function* loadContactNames(task: TaskView) {
  const { contactNames }: TaskLookupsState = yield select(selectTaskLookups);
  const missing = task.contacts.map((link) => link.contact_id).filter((id) => !(id in contactNames));
  if (missing.length === 0) return;
  const names: Record<string, string> = {};
  for (const id of missing) {
    try {
      const contact: ContactView = yield call(callApi, tasksApi.contact(id));
      names[id] = contact.name;
    } catch {
      names[id] = '';
    }
  }
  yield put(actions.contactNamesLoaded(names));
}

export function* searchContacts({ payload }: ReturnType<typeof actions.contactSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const body: ContactListView = yield call(callApi, tasksApi.searchContacts(payload.search));
    yield put(actions.contactSearchLoaded(body.data));
  } catch {
    yield put(actions.contactSearchFailed());
  }
}

export function* searchProtocols({ payload }: ReturnType<typeof actions.protocolSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const body: { data: ProtocolView[] } = yield call(callApi, tasksApi.searchProtocols(payload.search));
    yield put(actions.protocolSearchLoaded(body.data.map(({ id, number, title }) => ({ id, number, title }))));
  } catch {
    yield put(actions.protocolSearchFailed());
  }
}
