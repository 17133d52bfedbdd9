import { Logger } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { JobRegistry } from './job-registry';
import { errorText } from './job-queue.errors';
import {
  assertJobId,
  delayOf,
  type EnqueueOptions,
  type JobDefinition,
  type JobInfo,
  type JobQueue,
  type JobStatus,
} from './job-queue';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  /** Default `jobs`; must not contain ':'. */
  queueName?: string;
  /** Namespace of every Redis key (default `kollab`); tests use a random one each. */
  prefix?: string;
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** How long a worker's lock on a running job lasts; renewed at half time (default 30000). */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (default 30000). */
  stalledIntervalMs?: number;
}

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
 */
export class BullmqJobQueue implements JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly registry = new JobRegistry();
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private closed = false;

  constructor(private readonly options: BullmqJobQueueOptions) {
    // BullMQ needs maxRetriesPerRequest: null on worker connections (it duplicates this
    // one for them): a command then waits for Redis to come back instead of failing.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.queue = new Queue(this.queueName, { connection: this.connection, prefix: this.prefix });
    this.queue.on('error', (error: Error) => this.logger.error(`queue: ${errorText(error)}`));
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
    const { attempts, backoffMs } = this.registry.get(name);
    const jobOptions: JobsOptions = {
      jobId: options.jobId,
      ...(delay > 0 ? { delay } : {}),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    };
    const added = await this.queue.add(name, data ?? null, jobOptions);
    // BullMQ answers an existing id with that id and writes nothing, without telling
    // which happened. The stored job carries the creation time of whoever wrote it:
    // ours means it is ours (two enqueues of one id in the same millisecond both say true).
    const stored = await this.queue.getJob(options.jobId);
    return { enqueued: stored === undefined || stored.timestamp === added.timestamp };
  }

  async start(): Promise<void> {
    if (this.worker || this.closed) return;
    this.worker = new Worker(this.queueName, (job: Job) => this.process(job), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: Math.max(1, this.options.concurrency ?? 2),
      lockDuration: this.options.lockDurationMs ?? 30000,
      stalledInterval: this.options.stalledIntervalMs ?? 30000,
      maxStalledCount: MAX_STALLED,
    });
    this.worker.on('error', (error: Error) => this.logger.error(`worker: ${errorText(error)}`));
    this.worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      const text = `job ${job.id ?? '?'} failed (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}): ${error.message}`;
      if (final) this.logger.error(text);
      else this.logger.warn(text);
    });
    await this.worker.waitUntilReady();
  }

  async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // close() without force stops fetching and waits for the running jobs.
    await this.worker?.close();
    await this.queue.close();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }

  async inspect(jobId: string): Promise<JobInfo | undefined> {
    // The state first, then the job: a failure writes both at once, so a job read after its
    // state said failed carries the reason (read the other way round, it could lack it).
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job) return undefined;
    const status = STATUS[state];
    if (!status) return undefined;
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
    await definition.handle(job.data, {
      jobId: job.id ?? '',
      name: job.name,
      attempt: Math.max(job.attemptsStarted, job.attemptsMade + 1),
    });
  }
}
