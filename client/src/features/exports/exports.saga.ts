/** The flows of exports (issue 16): ask, follow (pushes, and a GET where one may have been missed), toast, download. */
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ExportAccepted, ExportListView, ExportView } from '@kollab/contracts';
import { viewChangedEvent } from '@kollab/contracts/realtime/socket-messages';
import { failureOf } from '../../lib/api/failure';
import { saveBlob } from '../../lib/save-blob';
import { realtimeActions, type ViewChangedPayload } from '../realtime';
import { callApi } from '../session';
import { belongsTo, failureCodeOf, isActive, isNewerRun, type ExportContext, type ExportRun } from './export-run';
import { exportsApi } from './exports.api';
import { exportsActions as actions, selectActiveRuns, selectLatestRun, selectRun, type ExportRequest } from './exports.slice';

/** The push to the requester's user room on every change of an export. */
export const EXPORT_CHANGED = viewChangedEvent('exports', 'export');
/** How many of my newest exports opening the dialog looks through for one still running (after a reload). */
export const RECENT_EXPORTS = 10;

/** News of an export followed here: kept when it says more; done and failed are told once. */
export function* receive(view: ExportRun) {
  const before: ExportRun | null = yield select(selectRun, view.id);
  if (!before || !isNewerRun(before, view)) return;
  yield put(actions.viewReceived(view));
  if (view.status === 'done') yield put(actions.finished({ id: view.id }));
  if (view.status === 'failed') yield put(actions.failed({ id: view.id, code: failureCodeOf(view) }));
}

/** GET v1/exports/{id}; a failure waits for the next push, reconnect or opening of the dialog. */
function* reread(id: string) {
  try {
    const view: ExportView = yield call(callApi, exportsApi.get(id));
    yield call(receive, view);
  } catch {
    // nothing to tell: the export goes on, and its mail comes
  }
}

function* requestExport({ payload }: PayloadAction<ExportRequest>) {
  let accepted: ExportAccepted;
  try {
    accepted = yield call(callApi, exportsApi.create(payload));
  } catch (error) {
    yield put(actions.rejected(failureOf(error)));
    return;
  }
  const run: ExportRun = {
    id: accepted.id,
    kind: payload.kind,
    format: payload.format,
    survey_id: payload.survey_id ?? null,
    status: accepted.status,
    progress: 0,
    rows: 0,
    rows_total: null,
    file_name: null,
    error: null,
  };
  yield put(actions.accepted(run));
  // a push sent before the 202 arrived found no export to update
  yield call(reread, run.id);
}

/**
 * The dialog opened: the export it shows is read once; with none followed, my newest running one of its kind
 * (asked for once, not a scheduled report's run) is found.
 */
function* openDialog({ payload: context }: PayloadAction<ExportContext>) {
  const latest: ExportRun | null = yield select(selectLatestRun, context);
  if (latest) {
    if (isActive(latest)) yield call(reread, latest.id);
    return;
  }
  try {
    const mine: ExportListView = yield call(callApi, exportsApi.mine(RECENT_EXPORTS));
    const running = mine.data.find((view) => belongsTo(view, context) && isActive(view) && !view.schedule_id);
    if (running) yield put(actions.runFound(running));
  } catch {
    // the dialog offers a new export
  }
}

const isExportPush = (action: Action) =>
  realtimeActions.viewChanged.match(action) && action.payload.event === EXPORT_CHANGED && action.payload.message.view !== null;

function* push({ payload }: PayloadAction<ViewChangedPayload>) {
  yield call(receive, payload.message.view as ExportView);
}

/** The socket is back (pushes may have been missed): every export still running is read once. */
function* rereadActive() {
  const active: ExportRun[] = yield select(selectActiveRuns);
  for (const run of active) yield call(reread, run.id);
}

function* download({ payload }: PayloadAction<{ id: string }>) {
  const run: ExportRun | null = yield select(selectRun, payload.id);
  try {
    const blob: Blob = yield call(callApi, exportsApi.file(payload.id));
    yield call(saveBlob, blob, run?.file_name ?? `export.${run?.format ?? 'xlsx'}`);
  } catch (error) {
    yield put(actions.downloadFailed({ id: payload.id, code: failureOf(error).code }));
  }
}

/** Started with the first page that shows an export button (app/export-action.tsx), once per store. */
export function* exportsSaga() {
  yield takeLeading(actions.requested.type, requestExport);
  yield takeLatest(actions.dialogOpened.type, openDialog);
  yield takeEvery(isExportPush, push);
  yield takeLatest(realtimeActions.reconnected.type, rereadActive);
  yield takeEvery(actions.downloadRequested.type, download);
}
