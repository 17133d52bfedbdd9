import type { ReportScheduleInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const schedule = (id: string) => `/v1/report_schedules/${encodeURIComponent(id)}`;
const run = (id: string) => `/v1/report_runs/${encodeURIComponent(id)}`;
const exported = (id: string) => `/v1/exports/${encodeURIComponent(id)}`;
/** A file: bearer token and Account header, so it is downloaded as a blob and saved through an object URL. */
const file = (path: string): ApiRequest => ({ method: 'GET', path: `${path}/file`, responseType: 'blob', timeoutMs: 60_000 });

/** How many managers the recipients picker reads at once (the server's page limit: an account has fewer). */
export const MANAGERS_LIMIT = 500;

/** The calls of the reports page (issue 16): the schedules, their runs, my exports and the account's managers. */
export const reportsApi = {
  schedules: (page: number, limit: number): ApiRequest => ({ method: 'GET', path: '/v1/report_schedules', query: { page, limit } }),
  schedule: (id: string): ApiRequest => ({ method: 'GET', path: schedule(id) }),
  create: (body: ReportScheduleInput): ApiRequest => ({ method: 'POST', path: '/v1/report_schedules', body }),
  /** The whole schedule again (a PUT), based on the version it was edited from. */
  change: (id: string, version: number, body: ReportScheduleInput): ApiRequest => ({ method: 'PUT', path: schedule(id), body, ifMatch: version }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: schedule(id), ifMatch: version }),
  /** The runs of every schedule of the account, newest first. */
  runs: (page: number, limit: number): ApiRequest => ({ method: 'GET', path: '/v1/report_runs', query: { page, limit } }),
  run: (id: string): ApiRequest => ({ method: 'GET', path: run(id) }),
  /** The run rendered again as of its cut-off (a done or expired run; 409 reports.run_not_finished otherwise). */
  runFile: (id: string): ApiRequest => file(run(id)),
  /** My own exports, newest first. */
  exports: (page: number, limit: number): ApiRequest => ({ method: 'GET', path: '/v1/exports', query: { page, limit } }),
  export: (id: string): ApiRequest => ({ method: 'GET', path: exported(id) }),
  /** Until it expires (404 exports.expired after). */
  exportFile: (id: string): ApiRequest => file(exported(id)),
  /** The account's managers (active and inactive: the names of recipients; only active ones are offered). */
  managers: (): ApiRequest => ({
    method: 'GET',
    path: '/v1/accounts/members',
    query: { page: 1, limit: MANAGERS_LIMIT, 'filter[role]': 'manager' },
  }),
};
