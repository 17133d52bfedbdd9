import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, HistoryEntry, ItemAbilities, TaskView } from '@kollab/contracts';
import { tasksPushActions } from './tasks.pushes';
import { isNewerPush, readTaskPush } from './task-push';
import type { TaskAction, TaskActKind } from './task-action-requests';
import { initialTaskDetailState, type LinkedProtocol, type ShownTask, type TaskConflict } from './tasks.state';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';

const taskDetail = createSlice({
  name: 'tasks',
  initialState: initialTaskDetailState,
  reducers: {
    /** The detail page opened (or its id changed). */
    opened(state, action: PayloadAction<{ id: string }>) {
      if (state.id !== action.payload.id) return { ...initialTaskDetailState, id: action.payload.id, status: 'loading' };
      requestStarted(state);
      return undefined;
    },
    closed() {
      return initialTaskDetailState;
    },
    reloadRequested() {},
    /** GET v1/tasks/{id} answered: the view, and `can` (what I may do with it; kept until the next read). */
    loaded(state, action: PayloadAction<ShownTask & { can?: ItemAbilities }>) {
      if (action.payload.id !== state.id) return;
      const { can, ...view } = action.payload;
      if (can) state.can = can;
      // a push may have brought a newer state while this answer travelled
      if (!state.view || view.version >= state.view.version) state.view = view;
      requestLoaded(state);
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<{ id: string; status: number; code: ErrorCode | null }>) {
      if (action.payload.id !== state.id) return;
      requestFailed(state);
      state.error = { status: action.payload.status, code: action.payload.code };
    },
    /** PATCH the fields I changed (`changes`), based on the version my form started from (`base`). */
    editRequested(state, _action: PayloadAction<{ id: string; base: TaskView; changes: Record<string, unknown> }>) {
      state.busy = 'edit';
      state.fieldErrors = null;
      state.editCode = null;
    },
    editAccepted(state) {
      state.busy = null;
      state.conflict = null;
      state.saved += 1;
    },
    editRejected(state, action: PayloadAction<{ code: ErrorCode; fieldErrors: Record<string, string[]> | null }>) {
      state.busy = null;
      state.fieldErrors = action.payload.fieldErrors;
      state.editCode = action.payload.code;
    },
    /** 409 on an edit: someone changed the task since my form's version. */
    conflictFound(state, action: PayloadAction<TaskConflict>) {
      state.busy = null;
      state.conflict = action.payload;
    },
    /** Re-apply my changed fields onto the current version. */
    conflictReapplied(state) {
      state.busy = 'edit';
    },
    /** Drop my changes: the form starts over from the current task. */
    conflictDiscarded(state) {
      state.conflict = null;
      state.saved += 1;
    },
    actionRequested(state, action: PayloadAction<{ id: string; version: number; action: TaskAction }>) {
      state.busy = action.payload.action.kind;
    },
    actionAccepted(state, _action: PayloadAction<{ kind: TaskActKind }>) {
      state.busy = null;
    },
    actionRejected(state, _action: PayloadAction<{ kind: TaskActKind; code: ErrorCode }>) {
      state.busy = null;
    },
    deleteRequested(state, _action: PayloadAction<{ id: string; version: number }>) {
      state.busy = 'delete';
    },
    deleteAccepted(state) {
      state.busy = null;
    },
    deleteRejected(state, _action: PayloadAction<{ code: ErrorCode }>) {
      state.busy = null;
    },
    printRequested(_state, _action: PayloadAction<{ id: string; number: string | null }>) {},
    fileDownloadRequested(_state, _action: PayloadAction<{ url: string; name: string }>) {},
    historyRequested(state) {
      requestStarted(state.history);
    },
    historyLoaded(state, action: PayloadAction<HistoryEntry[]>) {
      state.history = { status: 'loaded', entries: action.payload };
    },
    historyLoadFailed(state) {
      requestFailed(state.history);
    },
    /** Show the task as it was at a version (or at a time: the version is taken from the answer). */
    pastVersionRequested(state, action: PayloadAction<{ version: number } | { at: string }>) {
      state.past = {
        version: 'version' in action.payload ? action.payload.version : (state.past.version ?? 0),
        status: 'loading',
        view: state.past.view,
      };
    },
    pastVersionLoaded(state, action: PayloadAction<TaskView>) {
      state.past = { version: action.payload.version, status: 'loaded', view: action.payload };
    },
    pastVersionLoadFailed(state) {
      requestFailed(state.past);
    },
    pastVersionClosed(state) {
      state.past = initialTaskDetailState.past;
    },
    compareRequested(state, action: PayloadAction<{ version: number }>) {
      state.compare = { version: action.payload.version, status: 'loading', view: null };
    },
    compareLoaded(state, action: PayloadAction<TaskView>) {
      if (state.compare.version === action.payload.version)
        state.compare = { version: action.payload.version, status: 'loaded', view: action.payload };
    },
    compareLoadFailed(state) {
      requestFailed(state.compare);
    },
    compareClosed(state) {
      state.compare = initialTaskDetailState.compare;
    },
    protocolsRequested(state) {
      requestStarted(state.protocols);
    },
    protocolsLoaded(state, action: PayloadAction<LinkedProtocol[]>) {
      state.protocols = { status: 'loaded', items: action.payload };
    },
    protocolsLoadFailed(state) {
      requestFailed(state.protocols);
    },
  },
  extraReducers: (builder) => {
    // The open task takes a newer push (my form keeps my input: it holds its own draft).
    builder.addCase(tasksPushActions.viewPushed, (state, action) => {
      const push = readTaskPush(action.payload);
      if (push.id !== state.id || !state.view || !isNewerPush(push, state.view.version)) return;
      if (push.kind === 'deleted') state.deleted = true;
      else state.view = push.view;
    });
  },
});

export const taskDetailActions = taskDetail.actions;
export const taskDetailReducer = taskDetail.reducer;
