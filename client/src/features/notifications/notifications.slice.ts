import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { noticeOf, type Notice } from '../../lib/notify';

export interface ShownNotice extends Notice {
  id: number;
}

export interface NotificationsState {
  queue: ShownNotice[];
  nextId: number;
}

export const initialNotificationsState: NotificationsState = { queue: [], nextId: 1 };

/** At most this many toasts wait; older ones give way. */
const MAX_QUEUE = 5;

/**
 * A success says the last attempt worked: the failures before it (shown or waiting) are
 * stale and give way, so a failed save's toast does not outlive the save that followed.
 */
function enqueue(state: NotificationsState, notice: Notice) {
  if (notice.severity === 'success') state.queue = state.queue.filter((item) => item.severity !== 'error');
  state.queue.push({ ...notice, id: state.nextId });
  state.nextId += 1;
  if (state.queue.length > MAX_QUEUE) state.queue.shift();
}

const notifications = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** A toast asked for directly (most come as `meta.notice` of another feature's action). */
    noticeRaised(state, action: PayloadAction<Notice>) {
      enqueue(state, action.payload);
    },
    noticeDismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => noticeOf(action) !== null,
      (state, action) => enqueue(state, noticeOf(action)!),
    );
  },
  selectors: {
    selectCurrentNotice: (state) => state.queue[0] ?? null,
  },
});

export const notificationsActions = notifications.actions;
export const notificationsReducer = notifications.reducer;
export const { selectCurrentNotice } = notifications.selectors;
