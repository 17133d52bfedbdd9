import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';
// relative: jest's module map does not apply to the global setup
import { preparePgliteTemplate } from '../../server/src/core/sql/pglite-template';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './services';
import { probeDockerEngine } from './containers';

async function probePostgres(): Promise<string | undefined> {
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function probeRedis(): Promise<string | undefined> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    redis.disconnect();
  }
}

/** Decides once which real services the suites can use; workers inherit the answer. */
export default async function globalSetup(): Promise<void> {
  // every in-memory PGlite of the suites starts as a copy of this installation's initdb template
  const [postgres, redis, docker] = await Promise.all([probePostgres(), probeRedis(), probeDockerEngine(), preparePgliteTemplate()]);
  // KurrentDB and MongoDB run only in containers: without a Docker engine their suites skip, saying why (containers.ts).
  process.env.KOLLAB_TEST_DOCKER = docker ? `no: ${docker}` : 'yes';
  if (docker) console.warn(`\n[tests] no Docker engine (${docker}): the KurrentDB and MongoDB contract suites will be skipped\n`);
  const missing: string[] = [];
  if (postgres) missing.push(`PostgreSQL at ${TEST_DATABASE_URL}: ${postgres}`);
  if (redis) missing.push(`Redis at ${TEST_REDIS_URL}: ${redis}`);
  // this run's own scratch folder (the browser journeys' seeded data folder): global-teardown removes it
  process.env.KOLLAB_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'kollab-run-'));
  process.env.KOLLAB_TEST_POSTGRES = postgres ? 'no' : 'yes';
  process.env.KOLLAB_TEST_REDIS = redis ? 'no' : 'yes';
  if (missing.length === 0) return;
  if (process.env.CI === 'true') {
    throw new Error(`CI=true and a required service is missing:\n  ${missing.join('\n  ')}`);
  }
  console.warn(`\n[tests] skipping suites that need:\n  ${missing.join('\n  ')}\n`);
}
