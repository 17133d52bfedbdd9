import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView, ListPage, ProtocolView } from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import { itemDetailReducers, pushToDetail, sideWriteRequested } from '../collab/item-detail.reducers';
import { protocolsPushActions } from './protocols.pushes';
import { readProtocolPush, rowsAfterPush, type ShownProtocol } from './protocol-push';
import { queryKey, type ProtocolsQuery } from './protocol-query';
import { initialDetailState, initialProtocolsState, type LinkedTask, type ProtocolFields, type ProtocolsState } from './protocols.state';

/** The protocols feature's state (list, home card, open protocol, create form, searches); every action is `protocols/…`. */
const protocols = createSlice({
  name: 'protocols',
  initialState: initialProtocolsState,
  reducers: {
    // the list (the query comes from the URL)
    listRequested(state, action: PayloadAction<ProtocolsQuery | undefined>) {
      if (action.payload) state.list.query = action.payload;
      requestStarted(state.list);
      state.list.outdated = false;
    },
    listLoaded(state, action: PayloadAction<{ key: string; page: ListPage<ShownProtocol> }>) {
      // a late answer to an older query is dropped
      if (action.payload.key !== queryKey(state.list.query)) return;
      state.list.rows = action.payload.page.data;
      state.list.total = action.payload.page.meta.total;
      state.list.key = action.payload.key;
      requestLoaded(state.list);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },
    recentLoaded(state, action: PayloadAction<ShownProtocol[]>) {
      state.recent = { status: 'loaded', rows: action.payload };
    },
    recentLoadFailed(state) {
      requestFailed(state.recent);
    },

    // create, the open protocol, editing, watch, comments, delete, print, history and versions (collab)
    ...itemDetailReducers<ShownProtocol, ProtocolView, Partial<ProtocolFields>, Partial<ProtocolFields>>(initialDetailState),

    // the writes beside the form only protocols have: linked contacts and tasks, files
    contactLinkRequested: sideWriteRequested<{ id: string; contactId: string; public: boolean }>(),
    contactShareRequested: sideWriteRequested<{ id: string; contactId: string; public: boolean }>(),
    contactUnlinkRequested: sideWriteRequested<{ id: string; contactId: string }>(),
    taskLinkRequested: sideWriteRequested<{ id: string; taskId: string }>(),
    taskUnlinkRequested: sideWriteRequested<{ id: string; taskId: string }>(),
    fileUploadRequested: sideWriteRequested<{ id: string; file: File }>(),
    fileRemoveRequested: sideWriteRequested<{ id: string; fileId: string }>(),
    fileDownloadRequested(_state, _action: PayloadAction<{ url: string; name: string }>) {},
    contactNamesLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.detail.contactNames = { ...state.detail.contactNames, ...action.payload };
    },

    tasksRequested(state) {
      requestStarted(state.detail.tasks);
    },
    tasksLoaded(state, action: PayloadAction<LinkedTask[]>) {
      state.detail.tasks = { status: 'loaded', rows: action.payload };
    },
    tasksLoadFailed(state) {
      requestFailed(state.detail.tasks);
    },

    // pickers that search
    contactSearchRequested(state, _action: PayloadAction<string>) {
      requestStarted(state.search.contacts);
    },
    contactSearchLoaded(state, action: PayloadAction<ContactView[]>) {
      state.search.contacts = { status: 'loaded', data: action.payload };
    },
    contactSearchFailed(state) {
      requestFailed(state.search.contacts);
    },
    taskSearchRequested(state, _action: PayloadAction<string>) {
      requestStarted(state.search.tasks);
    },
    taskSearchLoaded(state, action: PayloadAction<LinkedTask[]>) {
      state.search.tasks = { status: 'loaded', data: action.payload };
    },
    taskSearchFailed(state) {
      requestFailed(state.search.tasks);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(protocolsPushActions.recentRequested, (state) => {
      requestStarted(state.recent);
    });
    builder.addCase(protocolsPushActions.viewPushed, (state, action) => {
      const push = readProtocolPush(action.payload);
      if (state.list.status !== 'idle') {
        const next = rowsAfterPush(state.list.rows, push);
        state.list.rows = next.rows;
        if (next.removed) state.list.total = Math.max(0, state.list.total - 1);
        if (next.outdated) state.list.outdated = true;
      }
      if (state.recent.status === 'loaded') state.recent.rows = rowsAfterPush(state.recent.rows, push).rows;
      pushToDetail(state.detail, push);
    });
  },
});

export const protocolsActions = { ...protocols.actions, ...protocolsPushActions };
export const protocolsSliceReducer = protocols.reducer;

type WithProtocols = { protocols: ProtocolsState };
export const selectProtocols = (state: WithProtocols) => state.protocols;
export const selectProtocolList = (state: WithProtocols) => state.protocols.list;
export const selectProtocolDetail = (state: WithProtocols) => state.protocols.detail;
