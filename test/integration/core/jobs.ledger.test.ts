import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { BullmqJobQueue, REDIS_WAIT_MS } from '@kollab/server/core/jobs/bullmq-job-queue';
import { jobIdFor } from '@kollab/server/core/jobs/job-queue';
import { deleteRedisPrefix, testRedisPrefix } from '../../support/jobs-backends';
import { eventually } from '../../support/jobs-waits';
import { freePort } from '../../support/server-process';
import { redisAvailable, TEST_REDIS_URL } from '../../support/services';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

Logger.overrideLogger(false);

/**
 * The Redis queue's ledger (issue 12 item 3): every job is first recorded in the database,
 * so Redis being away or losing its data delays jobs but loses none, and a job whose
 * effect is recorded as done never runs again. (The fault suite does the same with a
 * Redis server that is really shut down and started empty: test/faults.)
 */
const describeRedis = redisAvailable() ? describe : describe.skip;

describeRedis('BullMQ job ledger', () => {
  let db: OpenedDriver;
  let prefix: string;
  const queues: BullmqJobQueue[] = [];
  const open = async (redisUrl = TEST_REDIS_URL) => {
    const queue = await BullmqJobQueue.open({ redisUrl, prefix, queueName: 'ledger', ledger: db.sql, relayMs: 100 });
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    db = await openDriver('pglite');
    prefix = testRedisPrefix();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await deleteRedisPrefix(prefix);
    await db.close();
  });

  it('refills the jobs Redis lost from the ledger and runs each once; finished ones are not run again', async () => {
    const name = `Ledger${randomBytes(3).toString('hex')}`;
    const runs = new Map<string, number>();
    const worker = await open();
    worker.register({ name, handle: async (data: { n: number }) => void runs.set(`job${data.n}`, (runs.get(`job${data.n}`) ?? 0) + 1) });
    await worker.start();
    const ids = Array.from({ length: 20 }, () => jobIdFor(randomUUID(), name));
    for (let n = 0; n < 10; n++) await worker.enqueue(name, { n }, { jobId: ids[n] });
    await eventually(async () => (runs.size === 10 ? true : undefined));
    // Ten more, due in 1.5 s; then Redis loses everything under the queue's prefix.
    for (let n = 10; n < 20; n++) await worker.enqueue(name, { n }, { jobId: ids[n], delayMs: 1500 });
    expect((await worker.inspect(ids[15]))?.status).toBe('queued');
    await deleteRedisPrefix(prefix);

    await eventually(async () => (runs.size === 20 ? true : undefined), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a duplicate to show
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(20);
    // An id stays taken, in Redis or only in the ledger
    expect(await worker.enqueue(name, { n: 0 }, { jobId: ids[0] })).toEqual({ enqueued: false });
    expect((await worker.inspect(ids[0]))?.status).toBe('done');
  });

  it('answers an enqueue within its bound while Redis is unreachable; a started queue relays the job once Redis answers', async () => {
    const name = `Away${randomBytes(3).toString('hex')}`;
    const away = await open(`redis://127.0.0.1:${await freePort()}`);
    away.register({ name, handle: async () => undefined });
    const jobId = jobIdFor(randomUUID(), name);
    const started = Date.now();
    expect(await away.enqueue(name, { to: 'anna@example.test' }, { jobId })).toEqual({ enqueued: true });
    expect(Date.now() - started).toBeLessThan(REDIS_WAIT_MS + 500);
    expect(await away.enqueue(name, {}, { jobId })).toEqual({ enqueued: false });
    await away.stop();

    const ran: unknown[] = [];
    const worker = await open();
    worker.register({ name, handle: async (data: unknown) => void ran.push(data) });
    await worker.start();
    await eventually(async () => (ran.length === 1 ? true : undefined), 10_000);
    expect(ran).toEqual([{ to: 'anna@example.test' }]);
    await eventually(async () => ((await worker.inspect(jobId))?.status === 'done' ? true : undefined));
  });
});
