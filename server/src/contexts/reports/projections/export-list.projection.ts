import type { ExportView } from '@kollab/contracts';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { EXPORT_EVENT_TYPES, type ExportEvent } from '../domain/export.events';
import { evolveStoredExport } from '../commands/export.aggregate';
import { initialExportState, type ExportState } from '../domain/export.state';

export const EXPORTS_COLLECTION = 'exports';

/** A requester's exports, newest first: the columns GET v1/exports filters and sorts on. */
defineCollectionColumns(EXPORTS_COLLECTION, {
  requested_by: { type: 'text' },
  schedule_id: { type: 'text' },
  created_at: { type: 'text', index: false, sortIndex: true },
});

/** The row: the view (what GET and the push show) and the folded state it is made from. */
export interface ExportRow extends ExportView {
  state: ExportState;
  version: number;
}

export function exportView(id: string, state: ExportState): ExportView {
  const progress = state.status === 'done' ? 100 : state.rows_total ? Math.min(99, Math.floor((state.rows / state.rows_total) * 100)) : 0;
  return {
    id,
    kind: state.kind ?? 'tasks',
    format: state.format ?? 'xlsx',
    filter: state.filter,
    survey_id: state.survey_id,
    schedule_id: state.schedule?.id ?? null,
    slot: state.schedule?.slot ?? null,
    status: state.status === 'none' ? 'queued' : state.status,
    progress,
    rows: state.rows,
    rows_total: state.rows_total,
    file_name: state.file?.name ?? null,
    size: state.file?.size ?? null,
    error: state.error,
    delivery: state.delivery,
    requested_by: state.requested_by ?? '',
    cut_off: state.cut_off,
    created_at: state.created_at ?? '',
    started_at: state.started_at,
    finished_at: state.finished_at,
    expires_at: state.expires_at,
  };
}

/** One row per export (the requester's list, GET v1/exports/{id}, the push to the requester). */
export const exportListProjection = singleStreamProjection<ExportRow, ExportEvent>({
  name: 'export-list',
  version: 1,
  collection: EXPORTS_COLLECTION,
  eventTypes: EXPORT_EVENT_TYPES,
  evolve(current, event) {
    const id = event.streamId.slice('export-'.length);
    const state = evolveStoredExport(current?.state ?? initialExportState(), event);
    return { ...exportView(id, state), state, version: event.streamPosition };
  },
});
