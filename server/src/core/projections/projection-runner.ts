import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, START, type Checkpoint } from '../event-store/event-store.types';
import { WakeLoop } from '../event-store/wake-loop';
import { prepareCollection } from '../read-store/sql-read-store';
import type { SqlClient } from '../sql/sql-client';
import type { Projection } from './projection';
import { applyNextBatch } from './projection-batch';
import type { ProjectionCommits } from './projection-commits';
import { rebuildProjection } from './rebuild-projection';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  onError?: (error: unknown) => void;
  onLog?: (message: string) => void;
  /** How often at most an idle runner stores the checkpoint it moved past irrelevant events (ms, default 1000). */
  idleCheckpointMs?: number;
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
 *
 * Cheap when nothing concerns it: a step first looks (one read, no transaction) for an
 * event of the projection's types after its position. None: the position moves past
 * the others in memory, stored at most every `idleCheckpointMs` (no lock, no NOTIFY),
 * and the step ends. So an append wakes every runner, but only those that apply one of
 * its types write.
 */
export class ProjectionRunner {
  private loop: WakeLoop | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private checkpoint: Checkpoint = START;
  /** The checkpoint last stored by this runner (or read at prepare). */
  private stored: Checkpoint = START;
  private storedAt = 0;
  /** The tail saw events of its types after its position. */
  private pending = false;

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

  /**
   * Runs the projection: the process's EventTail says when events of its types arrive
   * (then it applies them) and moves it past the others in memory.
   */
  async start(): Promise<void> {
    const loop = new WakeLoop(() => this.followStep(), { onError: this.options.onError, idleMs: 5000 });
    this.loop = loop;
    this.unlisten = await this.events.follow(
      {
        types: this.projection.eventTypes,
        position: () => this.checkpoint,
        relevant: () => {
          this.pending = true;
          loop.wake();
        },
        skip: (checkpoint) => {
          this.moveTo(checkpoint);
          loop.wake();
        },
      },
      this.options.onError,
    );
    loop.start();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop?.stop();
    await this.storeIdleCheckpoint(true).catch(() => undefined);
  }

  /**
   * Applies one batch; true when it applied something. Looks first (one read, no
   * transaction) for an event of its types: none, and it moves past the others in
   * memory. Exposed for tests and the CLI; a started runner is driven by the tail.
   */
  async step(): Promise<boolean> {
    const look = await this.events.readAll(this.checkpoint, { limit: 1, types: this.projection.eventTypes });
    if (look.events.length === 0) {
      this.moveTo(look.checkpoint);
      await this.storeIdleCheckpoint(false);
      return false;
    }
    return (await this.applyBatch()).applied;
  }

  private async followStep(): Promise<boolean> {
    if (!this.pending) {
      await this.storeIdleCheckpoint(false);
      return false;
    }
    this.pending = false;
    // A batch that was not full read everything of its types up to the visible head: done until the tail sees more.
    const { full } = await this.applyBatch();
    if (full) this.pending = true;
    this.events.wakeTail();
    return full;
  }

  /** Moves the position forward (never back) past events it does not apply. */
  private moveTo(checkpoint: Checkpoint): void {
    if (compareCheckpoints(checkpoint, this.checkpoint) <= 0) return;
    this.checkpoint = checkpoint;
    this.commits?.skipped(this.projection.name, checkpoint);
  }

  /**
   * One transaction: lock the checkpoint row, read the events of its types after it,
   * apply them, move it, NOTIFY. `applied`: it applied something; `full`: the batch
   * was full, so there may be more.
   */
  private async applyBatch(): Promise<{ applied: boolean; full: boolean }> {
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
      return { applied: false, full: false };
    }
    if (compareCheckpoints(outcome.batch.checkpoint, this.checkpoint) > 0) this.checkpoint = outcome.batch.checkpoint;
    this.commits?.publish({ projection: name, checkpoint: outcome.batch.checkpoint, changes: outcome.batch.changes });
    return { applied: true, full: outcome.batch.events >= batchSize };
  }

  /**
   * Stores a position reached over irrelevant events only, at most every
   * `idleCheckpointMs` (or now with `force`): a restart then skips them, and processes
   * without runners (which read the table) see it move. Never moves a stored checkpoint
   * back, nor writes over a version it does not run.
   */
  private async storeIdleCheckpoint(force: boolean): Promise<void> {
    if (compareCheckpoints(this.checkpoint, this.stored) <= 0) return;
    if (!force && Date.now() - this.storedAt < (this.options.idleCheckpointMs ?? 1000)) return;
    const target = this.checkpoint;
    this.storedAt = Date.now();
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
