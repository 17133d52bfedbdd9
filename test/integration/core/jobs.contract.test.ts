import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { jobIdFor, type JobContext, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { UnknownJobError } from '@kollab/server/core/jobs/job-queue.errors';
import { jobQueueBackends, type JobQueueBackend } from '../../support/jobs-backends';
import { deferred, eventually } from '../../support/jobs-waits';

// Retries and failures are the point of several tests: keep their warnings out of the output.
Logger.overrideLogger(false);

const unique = (label: string) => `${label}${randomBytes(4).toString('hex')}`;

describe.each(jobQueueBackends().map((backend) => [backend.name, backend] as const))('job queue contract on %s', (_name, factory) => {
  let backend: JobQueueBackend;
  let scope: string;

  beforeAll(async () => {
    backend = await factory.open();
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    scope = unique('contract');
  });

  async function statusOf(queue: JobQueue, jobId: string, status: string) {
    return eventually(
      async () => {
        const info = await queue.inspect(jobId);
        return info?.status === status ? info : undefined;
      },
      10_000,
      `job ${jobId} to be ${status}`,
    );
  }

  it('runs a job id enqueued twice exactly once, and keeps refusing the id after it ran', async () => {
    const name = unique('Once');
    const queue = await backend.queue(scope, { concurrency: 1 });
    const runs: string[] = [];
    const sentinelRan = deferred();
    queue.register<{ last: boolean }>({
      name,
      handle: async (data, context) => {
        runs.push(context.jobId);
        if (data.last) sentinelRan.resolve();
      },
    });
    const jobId = jobIdFor(randomUUID(), name);
    expect(await queue.enqueue(name, { last: false }, { jobId })).toEqual({ enqueued: true });
    expect(await queue.enqueue(name, { last: false }, { jobId })).toEqual({ enqueued: false });
    const again = await Promise.all([1, 2, 3].map(() => queue.enqueue(name, { last: false }, { jobId })));
    expect(again.map((result) => result.enqueued)).toEqual([false, false, false]);
    // One worker, first in first out: once the sentinel ran, any duplicate would have too.
    const sentinel = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, { last: true }, { jobId: sentinel });

    await queue.start();
    await sentinelRan.promise;

    expect(runs).toEqual([jobId, sentinel]);
    expect(await queue.enqueue(name, { last: false }, { jobId })).toEqual({ enqueued: false });
    expect(await queue.inspect(jobId)).toMatchObject({ jobId, name, status: 'done', attempts: 1 });
  });

  it('retries a job that fails twice, then marks it done', async () => {
    const name = unique('Flaky');
    const queue = await backend.queue(scope);
    const attempts: number[] = [];
    const succeeded = deferred();
    queue.register({
      name,
      attempts: 5,
      backoffMs: 20,
      handle: async (_data: unknown, context: JobContext) => {
        attempts.push(context.attempt);
        if (context.attempt < 3) throw new Error(`flaky failure ${context.attempt}`);
        succeeded.resolve();
      },
    });
    const jobId = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, {}, { jobId });
    await queue.start();
    await succeeded.promise;

    const info = await statusOf(queue, jobId, 'done');
    expect(attempts).toEqual([1, 2, 3]);
    expect(info.attempts).toBe(3);
  });

  it('marks a job that always fails as failed once its attempts are used up, keeping the last error', async () => {
    const name = unique('Broken');
    const queue = await backend.queue(scope);
    const attempts: number[] = [];
    queue.register({
      name,
      attempts: 3,
      backoffMs: 10,
      handle: async (_data: unknown, context: JobContext) => {
        attempts.push(context.attempt);
        throw new Error(`always broken (attempt ${context.attempt})`);
      },
    });
    const jobId = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, {}, { jobId });
    await queue.start();

    const info = await statusOf(queue, jobId, 'failed');
    expect(attempts).toEqual([1, 2, 3]);
    expect(info.attempts).toBe(3);
    expect(info.lastError).toContain('always broken (attempt 3)');
  });

  it('fails a handler that throws before it returns a promise, or rejects with no Error, after its attempts, and keeps running other jobs', async () => {
    const queue = await backend.queue(scope);
    const kinds = {
      sync: unique('ThrowsAtOnce'),
      text: unique('RejectsText'),
      fine: unique('Fine'),
    };
    const runs: Record<string, number> = { sync: 0, text: 0 };
    const fineRan = deferred();
    queue.register({
      name: kinds.sync,
      attempts: 2,
      backoffMs: 10,
      // Not async: it throws before any promise exists.
      handle: (() => {
        runs.sync += 1;
        throw new TypeError('thrown synchronously');
      }) as () => Promise<void>,
    });
    queue.register({
      name: kinds.text,
      attempts: 2,
      backoffMs: 10,
      handle: () => {
        runs.text += 1;
        return Promise.reject('a bare string');
      },
    });
    queue.register({ name: kinds.fine, handle: async () => fineRan.resolve() });
    const sync = jobIdFor(randomUUID(), kinds.sync);
    const text = jobIdFor(randomUUID(), kinds.text);
    await queue.enqueue(kinds.sync, {}, { jobId: sync });
    await queue.enqueue(kinds.text, {}, { jobId: text });
    await queue.start();

    expect(await statusOf(queue, sync, 'failed')).toMatchObject({ attempts: 2, lastError: expect.stringContaining('thrown synchronously') });
    expect(await statusOf(queue, text, 'failed')).toMatchObject({ attempts: 2 });
    expect(runs).toEqual({ sync: 2, text: 2 });
    const fine = jobIdFor(randomUUID(), kinds.fine);
    await queue.enqueue(kinds.fine, {}, { jobId: fine });
    await fineRan.promise;
    await statusOf(queue, fine, 'done');
  });

  it('stop() waits for the running job to finish and takes no new job', async () => {
    const name = unique('Slow');
    const queue = await backend.queue(scope, { concurrency: 1 });
    const started = deferred();
    const release = deferred();
    const order: string[] = [];
    queue.register<{ n: number }>({
      name,
      handle: async (data) => {
        order.push(`started ${data.n}`);
        started.resolve();
        await release.promise;
        order.push(`finished ${data.n}`);
      },
    });
    const first = jobIdFor(randomUUID(), name);
    const second = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, { n: 1 }, { jobId: first });
    await queue.start();
    await started.promise;
    await queue.enqueue(name, { n: 2 }, { jobId: second });

    const stopped = queue.stop().then(() => order.push('stopped'));
    // Proving a negative needs a pause: stop() must still be waiting for the handler.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['started 1']);
    release.resolve();
    await stopped;

    expect(order).toEqual(['started 1', 'finished 1', 'stopped']);
    const observer = await backend.queue(scope);
    observer.register({ name, handle: async () => undefined });
    expect(await observer.inspect(first)).toMatchObject({ status: 'done' });
    expect(await observer.inspect(second)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('runs the jobs enqueued before start() once it starts', async () => {
    const name = unique('Early');
    const queue = await backend.queue(scope);
    const seen: number[] = [];
    const allRan = deferred();
    queue.register<{ n: number }>({
      name,
      handle: async (data) => {
        seen.push(data.n);
        if (seen.length === 3) allRan.resolve();
      },
    });
    const ids = [1, 2, 3].map(() => jobIdFor(randomUUID(), name));
    for (const [index, jobId] of ids.entries()) {
      expect(await queue.enqueue(name, { n: index + 1 }, { jobId })).toEqual({ enqueued: true });
    }
    expect(await queue.inspect(ids[0])).toMatchObject({ status: 'queued', attempts: 0 });
    expect(seen).toEqual([]);

    await queue.start();
    await allRan.promise;

    expect([...seen].sort()).toEqual([1, 2, 3]);
    for (const jobId of ids) await statusOf(queue, jobId, 'done');
  });

  it('runs a delayed job no earlier than its delay, and refuses a negative delay', async () => {
    const name = unique('Later');
    const queue = await backend.queue(scope);
    const ran = deferred<number>();
    queue.register({ name, handle: async () => ran.resolve(Date.now()) });
    await queue.start();
    const enqueuedAt = Date.now();
    const jobId = jobIdFor(randomUUID(), name);
    expect(await queue.enqueue(name, {}, { jobId, delayMs: 600 })).toEqual({ enqueued: true });
    expect(await queue.inspect(jobId)).toMatchObject({ status: 'queued' });
    const ranAt = await ran.promise;
    // The SQL queue compares with the database's clock: allow a few ms of skew.
    expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(580);
    await expect(queue.enqueue(name, {}, { jobId: jobIdFor(randomUUID(), name), delayMs: -1 })).rejects.toThrow('delayMs');
  });

  it('refuses a job kind it does not know and an id BullMQ could not store', async () => {
    const name = unique('Known');
    const queue = await backend.queue(scope);
    queue.register({ name, handle: async () => undefined });
    await expect(queue.enqueue(unique('Unknown'), {}, { jobId: 'x.1' })).rejects.toBeInstanceOf(UnknownJobError);
    await expect(queue.enqueue(name, {}, { jobId: 'has:colon' })).rejects.toThrow(/':'/);
    await expect(queue.enqueue(name, {}, { jobId: '42' })).rejects.toThrow(/integer/);
    expect(() => queue.register({ name, handle: async () => undefined })).toThrow(/twice/);
  });
});
