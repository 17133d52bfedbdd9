import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, NotificationView } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import { sessionActions } from '../session';
import { rowsAppended, rowsRefreshed } from './inbox-rows';
import { INBOX, initialInboxList, initialInboxState, type InboxState } from './inbox.state';

/** The server counts up to 100: 100 stands for "100 or more", which one read notification does not change. */
const COUNT_CAP = 100;

/** A page of the list as read (`page` 1 after opening, a filter change, a push or a reconnect). */
export interface InboxPage {
  rows: NotificationView[];
  page: number;
  total: number;
  /** The filter it was read with: an answer for the filter before is dropped. */
  unreadOnly: boolean;
}

/** The push `notifications/changed` (to the user's room; `account_id`: which of their accounts it counts in). */
export interface CountPush {
  account_id: string;
  count: number;
  position: number;
}

function setRead(state: InboxState, id: string, read: boolean): void {
  const row = state.list.rows.find((item) => item.id === id);
  if (!row || row.read === read) return;
  row.read = read;
  if (state.count < COUNT_CAP) state.count = Math.max(0, state.count + (read ? -1 : 1));
}

const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {
    /** GET v1/notifications/unread_count answered (after sign-in, an account chosen, a reconnect). */
    countLoaded(state, action: PayloadAction<{ count: number }>) {
      state.count = action.payload.count;
    },
    /** The push for the current account (others are dropped by the flows). */
    countPushed(state, action: PayloadAction<CountPush>) {
      state.count = action.payload.count;
    },
    /** The bell was clicked: the drawer reads its first page. */
    opened(state) {
      state.open = true;
      state.list.status = 'loading';
    },
    closed(state) {
      state.open = false;
    },
    /** "Nur ungelesene" on or off: the list is read anew with the filter. */
    filterChanged(state, action: PayloadAction<{ unreadOnly: boolean }>) {
      state.unreadOnly = action.payload.unreadOnly;
      state.list = { ...initialInboxList, status: 'loading' };
    },
    /** The list's "Erneut versuchen" after a failure. */
    retried(state) {
      state.list.status = 'loading';
    },
    /** "Mehr laden": the next page. */
    moreRequested(state) {
      state.list.loadingMore = true;
    },
    pageLoaded(state, action: PayloadAction<InboxPage>) {
      const { rows, page, total, unreadOnly } = action.payload;
      if (unreadOnly !== state.unreadOnly) return;
      const list = state.list;
      if (page > 1) {
        list.rows = rowsAppended(list.rows, rows);
        list.page = page;
      } else if (list.page > 1) {
        list.rows = rowsRefreshed(list.rows, rows); // the pages read with "Mehr laden" stay
      } else {
        list.rows = rows;
        list.page = 1;
      }
      list.total = total;
      list.status = 'loaded';
      list.loadingMore = false;
    },
    pageFailed(state, action: PayloadAction<{ page: number }>) {
      if (action.payload.page > 1) state.list.loadingMore = false;
      else state.list.status = 'failed';
    },
    /** A line was clicked: it is read from now (an unread one: PATCH v1/notifications/{id}), the app goes to its item. */
    lineOpened(state, action: PayloadAction<{ id: string; wasUnread: boolean }>) {
      setRead(state, action.payload.id, true);
    },
    /** The PATCH failed: unread again, with the error's toast. */
    lineReadFailed: {
      reducer(state, action: PayloadAction<{ id: string; code: ErrorCode }>) {
        setRead(state, action.payload.id, false);
      },
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    /** "Alle als gelesen markieren": POST v1/notifications/read_all. */
    readAllRequested(state) {
      state.readAll = 'submitting';
    },
    allRead(state) {
      state.readAll = 'idle';
      state.count = 0;
      for (const row of state.list.rows) row.read = true;
    },
    readAllFailed: {
      reducer(state, _action: PayloadAction<{ code: ErrorCode }>) {
        state.readAll = 'failed';
      },
      prepare: (payload: { code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
  },
  extraReducers: (builder) => {
    // notifications are the account's: signing out or choosing another account starts afresh
    builder.addCase(sessionActions.sessionEnded, () => initialInboxState);
    builder.addCase(sessionActions.accountChosen, () => initialInboxState);
  },
});

export const inboxActions = inboxSlice.actions;
export const inboxReducer = inboxSlice.reducer;

/** The app's state, with the slice once the bell injected it. */
export type WithInbox = { [INBOX]?: InboxState; [key: string]: unknown };

/** The slice (its initial state until the bell injected it). */
export const selectInbox = (state: WithInbox): InboxState => state[INBOX] ?? initialInboxState;
export const selectInboxCount = (state: WithInbox): number => selectInbox(state).count;
