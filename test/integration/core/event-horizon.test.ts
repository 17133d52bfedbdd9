import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { compareCheckpoints, type Checkpoint } from '@kollab/server/core/event-store/event-store.types';
import { ProjectionRunner } from '@kollab/server/core/projections/projection-runner';
import { counterProjection } from '../../support/counter.projection';
import { event } from '../../support/events';
import { postgresAvailable, TEST_DATABASE_URL } from '../../support/services';
import { openProjectionStores, type OpenedDriver } from '../../support/sql-drivers';

const describeOnPostgres = postgresAvailable() ? describe : describe.skip;

/** How long a started runner takes to reach `target` (ms); Infinity after `withinMs`. */
async function lagTo(runner: ProjectionRunner, target: Checkpoint, withinMs: number): Promise<number> {
  const started = Date.now();
  while (compareCheckpoints(runner.position, target) < 0) {
    if (Date.now() - started > withinMs) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

describeOnPostgres('the readers horizon on PostgreSQL (issue 12 item 2)', () => {
  let db: OpenedDriver;
  let events: SqlEventStore;
  let runner: ProjectionRunner;
  const account = `acc-${randomUUID()}`;
  const opened: Client[] = [];

  beforeEach(async () => {
    ({ db, events } = await openProjectionStores('postgres'));
    runner = new ProjectionRunner(db.sql, events, counterProjection());
    await runner.prepare();
    await runner.start();
  });
  afterEach(async () => {
    await Promise.all(
      opened.splice(0).map((client) =>
        client
          .query('ROLLBACK')
          .catch(() => undefined)
          .then(() => client.end()),
      ),
    );
    await runner.stop();
    await db.close();
  });

  const appendCounted = async (n: number): Promise<Checkpoint> => {
    let last: Checkpoint | undefined;
    for (let i = 0; i < n; i++) last = (await events.append(`counter-${i % 4}`, [event('Counted', { value: 1 }, account)], 'any')).checkpoint;
    return last!;
  };

  it('a write transaction held open in another database, a long snapshot here and an idle write transaction here do not hold the projections back', async () => {
    // another database on the same server: a transaction with an id, left open (a migration, a forgotten psql)
    const elsewhere = await connect(TEST_DATABASE_URL);
    opened.push(elsewhere);
    await elsewhere.query('BEGIN');
    await elsewhere.query('SELECT pg_current_xact_id()');
    // this database: a pg_dump-like snapshot, and a write transaction on another table
    const dump = await connect(db.url!);
    opened.push(dump);
    await dump.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await dump.query('SELECT count(*) FROM es_events');
    await db.sql.query('CREATE TABLE IF NOT EXISTS scratch (a int)');
    const idle = await connect(db.url!);
    opened.push(idle);
    await idle.query('BEGIN');
    await idle.query('INSERT INTO scratch VALUES (1)');

    const last = await appendCounted(20);
    // normal lag is milliseconds; before, this waited for those transactions to end
    expect(await lagTo(runner, last, 2000)).toBeLessThan(2000);
    expect(compareCheckpoints(await events.head(), last)).toBe(0);
  });

  it('an append still running holds them back exactly until it ends, and none of its events is skipped', async () => {
    const slow = await connect(db.url!);
    opened.push(slow);
    await slow.query('BEGIN');
    await slow.query(`SELECT * FROM es_append('counter-slow', $1, 'any', 0, $2::jsonb)`, [
      account,
      JSON.stringify([{ id: randomUUID(), type: 'Counted', data: { value: 100 }, metadata: { accountId: account } }]),
    ]);
    const last = await appendCounted(10);
    expect(await lagTo(runner, last, 500)).toBe(Infinity); // the slow append's transaction id is older
    await slow.query('COMMIT');
    expect(await lagTo(runner, last, 5000)).toBeLessThan(5000);
    const [row] = await db.sql.query<{ sum: string }>(`SELECT sum((doc->>'sum')::numeric)::text AS sum FROM rm_test_counters WHERE account_id = $1`, [
      account,
    ]);
    expect(Number(row.sum)).toBe(110); // 10 x 1 and the slow one's 100: each once
  });
});
