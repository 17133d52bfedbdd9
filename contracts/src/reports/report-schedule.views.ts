import type { ReportCadence } from '../lib/schedule-slots';
import type { ExportFormat, ExportKind } from './export.inputs';
import type { ExportStatus } from './export.views';

/** The last run of a schedule, as its row shows it. */
export interface ReportRunSummaryView {
  id: string;
  /** The slot it ran for (ISO time). */
  slot: string;
  status: ExportStatus;
}

/** What a schedule runs and when (POST/PUT v1/report_schedules with the defaults applied). */
export interface ReportScheduleFields {
  kind: ExportKind;
  format: ExportFormat;
  filter: Record<string, unknown>;
  survey_id: string | null;
  cadence: ReportCadence;
  weekday: number | null;
  day_of_month: number | null;
  /** HH:mm on the wall clock of `time_zone`. */
  time: string;
  time_zone: string;
  recipients: string[];
}

/**
 * GET v1/report_schedules (every manager of the account sees them), …/{id}, the push
 * `reports/reportScheduleChanged` to the managers. `owner` is who created or last changed it:
 * its runs hold the rows that person may read when they run.
 */
export interface ReportScheduleView extends ReportScheduleFields {
  id: string;
  owner: string;
  /** When it runs next (ISO time). */
  next_run_at: string;
  last_run: ReportRunSummaryView | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface ReportScheduleListView {
  data: ReportScheduleView[];
  meta: { page: number; limit: number; total: number };
}
