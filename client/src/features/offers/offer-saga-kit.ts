/** What the offer sagas share: the feature's state, and the toasts (a success by its text key, a refusal by its code: collab). */
import { select } from 'redux-saga/effects';
import { itemToasts } from '../collab/item-toasts';
import { selectOffers } from './offers.slice';
import type { OffersState } from './offers.state';

export const toasts = itemToasts('offers');

/** The offers feature's state as it is now. */
export function* currentState() {
  const offers: OffersState = yield select(selectOffers);
  return offers;
}
