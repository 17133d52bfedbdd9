/** The pickers' searches of contacts and tasks to link. */
import { call, delay, put } from 'redux-saga/effects';
import type { ContactListView, ListPage } from '@kollab/contracts';
import { callApi } from '../session';
import { protocolsApi } from './protocols.api';
import { protocolsActions as actions } from './protocols.slice';
import type { LinkedTask } from './protocols.state';

/** The contact and task pickers search after a pause in typing. */
export const SEARCH_DELAY_MS = 300;

export function* searchContacts({ payload }: ReturnType<typeof actions.contactSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const page: ContactListView = yield call(callApi, protocolsApi.searchContacts(payload));
    yield put(actions.contactSearchLoaded(page.data));
  } catch {
    yield put(actions.contactSearchFailed());
  }
}

export function* searchTasks({ payload }: ReturnType<typeof actions.taskSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const page: ListPage<LinkedTask> = yield call(callApi, protocolsApi.searchTasks(payload));
    yield put(actions.taskSearchLoaded(page.data.map(({ id, number, title, status }) => ({ id, number, title, status }))));
  } catch {
    yield put(actions.taskSearchFailed());
  }
}
