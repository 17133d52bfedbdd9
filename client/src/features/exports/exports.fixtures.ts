import { vi } from 'vitest';
import type { ExportView, FeatureFlag, Role } from '@kollab/contracts';
import { EXPORTS_MESSAGES } from '@kollab/contracts/errors/exports.messages';
import { addErrorMessages } from '@kollab/contracts/errors/error-text';
import { startFeatureSaga } from '../../app/feature-saga';
import { injectFeatureSlice } from '../../app/feature-slice';
import { account, harness, signedIn, type Handler } from '../../test/session-harness';
import { realtimeActions } from '../realtime';
import { EXPORT_CHANGED, exportsSaga } from './exports.saga';
import { exportsReducer } from './exports.slice';
import { EXPORTS } from './exports.state';

// the signed-in shell brings every error text (app/shell-module.ts); the specs bring those of exports
addErrorMessages(EXPORTS_MESSAGES);

/** An export of the specs: tasks as xlsx, asked for by Anna Berg (user-1). */
export function exportView(id: string, overrides: Partial<ExportView> = {}): ExportView {
  return {
    id,
    kind: 'tasks',
    format: 'xlsx',
    filter: {},
    survey_id: null,
    schedule_id: null,
    slot: null,
    status: 'queued',
    progress: 0,
    rows: 0,
    rows_total: null,
    file_name: null,
    size: null,
    error: null,
    delivery: null,
    requested_by: 'user-1',
    cut_off: null,
    created_at: '2026-03-04T09:00:00Z',
    started_at: null,
    finished_at: null,
    expires_at: null,
    ...overrides,
  };
}

export const runningView = (id: string, rows: number, total: number | null, overrides: Partial<ExportView> = {}) =>
  exportView(id, { status: 'running', rows, rows_total: total, progress: total ? Math.floor((rows * 100) / total) : 0, ...overrides });

export const doneView = (id: string, overrides: Partial<ExportView> = {}) =>
  exportView(id, {
    status: 'done',
    progress: 100,
    rows: 300,
    rows_total: 300,
    file_name: 'aufgaben-2026-03-04.xlsx',
    size: 12_345,
    delivery: 'attached',
    ...overrides,
  });

/** The push `exports/exportChanged` of a view, as the realtime saga dispatches it. */
export const exportPush = (view: ExportView) =>
  realtimeActions.viewChanged({ event: EXPORT_CHANGED, message: { collection: 'exports', id: view.id, view, position: 1 } });

export interface ExportsSessionOptions {
  roles?: Role[];
  flags?: FeatureFlag[];
}

export const exportsSession = ({ roles = ['user', 'manager'], flags = ['apps.tasks'] }: ExportsSessionOptions = {}) =>
  signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, flags }) } });

/**
 * A store with the real reducers and sagas and the exports slice and flows, as app/export-action.tsx starts them.
 * On /home: a reconnect there re-reads no list (on /tasks it would load the tasks feature after the spec).
 */
export function exportsHarness(handler: Handler, options: ExportsSessionOptions = {}) {
  const setup = harness(handler, exportsSession(options), '/home');
  injectFeatureSlice(setup.store, EXPORTS, exportsReducer);
  startFeatureSaga(setup.store, exportsSaga);
  return setup;
}

/**
 * The files a spec's downloads offered (lib/save-blob.ts). jsdom has no object URLs: they are lent
 * for the spec and taken back by `restore` (its revoke stays a no-op for save-blob's late call).
 */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const lent = URL.createObjectURL;
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    last = blob as Blob;
    return 'blob:export';
  };
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return {
    saved,
    restore: () => {
      URL.createObjectURL = lent;
    },
  };
}
