import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { ExportView, FeatureFlag, MemberView, ReportScheduleView, Role } from '@kollab/contracts';
import { EXPORTS_MESSAGES } from '@kollab/contracts/errors/exports.messages';
import { REPORTS_MESSAGES } from '@kollab/contracts/errors/reports.messages';
import { addErrorMessages } from '@kollab/contracts/errors/error-text';
import { startFeatureSaga } from '../../app/feature-saga';
import { injectFeatureSlice } from '../../app/feature-slice';
import { createI18n } from '../../app/i18n';
import { account, fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { NotificationHost } from '../notifications';
import { realtimeActions } from '../realtime';
import { ReportsPage } from './ReportsPage';
import { EXPORT_CHANGED, reportsSaga, SCHEDULE_CHANGED } from './reports.saga';
import { reportsReducer } from './reports.slice';
import { REPORTS, type ReportFocus } from './reports.state';

// the signed-in shell brings every error text (app/shell-module.ts); the specs bring those of reports and exports
addErrorMessages({ ...REPORTS_MESSAGES, ...EXPORTS_MESSAGES });

/** A schedule of the specs: tasks as xlsx, daily at 07:00 in Europe/Berlin, to Anna Berg (user-1). */
export function scheduleView(id: string, overrides: Partial<ReportScheduleView> = {}): ReportScheduleView {
  return {
    id,
    kind: 'tasks',
    format: 'xlsx',
    filter: {},
    survey_id: null,
    cadence: 'daily',
    weekday: null,
    day_of_month: null,
    time: '07:00',
    time_zone: 'Europe/Berlin',
    recipients: ['user-1'],
    owner: 'user-1',
    next_run_at: '2026-03-05T06:00:00Z',
    last_run: null,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    version: 1,
    ...overrides,
  };
}

/** A run (an export of a schedule) or, with `schedule_id: null`, an export of mine; done unless told. */
export function runView(id: string, overrides: Partial<ExportView> = {}): ExportView {
  return {
    id,
    kind: 'tasks',
    format: 'xlsx',
    filter: {},
    survey_id: null,
    schedule_id: 's1',
    slot: '2026-03-04T06:00:00Z',
    status: 'done',
    progress: 100,
    rows: 1234,
    rows_total: 1234,
    file_name: 'aufgaben-2026-03-04.xlsx',
    size: 12_345,
    error: null,
    delivery: 'attached',
    requested_by: 'user-1',
    cut_off: { time: '2026-03-04T06:00:02Z', position: 42, transaction_id: '7' },
    created_at: '2026-03-04T06:00:00Z',
    started_at: '2026-03-04T06:00:01Z',
    finished_at: '2026-03-04T06:00:05Z',
    expires_at: '2099-03-11T06:00:05Z',
    ...overrides,
  };
}

export const myExport = (id: string, overrides: Partial<ExportView> = {}) =>
  runView(id, { schedule_id: null, slot: null, file_name: 'protokolle.csv', kind: 'protocols', format: 'csv', ...overrides });

const member = (id: string, first: string, last: string, overrides: Partial<MemberView> = {}): MemberView => ({
  id,
  user_id: id,
  username: first.toLowerCase(),
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  avatar_url: null,
  locale: 'de',
  roles: ['user', 'manager'],
  status: 'active',
  portal: false,
  member_since: '2024-03-05T10:00:00Z',
  activated: true,
  version: 1,
  ...overrides,
});

/** The account's managers: Anna Berg (me), Bernd Meier, and Carla Vogt (deactivated). */
export const MANAGERS: MemberView[] = [
  member('user-1', 'Anna', 'Berg'),
  member('user-2', 'Bernd', 'Meier'),
  member('user-3', 'Carla', 'Vogt', { status: 'inactive' }),
];

const page = <T,>(data: T[]) => ok({ data, meta: { page: 1, limit: 10, total: data.length } });

export interface ReportsApiData {
  schedules?: ReportScheduleView[];
  runs?: ExportView[];
  exports?: ExportView[];
}

/** The API of the page: the lists as given, the managers, 201 for writes, blobs for files; anything else 404. */
export function reportsApi({ schedules = [], runs = [], exports = [] }: ReportsApiData = {}): Handler {
  return (request) => {
    const { method, path } = request;
    if (path === '/v1/report_schedules') return method === 'GET' ? page(schedules) : ok({ id: 's-new', version: 1, position: 9 });
    if (path === '/v1/report_runs') return page(runs);
    if (path === '/v1/exports') return page(exports);
    if (path === '/v1/accounts/members') return page(MANAGERS);
    if (path.endsWith('/file')) return ok(new Blob(['x']));
    const schedule = schedules.find((view) => path === `/v1/report_schedules/${view.id}`);
    if (schedule) return ok(method === 'GET' ? schedule : { id: schedule.id, version: schedule.version + 1, position: 10 });
    const run = [...runs, ...exports].find((view) => path === `/v1/report_runs/${view.id}` || path === `/v1/exports/${view.id}`);
    if (run) return ok(run);
    return fail(404, 'not found', 'reports.run_not_found');
  };
}

export interface ReportsSessionOptions {
  roles?: Role[];
  flags?: FeatureFlag[];
}

export const reportsSession = ({ roles = ['user', 'manager'], flags = ['apps.tasks'] }: ReportsSessionOptions = {}) =>
  signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, flags }) } });

/** A store with the real reducers and sagas and the reports slice and flows, as app/reports-pages.tsx starts them. */
export function reportsHarness(handler: Handler, options: ReportsSessionOptions = {}) {
  const setup = harness(handler, reportsSession(options), '/reports');
  injectFeatureSlice(setup.store, REPORTS, reportsReducer);
  startFeatureSaga(setup.store, reportsSaga);
  return setup;
}

/** The page in German (or English), with the toasts. */
export function renderReports(handler: Handler, options: ReportsSessionOptions & { focus?: ReportFocus | null; language?: 'de' | 'en' } = {}) {
  const setup = reportsHarness(handler, options);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(options.language ?? 'de')}>
        <ReportsPage focus={options.focus ?? null} />
        <NotificationHost />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

/** The push `reports/reportScheduleChanged` (null: deleted), as the realtime saga dispatches it. */
export const schedulePush = (id: string, view: ReportScheduleView | null) =>
  realtimeActions.viewChanged({ event: SCHEDULE_CHANGED, message: { collection: 'report_schedules', id, view, position: 1 } });

/** The push `exports/exportChanged` of a run or an export. */
export const exportPush = (view: ExportView) =>
  realtimeActions.viewChanged({ event: EXPORT_CHANGED, message: { collection: 'exports', id: view.id, view, position: 1 } });

/**
 * The files a spec's downloads offered (lib/save-blob.ts). jsdom has no object URLs: they are lent
 * for the spec and taken back by `restore`.
 */
export function captureDownloads() {
  const saved: string[] = [];
  const lent = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return {
    saved,
    restore: () => {
      URL.createObjectURL = lent;
    },
  };
}
