import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { BullmqJobQueue } from '@kollab/server/core/jobs/bullmq-job-queue';
import type { JobQueue } from '@kollab/server/core/jobs/job-queue';
import { SqlJobQueue } from '@kollab/server/core/jobs/sql-job-queue';
import { redisAvailable, TEST_REDIS_URL } from './services';
import { availableDrivers, openDriver, type DriverName } from './sql-drivers';

export interface TestQueueOptions {
  concurrency?: number;
  /** SQL lock / BullMQ lockDuration and stalledInterval. */
  lockMs?: number;
}

/** Where a contract suite's queues keep their jobs: one SQL database, or one Redis key prefix. */
export interface JobQueueBackend {
  /**
   * A new queue (think: another process). Queues of one `scope` share their jobs;
   * scopes keep tests apart (a BullMQ queue name; SQL workers only claim the job names
   * they registered, so tests there use names of their own).
   */
  queue(scope: string, options?: TestQueueOptions): Promise<JobQueue>;
  /** Stops every queue it made and drops the database or the Redis keys. */
  close(): Promise<void>;
}

export interface JobQueueBackendFactory {
  name: string;
  open(): Promise<JobQueueBackend>;
}

function sqlBackend(driver: DriverName): JobQueueBackendFactory {
  return {
    name: `sql on ${driver}`,
    async open() {
      const db = await openDriver(driver);
      const queues: JobQueue[] = [];
      return {
        async queue(_scope, options = {}) {
          const queue = await SqlJobQueue.open(db.sql, {
            concurrency: options.concurrency,
            lockMs: options.lockMs,
            pollMs: 200,
          });
          queues.push(queue);
          return queue;
        },
        async close() {
          await Promise.all(queues.map((queue) => queue.stop()));
          await db.close();
        },
      };
    },
  };
}

/** A key prefix of its own per test file, so parallel files and earlier runs never meet. */
export function testRedisPrefix(): string {
  return `kollab-test-${randomBytes(5).toString('hex')}`;
}

/** Deletes every key under `prefix` (the queues of one test file). */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/**
 * BullMQ on Redis, as tests build it alone, or as the app runs it: with its ledger in a
 * database (`ledger`: PostgreSQL here, as beside a Redis in production).
 */
function bullmqBackend(ledger?: DriverName): JobQueueBackendFactory {
  return {
    name: ledger ? `bullmq on redis, ledger on ${ledger}` : 'bullmq on redis',
    async open() {
      const prefix = testRedisPrefix();
      const db = ledger ? await openDriver(ledger) : undefined;
      const queues: JobQueue[] = [];
      return {
        async queue(scope, options = {}) {
          const queue = await BullmqJobQueue.open({
            redisUrl: TEST_REDIS_URL,
            prefix,
            queueName: scope,
            concurrency: options.concurrency,
            lockDurationMs: options.lockMs,
            stalledIntervalMs: options.lockMs,
            ledger: db?.sql,
            relayMs: 200,
          });
          queues.push(queue);
          return queue;
        },
        async close() {
          await Promise.all(queues.map((queue) => queue.stop()));
          await deleteRedisPrefix(prefix);
          await db?.close();
        },
      };
    },
  };
}

/**
 * Every adapter that can run here: SQL on PGlite always, SQL on PostgreSQL and BullMQ
 * on Redis when those answer (under CI=true global-setup has failed the run otherwise).
 */
export function jobQueueBackends(): JobQueueBackendFactory[] {
  const backends = availableDrivers().map(sqlBackend);
  if (redisAvailable()) {
    const drivers = availableDrivers();
    backends.push(bullmqBackend(), bullmqBackend(drivers.includes('postgres') ? 'postgres' : 'pglite'));
  } else console.warn(`[tests] Redis not reachable at ${TEST_REDIS_URL}: the job queue contract skips BullMQ`);
  return backends;
}
