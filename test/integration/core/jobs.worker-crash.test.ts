import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { BullmqJobQueue } from '@kollab/server/core/jobs/bullmq-job-queue';
import { jobIdFor, type JobContext, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import { deleteRedisPrefix, testRedisPrefix } from '../../support/jobs-backends';
import { JobsWorkerChild, type JobsWorkerProcessOptions } from '../../support/jobs-worker-child';
import { deferred, eventually, within } from '../../support/jobs-waits';
import { postgresAvailable, redisAvailable, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../support/services';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

Logger.overrideLogger(false);

/** Short locks, so that a dead worker's job is free again within a second or two. */
const LOCK_MS = 1000;

/**
 * One scenario for every adapter that several processes can share: a worker process
 * takes a job and is killed with SIGKILL in the middle of it (no shutdown hook, no
 * failure recorded); a worker in this process must then run the job to the end.
 */
async function expectJobToSurviveItsWorker(childOptions: (jobName: string) => JobsWorkerProcessOptions, survivor: JobQueue): Promise<void> {
  const jobName = `Crash${randomBytes(4).toString('hex')}`;
  const finished = deferred<JobContext>();
  survivor.register({ name: jobName, handle: async (_data: unknown, context: JobContext) => finished.resolve(context) });
  const child = JobsWorkerChild.spawn(childOptions(jobName));
  try {
    await within(child.line(/^ready$/), 10_000, 'the worker process to start');
    const jobId = jobIdFor(randomUUID(), jobName);
    await survivor.enqueue(jobName, { report: 'monthly' }, { jobId });
    const started = await within(child.line(/^started /), 10_000, 'the worker process to take the job');
    expect(started).toBe(`started ${jobId} 1`);

    await child.kill();
    await survivor.start();
    const context = await within(finished.promise, 10_000, 'the surviving worker to run the job');

    expect(context).toMatchObject({ jobId, attempt: 2 });
    const info = await eventually(async () => {
      const current = await survivor.inspect(jobId);
      return current?.status === 'done' ? current : undefined;
    });
    expect(info.attempts).toBe(2);
  } finally {
    await child.kill();
  }
}

/**
 * A job that kills every worker that runs it (think: a library that ends the process)
 * must not loop forever: each start counts as an attempt, also one whose worker died
 * before it could record a failure. Three workers take it in turn and are killed; the
 * surviving worker then finds no attempt left and marks it failed without running it.
 */
async function expectJobKillingItsWorkersToEndFailed(childOptions: (jobName: string) => JobsWorkerProcessOptions, survivor: JobQueue): Promise<void> {
  const jobName = `Killer${randomBytes(4).toString('hex')}`;
  const survivorRuns: number[] = [];
  survivor.register({
    name: jobName,
    attempts: 3,
    backoffMs: 10,
    handle: async (_data: unknown, context: JobContext) => void survivorRuns.push(context.attempt),
  });
  const jobId = jobIdFor(randomUUID(), jobName);
  const children: JobsWorkerChild[] = [];
  try {
    for (const attempt of [1, 2, 3]) {
      const child = JobsWorkerChild.spawn(childOptions(jobName));
      children.push(child);
      await within(child.line(/^ready$/), 10_000, `worker ${attempt} to start`);
      if (attempt === 1) await survivor.enqueue(jobName, {}, { jobId });
      expect(await within(child.line(/^started /), 10_000, `worker ${attempt} to take the job`)).toBe(`started ${jobId} ${attempt}`);
      await child.kill();
    }
    await survivor.start();
    const info = await eventually(async () => {
      const current = await survivor.inspect(jobId);
      return current?.status === 'failed' ? current : undefined;
    }, 10_000);
    expect(info.lastError).toContain('stopped before it finished');
    expect(survivorRuns).toEqual([]);
  } finally {
    for (const child of children) await child.kill();
  }
}

(redisAvailable() ? describe : describe.skip)('BullMQ job queue: a worker killed mid-job', () => {
  if (!redisAvailable()) console.warn(`[tests] Redis not reachable at ${TEST_REDIS_URL}: skipping the BullMQ crash test`);
  const prefix = testRedisPrefix();
  let survivor: BullmqJobQueue | undefined;

  afterAll(async () => {
    await survivor?.stop();
    await deleteRedisPrefix(prefix);
  });

  it('has its job retried by another worker', async () => {
    const queueName = `crash${randomBytes(4).toString('hex')}`;
    survivor = new BullmqJobQueue({
      redisUrl: TEST_REDIS_URL,
      prefix,
      queueName,
      lockDurationMs: LOCK_MS,
      stalledIntervalMs: LOCK_MS,
    });
    await expectJobToSurviveItsWorker(
      (jobName) => ({ backend: 'bullmq', redisUrl: TEST_REDIS_URL, prefix, queueName, jobName, lockMs: LOCK_MS }),
      survivor,
    );
  }, 20_000);

  it('fails a job for good once every attempt killed its worker', async () => {
    const queueName = `killer${randomBytes(4).toString('hex')}`;
    const queue = new BullmqJobQueue({ redisUrl: TEST_REDIS_URL, prefix, queueName, lockDurationMs: LOCK_MS, stalledIntervalMs: LOCK_MS });
    try {
      await expectJobKillingItsWorkersToEndFailed(
        (jobName) => ({ backend: 'bullmq', redisUrl: TEST_REDIS_URL, prefix, queueName, jobName, lockMs: LOCK_MS }),
        queue,
      );
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

(postgresAvailable() ? describe : describe.skip)('SQL job queue on PostgreSQL: a worker killed mid-job', () => {
  if (!postgresAvailable()) console.warn(`[tests] PostgreSQL not reachable at ${TEST_DATABASE_URL}: skipping the SQL crash test`);
  let db: OpenedDriver;
  let survivor: SqlJobQueue | undefined;

  beforeAll(async () => {
    db = await openDriver('postgres');
  });
  afterAll(async () => {
    await survivor?.stop();
    await db.close();
  });

  it('has its job claimed again by another worker', async () => {
    survivor = await SqlJobQueue.open(db.sql, { lockMs: LOCK_MS, pollMs: 100 });
    await expectJobToSurviveItsWorker((jobName) => ({ backend: 'sql', databaseUrl: db.url!, jobName, lockMs: LOCK_MS }), survivor);
  }, 20_000);

  it('fails a job for good once every attempt killed its worker', async () => {
    const queue = await SqlJobQueue.open(db.sql, { lockMs: LOCK_MS, pollMs: 100 });
    try {
      await expectJobKillingItsWorkersToEndFailed((jobName) => ({ backend: 'sql', databaseUrl: db.url!, jobName, lockMs: LOCK_MS }), queue);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
