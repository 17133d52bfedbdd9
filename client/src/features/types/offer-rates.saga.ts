import { call, put } from 'redux-saga/effects';
import type { OfferRatesView } from '@kollab/contracts/offers/offer.views';
import { failureOf } from '../../lib/api/failure';
import type { Flow } from '../../lib/lazy-feature';
import { callApi } from '../session';
import { offerRatesActions as actions } from './offer-rates.slice';
import { typesApi } from './types.api';

export function* loadOfferRates() {
  try {
    const view: OfferRatesView = yield call(callApi, typesApi.offerRates());
    yield put(actions.ratesLoaded(view));
  } catch {
    yield put(actions.ratesLoadFailed());
  }
}

/** Saved: a toast and the rates read again (their new version). Set elsewhere meanwhile (409): the current ones are read. */
export function* saveOfferRates({ payload }: ReturnType<typeof actions.ratesSaveRequested>) {
  try {
    yield call(callApi, typesApi.setOfferRates(payload.rates, payload.version));
    yield put({ ...actions.ratesSaveAccepted(), meta: { notice: { severity: 'success', message: 'types:toasts.ratesSaved' } } });
  } catch (error) {
    const { code, fieldErrors } = failureOf(error);
    yield put({ ...actions.ratesSaveRejected({ code, fieldErrors }), meta: { notice: { severity: 'error', code } } });
    if (code !== 'concurrency.wrong_expected_version') return;
  }
  yield put(actions.ratesRequested());
}

/** The rates tab's watchers, part of the types feature's flows (types.saga.ts). */
export const offerRatesFlows: readonly Flow[] = [
  { pattern: actions.ratesRequested.type, worker: loadOfferRates, latest: true },
  { pattern: actions.ratesSaveRequested.type, worker: saveOfferRates },
];
