import type { SqlEventStore } from '../event-store/sql-event-store';
import type { Checkpoint, RecordedEvent } from '../event-store/event-store.types';
import type { ReadModelChange } from '../read-store/read-store';
import { BufferedReadStore } from '../read-store/buffered-read-store';
import type { SqlExecutor } from '../sql/sql-client';
import type { Projection } from './projection';

export interface AppliedBatch {
  checkpoint: Checkpoint;
  events: number;
  changes: ReadModelChange[];
}

/**
 * Reads the next batch after `from` inside `tx` and applies it to the projection's
 * tables (with `tableSuffix` during a rebuild). Returns undefined when there was nothing
 * to read. The caller writes the checkpoint in the same transaction.
 */
export async function applyNextBatch(
  tx: SqlExecutor,
  events: SqlEventStore,
  projection: Projection,
  from: Checkpoint,
  options: { batchSize: number; tableSuffix?: string },
): Promise<AppliedBatch | undefined> {
  const batch = await events.readAllIn(tx, from, { limit: options.batchSize, types: projection.eventTypes });
  if (batch.checkpoint === from) return undefined;
  let current: RecordedEvent | undefined;
  const store = new BufferedReadStore(tx, () => current?.position ?? 0, options.tableSuffix);
  const { documentsRead } = projection;
  if (documentsRead) await store.preload(batch.events.flatMap((event) => documentsRead.call(projection, event)));
  for (const event of batch.events) {
    current = event;
    await projection.apply(event, store);
  }
  const changes = await store.flush();
  return { checkpoint: batch.checkpoint, events: batch.events.length, changes };
}
