import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, ExportFormat, ExportKind } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import type { Rejection } from '../../lib/request-status';
import { sessionActions } from '../session';
import { belongsTo, isActive, isNewerRun, runOf, type ExportContext, type ExportRun } from './export-run';
import type { ExportFilterValue } from './export-filter';
import { EXPORTS, initialExportsState, type ExportsState } from './exports.state';

/** What a page's button asks for (the POST body). */
export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  filter?: Record<string, ExportFilterValue>;
  survey_id?: string;
}

const runs = createEntityAdapter<ExportRun>();

/** Keeps `run` when it says more than the one held (or, with `add`, when none is held). */
function take(state: ExportsState, run: ExportRun, add: boolean): void {
  const current = state.runs.entities[run.id];
  if (current ? isNewerRun(current, run) : add) runs.upsertOne(state.runs, runOf(run));
}

const exportsSlice = createSlice({
  name: 'exports',
  initialState: initialExportsState,
  reducers: {
    /** "Exportieren" in the dialog: POST v1/exports. */
    requested(state, _action: PayloadAction<ExportRequest>) {
      state.request = { status: 'submitting', rejection: null };
    },
    /** 202: the export is queued; it is followed from here. */
    accepted(state, action: PayloadAction<ExportRun>) {
      state.request = { status: 'idle', rejection: null };
      take(state, action.payload, true);
    },
    /** 403 (not a manager, claims not enabled), 422 (`filter.<key>`), …: shown in the dialog. */
    rejected(state, action: PayloadAction<Rejection>) {
      state.request = { status: 'failed', rejection: action.payload };
    },
    /** The dialog opened: a refusal shown before is gone; the export it follows is read once (exports.saga.ts). */
    dialogOpened(state, _action: PayloadAction<ExportContext>) {
      state.request = { status: 'idle', rejection: null };
    },
    /** A push or a GET of an export followed here (older news is dropped: isNewerRun). */
    viewReceived(state, action: PayloadAction<ExportRun>) {
      take(state, action.payload, false);
    },
    /** My newest export of the page's kind, still running (found when the dialog opened after a reload): followed from now on. */
    runFound(state, action: PayloadAction<ExportRun>) {
      take(state, action.payload, true);
    },
    /** It is done: "Export fertig – die E-Mail ist unterwegs" with "Herunterladen". */
    finished(state, action: PayloadAction<{ id: string }>) {
      state.toast = action.payload.id;
    },
    /** It failed: a toast with the text of its error key (as meta.notice). */
    failed: {
      reducer() {},
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
    toastClosed(state) {
      state.toast = null;
    },
    /** "Herunterladen": GET v1/exports/{id}/file, saved under its file name. */
    downloadRequested(_state, _action: PayloadAction<{ id: string }>) {},
    /** The file could not be read (expired after 7 days, …). */
    downloadFailed: {
      reducer() {},
      prepare: (payload: { id: string; code: ErrorCode }) => withNotice(payload, { severity: 'error', code: payload.code }),
    },
  },
  extraReducers: (builder) => {
    // an export is the account's: signing out or choosing an account starts afresh
    builder.addCase(sessionActions.sessionEnded, () => initialExportsState);
    builder.addCase(sessionActions.accountChosen, () => initialExportsState);
  },
});

export const exportsActions = exportsSlice.actions;
export const exportsReducer = exportsSlice.reducer;

/** The app's state, with the slice once a page with an export button injected it. */
export type WithExports = { [EXPORTS]?: ExportsState; [key: string]: unknown };

/** The slice (its initial state until the first page with an export button injected it). */
export const selectExports = (state: WithExports): ExportsState => state[EXPORTS] ?? initialExportsState;
export const selectRun = (state: WithExports, id: string): ExportRun | null => selectExports(state).runs.entities[id] ?? null;
/** The newest export of a page's kinds (and survey), or null. */
export function selectLatestRun(state: WithExports, context: ExportContext): ExportRun | null {
  const { ids, entities } = selectExports(state).runs;
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    const run = entities[ids[index]];
    if (run && belongsTo(run, context)) return run;
  }
  return null;
}
export const selectActiveRuns = (state: WithExports): ExportRun[] =>
  Object.values(selectExports(state).runs.entities).filter((run): run is ExportRun => !!run && isActive(run));
