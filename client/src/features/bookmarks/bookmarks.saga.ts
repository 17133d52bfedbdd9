import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BookmarkListView, ErrorCode } from '@kollab/contracts';
import { ApiError } from '../../lib/api/http';
import { callApi } from '../session';
import { bookmarksApi } from './bookmarks.api';
import { bookmarksActions, type BookmarkDraft } from './bookmarks.slice';

type Action<P> = { type: string; payload: P };

function codeOf(error: unknown): ErrorCode {
  return error instanceof ApiError && error.code ? error.code : 'server.internal';
}

export function* loadBookmarks() {
  try {
    const body: BookmarkListView = yield call(callApi, bookmarksApi.list());
    yield put(bookmarksActions.listLoaded(body.data));
  } catch {
    yield put(bookmarksActions.listFailed());
  }
}

/** POST answers a WriteResult only: the list is read again (the server waits for its read model). */
export function* saveBookmark({ payload }: Action<BookmarkDraft>) {
  try {
    yield call(callApi, bookmarksApi.add({ path: payload.path, label: payload.label.trim() }));
    const body: BookmarkListView = yield call(callApi, bookmarksApi.list());
    yield put(bookmarksActions.saved(body.data));
  } catch (error) {
    yield put(bookmarksActions.saveRejected({ code: codeOf(error) }));
  }
}

export function* removeBookmark({ payload }: Action<{ id: string }>) {
  try {
    yield call(callApi, bookmarksApi.remove(payload.id));
    yield put(bookmarksActions.removed({ id: payload.id }));
  } catch (error) {
    // already gone on the server: gone here too
    if (error instanceof ApiError && error.status === 404) yield put(bookmarksActions.removed({ id: payload.id }));
    else yield put(bookmarksActions.removeRejected({ id: payload.id, code: codeOf(error) }));
  }
}

export function* bookmarksSaga() {
  yield takeLatest(bookmarksActions.listRequested.type, loadBookmarks);
  yield takeLeading(bookmarksActions.saveRequested.type, saveBookmark);
  yield takeEvery(bookmarksActions.removeRequested.type, removeBookmark);
}
