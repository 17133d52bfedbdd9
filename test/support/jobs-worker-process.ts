// A job worker in a process of its own, for tests that kill it with SIGKILL mid-job.
// Run: node -r ./test/support/register-ts.js test/support/jobs-worker-process.ts '<JSON of JobsWorkerProcessOptions>'
// It registers one job kind whose handler reports "started <jobId> <attempt>" on stdout
// and then never finishes, and reports "ready" once its queue runs.
import { Logger } from '@nestjs/common';
import { BullmqJobQueue } from '@kollab/server/core/jobs/bullmq-job-queue';
import type { JobContext, JobQueue } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import type { JobsWorkerProcessOptions } from './jobs-worker-child';

async function openQueue(options: JobsWorkerProcessOptions): Promise<JobQueue> {
  if (options.backend === 'bullmq') {
    return new BullmqJobQueue({
      redisUrl: options.redisUrl,
      prefix: options.prefix,
      queueName: options.queueName,
      lockDurationMs: options.lockMs,
      stalledIntervalMs: options.lockMs,
    });
  }
  const sql = await PgSqlClient.open(options.databaseUrl, 2);
  return SqlJobQueue.open(sql, { lockMs: options.lockMs, pollMs: 100 });
}

async function main(): Promise<void> {
  Logger.overrideLogger(false); // stdout carries the protocol only
  const options = JSON.parse(process.argv[2] ?? '{}') as JobsWorkerProcessOptions;
  const queue = await openQueue(options);
  queue.register({
    name: options.jobName,
    handle: (_data: unknown, context: JobContext) => {
      process.stdout.write(`started ${context.jobId} ${context.attempt}\n`);
      return new Promise<void>(() => undefined);
    },
  });
  await queue.start();
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
