import type { SqlEventStore } from '../event-store/sql-event-store';
import { START, type Checkpoint } from '../event-store/event-store.types';
import { WakeLoop } from '../event-store/wake-loop';
import { collectionSchema } from '../read-store/sql-read-store';
import type { SqlClient } from '../sql/sql-client';
import type { Projection } from './projection';
import { applyNextBatch } from './projection-batch';
import type { ProjectionCommits } from './projection-commits';
import { rebuildProjection } from './rebuild-projection';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  onError?: (error: unknown) => void;
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
 * turns instead of applying a batch twice. Commits are published after COMMIT.
 */
export class ProjectionRunner {
  private loop: WakeLoop | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private checkpoint: Checkpoint = START;

  constructor(
    private readonly sql: SqlClient,
    private readonly events: SqlEventStore,
    readonly projection: Projection,
    private readonly commits?: ProjectionCommits,
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  get position(): Checkpoint {
    return this.checkpoint;
  }

  /** Creates the tables and the checkpoint row; rebuilds when the stored version differs. */
  async prepare(): Promise<void> {
    const { name, version, collections } = this.projection;
    await this.sql.exec(collections.map((collection) => collectionSchema(collection)).join('\n'));
    await this.sql.query(
      `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [name, version],
    );
    const stored = await this.readCheckpoint();
    if (stored.version !== version) {
      this.options.onLog?.(`projection ${name}: stored version ${stored.version}, code version ${version}: rebuilding`);
      await rebuildProjection(this.sql, this.events, this.projection, { onlyIfVersionDiffers: true });
    }
    this.checkpoint = toCheckpoint(await this.readCheckpoint());
  }

  async start(): Promise<void> {
    const loop = new WakeLoop(() => this.step(), { onError: this.options.onError, idleMs: 5000 });
    this.loop = loop;
    this.unlisten = await this.events.onWake(() => loop.wake());
    loop.start();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop?.stop();
  }

  /** Applies one batch; true when it applied something. Exposed for tests and the CLI. */
  async step(): Promise<boolean> {
    const { name, version } = this.projection;
    const applied = await this.sql.transaction(async (tx) => {
      const [row] = await tx.query<CheckpointRow>(
        `SELECT version, tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
        [name],
      );
      if (row.version !== version) {
        throw new Error(`projection ${name}: the store holds version ${row.version}, this process runs ${version}`);
      }
      const batch = await applyNextBatch(tx, this.events, this.projection, toCheckpoint(row), {
        batchSize: this.options.batchSize ?? 500,
      });
      if (!batch) return undefined;
      await tx.query(
        `UPDATE projection_checkpoints SET tx_id = $2::xid8, position = $3, updated_at = now() WHERE name = $1`,
        [name, batch.checkpoint.transactionId, batch.checkpoint.position],
      );
      // This transaction held back the snapshot horizon: wake readers that found nothing meanwhile.
      await tx.query(`SELECT pg_notify('es_events', '')`);
      return batch;
    });
    if (!applied) return false;
    this.checkpoint = applied.checkpoint;
    this.commits?.publish({ projection: name, checkpoint: applied.checkpoint, changes: applied.changes });
    return true;
  }

  private async readCheckpoint(): Promise<CheckpointRow> {
    const [row] = await this.sql.query<CheckpointRow>(
      `SELECT version, tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1`,
      [this.projection.name],
    );
    return row;
  }
}

export function toCheckpoint(row: { tx_id: string; position: number | string }): Checkpoint {
  return { transactionId: row.tx_id, position: Number(row.position) };
}
