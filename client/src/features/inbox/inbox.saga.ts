/** The flows of the inbox (issue 17): the badge's count (read, pushed), the drawer's pages, marking read. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { NotificationCountView, NotificationListView } from '@kollab/contracts';
import { failureOf } from '../../lib/api/failure';
import { realtimeActions } from '../realtime';
import { callApi, selectCurrentAccount, sessionActions } from '../session';
import { countPushes } from './inbox-pushes';
import { inboxApi } from './inbox.api';
import { inboxActions as actions, selectInbox, type CountPush } from './inbox.slice';
import type { InboxState } from './inbox.state';

/** GET v1/notifications/unread_count; a failure keeps the badge (the next push or reconnect tells). */
function* readCount() {
  try {
    const answer: NotificationCountView = yield call(callApi, inboxApi.unreadCount());
    yield put(actions.countLoaded({ count: typeof answer?.count === 'number' ? answer.count : 0 }));
  } catch {
    // the badge stays as it was
  }
}

/** One page of the list with the filter on screen. */
function* readPage(page: number) {
  const { unreadOnly }: InboxState = yield select(selectInbox);
  try {
    const answer: NotificationListView = yield call(callApi, inboxApi.list(page, unreadOnly));
    yield put(actions.pageLoaded({ rows: answer.data, page, total: answer.meta.total, unreadOnly }));
  } catch {
    yield put(actions.pageFailed({ page }));
  }
}

function* readFirstPage() {
  yield call(readPage, 1);
}

function* readMore() {
  const { list }: InboxState = yield select(selectInbox);
  yield call(readPage, list.page + 1);
}

/** The count again and, with the drawer open, its first page (another account, a reconnect: pushes may have been missed). */
function* refresh() {
  yield call(readCount);
  const { open }: InboxState = yield select(selectInbox);
  if (open) yield call(readFirstPage);
}

/** A push for the current account sets the badge; with the drawer open, its first page is read again. */
function* receive(push: CountPush) {
  const account: { id: string } | null = yield select(selectCurrentAccount);
  if (!account || push.account_id !== account.id) return; // one of the user's other accounts
  yield put(actions.countPushed(push));
  const { open }: InboxState = yield select(selectInbox);
  if (open) yield call(readFirstPage);
}

function* watchPushes() {
  const channel: EventChannel<CountPush> = yield call(countPushes);
  try {
    for (;;) {
      const push: CountPush = yield take(channel);
      yield fork(receive, push);
    }
  } finally {
    channel.close();
  }
}

/** PATCH {read: true} for a line that was unread (the slice marked it read already). */
function* markRead({ payload }: PayloadAction<{ id: string; wasUnread: boolean }>) {
  if (!payload.wasUnread) return;
  try {
    yield call(callApi, inboxApi.markRead(payload.id));
  } catch (error) {
    yield put(actions.lineReadFailed({ id: payload.id, code: failureOf(error).code }));
  }
}

function* readAll() {
  try {
    yield call(callApi, inboxApi.readAll());
    yield put(actions.allRead());
  } catch (error) {
    yield put(actions.readAllFailed({ code: failureOf(error).code }));
  }
}

/** Started with the shell's bell (app/inbox-action.tsx), once per store; the account is chosen by then. */
export function* inboxSaga() {
  yield fork(watchPushes);
  yield fork(readCount);
  yield takeLatest([sessionActions.accountLoaded.type, realtimeActions.reconnected.type], refresh);
  yield takeLatest([actions.opened.type, actions.filterChanged.type, actions.retried.type], readFirstPage);
  yield takeLeading(actions.moreRequested.type, readMore);
  yield takeEvery(actions.lineOpened.type, markRead);
  yield takeLeading(actions.readAllRequested.type, readAll);
}
