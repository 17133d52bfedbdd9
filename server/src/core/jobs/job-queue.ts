/** What a handler learns about the run it is part of. */
export interface JobContext {
  jobId: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

/**
 * A kind of job: a name (the class name, `SendMailJob`), a handler and a retry policy.
 * Handlers must be idempotent: a job whose worker died mid-run runs again.
 */
export interface JobDefinition<Data = unknown> {
  readonly name: string;
  handle(data: Data, context: JobContext): Promise<void>;
  /** Runs in all, the first included (default 5). */
  readonly attempts?: number;
  /** Delay before the first retry; doubles for each further one (default 1000). */
  readonly backoffMs?: number;
}

export interface EnqueueOptions {
  /** Required: the dedupe key (see `jobIdFor`), so one event never runs a job twice. */
  jobId: string;
  /**
   * Run no earlier than this many milliseconds from now (a deletion after a grace
   * period, a reminder); 0 or absent: as soon as a worker is free.
   */
  delayMs?: number;
}

/** The delay of `options` as whole milliseconds >= 0; throws for a negative or non-finite value. */
export function delayOf(options: EnqueueOptions): number {
  const delay = options.delayMs ?? 0;
  if (!Number.isFinite(delay) || delay < 0) throw new Error(`delayMs must be a finite number >= 0, got ${delay}`);
  return Math.round(delay);
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobInfo {
  jobId: string;
  name: string;
  status: JobStatus;
  /** Runs started so far. */
  attempts: number;
  lastError?: string;
}

/**
 * The jobs port: `SqlJobQueue` (PGlite or PostgreSQL, the embedded default) and
 * `BullmqJobQueue` (Redis) implement it with the same semantics, proved by one
 * contract suite.
 */
export interface JobQueue {
  /** Makes a job kind known to this process; needed to enqueue it and to run it. */
  register<Data>(definition: JobDefinition<Data>): void;
  /** Adds a job unless one with this id exists (queued, running or finished): then `enqueued` is false. */
  enqueue<Data>(name: string, data: Data, options: EnqueueOptions): Promise<{ enqueued: boolean }>;
  /** Starts running jobs; jobs enqueued before are picked up. */
  start(): Promise<void>;
  /** Stops taking jobs and resolves when the running ones have finished. */
  stop(): Promise<void>;
  /** Where a job stands; undefined when it is unknown (or already pruned). */
  inspect(jobId: string): Promise<JobInfo | undefined>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

/** Delay before retry number `failures` (1-based): backoff, 2 x backoff, 4 x backoff… */
export function backoffDelay(backoffMs: number, failures: number): number {
  return backoffMs * 2 ** Math.max(failures - 1, 0);
}

const JOB_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Job names become part of job ids, so they keep to letters, digits, `_` and `-`. */
export function assertJobName(name: string): void {
  if (!JOB_NAME.test(name)) throw new Error(`Invalid job name "${name}": use letters, digits, _ and -`);
}

/**
 * BullMQ refuses custom ids that are integers or contain ':' (it builds Redis keys
 * from them); the SQL queue keeps the same rule so the adapters stay interchangeable.
 */
export function assertJobId(jobId: string): void {
  if (!jobId || jobId.length > 400) throw new Error('A job id must have 1 to 400 characters');
  if (jobId.includes(':')) throw new Error(`Invalid job id "${jobId}": ':' is not allowed`);
  if (String(Number.parseInt(jobId, 10)) === jobId) throw new Error(`Invalid job id "${jobId}": it must not be an integer`);
}

/**
 * The id of the job that event `eventId` causes: the same event gives the same id,
 * so a redelivered event enqueues nothing new. `key` tells apart several jobs of one
 * kind caused by one event (one mail per recipient, say). '.' separates the parts
 * because BullMQ forbids ':' in custom ids.
 */
export function jobIdFor(eventId: string, jobName: string, key?: string): string {
  assertJobName(jobName);
  const jobId = key === undefined ? `${jobName}.${eventId}` : `${jobName}.${eventId}.${key}`;
  assertJobId(jobId);
  return jobId;
}
