/** Contacts of the offers: read by id (their names on the list and the offer, their contact persons), and the picker's search. */
import { all, call, delay, put } from 'redux-saga/effects';
import type { ContactListView, ContactView } from '@kollab/contracts';
import { callApi } from '../session';
import { currentState } from './offer-saga-kit';
import { offersApi } from './offers.api';
import { offersActions as actions } from './offers.slice';
import type { OffersState } from './offers.state';

/** The contact picker searches after a pause in typing. */
export const SEARCH_DELAY_MS = 300;

function* readContact(id: string) {
  try {
    const contact: ContactView = yield call(callApi, offersApi.contact(id));
    return contact;
  } catch {
    return null; // gone, or not mine to read: the offer shows that it has one
  }
}

/** Reads the contacts not known yet (in parallel, once each; an unreadable one is kept as null). */
export function* loadContacts(ids: readonly (string | null)[]) {
  const { contacts }: OffersState = yield call(currentState);
  const missing = [...new Set(ids.filter((id): id is string => Boolean(id) && !(id! in contacts)))];
  if (missing.length === 0) return;
  const read: (ContactView | null)[] = yield all(missing.map((id) => call(readContact, id)));
  yield put(actions.contactsLoaded(Object.fromEntries(missing.map((id, index) => [id, read[index]]))));
}

export function* wantContacts({ payload }: ReturnType<typeof actions.contactsWanted>) {
  yield call(loadContacts, payload);
}

export function* searchContacts({ payload }: ReturnType<typeof actions.contactSearchRequested>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const page: ContactListView = yield call(callApi, offersApi.searchContacts(payload));
    yield put(actions.contactSearchLoaded(page.data));
    // what was found is known by id, too (the chosen one's name and persons)
    yield put(actions.contactsLoaded(Object.fromEntries(page.data.map((contact) => [contact.id, contact]))));
  } catch {
    yield put(actions.contactSearchFailed());
  }
}
