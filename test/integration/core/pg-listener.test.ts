import { Client } from 'pg';
import { Logger } from '@nestjs/common';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { postgresAvailable, TEST_DATABASE_URL } from '../../support/services';
import { createTestDatabase } from '../../support/sql-drivers';

const describeOnPostgres = postgresAvailable() ? describe : describe.skip;

async function until(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describeOnPostgres('the LISTEN connection heals (issue 12 item 4)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: PgSqlClient;
  let admin: Client;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    database = await createTestDatabase();
    sql = await PgSqlClient.open(database.url, 4);
    // on the server's own database: it may refuse connections to the test database for a while
    admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await sql.close();
    await database.drop();
  });

  const databaseName = () => new URL(database.url).pathname.slice(1);
  const terminateListeners = () =>
    admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`, [databaseName()]);
  const notify = async (payload: string) => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(`SELECT pg_notify('heal_test', $1)`, [payload]);
    await client.end();
  };

  it('is rebuilt after pg_terminate_backend, says so meanwhile, and tells its subscriber to look again', async () => {
    const received: string[] = [];
    const unlisten = await sql.listen('heal_test', (payload) => received.push(payload));
    try {
      await notify('before');
      await until(() => received.includes('before'), 2000);
      expect(sql.listening).toBe(true);

      await terminateListeners();
      await until(() => !sql.listening, 2000);
      // back within a second (the first waits are 100 and 200 ms), with a wake-up for what it missed
      const back = await until(() => sql.listening, 3000);
      expect(back).toBeLessThan(1500);
      await until(() => received.includes(''), 1000);
      await notify('after');
      await until(() => received.includes('after'), 2000);

      // and again: it heals every time, not once
      await terminateListeners();
      await until(() => !sql.listening, 2000);
      await until(() => sql.listening, 3000);
      await notify('again');
      await until(() => received.includes('again'), 2000);
    } finally {
      await unlisten();
    }
  }, 20000);

  it('keeps trying while the database refuses, and stops when unsubscribed', async () => {
    const unlisten = await sql.listen('heal_test_2', () => undefined);
    // refuse new connections to this database for a moment
    const name = databaseName();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await terminateListeners();
      await until(() => !sql.listening, 2000);
      await new Promise((resolve) => setTimeout(resolve, 700)); // several refused attempts
      expect(sql.listening).toBe(false);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await until(() => sql.listening, 8000);
    await unlisten();
    expect(sql.listening).toBe(true); // nothing left to listen with
  }, 20000);
});
