import {
  EXPORT_LISTS,
  OFFER_STATUSES,
  TASK_STATUSES,
  type ExportFormat,
  type ExportKind,
  type ReportScheduleInput,
  type ReportScheduleView,
} from '@kollab/contracts';
import { DEFAULT_TIME_ZONE, type ReportCadence } from '@kollab/contracts/lib/schedule-slots';

/** What can be scheduled: every kind of export but survey results (those are exported once). */
export type ScheduleKind = Exclude<ExportKind, 'survey_results'>;

/** The kinds in the order the form offers them; `claims` only with the account's flag `feature.export_claims`. */
export const SCHEDULE_KINDS: readonly ScheduleKind[] = ['tasks', 'claims', 'protocols', 'offers'];

/** The zones offered beside the default; any other IANA zone can be typed (the contract's rule checks it). */
export const COMMON_TIME_ZONES: readonly string[] = [
  DEFAULT_TIME_ZONE,
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/London',
  'Europe/Paris',
  'Europe/Warsaw',
  'UTC',
  'America/New_York',
  'Asia/Shanghai',
];

/** The part of a list's filter the form offers per kind: a status (of that list's statuses) and a search text. */
export const FILTER_FIELDS: Record<ScheduleKind, { statuses: readonly string[] | null; search: boolean }> = {
  tasks: { statuses: TASK_STATUSES, search: true },
  claims: { statuses: TASK_STATUSES, search: true },
  protocols: { statuses: null, search: true },
  offers: { statuses: OFFER_STATUSES, search: false },
};

/** The form's fields as the inputs hold them (selects and text: strings). */
export interface ScheduleFormValues {
  kind: ScheduleKind;
  format: ExportFormat;
  cadence: ReportCadence;
  /** '1' (Monday) to '7': sent for a weekly report only. */
  weekday: string;
  /** '1' to '31': sent for a monthly report only. */
  day_of_month: string;
  time: string;
  time_zone: string;
  recipients: string[];
  status: string;
  search: string;
}

/** A new report: tasks as Excel, daily at 07:00 in Europe/Berlin, to `recipients` (the manager making it). */
export function newScheduleValues(recipients: string[] = []): ScheduleFormValues {
  return {
    kind: 'tasks',
    format: 'xlsx',
    cadence: 'daily',
    weekday: '1',
    day_of_month: '1',
    time: '07:00',
    time_zone: DEFAULT_TIME_ZONE,
    recipients,
    status: '',
    search: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form of a schedule being changed. */
export function scheduleValuesOf(view: ReportScheduleView): ScheduleFormValues {
  return {
    kind: view.kind === 'survey_results' ? 'tasks' : view.kind,
    format: view.format,
    cadence: view.cadence,
    weekday: String(view.weekday ?? 1),
    day_of_month: String(view.day_of_month ?? 1),
    time: view.time,
    time_zone: view.time_zone,
    recipients: [...view.recipients],
    status: text(view.filter.status),
    search: text(view.filter.search),
  };
}

/**
 * The filter keys of a schedule the form does not show (`order`, a team, … set through the API): kept
 * while the report reads the same list, dropped when it changes to another (they would not fit it).
 */
export function keptFilterOf(view: ReportScheduleView | null, kind: ScheduleKind): Record<string, unknown> {
  if (!view || EXPORT_LISTS[view.kind] !== EXPORT_LISTS[kind]) return {};
  const { status: _status, search: _search, ...rest } = view.filter;
  return rest;
}

const count = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/**
 * The body of POST and PUT v1/report_schedules: the weekday for a weekly report only, the day of the month for a
 * monthly one only; the filter holds the status and search text the kind offers (blanks left out) beside the kept
 * keys, and is left out when empty; a blank time zone is left out (the server's default, Europe/Berlin).
 */
export function scheduleInputOf(values: ScheduleFormValues, kept: Record<string, unknown> = {}): ReportScheduleInput {
  const fields = FILTER_FIELDS[values.kind];
  const filter: Record<string, unknown> = { ...kept };
  if (fields.statuses && values.status) filter.status = values.status;
  if (fields.search && values.search.trim()) filter.search = values.search.trim();
  const zone = values.time_zone.trim();
  return {
    kind: values.kind,
    format: values.format,
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    cadence: values.cadence,
    ...(values.cadence === 'weekly' ? { weekday: count(values.weekday) } : {}),
    ...(values.cadence === 'monthly' ? { day_of_month: count(values.day_of_month) } : {}),
    time: values.time.trim(),
    ...(zone ? { time_zone: zone } : {}),
    recipients: values.recipients,
  };
}

/** The kinds offered: claims with the flag, or when the schedule being changed is of claims already. */
export function offeredKinds(claimsEnabled: boolean, current?: ExportKind): ScheduleKind[] {
  return SCHEDULE_KINDS.filter((kind) => kind !== 'claims' || claimsEnabled || current === 'claims');
}
