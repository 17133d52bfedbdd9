import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { fail, ok } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { realtimeActions } from '../realtime';
import { captureDownloads, doneView, exportPush, exportsHarness, exportView, runningView } from './exports.fixtures';
import { exportsActions as actions, selectExports, selectRun } from './exports.slice';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

/** The export calls made (a reconnect also reloads the app's own views). */
const calls = (setup: { calls: { request: ApiRequest }[] }) =>
  setup.calls.map(({ request }) => `${request.method} ${request.path}`).filter((call) => call.includes('/v1/exports'));
const notFound = (): never => fail(404, 'not found', 'exports.export_not_found');

/** POST answers 202 for `e1`; GET of e1 answers `view()`. */
function accepting(view: () => unknown = () => exportView('e1')) {
  return exportsHarness((request) => {
    if (request.method === 'POST' && request.path === '/v1/exports') return ok({ id: 'e1', status: 'queued' });
    if (request.method === 'GET' && request.path === '/v1/exports/e1') return ok(view());
    return notFound();
  });
}

describe('exports saga', () => {
  it('asks with POST v1/exports and follows the export, read once (a push before the 202 found nothing to update)', async () => {
    const setup = accepting(() => runningView('e1', 10, 100, { format: 'csv' }));
    const body = { kind: 'tasks' as const, format: 'csv' as const, filter: { status: 'open', order: '-due_date' } };
    setup.store.dispatch(actions.requested(body));
    await settle(() => selectRun(setup.store.getState(), 'e1')?.status === 'running');
    expect(setup.calls[0].request).toMatchObject({ method: 'POST', path: '/v1/exports', body });
    expect(calls(setup)).toEqual(['POST /v1/exports', 'GET /v1/exports/e1']);
    expect(selectRun(setup.store.getState(), 'e1')).toMatchObject({ kind: 'tasks', format: 'csv', rows: 10, rows_total: 100 });
  });

  it('a refusal keeps its code and field errors for the dialog', async () => {
    const setup = exportsHarness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'validation.failed' as never,
        errors: { 'filter.colour': ['Diesen Filter kennt die Liste nicht.'] },
      });
    });
    setup.store.dispatch(actions.requested({ kind: 'tasks', format: 'xlsx', filter: { colour: 'red' } }));
    await settle(() => selectExports(setup.store.getState()).request.status === 'failed');
    expect(selectExports(setup.store.getState()).request.rejection).toEqual({
      code: 'validation.failed',
      fieldErrors: { 'filter.colour': ['Diesen Filter kennt die Liste nicht.'] },
    });
  });

  it('pushes move the progress; done asks for its toast once, failed raises a toast of its error key', async () => {
    const setup = accepting();
    setup.store.dispatch(actions.requested({ kind: 'tasks', format: 'xlsx', filter: {} }));
    await settle(() => setup.calls.length === 2);
    setup.store.dispatch(exportPush(runningView('e1', 150, 300)));
    expect(selectRun(setup.store.getState(), 'e1')).toMatchObject({ status: 'running', progress: 50, rows: 150 });
    setup.store.dispatch(exportPush(doneView('e1')));
    expect(selectExports(setup.store.getState()).toast).toBe('e1');
    setup.store.dispatch(actions.toastClosed());
    setup.store.dispatch(exportPush(doneView('e1')));
    expect(selectExports(setup.store.getState()).toast).toBeNull();

    setup.store.dispatch(actions.runFound(runningView('e2', 1, 2)));
    setup.store.dispatch(exportPush(exportView('e2', { status: 'failed', error: 'exports.requester_not_allowed' })));
    expect(setup.store.getState().notifications.queue).toEqual([
      expect.objectContaining({ severity: 'error', code: 'exports.requester_not_allowed' }),
    ]);
  });

  it('a push of an export not followed here is ignored', () => {
    const setup = exportsHarness(notFound);
    setup.store.dispatch(exportPush(runningView('elsewhere', 1, 2)));
    expect(selectExports(setup.store.getState()).runs.ids).toEqual([]);
  });

  it('opening the dialog reads the export it shows once; with none followed, finds my newest running one of its kind (not a schedule’s)', async () => {
    const setup = exportsHarness((request) => {
      if (request.path === '/v1/exports')
        return ok({
          data: [
            exportView('o1', { kind: 'offers', status: 'running' }),
            runningView('s9', 1, 10, { schedule_id: 'schedule-1', slot: '2026-03-04T06:00:00Z' }),
            runningView('t2', 5, 10),
            doneView('t1'),
          ],
          meta: { page: 1, limit: 10, total: 4 },
        });
      if (request.path === '/v1/exports/t2') return ok(runningView('t2', 8, 10));
      return notFound();
    });
    setup.store.dispatch(actions.dialogOpened({ kinds: ['tasks', 'claims'] }));
    await settle(() => selectRun(setup.store.getState(), 't2') !== null);
    expect(setup.calls[0].request.query).toEqual({ page: 1, limit: 10 });
    expect(selectExports(setup.store.getState()).runs.ids).toEqual(['t2']);

    setup.store.dispatch(actions.dialogOpened({ kinds: ['tasks', 'claims'] }));
    await settle(() => selectRun(setup.store.getState(), 't2')?.rows === 8);
    expect(calls(setup)).toEqual(['GET /v1/exports', 'GET /v1/exports/t2']);
  });

  it('after a reconnect every export still running is read once', async () => {
    const setup = exportsHarness((request) => (request.path === '/v1/exports/e1' ? ok(doneView('e1')) : notFound()));
    setup.store.dispatch(actions.runFound(runningView('e1', 1, 300)));
    setup.store.dispatch(actions.runFound(doneView('e0')));
    setup.store.dispatch(realtimeActions.reconnected());
    await settle(() => selectExports(setup.store.getState()).toast === 'e1');
    expect(calls(setup)).toEqual(['GET /v1/exports/e1']);
  });

  it('"Herunterladen" reads the file with the token and the Account header and saves it under its name', async () => {
    const file = new Blob(['a;b']);
    const setup = exportsHarness((request) => (request.path === '/v1/exports/e1/file' ? ok(file) : notFound()));
    setup.store.dispatch(actions.runFound(runningView('e1', 1, 2)));
    setup.store.dispatch(exportPush(doneView('e1')));
    setup.store.dispatch(actions.downloadRequested({ id: 'e1' }));
    await settle(() => downloads.saved.length > 0);
    expect(setup.calls[0].request).toMatchObject({ method: 'GET', responseType: 'blob' });
    expect(setup.calls[0].headers).toMatchObject({ accessToken: 'old', signature: 'sig-1' });
    expect(downloads.saved).toEqual([{ blob: file, name: 'aufgaben-2026-03-04.xlsx' }]);
  });

  it('a file that is gone raises a toast of the code', async () => {
    const setup = exportsHarness(() => fail(404, 'gone', 'exports.expired'));
    setup.store.dispatch(actions.downloadRequested({ id: 'e1' }));
    await settle(() => setup.store.getState().notifications.queue.length > 0);
    expect(setup.store.getState().notifications.queue).toEqual([expect.objectContaining({ severity: 'error', code: 'exports.expired' })]);
  });
});
