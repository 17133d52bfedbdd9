import { Logger } from '@nestjs/common';
import { WakeLoop } from '../event-store/wake-loop';
import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/sql-client';
import { JobRegistry } from './job-registry';
import { errorText } from './job-queue.errors';
import {
  assertJobId,
  backoffDelay,
  delayOf,
  type EnqueueOptions,
  type JobDefinition,
  type JobInfo,
  type JobQueue,
  type JobStatus,
} from './job-queue';
import { SQL_JOB_QUEUE_SCHEMA } from './sql-job-queue.schema';

export interface SqlJobQueueOptions {
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** How long a claim holds a job before another worker may take it over; renewed at half time (default 30000). */
  lockMs?: number;
  /** Polling fallback when no NOTIFY arrives (default 1000). */
  pollMs?: number;
  /** NOTIFY channel that wakes the workers (default kollab_jobs). */
  channel?: string;
}

interface ClaimedRow {
  job_id: string;
  name: string;
  data: unknown;
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
}

const MIGRATION_LOCK = 1003;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const DONE_KEPT = `interval '7 days'`;
const FAILED_KEPT = `interval '30 days'`;

/** `$n` milliseconds as an interval, computed by the database (one clock for every worker). */
const millis = (param: string) => `make_interval(secs => ${param}::double precision / 1000)`;

/**
 * The embedded job queue on the shared SqlClient (PGlite or PostgreSQL). Workers claim
 * due jobs with FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL never
 * run a job twice at once; a claim that outlives its lock (the process died) is
 * claimed again. Woken by NOTIFY on enqueue, by a poll, and by its own retry timers.
 */
export class SqlJobQueue implements JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly registry = new JobRegistry();
  private readonly loop: WakeLoop;
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly concurrency: number;
  private readonly lockMs: number;
  private readonly channel: string;
  private unlisten: (() => Promise<void>) | undefined;
  private pruning: Promise<void> = Promise.resolve();
  private started = false;

  private constructor(
    private readonly sql: SqlClient,
    options: SqlJobQueueOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.lockMs = Math.max(100, options.lockMs ?? 30000);
    this.channel = options.channel ?? 'kollab_jobs';
    this.loop = new WakeLoop(() => this.claimNext(), {
      idleMs: options.pollMs ?? 1000,
      retryMs: options.pollMs ?? 1000,
      onError: (error) => this.logger.error(`claiming a job failed: ${errorText(error)}`),
    });
  }

  /** Creates the table if needed; jobs can be enqueued before `start()`. */
  static async open(sql: SqlClient, options: SqlJobQueueOptions = {}): Promise<SqlJobQueue> {
    await migrate(sql, MIGRATION_LOCK, SQL_JOB_QUEUE_SCHEMA);
    return new SqlJobQueue(sql, options);
  }

  register<Data>(definition: JobDefinition<Data>): void {
    this.registry.register(definition);
    this.loop.wake();
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions): Promise<{ enqueued: boolean }> {
    assertJobId(options.jobId);
    const delayMs = delayOf(options);
    const { attempts, backoffMs } = this.registry.get(name);
    // ON CONFLICT DO NOTHING is the dedupe: a job id is taken once, whatever its status.
    // A delayed job is found by the poll once run_at has passed (the database's clock).
    const rows = await this.sql.query<{ job_id: string }>(
      `WITH inserted AS (
         INSERT INTO kollab_jobs (job_id, name, data, max_attempts, backoff_ms, run_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, now() + ${millis('$7')})
         ON CONFLICT (job_id) DO NOTHING
         RETURNING job_id)
       SELECT job_id, pg_notify($6, '') AS notified FROM inserted`,
      [options.jobId, name, JSON.stringify(data ?? null), attempts, Math.round(backoffMs), this.channel, delayMs],
    );
    return { enqueued: rows.length > 0 };
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.unlisten = await this.sql.listen(this.channel, () => this.loop.wake());
    this.prune();
    const pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS);
    pruner.unref();
    this.timers.add(pruner);
    this.loop.start();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.loop.stop();
    await this.unlisten?.();
    this.unlisten = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running, this.pruning]);
  }

  async inspect(jobId: string): Promise<JobInfo | undefined> {
    const [row] = await this.sql.query<{
      job_id: string;
      name: string;
      status: JobStatus;
      attempts: number;
      last_error: string | null;
    }>('SELECT job_id, name, status, attempts, last_error FROM kollab_jobs WHERE job_id = $1', [jobId]);
    if (!row) return undefined;
    return {
      jobId: row.job_id,
      name: row.name,
      status: row.status,
      attempts: row.attempts,
      ...(row.last_error === null ? {} : { lastError: row.last_error }),
    };
  }

  /** One loop step: claims a due job if a slot is free and starts it; true when it did. */
  private async claimNext(): Promise<boolean> {
    if (this.running.size >= this.concurrency) return false; // a finishing job wakes the loop
    const names = this.registry.names();
    if (names.length === 0) return false;
    const [job] = await this.sql.query<ClaimedRow>(
      `UPDATE kollab_jobs AS j
          SET status = 'running', attempts = j.attempts + 1,
              locked_until = now() + ${millis('$2')}, updated_at = now()
        WHERE j.job_id = (
          SELECT job_id FROM kollab_jobs
           WHERE name = ANY($1::text[])
             AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until <= now()))
           ORDER BY run_at, created_at, job_id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING j.job_id, j.name, j.data, j.attempts, j.max_attempts, j.backoff_ms`,
      [names, this.lockMs],
    );
    if (!job) return false;
    const run = this.run(job).finally(() => {
      this.running.delete(run);
      this.loop.wake();
    });
    this.running.add(run);
    return true;
  }

  /** Runs one claimed job to done, a scheduled retry or failed; never rejects. */
  private async run(job: ClaimedRow): Promise<void> {
    if (job.attempts > job.max_attempts) {
      // Its last attempt was claimed by a worker that died: no attempt is left to run.
      await this.fail(job, `the worker running attempt ${job.max_attempts} of ${job.max_attempts} stopped before it finished`);
      return;
    }
    const renew = setInterval(() => void this.renewLock(job), this.lockMs / 2);
    let failure: { error: unknown } | undefined;
    try {
      const { definition } = this.registry.get(job.name);
      await definition.handle(job.data, { jobId: job.job_id, name: job.name, attempt: job.attempts });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renew);
    }
    if (failure) {
      await this.fail(job, errorText(failure.error));
      return;
    }
    try {
      // `attempts = $2` fences the update: a worker whose lock was taken over changes nothing.
      await this.sql.query(
        `UPDATE kollab_jobs SET status = 'done', locked_until = NULL, updated_at = now()
          WHERE job_id = $1 AND status = 'running' AND attempts = $2`,
        [job.job_id, job.attempts],
      );
    } catch (error) {
      // The lock expires and the job runs again: handlers are idempotent.
      this.logger.error(`recording job ${job.job_id} as done failed: ${errorText(error)}`);
    }
  }

  private async fail(job: ClaimedRow, reason: string): Promise<void> {
    const final = job.attempts >= job.max_attempts;
    const delay = backoffDelay(job.backoff_ms, job.attempts);
    try {
      await this.sql.query(
        `UPDATE kollab_jobs
            SET status = $3, run_at = CASE WHEN $3 = 'queued' THEN now() + ${millis('$4')} ELSE run_at END,
                locked_until = NULL, last_error = $5, updated_at = now()
          WHERE job_id = $1 AND status = 'running' AND attempts = $2`,
        [job.job_id, job.attempts, final ? 'failed' : 'queued', delay, reason],
      );
    } catch (error) {
      // The lock expires and another claim retries the job.
      this.logger.error(`recording the failure of job ${job.job_id} failed: ${errorText(error)}`);
      return;
    }
    const firstLine = reason.split('\n', 1)[0];
    if (final) {
      this.logger.error(`job ${job.job_id} failed after ${job.attempts} attempts: ${firstLine}`);
      return;
    }
    this.logger.warn(`job ${job.job_id} failed (attempt ${job.attempts} of ${job.max_attempts}), retry in ${delay} ms: ${firstLine}`);
    if (this.started) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.loop.wake();
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  private async renewLock(job: ClaimedRow): Promise<void> {
    try {
      const rows = await this.sql.query(
        `UPDATE kollab_jobs SET locked_until = now() + ${millis('$3')}
          WHERE job_id = $1 AND status = 'running' AND attempts = $2 RETURNING job_id`,
        [job.job_id, job.attempts, this.lockMs],
      );
      if (rows.length === 0) this.logger.warn(`job ${job.job_id} lost its lock while running`);
    } catch (error) {
      this.logger.warn(`renewing the lock of job ${job.job_id} failed: ${errorText(error)}`);
    }
  }

  /** Forgets finished jobs once they are past the dedupe window. */
  private prune(): void {
    this.pruning = this.sql
      .query(
        `DELETE FROM kollab_jobs
          WHERE (status = 'done' AND updated_at < now() - ${DONE_KEPT})
             OR (status = 'failed' AND updated_at < now() - ${FAILED_KEPT})`,
      )
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn(`pruning finished jobs failed: ${errorText(error)}`),
      );
  }
}
