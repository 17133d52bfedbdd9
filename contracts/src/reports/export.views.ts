import type { WriteResult } from '../write-result';
import type { ExportFormat, ExportKind } from './export.inputs';

/**
 * Where an export stands: queued (requested, waiting for a worker), running (rows being
 * written, `progress` moving), done (the file is there until `expires_at`), failed (`error`
 * says why: a message key), expired (the file was removed after 7 days).
 */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How the requester got the file by mail: attached (up to 10 MB) or as a link to it. */
export type ExportDelivery = 'attached' | 'link';

/** The point in the event history an export's rows are as of (issue 16's cut-off). */
export interface ExportCutOffView {
  time: string;
  /** The event store's global position the rows were read at, with its transaction (the order is by both). */
  position: number;
  transaction_id: string;
}

/** GET v1/exports/{id}, the rows of GET v1/exports and the push `exports/exportChanged` (to the requester only). */
export interface ExportView {
  id: string;
  kind: ExportKind;
  format: ExportFormat;
  /** The filter as requested (the list's keys without brackets). */
  filter: Record<string, unknown>;
  survey_id: string | null;
  /** A run of a scheduled report: its schedule and the slot it ran for (ISO time); null for an export asked for once. */
  schedule_id: string | null;
  slot: string | null;
  status: ExportStatus;
  /** 0 to 100. */
  progress: number;
  /** Rows written so far (running) or in the file (done). */
  rows: number;
  /** Rows to write, known once the job has counted them. */
  rows_total: number | null;
  file_name: string | null;
  /** Bytes of the file (done). */
  size: number | null;
  /** Why it failed: a message key (`exports.requester_not_allowed`, `exports.render_failed`, …). */
  error: string | null;
  delivery: ExportDelivery | null;
  requested_by: string;
  cut_off: ExportCutOffView | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

/** GET v1/report_runs: the runs of the account's scheduled reports, newest first (managers). */
export interface ReportRunListView {
  data: ExportView[];
  meta: { page: number; limit: number; total: number };
}

/** GET v1/exports: the caller's own exports, newest first. */
export interface ExportListView {
  data: ExportView[];
  meta: { page: number; limit: number; total: number };
}

/** 202 of POST v1/exports: the write's answer (wait for `position` as any write's) and the export's status. */
export interface ExportAccepted extends WriteResult {
  status: ExportStatus;
}
