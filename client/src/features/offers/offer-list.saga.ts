/** The offer list: its read (with the contacts' names), and the reads again after pushes and reconnects. */
import { call, delay, put } from 'redux-saga/effects';
import type { OfferListView } from '@kollab/contracts';
import { callApi } from '../session';
import { loadContacts } from './offer-contacts.saga';
import { loadOffer } from './offer-detail.saga';
import { queryKey } from './offer-query';
import { currentState } from './offer-saga-kit';
import { offersApi } from './offers.api';
import { offersActions as actions } from './offers.slice';
import type { OffersState } from './offers.state';

/** Pushes of offers not on the page come in bursts: one re-read. */
export const LIST_REREAD_DELAY_MS = 300;

export function* loadList() {
  const { list }: OffersState = yield call(currentState);
  const key = queryKey(list.query);
  try {
    const page: OfferListView = yield call(callApi, offersApi.list(list.query));
    yield put(actions.listLoaded({ key, page }));
    yield call(
      loadContacts,
      page.data.map((offer) => offer.contact),
    );
  } catch {
    yield put(actions.listLoadFailed());
  }
}

/** A push of an offer not on the page (it may belong there now): the page is read again, once per burst. */
export function* rereadOutdated() {
  yield delay(LIST_REREAD_DELAY_MS);
  const { list }: OffersState = yield call(currentState);
  if (list.outdated && list.status === 'loaded') yield put(actions.listRequested());
}

/** A push of a listed offer with another contact: its name is read. */
export function* contactOfPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const view = payload.view as { contact?: string | null } | null;
  if (view?.contact) yield call(loadContacts, [view.contact]);
}

/** After a reconnect (pushes may have been missed) or a change of my team grants: what is on screen, read again. */
export function* reread() {
  const { list, detail }: OffersState = yield call(currentState);
  if (list.status !== 'idle') yield put(actions.listRequested());
  if (detail.id) yield call(loadOffer, detail.id);
}
