import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { Recorded } from '../../../core/event-store/event-store.types';
import type { ExportEvent } from '../domain/export.events';
import { evolveExport, initialExportState, type ExportState } from '../domain/export.state';

/** The domain's state with the times its events were recorded at: requested, started, finished. */
export function evolveStoredExport(state: ExportState, event: Recorded<ExportEvent>): ExportState {
  const next = evolveExport(state, event);
  const at = event.metadata.occurredAt;
  if (event.type === 'ExportRequested') return { ...next, created_at: at };
  if (event.type === 'ExportStarted') return { ...next, started_at: at };
  if (event.type === 'ExportCompleted' || event.type === 'ExportFailed') return { ...next, finished_at: at };
  return next;
}

/** Streams `export-<uuid>`: one export, from its request to its file's expiry. */
export const exportAggregate = defineAggregate<ExportState, ExportEvent>({
  type: 'export',
  initialState: initialExportState,
  evolve: evolveStoredExport,
});
