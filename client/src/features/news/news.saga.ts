import { call, put, takeLatest } from 'redux-saga/effects';
import type { ListPage, UpdateView } from '@kollab/contracts';
import { readJson, writeJson } from '../../lib/storage';
import { callApi } from '../session';
import { newsApi } from './news.api';
import { newsActions } from './news.slice';

/** Local storage key of the newest update date the member has seen (the badge counts newer ones). */
export const NEWS_SEEN_KEY = 'kollab-news-seen';

export function readSeenUntil(): number {
  const value = readJson<number>(NEWS_SEEN_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Returns the updates read, or null when the call failed. */
export function* loadUpdates(): Generator<unknown, UpdateView[] | null, never> {
  try {
    const body: ListPage<UpdateView> = yield call(callApi, newsApi.updates());
    const updates = [...body.data].sort((a, b) => b.date - a.date);
    yield put(newsActions.listLoaded({ updates, seenUntil: readSeenUntil() }));
    return updates;
  } catch {
    yield put(newsActions.listFailed());
    return null;
  }
}

/** Opening the drawer re-reads the list (the server pushes no news) and marks all of it seen. */
export function* openDrawer() {
  const updates: UpdateView[] | null = yield call(loadUpdates);
  if (!updates || updates.length === 0) return;
  const until = Math.max(readSeenUntil(), ...updates.map((update) => update.date));
  writeJson(NEWS_SEEN_KEY, until);
  yield put(newsActions.seen({ until }));
}

export function* newsSaga() {
  yield takeLatest(newsActions.listRequested.type, loadUpdates);
  yield takeLatest(newsActions.drawerOpened.type, openDrawer);
}
