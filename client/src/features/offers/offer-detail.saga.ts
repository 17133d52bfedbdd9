/** The open offer: its read (with its contact and the history when open), past versions, and pushes of it. */
import { call, put } from 'redux-saga/effects';
import type { ErrorCode, HistoryEntry, OfferDetailView, OfferRatesView, OfferView } from '@kollab/contracts';
import { itemErrorOf } from '../../lib/item-error';
import { callApi } from '../session';
import { loadContacts } from './offer-contacts.saga';
import { readOfferPush } from './offer-push';
import { currentState } from './offer-saga-kit';
import { offersApi } from './offers.api';
import { offersActions as actions } from './offers.slice';
import type { OffersState } from './offers.state';

export function* loadHistory(id: string) {
  try {
    const body: { data: HistoryEntry[] } = yield call(callApi, offersApi.history(id));
    yield put(actions.historyLoaded(body.data));
  } catch {
    yield put(actions.historyLoadFailed());
  }
}

/** Reads the open offer (and what shows with it: its contact, the history when it is open). */
export function* loadOffer(id: string) {
  try {
    const view: OfferDetailView = yield call(callApi, offersApi.get(id));
    yield put(actions.loaded(view));
    yield call(loadContacts, [view.contact]);
    const { detail }: OffersState = yield call(currentState);
    if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
  } catch (error) {
    const item = itemErrorOf(error);
    // meta.itemError: the shell tells content of another account from an ordinary 404 (lib/item-error.ts)
    yield put({
      ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
      meta: { itemError: item },
    });
  }
}

export function* openOffer({ payload }: ReturnType<typeof actions.opened>) {
  yield call(loadOffer, payload.id);
}

function* openedId() {
  const { detail }: OffersState = yield call(currentState);
  return detail.id;
}

export function* reloadOffer() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadOffer, id);
}

export function* requestHistory() {
  const id: string | null = yield call(openedId);
  if (id) yield call(loadHistory, id);
}

export function* pastView(id: string, past: { version?: number; at?: string }) {
  const view: OfferView = yield call(callApi, offersApi.get(id, past));
  return view;
}

export function* requestPastVersion({ payload }: ReturnType<typeof actions.pastVersionRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: OfferView = yield call(pastView, id, payload);
    yield put(actions.pastVersionLoaded(view));
    yield call(loadContacts, [view.contact]);
  } catch {
    yield put(actions.pastVersionLoadFailed());
  }
}

export function* requestCompare({ payload }: ReturnType<typeof actions.compareRequested>) {
  const id: string | null = yield call(openedId);
  if (!id) return;
  try {
    const view: OfferView = yield call(pastView, id, { version: payload.version });
    yield put(actions.compareLoaded(view));
  } catch {
    yield put(actions.compareLoadFailed());
  }
}

/** The current hourly rates (read afresh by every form that computes with them: no push announces a change). */
export function* loadRates() {
  try {
    const rates: OfferRatesView = yield call(callApi, offersApi.rates());
    yield put(actions.ratesLoaded(rates));
  } catch {
    yield put(actions.ratesLoadFailed());
  }
}

/** A push, after the slice applied it (newer versions only): the open offer's history follows it. */
export function* applyPush({ payload }: ReturnType<typeof actions.viewPushed>) {
  const push = readOfferPush(payload);
  const { detail }: OffersState = yield call(currentState);
  if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
  const latest = detail.history.entries.at(-1)?.version ?? 0;
  if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
}
