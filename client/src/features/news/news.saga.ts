import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ListPage, UpdateView } from '@kollab/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { callApi, selectUser, type SessionUser } from '../session';
import { newsApi } from './news.api';
import { newsActions } from './news.slice';

/** Local storage key (kept at logout) of the newest update date each user has seen: `{ [userId]: ms }`. */
export const NEWS_SEEN_KEY = STORAGE_KEYS.newsSeen;

type SeenMarks = Record<string, number>;

function seenMarks(): SeenMarks {
  const value = readJson<unknown>(NEWS_SEEN_KEY);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SeenMarks) : {};
}

export function readSeenUntil(userId: string): number {
  const value = seenMarks()[userId];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function writeSeenUntil(userId: string, until: number): void {
  writeJson(NEWS_SEEN_KEY, { ...seenMarks(), [userId]: until });
}

function* currentUserId(): Generator<unknown, string, SessionUser | null> {
  const user = yield select(selectUser);
  return user?.id ?? '';
}

/** Returns the updates read, or null when the call failed. */
export function* loadUpdates(): Generator<unknown, UpdateView[] | null, never> {
  try {
    const body: ListPage<UpdateView> = yield call(callApi, newsApi.updates());
    const updates = [...body.data].sort((a, b) => b.date - a.date);
    const userId: string = yield call(currentUserId);
    yield put(newsActions.listLoaded({ updates, seenUntil: readSeenUntil(userId) }));
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
  const userId: string = yield call(currentUserId);
  const until = Math.max(readSeenUntil(userId), ...updates.map((update) => update.date));
  writeSeenUntil(userId, until);
  yield put(newsActions.seen({ until }));
}

export function* newsSaga() {
  yield takeLatest(newsActions.listRequested.type, loadUpdates);
  yield takeLatest(newsActions.drawerOpened.type, openDrawer);
}
