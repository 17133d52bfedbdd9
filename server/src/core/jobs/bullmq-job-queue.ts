import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { WakeLoop } from '../event-store/wake-loop';
import type { SqlClient } from '../sql/sql-client';
import { JobLedger } from './job-ledger';
import { JobRegistry } from './job-registry';
import { errorText } from './job-queue.errors';
import { assertJobId, delayOf, type EnqueueOptions, type JobDefinition, type JobInfo, type JobQueue, type JobStatus } from './job-queue';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  /** Default `jobs`; must not contain ':'. */
  queueName?: string;
  /** Namespace of every Redis key (default `kollab`); tests use a random one each. */
  prefix?: string;
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** How long a worker's lock on a running job lasts; renewed at half time (default LOCK_DURATION_MS). */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (default STALLED_INTERVAL_MS). */
  stalledIntervalMs?: number;
  /**
   * The database of the events (BullmqJobQueue.open): every job is recorded there first,
   * so a Redis that is down or lost its data delays jobs but loses none (job-ledger.ts).
   */
  ledger?: SqlClient;
  /** How often a started queue relays unrelayed jobs and checks whether Redis lost its data (default 1000). */
  relayMs?: number;
}

/**
 * A running job's lock (renewed every 1.5 s while its node lives) and how often the workers
 * look for expired ones: the jobs a node was running when it died run on another node within
 * about 4 s (BullMQ's defaults, 30 s each, would take up to a minute; measured by the two-node
 * fault suite). A node whose event loop stood still for longer than half the lock would lose
 * it and the job would run again elsewhere: no job here holds the loop that long (exports and
 * prints work in batches of milliseconds), and a job run again decides nothing twice (its
 * events are decided against the item's version, its mail keyed by the event).
 */
const LOCK_DURATION_MS = 3000;
const STALLED_INTERVAL_MS = 1000;

/** The longest an enqueue waits for Redis before leaving the job to the relay (a request never hangs on Redis). */
export const REDIS_WAIT_MS = 1000;
const RELAY_BATCH = 200;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

const DAY_SECONDS = 24 * 60 * 60;
/** Finished jobs stay this long, so their ids keep deduplicating (a redelivered event a week later). */
const KEEP_COMPLETED = { age: 7 * DAY_SECONDS };
const KEEP_FAILED = { age: 30 * DAY_SECONDS };

/**
 * BullMQ fails a job once it stalled more often than this (default 1, whatever its
 * attempts). Here every start counts as an attempt instead (`process`), as in the SQL
 * queue, so this only has to stay out of the way.
 */
const MAX_STALLED = 1000;

const STATUS: Record<string, JobStatus> = {
  completed: 'done',
  failed: 'failed',
  active: 'running',
  waiting: 'queued',
  delayed: 'queued',
  prioritized: 'queued',
  'waiting-children': 'queued',
};

/**
 * BullMQ on Redis: one Queue to add jobs, one Worker (created by `start()`) to run
 * them. The job id given to `enqueue` is BullMQ's job id, so Redis refuses a second
 * job with the same id; retries use BullMQ's exponential backoff. A job whose worker
 * died loses its lock and the stalled-job check of a live worker runs it again.
 *
 * With a ledger (`open`, as the app runs it) a job is first recorded in the database,
 * then added to Redis within REDIS_WAIT_MS or left to the relay of the started queues,
 * which also re-adds every unfinished job when Redis lost its data (a marker key that
 * is gone). A job recorded as done is never run again, whatever Redis says.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly registry = new JobRegistry();
  /** Adds jobs: fails at once while Redis is away (no offline queue) instead of waiting for it. */
  private readonly connection: Redis;
  /** The worker's: BullMQ needs maxRetriesPerRequest null there (blocking commands wait for Redis). */
  private workerConnection: Redis | undefined;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private relay: WakeLoop | undefined;
  private lastPrune = 0;
  private closed = false;

  constructor(
    private readonly options: BullmqJobQueueOptions,
    private readonly ledger?: JobLedger,
  ) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.queue = new Queue(this.queueName, { connection: this.connection, prefix: this.prefix });
    this.queue.on('error', (error: Error) => this.logger.warn(`queue: ${errorText(error)}`));
  }

  /** The queue with its ledger in `options.ledger` (created when missing). */
  static async open(options: BullmqJobQueueOptions): Promise<BullmqJobQueue> {
    const ledger = options.ledger ? await JobLedger.open(options.ledger, `${options.prefix ?? 'kollab'}:${options.queueName ?? 'jobs'}`) : undefined;
    return new BullmqJobQueue(options, ledger);
  }

  private get queueName(): string {
    return this.options.queueName ?? 'jobs';
  }

  private get prefix(): string {
    return this.options.prefix ?? 'kollab';
  }

  register<Data>(definition: JobDefinition<Data>): void {
    this.registry.register(definition);
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions): Promise<{ enqueued: boolean }> {
    assertJobId(options.jobId);
    const delay = delayOf(options);
    this.registry.get(name); // an unknown kind is refused before anything is written
    if (!this.ledger) return this.add(options.jobId, name, data, delay, true);
    if (!(await this.ledger.record(options.jobId, name, data, delay))) return { enqueued: false };
    try {
      // Not marked relayed here: the relay marks it within a second or two (adding it again,
      // which Redis answers as a no-op). A mark written here could land after the relay
      // found that Redis lost its data and made every job pending again, and hide this one.
      await withTimeout(this.add(options.jobId, name, data, delay), REDIS_WAIT_MS);
    } catch (error) {
      // Recorded: the relay adds it once Redis answers.
      this.logger.warn(`job ${options.jobId} waits for Redis: ${errorText(error)}`);
      this.relay?.wake();
    }
    return { enqueued: true };
  }

  /** Adds a job to Redis; `confirm`: also read whether this call wrote it (the queue without a ledger answers so). */
  private async add(jobId: string, name: string, data: unknown, delay: number, confirm = false): Promise<{ enqueued: boolean }> {
    const { attempts, backoffMs } = this.registry.get(name);
    const jobOptions: JobsOptions = {
      jobId,
      ...(delay > 0 ? { delay } : {}),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    };
    const added = await this.queue.add(name, data ?? null, jobOptions);
    if (!confirm) return { enqueued: true };
    // BullMQ answers an existing id with that id and writes nothing, without telling
    // which happened. The stored job carries the creation time of whoever wrote it:
    // ours means it is ours (two enqueues of one id in the same millisecond both say true).
    const stored = await this.queue.getJob(jobId);
    return { enqueued: stored === undefined || stored.timestamp === added.timestamp };
  }

  async start(): Promise<void> {
    if (this.worker || this.closed) return;
    const workerConnection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    workerConnection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.workerConnection = workerConnection;
    this.worker = new Worker(this.queueName, (job: Job) => this.process(job), {
      connection: workerConnection,
      prefix: this.prefix,
      concurrency: Math.max(1, this.options.concurrency ?? 2),
      lockDuration: this.options.lockDurationMs ?? LOCK_DURATION_MS,
      stalledInterval: this.options.stalledIntervalMs ?? STALLED_INTERVAL_MS,
      maxStalledCount: MAX_STALLED,
    });
    this.worker.on('error', (error: Error) => this.logger.error(`worker: ${errorText(error)}`));
    this.worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
      const text = `job ${job.id ?? '?'} failed (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}): ${error.message}`;
      if (final) this.logger.error(text);
      else this.logger.warn(text);
      if (final && job.id) void this.ledger?.finished(job.id, 'failed').catch((e: unknown) => this.logger.warn(`ledger: ${errorText(e)}`));
    });
    await this.worker.waitUntilReady();
    if (this.ledger) {
      const relayMs = this.options.relayMs ?? 1000;
      this.relay = new WakeLoop(() => this.relayStep(), {
        idleMs: relayMs,
        retryMs: relayMs,
        onError: (error) => this.logger.warn(`relaying jobs: ${errorText(error)}`),
      });
      this.relay.start();
    }
  }

  async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.relay?.stop();
    // close() without force stops fetching and waits for the running jobs.
    await this.worker?.close();
    await this.queue.close();
    for (const connection of [this.connection, this.workerConnection]) {
      if (!connection) continue;
      // quit() would wait for a Redis that is away
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    }
  }

  /**
   * One round of the relay: when the marker key is gone, Redis lost its data (or this is
   * its first use), so every job relayed and not finished is pending again; then the
   * pending jobs (their enqueue found Redis away, or their process died before adding
   * them) are added. True when a full batch went, so there may be more.
   */
  private async relayStep(): Promise<boolean> {
    const ledger = this.ledger;
    if (!ledger || this.connection.status !== 'ready') return false;
    const marker = `${this.prefix}:${this.queueName}:ledger-marker`;
    if ((await this.connection.set(marker, randomUUID(), 'NX')) === 'OK') {
      const lost = await ledger.unrelayAll();
      if (lost > 0) this.logger.warn(`Redis lost its jobs: ${lost} refilled from the ledger`);
    }
    // One second's grace: an enqueue adds its own job unless Redis is away.
    const jobs = await ledger.pending(1000, RELAY_BATCH);
    for (const job of jobs) await withTimeout(this.add(job.jobId, job.name, job.data, job.delayMs), REDIS_WAIT_MS);
    await ledger.relayed(jobs.map((job) => job.jobId));
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await ledger.prune();
    }
    return jobs.length === RELAY_BATCH;
  }

  async inspect(jobId: string): Promise<JobInfo | undefined> {
    // The state first, then the job: a failure writes both at once, so a job read after its
    // state said failed carries the reason (read the other way round, it could lack it).
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    const status = job ? STATUS[state] : undefined;
    if (!job || !status) {
      // Not (or no longer, or not yet) in Redis: the ledger knows it.
      const recorded = await this.ledger?.status(jobId);
      return recorded ? { jobId, name: recorded.name, status: recorded.status, attempts: 0 } : undefined;
    }
    return {
      jobId,
      name: job.name,
      status,
      attempts: job.attemptsStarted,
      ...(job.failedReason ? { lastError: job.failedReason } : {}),
    };
  }

  /**
   * Runs one start of a job. Every start counts (BullMQ's attemptsStarted), also those
   * whose worker died before it could record a failure (a stalled job comes back to a
   * live worker): a start beyond the job's attempts fails it for good instead of running
   * it again, so a job that kills its process cannot loop forever.
   */
  private async process(job: Job): Promise<void> {
    const { definition, attempts } = this.registry.get(job.name);
    const allowed = job.opts.attempts ?? attempts;
    if (job.attemptsStarted > allowed) {
      throw new UnrecoverableError(`the worker running attempt ${allowed} of ${allowed} stopped before it finished`);
    }
    const jobId = job.id ?? '';
    // Refilled after Redis lost it, but its effect had happened: not again.
    if (await this.ledger?.isFinished(jobId)) return;
    await definition.handle(job.data, { jobId, name: job.name, attempt: Math.max(job.attemptsStarted, job.attemptsMade + 1) });
    // Done in Redis whatever happens now; the ledger only decides about refills.
    await this.ledger?.finished(jobId, 'done').catch((error: unknown) => this.logger.warn(`ledger: ${errorText(error)}`));
  }
}

/** `work`, or a rejection once `ms` passed (the work itself goes on; its result is dropped). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
