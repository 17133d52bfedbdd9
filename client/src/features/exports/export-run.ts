import type { ErrorCode, ExportKind, ExportStatus, ExportView } from '@kollab/contracts';
import { ERROR_MESSAGES } from '@kollab/contracts/errors/error-codes';

/** What the client keeps of one export it asked for: the parts of ExportView its screens show. */
export type ExportRun = Pick<
  ExportView,
  'id' | 'kind' | 'format' | 'survey_id' | 'status' | 'progress' | 'rows' | 'rows_total' | 'file_name' | 'error'
>;

/** Which exports a page's button follows: its kinds (and, for survey results, its survey). */
export interface ExportContext {
  kinds: readonly ExportKind[];
  surveyId?: string | null;
}

export const runOf = (view: ExportRun): ExportRun => ({
  id: view.id,
  kind: view.kind,
  format: view.format,
  survey_id: view.survey_id,
  status: view.status,
  progress: view.progress,
  rows: view.rows,
  rows_total: view.rows_total,
  file_name: view.file_name,
  error: view.error,
});

/** queued → running → done | failed → expired: a status never goes back. */
const STAGE: Record<ExportStatus, number> = { queued: 0, running: 1, done: 2, failed: 2, expired: 3 };

/** Still to finish: its progress is shown and followed. */
export const isActive = (run: Pick<ExportRun, 'status'>) => run.status === 'queued' || run.status === 'running';

/**
 * Whether `next` (a push or a GET) says more than `current`: a later status, or the same running
 * export further on. A GET answered after a push, or a push overtaken by one, is older: dropped.
 */
export function isNewerRun(current: ExportRun, next: ExportRun): boolean {
  if (STAGE[next.status] !== STAGE[current.status]) return STAGE[next.status] > STAGE[current.status];
  if (next.status !== 'running') return false;
  if (next.rows_total !== null && current.rows_total === null) return true;
  return next.rows > current.rows || next.progress > current.progress;
}

export const belongsTo = (run: ExportRun, context: ExportContext) =>
  context.kinds.includes(run.kind) && (run.kind !== 'survey_results' || run.survey_id === (context.surveyId ?? null));

/** Why an export failed, as an error code: its `error` key, or "could not be created" for a key this client does not know. */
export const failureCodeOf = (run: Pick<ExportRun, 'error'>): ErrorCode =>
  run.error !== null && Object.hasOwn(ERROR_MESSAGES, run.error) ? (run.error as ErrorCode) : 'exports.render_failed';
