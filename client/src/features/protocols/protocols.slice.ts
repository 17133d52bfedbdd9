import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView, ErrorCode, HistoryEntry, ItemAbilities, ProtocolView } from '@kollab/contracts';
import type { ListPage } from '@kollab/contracts';
import { protocolsPushActions } from './protocols.pushes';
import { isNewerPush, readProtocolPush, rowsAfterPush, type ShownProtocol } from './protocol-push';
import { queryKey, type ProtocolsQuery } from './protocol-query';
import {
  initialDetailState,
  initialProtocolsState,
  type ConflictState,
  type LinkedTask,
  type ProtocolFields,
  type ProtocolsState,
} from './protocols.state';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';

type Refusal = { code: ErrorCode; fieldErrors: Record<string, string[]> | null };

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

    // create
    createRequested(state, _action: PayloadAction<Partial<ProtocolFields>>) {
      state.create = { ...state.create, status: 'saving', code: null, fieldErrors: null };
    },
    createAccepted(state, _action: PayloadAction<{ id: string }>) {
      state.create = { status: 'idle', code: null, fieldErrors: null, serial: state.create.serial + 1 };
    },
    createRejected(state, action: PayloadAction<Refusal>) {
      state.create = { ...state.create, status: 'failed', ...action.payload };
    },
    createFieldEdited(state, action: PayloadAction<string>) {
      if (state.create.fieldErrors && action.payload in state.create.fieldErrors) {
        const { [action.payload]: _gone, ...rest } = state.create.fieldErrors;
        state.create.fieldErrors = rest;
      }
    },

    // the open protocol
    opened(state, action: PayloadAction<{ id: string }>) {
      if (state.detail.id !== action.payload.id) state.detail = { ...initialDetailState, id: action.payload.id };
      requestStarted(state.detail);
    },
    closed(state) {
      state.detail = initialDetailState;
    },
    reloadRequested() {},
    /** GET v1/protocols/{id} answered: the view, and `can` (what I may do with it; kept until the next read). */
    loaded(state, action: PayloadAction<ShownProtocol & { can?: ItemAbilities }>) {
      if (state.detail.id !== action.payload.id) return;
      const { can, ...view } = action.payload;
      if (can) state.detail.can = can;
      state.detail.view = view;
      requestLoaded(state.detail);
      state.detail.error = null;
      state.detail.deleted = false;
    },
    loadFailed(state, action: PayloadAction<{ id: string; status: number; code: ErrorCode | null }>) {
      if (state.detail.id !== action.payload.id) return;
      requestFailed(state.detail);
      state.detail.error = { status: action.payload.status, code: action.payload.code };
    },

    // editing (PATCH with If-Match; a 409 opens the conflict)
    editStarted(state) {
      state.detail.editing = true;
      state.detail.save = { ...state.detail.save, status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
    },
    editCancelled(state) {
      state.detail.editing = false;
      state.detail.conflict = null;
    },
    saveRequested(state, _action: PayloadAction<{ id: string; base: ProtocolView; changes: Partial<ProtocolFields> }>) {
      state.detail.save = { ...state.detail.save, status: 'saving', code: null, fieldErrors: null };
      state.detail.conflict = null;
    },
    saveAccepted(state) {
      state.detail.save = { status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
      state.detail.editing = false;
    },
    saveRejected(state, action: PayloadAction<Refusal>) {
      state.detail.save = { ...state.detail.save, status: 'failed', ...action.payload };
    },
    saveFieldEdited(state, action: PayloadAction<string>) {
      const errors = state.detail.save.fieldErrors;
      if (errors && action.payload in errors) {
        const { [action.payload]: _gone, ...rest } = errors;
        state.detail.save.fieldErrors = rest;
      }
    },
    conflictDetected(state, action: PayloadAction<ConflictState>) {
      state.detail.conflict = action.payload;
      state.detail.save = { ...state.detail.save, status: 'idle' };
    },
    conflictReapplied() {},
    conflictDiscarded(state) {
      state.detail.conflict = null;
      state.detail.editing = false;
    },

    deleteRequested(state, _action: PayloadAction<{ id: string; version: number }>) {
      state.detail.busy = true;
    },
    deleteAccepted(state) {
      state.detail.busy = false;
    },

    // the writes beside the form: watch, comments, linked contacts and tasks, files
    watchRequested(state, _action: PayloadAction<{ id: string; watching: boolean }>) {
      state.detail.busy = true;
    },
    commentAddRequested(state, _action: PayloadAction<{ id: string; body: string }>) {
      state.detail.busy = true;
    },
    commentChangeRequested(state, _action: PayloadAction<{ id: string; commentId: string; body: string }>) {
      state.detail.busy = true;
    },
    commentRemoveRequested(state, _action: PayloadAction<{ id: string; commentId: string }>) {
      state.detail.busy = true;
    },
    contactLinkRequested(state, _action: PayloadAction<{ id: string; contactId: string; public: boolean }>) {
      state.detail.busy = true;
    },
    contactShareRequested(state, _action: PayloadAction<{ id: string; contactId: string; public: boolean }>) {
      state.detail.busy = true;
    },
    contactUnlinkRequested(state, _action: PayloadAction<{ id: string; contactId: string }>) {
      state.detail.busy = true;
    },
    taskLinkRequested(state, _action: PayloadAction<{ id: string; taskId: string }>) {
      state.detail.busy = true;
    },
    taskUnlinkRequested(state, _action: PayloadAction<{ id: string; taskId: string }>) {
      state.detail.busy = true;
    },
    fileUploadRequested(state, _action: PayloadAction<{ id: string; file: File }>) {
      state.detail.busy = true;
    },
    fileRemoveRequested(state, _action: PayloadAction<{ id: string; fileId: string }>) {
      state.detail.busy = true;
    },
    /** A side write finished (accepted or refused: the toast says which). */
    sideWriteSettled(state, _action: PayloadAction<{ ok: boolean }>) {
      state.detail.busy = false;
    },
    fileDownloadRequested(_state, _action: PayloadAction<{ url: string; name: string }>) {},
    printRequested(_state, _action: PayloadAction<{ id: string; name: string }>) {},
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

    // history and versions
    historyRequested(state) {
      requestStarted(state.detail.history);
    },
    historyLoaded(state, action: PayloadAction<HistoryEntry[]>) {
      state.detail.history = { status: 'loaded', entries: action.payload };
    },
    historyLoadFailed(state) {
      requestFailed(state.detail.history);
    },
    pastVersionRequested(state, action: PayloadAction<{ version: number } | { at: string }>) {
      const version = 'version' in action.payload ? action.payload.version : null;
      const at = 'at' in action.payload ? action.payload.at : null;
      state.detail.past = { version, at, status: 'loading', view: state.detail.past?.view ?? null };
    },
    pastVersionLoaded(state, action: PayloadAction<ProtocolView>) {
      if (!state.detail.past) return;
      state.detail.past = { ...state.detail.past, version: action.payload.version, status: 'loaded', view: action.payload };
    },
    pastVersionLoadFailed(state) {
      if (state.detail.past) requestFailed(state.detail.past);
    },
    pastVersionClosed(state) {
      state.detail.past = null;
    },
    compareRequested(state, action: PayloadAction<{ version: number }>) {
      state.detail.compare = { version: action.payload.version, status: 'loading', view: null };
    },
    compareLoaded(state, action: PayloadAction<ProtocolView>) {
      if (state.detail.compare?.version === action.payload.version)
        state.detail.compare = { version: action.payload.version, status: 'loaded', view: action.payload };
    },
    compareLoadFailed(state) {
      if (state.detail.compare) requestFailed(state.detail.compare);
    },
    compareClosed(state) {
      state.detail.compare = null;
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
      const detail = state.detail;
      if (detail.id !== push.id || !detail.view || !isNewerPush(push, detail.view.version)) return;
      if (push.kind === 'deleted') detail.deleted = true;
      else detail.view = push.view;
    });
  },
});

export const protocolsActions = { ...protocols.actions, ...protocolsPushActions };
export const protocolsSliceReducer = protocols.reducer;

type WithProtocols = { protocols: ProtocolsState };
export const selectProtocols = (state: WithProtocols) => state.protocols;
export const selectProtocolList = (state: WithProtocols) => state.protocols.list;
export const selectProtocolDetail = (state: WithProtocols) => state.protocols.detail;
