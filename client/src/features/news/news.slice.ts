import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpdateView } from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted, type RequestStatus } from '../../lib/request-status';

/** Seed §9: the badge shows at most 99, more as "99+". */
export const BADGE_MAX = 99;

export interface NewsState {
  status: RequestStatus;
  /** Newest first, at most 10. */
  updates: UpdateView[];
  /** The date (ms) of the newest update the member has seen; kept in local storage. */
  seenUntil: number;
}

export const initialNewsState: NewsState = { status: 'idle', updates: [], seenUntil: 0 };

const news = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {
    listRequested(state) {
      requestStarted(state);
    },
    listLoaded(state, action: PayloadAction<{ updates: UpdateView[]; seenUntil: number }>) {
      requestLoaded(state);
      state.updates = action.payload.updates;
      state.seenUntil = action.payload.seenUntil;
    },
    listFailed(state) {
      requestFailed(state);
    },
    /** The what's-new drawer was opened: the list is read again, then marked seen. */
    drawerOpened(state) {
      requestStarted(state);
    },
    seen(state, action: PayloadAction<{ until: number }>) {
      state.seenUntil = Math.max(state.seenUntil, action.payload.until);
    },
  },
});

export const newsActions = news.actions;
export const newsReducer = news.reducer;

type Root = { news: NewsState };
export const selectNews = (state: Root) => state.news;
export const selectUnseenCount = (state: Root) => state.news.updates.filter((update) => update.date > state.news.seenUntil).length;

/** The badge text: nothing at 0, the count up to 99, then "99+". */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export const selectNewsBadge = (state: Root) => badgeLabel(selectUnseenCount(state));
