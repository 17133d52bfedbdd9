import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { prepareProjectionStore } from '@kollab/server/core/projections/projections.service';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { postgresAvailable, TEST_DATABASE_URL } from './services';

export type DriverName = 'pglite' | 'postgres';

/** A fresh, empty PostgreSQL database on the test server; dropped by the returned function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kollab_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface OpenedDriver {
  sql: SqlClient;
  /** Opens another connection set to the same database (a second process, say). */
  url?: string;
  close: () => Promise<void>;
}

export async function openDriver(driver: DriverName): Promise<OpenedDriver> {
  if (driver === 'pglite') {
    const sql = await PgliteSqlClient.open();
    return { sql, close: () => sql.close() };
  }
  const database = await createTestDatabase();
  const sql = await PgSqlClient.open(database.url, 20);
  return {
    sql,
    url: database.url,
    close: async () => {
      await sql.close();
      await database.drop();
    },
  };
}

/**
 * The drivers a contract suite runs against: always PGlite; PostgreSQL when the
 * server answers (under CI=true global-setup has already failed the run otherwise).
 */
export function availableDrivers(): DriverName[] {
  if (postgresAvailable()) return ['pglite', 'postgres'];
  console.warn('[tests] PostgreSQL not reachable: contract suite runs on PGlite only');
  return ['pglite'];
}

/** A fresh database on `driver` with the event store and the projections' checkpoint table: what runner suites start from. */
export async function openProjectionStores(driver: DriverName): Promise<{ db: OpenedDriver; events: SqlEventStore }> {
  const db = await openDriver(driver);
  const events = await SqlEventStore.open(db.sql);
  await prepareProjectionStore(db.sql);
  return { db, events };
}
