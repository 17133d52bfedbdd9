import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { jobIdFor, type JobContext } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import { deferred, eventually } from '../../support/jobs-waits';
import { availableDrivers, openDriver, type OpenedDriver } from '../../support/sql-drivers';

Logger.overrideLogger(false);

const unique = (label: string) => `${label}${randomBytes(4).toString('hex')}`;

describe.each(availableDrivers())('SQL job queue on %s', (driver) => {
  let db: OpenedDriver;
  const queues: SqlJobQueue[] = [];

  beforeAll(async () => {
    db = await openDriver(driver);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(() => db.close());

  async function openQueue(options: { lockMs?: number } = {}): Promise<SqlJobQueue> {
    const queue = await SqlJobQueue.open(db.sql, { pollMs: 100, ...options });
    queues.push(queue);
    return queue;
  }

  /** What a worker that died mid-run leaves behind: a running row whose lock runs out soon. */
  async function leaveClaimedByDeadWorker(jobId: string, lockMs: number): Promise<void> {
    const rows = await db.sql.query(
      `UPDATE kollab_jobs
          SET status = 'running', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2::double precision / 1000)
        WHERE job_id = $1 AND status = 'queued' RETURNING job_id`,
      [jobId, lockMs],
    );
    expect(rows).toHaveLength(1);
  }

  it('claims again a job whose worker died once its lock has expired, and completes it', async () => {
    const name = unique('Orphan');
    const queue = await openQueue();
    const ran = deferred<JobContext>();
    queue.register({ name, handle: async (_data: unknown, context: JobContext) => ran.resolve(context) });
    const jobId = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, { to: 'someone' }, { jobId });
    await leaveClaimedByDeadWorker(jobId, 300);

    await queue.start();
    const context = await ran.promise;

    expect(context).toMatchObject({ jobId, attempt: 2 });
    await eventually(async () => ((await queue.inspect(jobId))?.status === 'done' ? true : undefined));
    expect(await queue.inspect(jobId)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('does not take over a job whose worker is alive and renewing its lock', async () => {
    const name = unique('Long');
    const owner = await openQueue({ lockMs: 200 });
    const rival = await openQueue({ lockMs: 200 });
    const runs: string[] = [];
    const started = deferred();
    const release = deferred();
    owner.register({
      name,
      handle: async () => {
        runs.push('owner');
        started.resolve();
        await release.promise;
      },
    });
    rival.register({ name, handle: async () => void runs.push('rival') });
    const jobId = jobIdFor(randomUUID(), name);
    await owner.enqueue(name, {}, { jobId });
    await owner.start();
    await started.promise;
    await rival.start();

    // Several lock lifetimes: the owner renews at half time, so the rival never claims it.
    await new Promise((resolve) => setTimeout(resolve, 800));
    release.resolve();
    await eventually(async () => ((await owner.inspect(jobId))?.status === 'done' ? true : undefined));
    expect(runs).toEqual(['owner']);
    expect(await owner.inspect(jobId)).toMatchObject({ attempts: 1 });
  });

  it('marks failed, without running it, a job whose last attempt died with its worker', async () => {
    const name = unique('LastTry');
    const queue = await openQueue();
    const runs: number[] = [];
    queue.register({ name, attempts: 1, handle: async (_data: unknown, context: JobContext) => void runs.push(context.attempt) });
    const jobId = jobIdFor(randomUUID(), name);
    await queue.enqueue(name, {}, { jobId });
    await leaveClaimedByDeadWorker(jobId, 100);

    await queue.start();
    const info = await eventually(async () => {
      const current = await queue.inspect(jobId);
      return current?.status === 'failed' ? current : undefined;
    });

    expect(runs).toEqual([]);
    expect(info.lastError).toMatch(/stopped before it finished/);
  });

  it('leaves the jobs of kinds it does not know to the workers that know them', async () => {
    const known = unique('Mine');
    const foreign = unique('Theirs');
    const mine = await openQueue();
    const theirs = await openQueue();
    const ranMine = deferred();
    mine.register({ name: known, handle: async () => ranMine.resolve() });
    theirs.register({ name: foreign, handle: async () => undefined });
    const foreignId = jobIdFor(randomUUID(), foreign);
    await theirs.enqueue(foreign, {}, { jobId: foreignId });
    await mine.enqueue(known, {}, { jobId: jobIdFor(randomUUID(), known) });

    await mine.start();
    await ranMine.promise;

    expect(await mine.inspect(foreignId)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
