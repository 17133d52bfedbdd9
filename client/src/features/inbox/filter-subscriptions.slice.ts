import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, FilterSubscriptionView } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import { sessionActions } from '../session';
import {
  FILTER_SUBSCRIPTIONS,
  initialFilterSubscriptionsState,
  pendingKey,
  type FilterSubscriptionsState,
  type SavedFilterRef,
} from './filter-subscriptions.state';

/** A saved filter's new name or filter (`from`: the name its subscription has). */
export interface SavedFilterChange extends SavedFilterRef {
  from: string;
  filter?: Record<string, unknown>;
}

const byName = (a: FilterSubscriptionView, b: FilterSubscriptionView) => a.name.localeCompare(b.name);

function settle(state: FilterSubscriptionsState, ref: SavedFilterRef) {
  state.pending = state.pending.filter((key) => key !== pendingKey(ref));
}

function wait(state: FilterSubscriptionsState, ref: SavedFilterRef) {
  if (!state.pending.includes(pendingKey(ref))) state.pending.push(pendingKey(ref));
}

const filterSubscriptions = createSlice({
  name: 'filterSubscriptions',
  initialState: initialFilterSubscriptionsState,
  reducers: {
    /** A list with the toggles opened, or its saved filters' menu: read them unless they are there. */
    shown() {},
    loadStarted(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<FilterSubscriptionView[]>) {
      state.status = 'loaded';
      state.rows = [...action.payload].sort(byName);
    },
    /** Quietly: the toggles show off, and the menu's next opening reads again. */
    loadFailed(state) {
      state.status = 'failed';
    },
    /** "Benachrichtigen" on: POST `{ list, name, filter }`. */
    subscribeRequested(state, action: PayloadAction<SavedFilterRef & { filter: Record<string, unknown> }>) {
      wait(state, action.payload);
    },
    /** "Benachrichtigen" off: DELETE. */
    unsubscribeRequested(state, action: PayloadAction<SavedFilterRef>) {
      wait(state, action.payload);
    },
    /** A saved filter was renamed or saved over: its subscription, if any, takes the name and filter (PUT). */
    savedFilterChanged(state, action: PayloadAction<SavedFilterChange>) {
      wait(state, { list: action.payload.list, name: action.payload.from });
    },
    /** A saved filter was deleted: so is its subscription, if any (DELETE). */
    savedFilterDeleted(state, action: PayloadAction<SavedFilterRef>) {
      wait(state, action.payload);
    },
    /** The answer of a POST or a PUT (`ref`: the saved filter it was asked for). */
    stored(state, action: PayloadAction<{ ref: SavedFilterRef; view: FilterSubscriptionView }>) {
      const { ref, view } = action.payload;
      settle(state, ref);
      state.rows = [...state.rows.filter((row) => row.id !== view.id), view].sort(byName);
    },
    removed(state, action: PayloadAction<{ ref: SavedFilterRef; id: string | null }>) {
      settle(state, action.payload.ref);
      state.rows = state.rows.filter((row) => row.id !== action.payload.id);
    },
    /** Nothing to change (the saved filter had no subscription). */
    unchanged(state, action: PayloadAction<SavedFilterRef>) {
      settle(state, action.payload);
    },
    changeFailed: {
      reducer(state, action: PayloadAction<{ ref: SavedFilterRef; code: ErrorCode }>) {
        settle(state, action.payload.ref);
      },
      prepare: (payload: { ref: SavedFilterRef; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
  },
  extraReducers: (builder) => {
    // subscriptions are the account's: signing out or choosing another account starts afresh
    builder.addCase(sessionActions.sessionEnded, () => initialFilterSubscriptionsState);
    builder.addCase(sessionActions.accountChosen, () => initialFilterSubscriptionsState);
  },
});

export const filterSubscriptionsActions = filterSubscriptions.actions;
export const filterSubscriptionsReducer = filterSubscriptions.reducer;

/** The app's state, with the slice once a list injected it. */
export type WithFilterSubscriptions = { [FILTER_SUBSCRIPTIONS]?: FilterSubscriptionsState; [key: string]: unknown };

export const selectFilterSubscriptions = (state: WithFilterSubscriptions): FilterSubscriptionsState =>
  state[FILTER_SUBSCRIPTIONS] ?? initialFilterSubscriptionsState;
