import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClaimTypeNode, ContactView, MemberView, TaskTypeView, TeamView } from '@kollab/contracts';
import { initialTaskLookupsState, type LinkedProtocol } from './tasks.state';

/** The lookups read once per page visit: types, teams (and where I may create), users, claim types. */
export type LookupName = 'types' | 'teams' | 'creatable' | 'users' | 'claimTypes';
type LookupData = { types: TaskTypeView[]; teams: TeamView[]; creatable: string[]; users: MemberView[]; claimTypes: ClaimTypeNode[] };
export type LookupLoad = { [K in LookupName]: { name: K; data: LookupData[K] } }[LookupName];

const taskLookups = createSlice({
  name: 'tasks',
  initialState: initialTaskLookupsState,
  reducers: {
    /** Read these lookups unless loaded (`fresh`: again). */
    lookupsNeeded(_state, _action: PayloadAction<{ names: LookupName[]; fresh?: boolean }>) {},
    lookupRequested(state, action: PayloadAction<LookupName>) {
      state[action.payload].status = 'loading';
    },
    lookupLoaded(state, action: PayloadAction<LookupLoad>) {
      const lookup = state[action.payload.name] as { status: string; data: unknown[] };
      lookup.status = 'loaded';
      lookup.data = action.payload.data;
    },
    lookupLoadFailed(state, action: PayloadAction<LookupName>) {
      state[action.payload].status = 'failed';
    },
    contactSearchRequested(state, _action: PayloadAction<{ search: string }>) {
      state.contactSearch.status = 'loading';
    },
    contactSearchLoaded(state, action: PayloadAction<ContactView[]>) {
      state.contactSearch = { status: 'loaded', data: action.payload };
    },
    contactSearchFailed(state) {
      state.contactSearch.status = 'failed';
    },
    protocolSearchRequested(state, _action: PayloadAction<{ search: string }>) {
      state.protocolSearch.status = 'loading';
    },
    protocolSearchLoaded(state, action: PayloadAction<LinkedProtocol[]>) {
      state.protocolSearch = { status: 'loaded', data: action.payload };
    },
    protocolSearchFailed(state) {
      state.protocolSearch.status = 'failed';
    },
    contactNamesLoaded(state, action: PayloadAction<Record<string, string>>) {
      Object.assign(state.contactNames, action.payload);
    },
  },
});

export const taskLookupsActions = taskLookups.actions;
export const taskLookupsReducer = taskLookups.reducer;
