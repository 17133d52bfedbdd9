import { randomBytes } from 'node:crypto';
import type { SqlEventStore } from '../event-store/sql-event-store';
import { START, type Checkpoint } from '../event-store/event-store.types';
import { collectionTable, prepareCollection } from '../read-store/sql-read-store';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import type { Projection } from './projection';
import { applyNextBatch } from './projection-batch';

export interface RebuildOptions {
  batchSize?: number;
  /** Skip the swap when another process already built this version meanwhile. */
  onlyIfVersionDiffers?: boolean;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Rebuilds a projection from the first event without taking its read models away:
 *  1. replay every event into fresh shadow tables (rm_<collection>__r<random>), batch
 *     by batch, while queries keep reading the live tables and the live runner keeps
 *     them current;
 *  2. in one transaction that locks the live checkpoint (so the live runner pauses),
 *     apply what arrived meanwhile, swap the shadow tables in, and set the checkpoint
 *     and version to the shadow's (and drop the collections the new version retired).
 * Returns the number of events applied.
 */
export async function rebuildProjection(
  sql: SqlClient,
  events: SqlEventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<number> {
  const suffix = `__r${randomBytes(4).toString('hex')}`;
  const batchSize = options.batchSize ?? 1000;
  const [{ total }] = await sql.query<{ total: number | string }>('SELECT count(*) AS total FROM es_events');
  for (const collection of projection.collections) await prepareCollection(sql, collection, suffix);
  let checkpoint: Checkpoint = START;
  let done = 0;
  try {
    for (;;) {
      const batch = await sql.transaction((tx) => applyNextBatch(tx, events, projection, checkpoint, { batchSize, tableSuffix: suffix }));
      if (!batch) break;
      checkpoint = batch.checkpoint;
      done += batch.events;
      options.onProgress?.(done, Math.max(Number(total), done));
    }
    await sql.transaction(async (tx) => {
      const [live] = await tx.query<{ version: number }>('SELECT version FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
      if (options.onlyIfVersionDiffers && live?.version === projection.version) {
        await dropTables(tx, projection, suffix);
        return;
      }
      for (;;) {
        const batch = await applyNextBatch(tx, events, projection, checkpoint, { batchSize, tableSuffix: suffix });
        if (!batch) break;
        checkpoint = batch.checkpoint;
        done += batch.events;
      }
      for (const collection of projection.collections) {
        const liveTable = collectionTable(collection);
        const shadow = collectionTable(collection, suffix);
        await tx.query(`DROP TABLE IF EXISTS ${liveTable}`);
        await tx.query(`ALTER TABLE ${shadow} RENAME TO ${liveTable}`);
        await tx.query(`ALTER TABLE ${liveTable} RENAME CONSTRAINT ${shadow}_pkey TO ${liveTable}_pkey`);
        // Every other index (the doc's, the columns'): named after the shadow, renamed after the live table.
        const indexes = await tx.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname <> $2`,
          [liveTable, `${liveTable}_pkey`],
        );
        for (const { indexname } of indexes) {
          if (indexname.startsWith(shadow)) await tx.query(`ALTER INDEX ${indexname} RENAME TO ${liveTable}${indexname.slice(shadow.length)}`);
        }
      }
      for (const retired of projection.retiredCollections ?? []) await tx.query(`DROP TABLE IF EXISTS ${collectionTable(retired)}`);
      await tx.query(
        `INSERT INTO projection_checkpoints (name, version, tx_id, position) VALUES ($1, $2, $3::xid8, $4)
         ON CONFLICT (name) DO UPDATE SET version = $2, tx_id = $3::xid8, position = $4, updated_at = now()`,
        [projection.name, projection.version, checkpoint.transactionId, checkpoint.position],
      );
    });
    options.onProgress?.(done, Math.max(Number(total), done));
    return done;
  } catch (error) {
    await dropTables(sql, projection, suffix).catch(() => undefined);
    throw error;
  }
}

async function dropTables(sql: SqlExecutor, projection: Projection, suffix: string): Promise<void> {
  for (const collection of projection.collections) {
    await sql.query(`DROP TABLE IF EXISTS ${collectionTable(collection, suffix)}`);
  }
}
