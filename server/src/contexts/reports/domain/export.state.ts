import type { ExportCutOffView, ExportDelivery, ExportFormat, ExportKind, ExportStatus } from '@kollab/contracts';
import type { ExportEvent } from './export.events';

/** One export as its stream tells it (`status` none before its request). */
export interface ExportState {
  status: ExportStatus | 'none';
  kind: ExportKind | null;
  format: ExportFormat | null;
  filter: Record<string, unknown>;
  survey_id: string | null;
  requested_by: string | null;
  locale: 'de' | 'en';
  schedule: { id: string; slot: string; recipients: string[] } | null;
  rows: number;
  rows_total: number | null;
  cut_off: ExportCutOffView | null;
  /** How the rows were chosen (ExportStarted's basis): what a re-render as of the cut-off uses. */
  basis: { query: unknown } | null;
  file: { id: string; name: string; content_type: string; size: number } | null;
  delivery: ExportDelivery | null;
  error: string | null;
  created_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

export const initialExportState = (): ExportState => ({
  status: 'none',
  kind: null,
  format: null,
  filter: {},
  survey_id: null,
  requested_by: null,
  locale: 'de',
  schedule: null,
  rows: 0,
  rows_total: null,
  cut_off: null,
  basis: null,
  file: null,
  delivery: null,
  error: null,
  created_at: null,
  started_at: null,
  finished_at: null,
  expires_at: null,
});

/** The state after `event`; the times (created, started, finished) are the aggregate's, from the events' metadata. */
export function evolveExport(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'ExportRequested': {
      const { kind, format, filter, survey_id, requested_by, locale, schedule } = event.data;
      return { ...state, status: 'queued', kind, format, filter, survey_id, requested_by, locale, schedule: schedule ?? null };
    }
    case 'ExportStarted':
      return {
        ...state,
        status: 'running',
        cut_off: event.data.cut_off,
        basis: event.data.basis ?? null,
        rows_total: event.data.rows_total,
        rows: 0,
      };
    case 'ExportProgressed':
      return { ...state, rows: event.data.rows };
    case 'ExportCompleted': {
      const { rows, file_id, file_name, content_type, size, delivery, expires_at } = event.data;
      return { ...state, status: 'done', rows, file: { id: file_id, name: file_name, content_type, size }, delivery, expires_at };
    }
    case 'ExportFailed':
      return { ...state, status: 'failed', error: event.data.error };
    case 'ExportExpired':
      return { ...state, status: 'expired', file: state.file && { ...state.file, id: '' } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
