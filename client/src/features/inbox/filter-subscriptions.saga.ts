/** The flows of the saved filters' subscriptions (issue 17): read them; subscribe, unsubscribe; follow a saved filter's changes. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { FilterSubscriptionListView, FilterSubscriptionView, WriteResult } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { callApi, selectCurrentAccount } from '../session';
import { filterSubscriptionsApi as api } from './filter-subscriptions.api';
import { filterSubscriptionsActions as actions, selectFilterSubscriptions, type SavedFilterChange } from './filter-subscriptions.slice';
import type { FilterSubscriptionsState, SavedFilterRef } from './filter-subscriptions.state';

/** An answer for the account before (another one was chosen meanwhile) is dropped. */
function* read() {
  const asked: { id: string } | null = yield select(selectCurrentAccount);
  yield put(actions.loadStarted());
  try {
    const answer: FilterSubscriptionListView = yield call(callApi, api.list());
    const now: { id: string } | null = yield select(selectCurrentAccount);
    if (now?.id === asked?.id) yield put(actions.loaded(answer?.data ?? []));
  } catch {
    yield put(actions.loadFailed());
  }
}

/** GET unless they are there or on their way. */
export function* readUnlessThere() {
  const { status }: FilterSubscriptionsState = yield select(selectFilterSubscriptions);
  if (status === 'idle' || status === 'failed') yield call(read);
}

/** The subscription of a saved filter (null: none), read first when the list is not there yet. */
function* subscriptionOf(ref: SavedFilterRef) {
  let state: FilterSubscriptionsState = yield select(selectFilterSubscriptions);
  if (state.status === 'loading') yield take([actions.loaded.type, actions.loadFailed.type]);
  else if (state.status !== 'loaded') yield call(read);
  state = yield select(selectFilterSubscriptions);
  if (state.status !== 'loaded') throw new Error('subscriptions not read');
  return state.rows.find((row) => row.list === ref.list && row.name === ref.name) ?? null;
}

/**
 * A write answers { id, version, position } as every write does (after the read model took it in): the
 * subscription as the list now holds it.
 */
function* written(result: WriteResult) {
  const answer: FilterSubscriptionListView = yield call(callApi, api.list());
  const view = answer.data.find((row) => row.id === result.id);
  if (!view) throw new Error('the subscription is not listed yet');
  return view;
}

export function* subscribe({ payload }: PayloadAction<SavedFilterRef & { filter: Record<string, unknown> }>) {
  const ref = { list: payload.list, name: payload.name };
  try {
    const result: WriteResult = yield call(callApi, api.create({ list: payload.list, name: payload.name, filter: payload.filter }));
    const view: FilterSubscriptionView = yield call(written, result);
    yield put(actions.stored({ ref, view }));
  } catch (error) {
    yield put(actions.changeFailed({ ref, code: failureOf(error).code }));
  }
}

/** "Benachrichtigen" off, or the saved filter deleted: DELETE its subscription, if it has one. */
export function* unsubscribe({ payload }: PayloadAction<SavedFilterRef>) {
  const ref = { list: payload.list, name: payload.name };
  try {
    const held: FilterSubscriptionView | null = yield call(subscriptionOf, ref);
    if (!held) {
      yield put(actions.unchanged(ref));
      return;
    }
    yield call(callApi, api.remove(held.id));
    yield put(actions.removed({ ref, id: held.id }));
  } catch (error) {
    yield put(actions.changeFailed({ ref, code: failureOf(error).code }));
  }
}

/** A saved filter renamed or saved over: PUT its subscription, if it has one, with the new name and filter. */
export function* follow({ payload }: PayloadAction<SavedFilterChange>) {
  const ref = { list: payload.list, name: payload.from };
  try {
    const held: FilterSubscriptionView | null = yield call(subscriptionOf, ref);
    if (!held) {
      yield put(actions.unchanged(ref));
      return;
    }
    const body = { list: payload.list, name: payload.name, filter: payload.filter ?? held.filter };
    const result: WriteResult = yield call(callApi, api.update(held.id, body));
    const view: FilterSubscriptionView = yield call(written, result);
    yield put(actions.stored({ ref, view }));
  } catch (error) {
    yield put(actions.changeFailed({ ref, code: failureOf(error).code }));
  }
}

export function* filterSubscriptionsSaga() {
  yield takeLeading(actions.shown.type, readUnlessThere);
  yield takeEvery(actions.subscribeRequested.type, subscribe);
  yield takeEvery([actions.unsubscribeRequested.type, actions.savedFilterDeleted.type], unsubscribe);
  yield takeEvery(actions.savedFilterChanged.type, follow);
}
