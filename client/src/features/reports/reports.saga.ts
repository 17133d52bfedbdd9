/** The flows of the reports page (issue 16): read the lists, save and delete schedules, follow pushes, download files. */
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ExportListView, ExportView, MemberListView, ReportRunListView, ReportScheduleListView, ReportScheduleView } from '@kollab/contracts';
import { viewChangedEvent } from '@kollab/contracts/realtime/socket-messages';
import { ApiError } from '../../lib/api/http';
import { failureOf } from '../../lib/api/failure';
import { saveBlob } from '../../lib/save-blob';
import { realtimeActions, type ViewChangedPayload } from '../realtime';
import { callApi } from '../session';
import { reportsApi } from './reports.api';
import { reportsActions as actions, selectReports, type DownloadRequest, type ListRequest, type SaveRequest } from './reports.slice';
import type { ReportFocus, ReportList, ReportManager, ReportsState } from './reports.state';

/** The push to the account's managers on every change of a schedule (view null: deleted). */
export const SCHEDULE_CHANGED = viewChangedEvent('reports', 'reportSchedule');
/** The push to the requester on every change of an export (a run's goes to its schedule's owner). */
export const EXPORT_CHANGED = viewChangedEvent('exports', 'export');

const LISTS: readonly ReportList[] = ['schedules', 'runs', 'exports'];

function* readList(list: ReportList) {
  const state: ReportsState = yield select(selectReports);
  const { page, limit } = state[list];
  try {
    if (list === 'schedules') {
      const answer: ReportScheduleListView = yield call(callApi, reportsApi.schedules(page, limit));
      yield put(actions.schedulesLoaded({ rows: answer.data, total: answer.meta.total }));
    } else {
      const request = list === 'runs' ? reportsApi.runs(page, limit) : reportsApi.exports(page, limit);
      const answer: ReportRunListView | ExportListView = yield call(callApi, request);
      yield put(actions.exportListLoaded({ list, rows: answer.data, total: answer.meta.total }));
    }
  } catch {
    yield put(actions.listFailed({ list }));
  }
}

const reread = (list: ReportList) => actions.listRequested({ list });

function* readManagers() {
  try {
    const answer: MemberListView = yield call(callApi, reportsApi.managers());
    const managers: ReportManager[] = answer.data.map((member) => ({
      id: member.id,
      name: member.full_name || [member.first_name, member.last_name].filter(Boolean).join(' ') || member.username,
      active: member.status === 'active',
    }));
    yield put(actions.managersLoaded(managers));
  } catch {
    yield put(actions.managersFailed());
  }
}

function* open() {
  yield all([...LISTS.map((list) => put(reread(list))), put(actions.managersRequested())]);
}

function* save({ payload }: PayloadAction<SaveRequest>) {
  try {
    if (payload.id === null) yield call(callApi, reportsApi.create(payload.body));
    else yield call(callApi, reportsApi.change(payload.id, payload.version ?? 0, payload.body));
  } catch (error) {
    yield put(actions.saveRejected(failureOf(error)));
    // changed meanwhile: the row (and the dialog's "Neu laden") gets the schedule as it is now
    if (payload.id !== null && error instanceof ApiError && error.status === 409) yield call(rereadSchedule, payload.id);
    return;
  }
  yield put(actions.saveAccepted());
  yield put(reread('schedules'));
}

function* rereadSchedule(id: string) {
  try {
    const view: ReportScheduleView = yield call(callApi, reportsApi.schedule(id));
    yield put(actions.scheduleReceived(view));
  } catch {
    yield put(reread('schedules'));
  }
}

function* remove({ payload }: PayloadAction<{ id: string; version: number }>) {
  try {
    yield call(callApi, reportsApi.remove(payload.id, payload.version));
  } catch (error) {
    yield put(actions.deleteFailed({ id: payload.id, code: failureOf(error).code }));
    return;
  }
  yield put(actions.deleteAccepted({ id: payload.id }));
  yield put(reread('schedules'));
}

function* download({ payload }: PayloadAction<DownloadRequest>) {
  try {
    const request = payload.source === 'run' ? reportsApi.runFile(payload.id) : reportsApi.exportFile(payload.id);
    const blob: Blob = yield call(callApi, request);
    yield call(saveBlob, blob, payload.fileName);
  } catch (error) {
    yield put(actions.downloadFailed({ id: payload.id, code: failureOf(error).code }));
  }
}

/** The linked run or export, read by its id (it may be on another page than the one shown). */
function* focus({ payload }: PayloadAction<ReportFocus | null>) {
  if (!payload) return;
  try {
    const view: ExportView = yield call(callApi, payload.list === 'runs' ? reportsApi.run(payload.id) : reportsApi.export(payload.id));
    yield put(actions.focusLoaded(view));
  } catch {
    yield put(actions.focusFailed({ id: payload.id }));
  }
}

const isPush = (event: string) => (action: Action) => realtimeActions.viewChanged.match(action) && action.payload.event === event;

/**
 * A schedule changed: a row shown takes it; a new or deleted one re-reads the page. A run it started that the
 * runs' first page does not show yet re-reads that page.
 */
function* schedulePushed({ payload }: PayloadAction<ViewChangedPayload>) {
  const state: ReportsState = yield select(selectReports);
  const view = payload.message.view as ReportScheduleView | null;
  const listed = state.schedules.rows.some((row) => row.id === payload.message.id);
  if (view && listed) yield put(actions.scheduleReceived(view));
  if (!state.open) return;
  if (!view || !listed) yield put(reread('schedules'));
  const run = view?.last_run;
  if (run && state.runs.page === 1 && !state.runs.rows.some((row) => row.id === run.id)) yield put(reread('runs'));
}

/**
 * A run or one of my exports changed: its row follows; one not shown yet (a new one) re-reads the first page of
 * its list (runs: it has a schedule; my exports: every push of an export is the requester's).
 */
function* exportPushed({ payload }: PayloadAction<ViewChangedPayload>) {
  const view = payload.message.view as ExportView | null;
  if (!view) return;
  yield put(actions.exportReceived(view));
  const state: ReportsState = yield select(selectReports);
  if (!state.open) return;
  const unseen = (list: 'runs' | 'exports') => state[list].page === 1 && !state[list].rows.some((row) => row.id === view.id);
  if (view.schedule_id && unseen('runs')) yield put(reread('runs'));
  if (unseen('exports')) yield put(reread('exports'));
}

/** The socket is back (pushes may have been missed): the page's lists are read again. */
function* reconnected() {
  const state: ReportsState = yield select(selectReports);
  if (state.open) yield all(LISTS.map((list) => put(reread(list))));
}

const listOf = (list: ReportList) => (action: Action) => actions.listRequested.match(action) && action.payload.list === list;

/** Started with the reports page (app/reports-pages.tsx), once per store. */
export function* reportsSaga() {
  for (const list of LISTS) yield takeLatest(listOf(list), (action: PayloadAction<ListRequest>) => readList(action.payload.list));
  yield takeLatest(actions.opened.type, open);
  yield takeLatest(actions.managersRequested.type, readManagers);
  yield takeLeading(actions.saveRequested.type, save);
  yield takeEvery(actions.deleteRequested.type, remove);
  yield takeEvery(actions.downloadRequested.type, download);
  yield takeLatest(actions.focusRequested.type, focus);
  yield takeEvery(isPush(SCHEDULE_CHANGED), schedulePushed);
  yield takeEvery(isPush(EXPORT_CHANGED), exportPushed);
  yield takeLatest(realtimeActions.reconnected.type, reconnected);
}
