import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, START, type Checkpoint } from '../event-store/event-store.types';
import { CheckpointedFollower, type BatchOutcome, type FollowerOptions } from '../event-store/checkpointed-follower';
import { jobIdFor, type JobQueue } from '../jobs/job-queue';
import { toCheckpoint } from '../projections/projection-runner';
import type { SqlClient } from '../sql/sql-client';
import type { Reaction } from './reaction';

/**
 * Feeds one reaction from the event store. Enqueues first, then moves the checkpoint
 * with a compare-and-set: a crash in between, or a second process on the same batch,
 * enqueues the same job ids again, which the queue ignores (at-least-once reading,
 * exactly-once jobs). No transaction spans the enqueue, so it works with BullMQ too.
 * The follow loop is CheckpointedFollower's.
 */
export class ReactionRunner extends CheckpointedFollower {
  private readonly key: string;

  constructor(
    private readonly sql: SqlClient,
    events: SqlEventStore,
    private readonly jobs: JobQueue,
    readonly reaction: Reaction,
    private readonly options: FollowerOptions & { batchSize?: number } = {},
  ) {
    super(events, reaction.eventTypes, options);
    this.key = `reaction:${reaction.name}`;
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

  /**
   * Reads from the stored checkpoint (the truth: a second process may have moved it, an
   * operator may have rewound it), enqueues, and moves the stored checkpoint with a
   * compare-and-set.
   */
  protected async processBatch(): Promise<BatchOutcome> {
    const from = await this.readCheckpoint();
    const limit = this.options.batchSize ?? 200;
    const batch = await this.events.readAll(from, { limit, types: this.reaction.eventTypes });
    if (batch.checkpoint === from) {
      if (compareCheckpoints(from, this.checkpoint) > 0) this.checkpoint = from;
      return { read: false, full: false };
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
    return { read: true, full: batch.events.length >= limit };
  }

  /**
   * With a compare-and-set on what this runner stored last: a checkpoint that someone
   * else moved (another process, an operator rewinding it to replay) is not overwritten;
   * the runner reads from it instead.
   */
  protected async storeIdlePosition(target: Checkpoint): Promise<void> {
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
    if (compareCheckpoints(this.stored, target) < 0) this.wake();
  }

  private async readCheckpoint(): Promise<Checkpoint> {
    const [row] = await this.sql.query<{ tx_id: string; position: number | string }>(
      'SELECT tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1',
      [this.key],
    );
    return row ? toCheckpoint(row) : START;
  }
}
