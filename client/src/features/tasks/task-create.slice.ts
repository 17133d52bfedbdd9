import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateTaskInput, ErrorCode } from '@kollab/contracts';
import { initialTaskCreateState } from './tasks.state';

/** /tasks/new: the create request and its refusal (code and 422 field errors). */
const taskCreate = createSlice({
  name: 'tasks',
  initialState: initialTaskCreateState,
  reducers: {
    createOpened() {
      return initialTaskCreateState;
    },
    createRequested(state, _action: PayloadAction<Partial<CreateTaskInput>>) {
      state.status = 'saving';
      state.code = null;
      state.fieldErrors = null;
    },
    createAccepted(_state, _action: PayloadAction<{ id: string }>) {
      return initialTaskCreateState;
    },
    createRejected(state, action: PayloadAction<{ code: ErrorCode; fieldErrors: Record<string, string[]> | null }>) {
      state.status = 'failed';
      state.code = action.payload.code;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
});

export const taskCreateActions = taskCreate.actions;
export const taskCreateReducer = taskCreate.reducer;
