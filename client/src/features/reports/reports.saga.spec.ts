import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { settle } from '../../test/settle';
import { realtimeActions } from '../realtime';
import { captureDownloads, exportPush, myExport, reportsApi, reportsHarness, runView, scheduleView, schedulePush } from './reports.fixtures';
import { reportsActions as actions, selectReports } from './reports.slice';
import type { Handler } from '../../test/session-harness';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

/** The calls of the page (`METHOD path`; a reconnect also reloads the app's own views). */
const made = (setup: { calls: { request: ApiRequest }[] }) =>
  setup.calls.map(({ request }) => `${request.method} ${request.path}`).filter((call) => /\/v1\/(report_|exports|accounts\/members)/.test(call));

/** A store with the page open and its lists read. */
async function opened(handler: Handler = reportsApi({ schedules: [scheduleView('s1')], runs: [runView('r1')], exports: [myExport('e1')] })) {
  const setup = reportsHarness(handler);
  setup.store.dispatch(actions.opened());
  const state = () => selectReports(setup.store.getState());
  await settle(
    () => ['schedules', 'runs', 'exports'].every((list) => state()[list as 'runs'].status === 'loaded') && state().managers.status === 'loaded',
  );
  setup.calls.length = 0;
  return { ...setup, state };
}

describe('reports saga', () => {
  it('opening the page reads the schedules, the runs, my exports (page 1 of 10) and the managers', async () => {
    const setup = reportsHarness(reportsApi({ schedules: [scheduleView('s1')] }));
    setup.store.dispatch(actions.opened());
    await settle(() => selectReports(setup.store.getState()).managers.status === 'loaded' && setup.calls.length === 4);
    expect(setup.calls.map(({ request }) => [request.path, request.query])).toEqual(
      expect.arrayContaining([
        ['/v1/report_schedules', { page: 1, limit: 10 }],
        ['/v1/report_runs', { page: 1, limit: 10 }],
        ['/v1/exports', { page: 1, limit: 10 }],
        ['/v1/accounts/members', { page: 1, limit: 500, 'filter[role]': 'manager' }],
      ]),
    );
    const state = selectReports(setup.store.getState());
    expect(state.schedules.rows.map((row) => row.id)).toEqual(['s1']);
    expect(state.managers.list).toEqual([
      { id: 'user-1', name: 'Anna Berg', active: true },
      { id: 'user-2', name: 'Bernd Meier', active: true },
      { id: 'user-3', name: 'Carla Vogt', active: false },
    ]);
  });

  it('a push of a schedule shown replaces its row when newer; a new or deleted one reads the page again', async () => {
    const setup = await opened();
    setup.store.dispatch(schedulePush('s1', scheduleView('s1', { version: 2, time: '08:00' })));
    expect(setup.state().schedules.rows[0]).toMatchObject({ time: '08:00', version: 2 });
    setup.store.dispatch(schedulePush('s1', scheduleView('s1', { version: 1, time: '06:00' })));
    expect(setup.state().schedules.rows[0].time).toBe('08:00');
    expect(made(setup)).toEqual([]);

    setup.store.dispatch(schedulePush('s2', scheduleView('s2')));
    await settle(() => made(setup).length === 1);
    setup.store.dispatch(schedulePush('s1', null));
    await settle(() => made(setup).length === 2);
    expect(made(setup)).toEqual(['GET /v1/report_schedules', 'GET /v1/report_schedules']);
  });

  it("a schedule's push naming a run the runs do not show yet reads their first page again", async () => {
    const setup = await opened();
    setup.store.dispatch(
      schedulePush('s1', scheduleView('s1', { version: 2, last_run: { id: 'r2', slot: '2026-03-05T06:00:00Z', status: 'queued' } })),
    );
    await settle(() => made(setup).length === 1);
    expect(made(setup)).toEqual(['GET /v1/report_runs']);
  });

  it('a push of a run or export shown updates its row; a new one reads its list again; the page closed, only rows follow', async () => {
    // my schedule's runs are my exports too
    const setup = await opened(reportsApi({ runs: [runView('r1')], exports: [myExport('e1'), runView('r1')] }));
    setup.store.dispatch(exportPush(runView('r1', { status: 'expired' })));
    expect(setup.state().runs.rows[0].status).toBe('expired');
    expect(setup.state().exports.rows[1].status).toBe('expired');
    await settle();
    expect(made(setup)).toEqual([]);

    setup.store.dispatch(exportPush(runView('r2', { status: 'running' })));
    await settle(() => made(setup).length === 2);
    expect(made(setup).sort()).toEqual(['GET /v1/exports', 'GET /v1/report_runs']);

    setup.calls.length = 0;
    setup.store.dispatch(exportPush(myExport('e2', { status: 'queued' })));
    await settle(() => made(setup).length === 1);
    expect(made(setup)).toEqual(['GET /v1/exports']);

    setup.calls.length = 0;
    setup.store.dispatch(actions.closed());
    setup.store.dispatch(exportPush(myExport('e3')));
    setup.store.dispatch(realtimeActions.reconnected());
    await settle();
    expect(made(setup)).toEqual([]);
  });

  it('a reconnect reads the open page’s lists again', async () => {
    const setup = await opened();
    setup.store.dispatch(realtimeActions.reconnected());
    await settle(() => made(setup).length === 3);
    expect(made(setup).sort()).toEqual(['GET /v1/exports', 'GET /v1/report_runs', 'GET /v1/report_schedules']);
  });

  it('saves a new schedule with POST and a changed one with PUT and If-Match; then the dialog closes and the list is read', async () => {
    const setup = await opened();
    const body = { kind: 'tasks' as const, format: 'csv' as const, cadence: 'daily' as const, time: '07:00', recipients: ['user-1'] };
    setup.store.dispatch(actions.dialogOpened({ id: null }));
    setup.store.dispatch(actions.saveRequested({ id: null, version: null, body }));
    await settle(() => made(setup).length === 2);
    expect(setup.calls[0].request).toMatchObject({ method: 'POST', path: '/v1/report_schedules', body });
    expect(made(setup)[1]).toBe('GET /v1/report_schedules');
    expect(setup.state().dialog.open).toBe(false);

    setup.calls.length = 0;
    setup.store.dispatch(actions.dialogOpened({ id: 's1' }));
    setup.store.dispatch(actions.saveRequested({ id: 's1', version: 1, body }));
    await settle(() => made(setup).length === 2);
    expect(setup.calls[0].request).toMatchObject({ method: 'PUT', path: '/v1/report_schedules/s1', body, ifMatch: 1 });
  });

  it('a refusal stays in the dialog with its field errors; a conflict (409) reads the schedule as it is now', async () => {
    const changed = scheduleView('s1', { version: 3, time: '09:00' });
    const base = reportsApi({ schedules: [scheduleView('s1')] });
    let conflict = false;
    const setup = await opened((request, headers) => {
      if (request.method === 'PUT') {
        conflict = true;
        throw new ApiError(409, { message: 'changed', code: 'concurrency.wrong_expected_version' });
      }
      if (request.method === 'POST') {
        throw new ApiError(422, {
          message: 'invalid',
          code: 'request.validation_failed',
          errors: { recipients: ['Berichte gehen nur an Manager.'] },
        });
      }
      if (conflict && request.path === '/v1/report_schedules/s1') return { status: 200, body: changed, latestClientVersion: null };
      return base(request, headers);
    });
    const body = { kind: 'tasks' as const, format: 'csv' as const, cadence: 'daily' as const, time: '07:00', recipients: ['user-9'] };
    setup.store.dispatch(actions.dialogOpened({ id: null }));
    setup.store.dispatch(actions.saveRequested({ id: null, version: null, body }));
    await settle(() => setup.state().dialog.status === 'failed');
    expect(setup.state().dialog).toMatchObject({
      open: true,
      error: 'request.validation_failed',
      fieldErrors: { recipients: ['Berichte gehen nur an Manager.'] },
    });

    setup.store.dispatch(actions.dialogOpened({ id: 's1' }));
    setup.store.dispatch(actions.saveRequested({ id: 's1', version: 1, body }));
    await settle(() => setup.state().schedules.rows[0].version === 3);
    expect(setup.state().dialog).toMatchObject({ open: true, status: 'failed', error: 'concurrency.wrong_expected_version' });
    expect(setup.state().schedules.rows[0].time).toBe('09:00');
  });

  it('deletes with the version shown and reads the list again', async () => {
    const setup = await opened();
    setup.store.dispatch(actions.deleteRequested({ id: 's1', version: 1 }));
    await settle(() => made(setup).length === 2);
    expect(setup.calls[0].request).toMatchObject({ method: 'DELETE', path: '/v1/report_schedules/s1', ifMatch: 1 });
    expect(made(setup)[1]).toBe('GET /v1/report_schedules');
  });

  it("downloads a run's file rendered as of its cut-off, and my export's file, as blobs under their names", async () => {
    const setup = await opened();
    setup.store.dispatch(actions.downloadRequested({ source: 'run', id: 'r1', fileName: 'aufgaben.xlsx' }));
    setup.store.dispatch(actions.downloadRequested({ source: 'export', id: 'e1', fileName: 'protokolle.csv' }));
    await settle(() => downloads.saved.length === 2);
    expect(setup.calls.map(({ request }) => [request.path, request.responseType])).toEqual([
      ['/v1/report_runs/r1/file', 'blob'],
      ['/v1/exports/e1/file', 'blob'],
    ]);
    expect(downloads.saved).toEqual(['aufgaben.xlsx', 'protokolle.csv']);
  });

  it('a mail’s link reads its run by id', async () => {
    const setup = await opened();
    setup.store.dispatch(actions.focusRequested({ list: 'runs', id: 'r1' }));
    await settle(() => setup.state().focus?.status === 'loaded');
    expect(made(setup)).toEqual(['GET /v1/report_runs/r1']);
    expect(setup.state().focus?.view?.id).toBe('r1');
    setup.store.dispatch(actions.focusRequested({ list: 'exports', id: 'nope' }));
    await settle(() => setup.state().focus?.status === 'failed');
    expect(setup.state().focus).toMatchObject({ list: 'exports', id: 'nope', status: 'failed' });
  });
});
