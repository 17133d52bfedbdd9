// `npm run bench -- jobs` (issue 12 item 3): what the Redis queue's ledger costs. On the
// machine's PostgreSQL and Redis: 2,000 enqueues one after another (a request's view:
// enqueues per second, p50/p99 of one enqueue), then a started worker runs them all
// (jobs per second), for the SQL queue, BullMQ alone and BullMQ with its ledger (as the
// app runs it). Target: a request's enqueue with the ledger stays under 10 ms at p99. The
// rate against BullMQ alone is for information: the ledger's price is one durable commit
// per job, which is what makes it a ledger.
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { BullmqJobQueue } from '@kollab/server/core/jobs/bullmq-job-queue';
import { jobIdFor, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { deleteRedisPrefix, testRedisPrefix } from '../support/jobs-backends';
import { TEST_REDIS_URL } from '../support/services';
import { createTestDatabase } from '../support/sql-drivers';
import { printRows, type Row } from './bench-table';

const JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const NAME = 'BenchJob';

interface JobFigures {
  enqueuePerSecond: number;
  enqueueP50Ms: number;
  enqueueP99Ms: number;
  runPerSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(queue: JobQueue, worker: JobQueue): Promise<JobFigures> {
  let done = 0;
  let allDone: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (allDone = resolve));
  const handle = async () => {
    done++;
    if (done === JOBS) allDone();
  };
  queue.register({ name: NAME, handle });
  if (worker !== queue) worker.register({ name: NAME, handle });
  const times: number[] = [];
  const started = process.hrtime.bigint();
  for (let n = 0; n < JOBS; n++) {
    const at = process.hrtime.bigint();
    await queue.enqueue(NAME, { n, to: `user-${n}@example.test` }, { jobId: jobIdFor(randomUUID(), NAME) });
    times.push(Number(process.hrtime.bigint() - at) / 1e6);
  }
  const enqueueSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  const runStart = process.hrtime.bigint();
  await worker.start();
  await finished;
  const runSeconds = Number(process.hrtime.bigint() - runStart) / 1e9;
  return {
    enqueuePerSecond: JOBS / enqueueSeconds,
    enqueueP50Ms: percentile(times, 50),
    enqueueP99Ms: percentile(times, 99),
    runPerSecond: JOBS / runSeconds,
  };
}

export async function runJobsBench(): Promise<Row[]> {
  Logger.overrideLogger(['error']);
  const database = await createTestDatabase();
  const sql = await PgSqlClient.open(database.url, 8);
  const prefix = testRedisPrefix();
  const figures = new Map<string, JobFigures>();
  try {
    const sqlQueue = await SqlJobQueue.open(sql, { concurrency: 8, pollMs: 100 });
    figures.set('SQL queue (PostgreSQL)', await measure(sqlQueue, sqlQueue));
    await sqlQueue.stop();
    for (const ledger of [false, true]) {
      const options = {
        redisUrl: TEST_REDIS_URL,
        prefix,
        queueName: ledger ? 'ledger' : 'plain',
        concurrency: 8,
        ...(ledger ? { ledger: sql } : {}),
      };
      const producer = await BullmqJobQueue.open(options);
      const worker = await BullmqJobQueue.open(options);
      figures.set(ledger ? 'BullMQ with its ledger' : 'BullMQ alone', await measure(producer, worker));
      await producer.stop();
      await worker.stop();
    }
  } finally {
    await deleteRedisPrefix(prefix);
    await sql.close();
    await database.drop();
  }
  const fmt = (value: number, unit: string) => `${value.toFixed(value < 10 ? 2 : 0)} ${unit}`;
  const rows: Row[] = [];
  for (const [name, f] of figures) {
    rows.push({ measure: `${name}: enqueues/s (one after another)`, ours: fmt(f.enqueuePerSecond, '/s'), baseline: '', ratio: 0, target: 0 });
    rows.push({
      measure: `${name}: one enqueue p50 / p99`,
      ours: `${f.enqueueP50Ms.toFixed(2)} / ${f.enqueueP99Ms.toFixed(2)} ms`,
      baseline: '',
      ratio: 0,
      target: 0,
    });
    rows.push({ measure: `${name}: jobs run/s (8 at a time)`, ours: fmt(f.runPerSecond, '/s'), baseline: '', ratio: 0, target: 0 });
  }
  const plain = figures.get('BullMQ alone')!;
  const ledger = figures.get('BullMQ with its ledger')!;
  rows.push({
    measure: 'ledger: enqueue rate against BullMQ alone',
    ours: fmt(ledger.enqueuePerSecond, '/s'),
    baseline: fmt(plain.enqueuePerSecond, '/s'),
    ratio: ledger.enqueuePerSecond / plain.enqueuePerSecond,
    target: 0,
  });
  rows.push({
    measure: 'ledger: p99 of one enqueue (limit 10 ms)',
    ours: `${ledger.enqueueP99Ms.toFixed(2)} ms`,
    baseline: '10 ms',
    ratio: 10 / ledger.enqueueP99Ms,
    target: 1,
  });
  printRows(`Jobs: ${JOBS} enqueues, then a worker runs them`, rows);
  return rows;
}
