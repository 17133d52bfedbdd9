import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookmarkView, ErrorCode } from '@kollab/contracts';
import { withNotice, type Notice } from '../../lib/notify';
import { requestFailed, requestStarted, rowsLoaded, type RequestStatus } from '../../lib/request-status';

const adapter = createEntityAdapter<BookmarkView>();

export interface BookmarksState extends ReturnType<typeof adapter.getInitialState> {
  status: RequestStatus;
  /** A save (add or rename) in flight. */
  saving: boolean;
  /** Ids whose removal is in flight. */
  removing: string[];
  error: ErrorCode | null;
}

export const initialBookmarksState: BookmarksState = adapter.getInitialState({ status: 'idle', saving: false, removing: [], error: null });

export interface BookmarkDraft {
  path: string;
  label: string;
}

const bookmarks = createSlice({
  name: 'bookmarks',
  initialState: initialBookmarksState,
  reducers: {
    listRequested(state) {
      requestStarted(state);
    },
    listLoaded(state, action: PayloadAction<BookmarkView[]>) {
      rowsLoaded(adapter, state, action.payload);
    },
    listFailed(state) {
      requestFailed(state);
    },
    /** The draft (or a renamed bookmark) is saved: POST {path, label}. */
    saveRequested(state, _action: PayloadAction<BookmarkDraft>) {
      state.saving = true;
      state.error = null;
    },
    /** Saved; the payload is the list read again. */
    saved: {
      reducer(state, action: PayloadAction<BookmarkView[], string, { notice: Notice }>) {
        rowsLoaded(adapter, state, action.payload);
        state.saving = false;
      },
      prepare: (list: BookmarkView[]) => withNotice(list, { severity: 'success', message: 'bookmarks:saved' }),
    },
    saveRejected: {
      reducer(state, action: PayloadAction<{ code: ErrorCode }, string, { notice: Notice }>) {
        state.saving = false;
        state.error = action.payload.code;
      },
      prepare: (payload: { code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    removeRequested(state, action: PayloadAction<{ id: string }>) {
      if (!state.removing.includes(action.payload.id)) state.removing.push(action.payload.id);
      state.error = null;
    },
    removed: {
      reducer(state, action: PayloadAction<{ id: string }, string, { notice: Notice }>) {
        adapter.removeOne(state, action.payload.id);
        state.removing = state.removing.filter((id) => id !== action.payload.id);
      },
      prepare: (payload: { id: string }) => withNotice(payload, { severity: 'success', message: 'bookmarks:removed' }),
    },
    removeRejected: {
      reducer(state, action: PayloadAction<{ id: string; code: ErrorCode }, string, { notice: Notice }>) {
        state.removing = state.removing.filter((id) => id !== action.payload.id);
        state.error = action.payload.code;
      },
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
  },
});

const entitySelectors = adapter.getSelectors((state: { bookmarks: BookmarksState }) => state.bookmarks);

export const bookmarksActions = bookmarks.actions;
export const bookmarksReducer = bookmarks.reducer;

/** Oldest first, as the API lists them. */
export const selectBookmarks = entitySelectors.selectAll;
export const selectBookmarksState = (state: { bookmarks: BookmarksState }) => state.bookmarks;

/** The bookmark of exactly this path (path + search), if any: the star is filled then. */
export function selectBookmarkForPath(state: { bookmarks: BookmarksState }, path: string): BookmarkView | null {
  return selectBookmarks(state).find((bookmark) => bookmark.path === path) ?? null;
}
