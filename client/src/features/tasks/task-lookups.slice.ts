import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView } from '@kollab/contracts';
import { initialTaskLookupsState, type LinkedProtocol } from './tasks.state';
import { requestFailed, requestStarted } from '../../lib/request-status';

/** What the task screens search and name themselves (the shared lookups: task-lookups.ts). */
const taskLookups = createSlice({
  name: 'tasks',
  initialState: initialTaskLookupsState,
  reducers: {
    contactSearchRequested(state, _action: PayloadAction<{ search: string }>) {
      requestStarted(state.contactSearch);
    },
    contactSearchLoaded(state, action: PayloadAction<ContactView[]>) {
      state.contactSearch = { status: 'loaded', data: action.payload };
    },
    contactSearchFailed(state) {
      requestFailed(state.contactSearch);
    },
    protocolSearchRequested(state, _action: PayloadAction<{ search: string }>) {
      requestStarted(state.protocolSearch);
    },
    protocolSearchLoaded(state, action: PayloadAction<LinkedProtocol[]>) {
      state.protocolSearch = { status: 'loaded', data: action.payload };
    },
    protocolSearchFailed(state) {
      requestFailed(state.protocolSearch);
    },
    contactNamesLoaded(state, action: PayloadAction<Record<string, string>>) {
      Object.assign(state.contactNames, action.payload);
    },
  },
});

export const taskLookupsActions = taskLookups.actions;
export const taskLookupsReducer = taskLookups.reducer;
