import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, START, type Checkpoint } from '../event-store/event-store.types';
import { WakeLoop } from '../event-store/wake-loop';
import { jobIdFor, type JobQueue } from '../jobs/job-queue';
import { toCheckpoint } from '../projections/projection-runner';
import type { SqlClient } from '../sql/sql-client';
import type { Reaction } from './reaction';

const IDLE_CHECKPOINT_MS = 1000;

/**
 * Feeds one reaction from the event store. Enqueues first, then moves the checkpoint
 * with a compare-and-set: a crash in between, or a second process on the same batch,
 * enqueues the same job ids again, which the queue ignores (at-least-once reading,
 * exactly-once jobs). No transaction spans the enqueue, so it works with BullMQ too.
 */
export class ReactionRunner {
  private loop: WakeLoop | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private checkpoint: Checkpoint = START;
  /** The checkpoint last stored by this runner (or read at prepare). */
  private stored: Checkpoint = START;
  private storedAt = 0;
  /** The tail saw events of its types after its position. */
  private pending = false;
  private readonly key: string;

  constructor(
    private readonly sql: SqlClient,
    private readonly events: SqlEventStore,
    private readonly jobs: JobQueue,
    readonly reaction: Reaction,
    private readonly options: { batchSize?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.key = `reaction:${reaction.name}`;
  }

  get position(): Checkpoint {
    return this.checkpoint;
  }

  async prepare(): Promise<void> {
    const from = this.reaction.startFrom === 'beginning' ? START : await this.events.head();
    await this.sql.query(
      `INSERT INTO projection_checkpoints (name, version, tx_id, position) VALUES ($1, 1, $2::xid8, $3)
       ON CONFLICT (name) DO NOTHING`,
      [this.key, from.transactionId, from.position],
    );
    this.checkpoint = await this.readCheckpoint();
    this.stored = this.checkpoint;
    this.storedAt = Date.now();
  }

  /** Runs the reaction: the process's EventTail says when events of its types arrive and moves it past the others. */
  async start(): Promise<void> {
    const loop = new WakeLoop(() => this.followStep(), { onError: this.options.onError, idleMs: 5000 });
    this.loop = loop;
    this.unlisten = await this.events.follow(
      {
        types: this.reaction.eventTypes,
        position: () => this.checkpoint,
        relevant: () => {
          this.pending = true;
          loop.wake();
        },
        skip: (checkpoint) => {
          if (compareCheckpoints(checkpoint, this.checkpoint) > 0) this.checkpoint = checkpoint;
          loop.wake();
        },
      },
      this.options.onError,
    );
    loop.start();
  }

  private async followStep(): Promise<boolean> {
    if (!this.pending) {
      await this.storeIdleCheckpoint();
      return false;
    }
    this.pending = false;
    const more = await this.react(true);
    if (more) this.pending = true;
    this.events.wakeTail();
    return more;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop?.stop();
    await this.storeIdleCheckpoint(true).catch(() => undefined);
  }

  /**
   * Reacts to one batch; true when it read something. First looks (one read) for an
   * event of the reaction's types after its position: none, and the position moves past
   * the others in memory, stored at most once a second. Else it reads from the stored
   * checkpoint (the truth: a second process may have moved it, an operator may have
   * rewound it), enqueues, and moves the stored checkpoint with a compare-and-set.
   */
  async step(): Promise<boolean> {
    const look = await this.events.readAll(this.checkpoint, { limit: 1, types: this.reaction.eventTypes });
    if (look.events.length === 0) {
      if (compareCheckpoints(look.checkpoint, this.checkpoint) > 0) this.checkpoint = look.checkpoint;
      await this.storeIdleCheckpoint();
      return false;
    }
    return this.react();
  }

  /**
   * Reads from the stored checkpoint, enqueues, moves the stored checkpoint; true when
   * it read something (with `onlyWhenFull`: when its batch was full, so there may be more).
   */
  private async react(onlyWhenFull = false): Promise<boolean> {
    const from = await this.readCheckpoint();
    const limit = this.options.batchSize ?? 200;
    const batch = await this.events.readAll(from, { limit, types: this.reaction.eventTypes });
    if (batch.checkpoint === from) {
      if (compareCheckpoints(from, this.checkpoint) > 0) this.checkpoint = from;
      return false;
    }
    for (const event of batch.events) {
      for (const job of await this.reaction.react(event)) {
        await this.jobs.enqueue(job.job, job.data, {
          jobId: jobIdFor(event.eventId, job.job, job.key),
          ...(job.delayMs ? { delayMs: job.delayMs } : {}),
        });
      }
    }
    await this.sql.query(
      `UPDATE projection_checkpoints SET tx_id = $4::xid8, position = $5, updated_at = now()
        WHERE name = $1 AND tx_id = $2::xid8 AND position = $3`,
      [this.key, from.transactionId, from.position, batch.checkpoint.transactionId, batch.checkpoint.position],
    );
    if (compareCheckpoints(batch.checkpoint, this.checkpoint) > 0) this.checkpoint = batch.checkpoint;
    this.stored = batch.checkpoint;
    this.storedAt = Date.now();
    return onlyWhenFull ? batch.events.length >= limit : true;
  }

  /**
   * Stores a position reached over irrelevant events only, at most once a second, with a
   * compare-and-set on what this runner stored last: a checkpoint that someone else
   * moved (another process, an operator rewinding it to replay) is not overwritten; the
   * runner reads from it instead.
   */
  private async storeIdleCheckpoint(force = false): Promise<void> {
    if (compareCheckpoints(this.checkpoint, this.stored) <= 0) return;
    if (!force && Date.now() - this.storedAt < IDLE_CHECKPOINT_MS) return;
    const target = this.checkpoint;
    this.storedAt = Date.now();
    const moved = await this.sql.query(
      `UPDATE projection_checkpoints SET tx_id = $4::xid8, position = $5, updated_at = now()
        WHERE name = $1 AND tx_id = $2::xid8 AND position = $3 RETURNING name`,
      [this.key, this.stored.transactionId, this.stored.position, target.transactionId, target.position],
    );
    if (moved.length > 0) {
      this.stored = target;
      return;
    }
    this.stored = await this.readCheckpoint();
    if (compareCheckpoints(this.stored, target) < 0) {
      this.pending = true;
      this.loop?.wake();
    }
  }

  private async readCheckpoint(): Promise<Checkpoint> {
    const [row] = await this.sql.query<{ tx_id: string; position: number | string }>(
      'SELECT tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1',
      [this.key],
    );
    return row ? toCheckpoint(row) : START;
  }
}
