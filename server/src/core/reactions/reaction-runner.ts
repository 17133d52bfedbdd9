import type { SqlEventStore } from '../event-store/sql-event-store';
import { START, type Checkpoint } from '../event-store/event-store.types';
import { WakeLoop } from '../event-store/wake-loop';
import { jobIdFor, type JobQueue } from '../jobs/job-queue';
import { toCheckpoint } from '../projections/projection-runner';
import type { SqlClient } from '../sql/sql-client';
import type { Reaction } from './reaction';

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

  /** Reacts to one batch; true when it read something. */
  async step(): Promise<boolean> {
    const from = await this.readCheckpoint();
    const batch = await this.events.readAll(from, { limit: this.options.batchSize ?? 200, types: this.reaction.eventTypes });
    if (batch.checkpoint === from) {
      this.checkpoint = from;
      return false;
    }
    for (const event of batch.events) {
      for (const job of await this.reaction.react(event)) {
        await this.jobs.enqueue(job.job, job.data, { jobId: jobIdFor(event.eventId, job.job, job.key), ...(job.delayMs ? { delayMs: job.delayMs } : {}) });
      }
    }
    await this.sql.query(
      `UPDATE projection_checkpoints SET tx_id = $4::xid8, position = $5, updated_at = now()
        WHERE name = $1 AND tx_id = $2::xid8 AND position = $3`,
      [this.key, from.transactionId, from.position, batch.checkpoint.transactionId, batch.checkpoint.position],
    );
    this.checkpoint = batch.checkpoint;
    return true;
  }

  private async readCheckpoint(): Promise<Checkpoint> {
    const [row] = await this.sql.query<{ tx_id: string; position: number | string }>(
      'SELECT tx_id::text AS tx_id, position FROM projection_checkpoints WHERE name = $1',
      [this.key],
    );
    return row ? toCheckpoint(row) : START;
  }
}
