/** What the contact dialog reads: the account's form schema and the live "is the number taken?" check. */
import { call, delay, put, select } from 'redux-saga/effects';
import type { ContactFormView, ContactNumberView } from '@kollab/contracts';
import { callApi } from '../session';
import { contactsApi } from './contacts.api';
import { contactsActions as actions, selectContactLookups, type ContactLookupsState } from './contacts.slice';

/** The live number check waits for a pause in typing. */
export const NUMBER_CHECK_DELAY_MS = 300;

/** Reads the account's form schema unless it is there (or being read; `fresh`: again). The other lookups are shared (contact-lookups.ts). */
export function* ensureForm({ payload }: ReturnType<typeof actions.formNeeded>) {
  const { form }: ContactLookupsState = yield select(selectContactLookups);
  if (form.status === 'loading' || (form.status === 'loaded' && !payload?.fresh)) return;
  yield put(actions.formRequested());
  try {
    const body: ContactFormView = yield call(callApi, contactsApi.form());
    yield put(actions.formLoaded(body));
  } catch {
    yield put(actions.formLoadFailed());
  }
}

export function* checkNumber({ payload }: ReturnType<typeof actions.numberChanged>) {
  const number = payload.number.trim();
  if (!number) return;
  yield delay(NUMBER_CHECK_DELAY_MS);
  try {
    const body: ContactNumberView = yield call(callApi, contactsApi.numberTaken(number));
    // the edited contact's own number is not "taken"
    const taken = body.taken && body.contact_id !== payload.own;
    yield put(actions.numberChecked({ number, status: taken ? 'taken' : 'free' }));
  } catch {
    yield put(actions.numberChecked({ number, status: 'unknown' }));
  }
}
