import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TaskListView } from '@kollab/contracts';
import { tasksPushActions } from './tasks.pushes';
import { readTaskPush, rowsAfterPush } from './task-push';
import type { TasksQuery } from './task-query';
import { initialTaskListState } from './tasks.state';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';

const taskList = createSlice({
  name: 'tasks',
  initialState: initialTaskListState,
  reducers: {
    /** The URL's query (the list page opened or its search parameters changed); without one, the same page again. */
    listRequested(state, action: PayloadAction<TasksQuery | undefined>) {
      if (action.payload) state.query = action.payload;
      requestStarted(state);
      state.outdated = false;
    },
    listLoaded(state, action: PayloadAction<{ query: TasksQuery; body: TaskListView }>) {
      state.rows = action.payload.body.data;
      state.total = action.payload.body.meta.total;
      requestLoaded(state);
    },
    listLoadFailed(state) {
      requestFailed(state);
    },
    /** Print the list as it is filtered (GET v1/tasks/print). */
    listPrintRequested(_state, _action: PayloadAction<TasksQuery>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(tasksPushActions.viewPushed, (state, action) => {
      if (state.status === 'idle') return;
      const { rows, removed, outdated } = rowsAfterPush(state.rows, readTaskPush(action.payload));
      state.rows = rows;
      if (removed) state.total = Math.max(0, state.total - 1);
      if (outdated) state.outdated = true;
    });
  },
});

export const taskListActions = taskList.actions;
export const taskListReducer = taskList.reducer;
