import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { tasksPushActions } from './tasks.pushes';
import { readTaskPush, rowsAfterPush } from './task-push';
import { initialMyTasksState, type ShownTask } from './tasks.state';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';

/** The home card's rows (my open, in-progress and overdue tasks as assignee). */
const myTasks = createSlice({
  name: 'tasks',
  initialState: initialMyTasksState,
  reducers: {
    myTasksRequested(state) {
      requestStarted(state);
      state.outdated = false;
    },
    myTasksLoaded(state, action: PayloadAction<ShownTask[]>) {
      state.rows = action.payload;
      requestLoaded(state);
    },
    myTasksLoadFailed(state) {
      requestFailed(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tasksPushActions.viewPushed, (state, action) => {
      if (state.status !== 'loaded') return;
      const push = readTaskPush(action.payload);
      // any change may move a task into or out of the card (assignees, status, due date): read it again
      const { outdated } = rowsAfterPush(state.rows, push);
      state.outdated = outdated || state.rows.some((row) => row.id === push.id);
    });
  },
});

export const myTasksActions = myTasks.actions;
export const myTasksReducer = myTasks.reducer;
