import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, type Checkpoint } from '../event-store/event-store.types';
import { CheckpointedFollower, type BatchOutcome, type FollowerOptions } from '../event-store/checkpointed-follower';
import { prepareCollection } from '../read-store/sql-read-store';
import type { SqlClient } from '../sql/sql-client';
import type { Projection } from './projection';
import { applyNextBatch } from './projection-batch';
import type { ProjectionCommits } from './projection-commits';
import { rebuildProjection } from './rebuild-projection';

export interface ProjectionRunnerOptions extends FollowerOptions {
  batchSize?: number;
  onLog?: (message: string) => void;
}

interface CheckpointRow {
  version: number;
  tx_id: string;
  position: number | string;
}

/**
 * Keeps one projection up to date. Each batch is one transaction that locks the
 * projection's checkpoint row, reads the events after it, applies them and moves the
 * checkpoint: rows and checkpoint commit together (exactly-once effect), a crash
 * anywhere loses nothing, and several processes running the same projection take
 * turns instead of applying a batch twice. Commits are published after COMMIT. The
 * follow loop (woken by the tail, cheap when nothing concerns it) is CheckpointedFollower's.
 */
export class ProjectionRunner extends CheckpointedFollower {
  constructor(
    private readonly sql: SqlClient,
    events: SqlEventStore,
    readonly projection: Projection,
    private readonly commits?: ProjectionCommits,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    super(events, projection.eventTypes, options);
  }

  /** Creates the tables and the checkpoint row; rebuilds when the stored version differs. */
  async prepare(): Promise<void> {
    const { name, version, collections } = this.projection;
    for (const collection of collections) await prepareCollection(this.sql, collection);
    await this.sql.query(`INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, version]);
    const stored = await this.readCheckpoint();
    if (stored.version !== version) {
      this.options.onLog?.(`projection ${name}: stored version ${stored.version}, code version ${version}: rebuilding`);
      await rebuildProjection(this.sql, this.events, this.projection, { onlyIfVersionDiffers: true });
    }
    this.checkpoint = toCheckpoint(await this.readCheckpoint());
    this.stored = this.checkpoint;
    this.storedAt = Date.now();
  }

  protected override onSkipped(checkpoint: Checkpoint): void {
    this.commits?.skipped(this.projection.name, checkpoint);
  }

  /**
   * One transaction: lock the checkpoint row, read the events of its types after it,
   * apply them, move it, NOTIFY.
   */
  protected async processBatch(): Promise<BatchOutcome> {
    const { name, version } = this.projection;
    const batchSize = this.options.batchSize ?? 500;
    const outcome = await this.sql.transaction(async (tx) => {
      const [row] = await tx.query<CheckpointRow>(
        `SELECT version, tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
        [name],
      );
      if (row.version !== version) {
        throw new Error(`projection ${name}: the store holds version ${row.version}, this process runs ${version}`);
      }
      const batch = await applyNextBatch(tx, this.events, this.projection, toCheckpoint(row), { batchSize });
      // Another process applied it meanwhile: continue from where it got.
      if (!batch) return { stored: toCheckpoint(row) };
      // One statement: move the checkpoint, and (this transaction held back the snapshot
      // horizon) wake readers that found nothing meanwhile.
      await tx.query(
        `WITH moved AS (
           UPDATE projection_checkpoints SET tx_id = $2::xid8, position = $3, updated_at = now() WHERE name = $1 RETURNING name)
         SELECT pg_notify('es_events', $4) FROM moved`,
        [name, batch.checkpoint.transactionId, batch.checkpoint.position, this.events.wakeToken],
      );
      return { stored: batch.checkpoint, batch };
    });
    this.stored = outcome.stored;
    this.storedAt = Date.now();
    if (!outcome.batch) {
      // Another process applied the events of its types meanwhile (or stored a position past others).
      if (compareCheckpoints(outcome.stored, this.checkpoint) > 0) {
        this.checkpoint = outcome.stored;
        this.commits?.appliedElsewhere(name, outcome.stored);
      }
      return { read: false, full: false };
    }
    if (compareCheckpoints(outcome.batch.checkpoint, this.checkpoint) > 0) this.checkpoint = outcome.batch.checkpoint;
    this.commits?.publish({ projection: name, checkpoint: outcome.batch.checkpoint, changes: outcome.batch.changes });
    return { read: true, full: outcome.batch.events >= batchSize };
  }

  /**
   * A restart then skips the irrelevant events, and processes without runners (which
   * read the table) see it move. Never moves a stored checkpoint back, nor writes over a
   * version it does not run.
   */
  protected async storeIdlePosition(target: Checkpoint): Promise<void> {
    await this.sql.query(
      `UPDATE projection_checkpoints SET tx_id = $3::xid8, position = $4, updated_at = now()
        WHERE name = $1 AND version = $2 AND (tx_id, position) < ($3::xid8, $4::bigint)`,
      [this.projection.name, this.projection.version, target.transactionId, target.position],
    );
    this.stored = target;
  }

  private async readCheckpoint(): Promise<CheckpointRow> {
    const [row] = await this.sql.query<CheckpointRow>(`SELECT version, tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1`, [
      this.projection.name,
    ]);
    return row;
  }
}

export function toCheckpoint(row: { tx_id: string; position: number | string }): Checkpoint {
  return { transactionId: row.tx_id, position: Number(row.position) };
}
