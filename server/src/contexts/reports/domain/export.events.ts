import type { ExportCutOffView, ExportDelivery, ExportFormat, ExportKind } from '@kollab/contracts';

type Ev<Type extends string, Data> = { type: Type; data: Data };

/** Streams `export-<uuid>` in the requester's account: one export from its request to its file's expiry. */
export type ExportRequested = Ev<
  'ExportRequested',
  {
    kind: ExportKind;
    format: ExportFormat;
    filter: Record<string, unknown>;
    survey_id: string | null;
    requested_by: string;
    /** The language of the file and the mail (the requester's, at the request). */
    locale: 'de' | 'en';
    /** A run of a scheduled report: the schedule, its slot and who gets the mail (absent: an export asked for once, mailed to its requester). */
    schedule?: { id: string; slot: string; recipients: string[] };
  }
>;
/** The job began: the rows are read as of `cut_off`; `rows_total` of them. */
export type ExportStarted = Ev<
  'ExportStarted',
  {
    cut_off: ExportCutOffView;
    rows_total: number;
    /** How the rows were chosen (the query with the requester's read scope at the time): a report run's re-render chooses the same. */
    basis?: { query: unknown };
  }
>;
/** Rows written so far (at most about once a second). */
export type ExportProgressed = Ev<'ExportProgressed', { rows: number }>;
export type ExportCompleted = Ev<
  'ExportCompleted',
  { rows: number; file_id: string; file_name: string; content_type: string; size: number; delivery: ExportDelivery; expires_at: string }
>;
/** `error`: a message key (`exports.requester_not_allowed`, `exports.render_failed`). */
export type ExportFailed = Ev<'ExportFailed', { error: string }>;
/** The file was deleted 7 days after it was made. */
export type ExportExpired = Ev<'ExportExpired', Record<string, never>>;

export type ExportEvent = ExportRequested | ExportStarted | ExportProgressed | ExportCompleted | ExportFailed | ExportExpired;

export const EXPORT_EVENT_TYPES: ReadonlyArray<ExportEvent['type']> = [
  'ExportRequested',
  'ExportStarted',
  'ExportProgressed',
  'ExportCompleted',
  'ExportFailed',
  'ExportExpired',
];
