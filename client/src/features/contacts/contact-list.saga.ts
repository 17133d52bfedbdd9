/** The contact list: its read, and the reads again after pushes and reconnects. */
import { call, delay, put, select } from 'redux-saga/effects';
import type { ContactListView } from '@kollab/contracts';
import { callApi } from '../session';
import { reloadContact } from './contact-detail.saga';
import { contactsApi } from './contacts.api';
import {
  contactsActions as actions,
  selectContactList,
  selectContactLookups,
  type ContactListState,
  type ContactLookupsState,
} from './contacts.slice';

/** Pushes of contacts not on the page come in bursts (imports, several users): one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

export function* loadList() {
  const { query }: ContactListState = yield select(selectContactList);
  try {
    const body: ContactListView = yield call(callApi, contactsApi.list(query));
    yield put(actions.listLoaded(body));
  } catch {
    yield put(actions.listLoadFailed());
  }
}

/** A push of a contact not on the page (it may belong there now): the page is read again, once per burst. */
export function* rereadOutdatedList() {
  const list: ContactListState = yield select(selectContactList);
  if (!list.outdated || list.status !== 'loaded') return;
  yield delay(LIST_REREAD_DELAY_MS);
  yield put(actions.listRequested());
}

/** After a reconnect (pushes may have been missed): the list, the open contact and the form schema again. */
export function* reread() {
  const list: ContactListState = yield select(selectContactList);
  if (list.status !== 'idle') yield put(actions.listRequested());
  yield call(reloadContact);
  const lookups: ContactLookupsState = yield select(selectContactLookups);
  if (lookups.form.status === 'loaded') yield put(actions.formNeeded({ fresh: true }));
}
