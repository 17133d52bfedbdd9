import type { SqlExecutor } from '../sql/sql-client';
import { upcast, type EventMetadata, type RecordedEvent, type Upcaster } from './event-store.types';

/** An event as es_events holds it (EVENT_COLUMNS). */
export interface EventRow {
  global_position: number | string;
  tx_id: string;
  stream_id: string;
  stream_position: number | string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date | string;
}

export const EVENT_COLUMNS = `global_position, transaction_id::text AS tx_id, stream_id, stream_position,
  event_id::text AS event_id, type, data, metadata, created_at`;

/**
 * Events below the horizon are final: no event can still commit below it (es_horizon, in
 * the schema). It is read in a statement of its own, before the statement that reads.
 */
export const BELOW = (parameter: number) => `transaction_id < $${parameter}::xid8`;

export async function horizonIn(executor: SqlExecutor): Promise<string> {
  const [row] = await executor.query<{ horizon: string }>('SELECT es_horizon()::text AS horizon');
  return row.horizon;
}

/** The recorded event of a row, its data brought up to the current schema by the upcasters. */
export function recordedFromRow(row: EventRow, upcasters: readonly Upcaster[]): RecordedEvent {
  const { data, schemaVersion } = upcast(row.type, row.data, row.metadata.schemaVersion, upcasters);
  return {
    eventId: row.event_id,
    type: row.type,
    data,
    metadata: { ...row.metadata, schemaVersion },
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: Number(row.global_position),
    transactionId: row.tx_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
