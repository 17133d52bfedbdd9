import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, ExportView, ReportScheduleInput, ReportScheduleView } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import type { Rejection } from '../../lib/request-status';
import { sessionActions } from '../session';
import {
  closedDialog,
  initialReportsState,
  REPORTS,
  type ListPage,
  type ReportFocus,
  type ReportList,
  type ReportManager,
  type ReportsState,
} from './reports.state';

/** A list's page (and size) to read; left out: the one shown. */
export interface ListRequest {
  list: ReportList;
  page?: number;
  limit?: number;
}

/** "Speichern" in the dialog: POST (new) or PUT with the version it was based on. */
export interface SaveRequest {
  id: string | null;
  version: number | null;
  body: ReportScheduleInput;
}

/** "Datei": a run rendered again as of its cut-off, or one of my exports. */
export interface DownloadRequest {
  source: 'run' | 'export';
  id: string;
  fileName: string;
}

const replaceRow = (list: ListPage<ExportView>, view: ExportView) => {
  const index = list.rows.findIndex((row) => row.id === view.id);
  if (index >= 0) list.rows[index] = view;
};

const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    /** The page opened: its lists and the managers are read. */
    opened(state) {
      state.open = true;
    },
    closed(state) {
      state.open = false;
    },
    /** A list's page (or the one shown, again: "Aktualisieren", a push, a reconnect). */
    listRequested(state, { payload }: PayloadAction<ListRequest>) {
      const list = state[payload.list];
      list.page = payload.page ?? list.page;
      list.limit = payload.limit ?? list.limit;
      if (list.status !== 'loaded') list.status = 'loading';
    },
    schedulesLoaded(state, { payload }: PayloadAction<{ rows: ReportScheduleView[]; total: number }>) {
      Object.assign(state.schedules, { status: 'loaded', rows: payload.rows, total: payload.total });
    },
    exportListLoaded(state, { payload }: PayloadAction<{ list: 'runs' | 'exports'; rows: ExportView[]; total: number }>) {
      Object.assign(state[payload.list], { status: 'loaded', rows: payload.rows, total: payload.total });
    },
    listFailed(state, { payload }: PayloadAction<{ list: ReportList }>) {
      state[payload.list].status = 'failed';
    },
    managersRequested(state) {
      if (state.managers.status !== 'loaded') state.managers.status = 'loading';
    },
    managersLoaded(state, { payload }: PayloadAction<ReportManager[]>) {
      state.managers = { status: 'loaded', list: payload };
    },
    managersFailed(state) {
      state.managers.status = 'failed';
    },
    /** A push or a GET of a schedule on the page: kept when its version is newer. */
    scheduleReceived(state, { payload }: PayloadAction<ReportScheduleView>) {
      const index = state.schedules.rows.findIndex((row) => row.id === payload.id);
      if (index >= 0 && state.schedules.rows[index].version < payload.version) state.schedules.rows[index] = payload;
    },
    /** A push of a run or export shown: its row follows (the page's own order stays). */
    exportReceived(state, { payload }: PayloadAction<ExportView>) {
      replaceRow(state.runs, payload);
      replaceRow(state.exports, payload);
      if (state.focus?.view?.id === payload.id) state.focus.view = payload;
    },
    /** "Neuer Bericht" (id null) or "Bearbeiten". */
    dialogOpened(state, { payload }: PayloadAction<{ id: string | null }>) {
      state.dialog = { ...closedDialog, open: true, id: payload.id };
    },
    dialogClosed(state) {
      state.dialog = closedDialog;
    },
    saveRequested(state, _action: PayloadAction<SaveRequest>) {
      Object.assign(state.dialog, { status: 'submitting', error: null, fieldErrors: null });
    },
    /** Saved: the dialog closes and the list is read again. */
    saveAccepted: {
      reducer(state) {
        state.dialog = closedDialog;
      },
      prepare: () => withNotice(undefined, { severity: 'success', message: 'reports:toasts.saved' }),
    },
    /** 422 (field errors beside the fields), 409 (changed meanwhile), 403, …: shown in the dialog. */
    saveRejected(state, { payload }: PayloadAction<Rejection>) {
      Object.assign(state.dialog, { status: 'failed', error: payload.code, fieldErrors: payload.fieldErrors });
    },
    /** The conflict's "Neu laden": the form starts again from the schedule as it is now. */
    conflictResolved(state) {
      Object.assign(state.dialog, { status: 'idle', error: null, fieldErrors: null });
    },
    /** Confirmed "Löschen": DELETE with the version shown. */
    deleteRequested(_state, _action: PayloadAction<{ id: string; version: number }>) {},
    deleteAccepted: {
      reducer(state, { payload }: PayloadAction<{ id: string }>) {
        state.schedules.rows = state.schedules.rows.filter((row) => row.id !== payload.id);
      },
      prepare: (payload: { id: string }) => withNotice(payload, { severity: 'success', message: 'reports:toasts.deleted' }),
    },
    deleteFailed: {
      reducer() {},
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    downloadRequested(_state, _action: PayloadAction<DownloadRequest>) {},
    /** The file could not be read (expired, not finished, …): a toast with the error's text. */
    downloadFailed: {
      reducer() {},
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    /** A mail's link: the row is highlighted (and read by its id, when it is not on the page shown). */
    focusRequested(state, { payload }: PayloadAction<ReportFocus | null>) {
      state.focus = payload && { ...payload, view: null, status: 'loading' };
    },
    focusLoaded(state, { payload }: PayloadAction<ExportView>) {
      if (state.focus?.id === payload.id) Object.assign(state.focus, { view: payload, status: 'loaded' });
    },
    focusFailed(state, { payload }: PayloadAction<{ id: string }>) {
      if (state.focus?.id === payload.id) state.focus.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // schedules, runs and exports are the account's: signing out or choosing an account starts afresh
    builder.addCase(sessionActions.sessionEnded, () => initialReportsState);
    builder.addCase(sessionActions.accountChosen, () => initialReportsState);
  },
});

export const reportsActions = reportsSlice.actions;
export const reportsReducer = reportsSlice.reducer;

/** The app's state, with the slice once the reports page injected it. */
export type WithReports = { [REPORTS]?: ReportsState; [key: string]: unknown };

export const selectReports = (state: WithReports): ReportsState => state[REPORTS] ?? initialReportsState;
export const selectSchedule = (state: WithReports, id: string | null): ReportScheduleView | null =>
  (id && selectReports(state).schedules.rows.find((row) => row.id === id)) || null;
