/**
 * The open offer's flows (collab's `itemFlows`): its read (with its contact and the history when
 * open), past versions, pushes of it, create, save (a 409 opens the conflict), delete, print;
 * and the current hourly rates.
 */
import { call, put } from 'redux-saga/effects';
import type { OfferRatesView, OfferView } from '@kollab/contracts';
import { itemFlows } from '../collab/item-flows.saga';
import { callApi } from '../session';
import { loadContacts } from './offer-contacts.saga';
import { OFFER_FIELDS } from './offer-fields';
import { toasts } from './offer-saga-kit';
import { offersApi } from './offers.api';
import { offersActions as actions, selectOfferDetail } from './offers.slice';
import type { OfferChanges } from './offers.state';

export const offerFlows = itemFlows<OfferView, OfferView, OfferChanges, OfferChanges & { title: string }>({
  namespace: 'offers',
  path: '/offers',
  api: offersApi,
  actions,
  selectDetail: selectOfferDetail,
  fields: OFFER_FIELDS,
  toasts,
  alongItem: (view) => loadContacts([view.contact]),
  alongPast: (view) => loadContacts([view.contact]),
});

/** Reads the open offer (and what shows with it: its contact, the history when it is open). */
export const loadOffer = offerFlows.load;

/** The current hourly rates (read afresh by every form that computes with them: no push announces a change). */
export function* loadRates() {
  try {
    const rates: OfferRatesView = yield call(callApi, offersApi.rates());
    yield put(actions.ratesLoaded(rates));
  } catch {
    yield put(actions.ratesLoadFailed());
  }
}
