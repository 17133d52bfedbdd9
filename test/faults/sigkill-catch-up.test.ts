import { Client } from 'pg';
import { demoHeaders } from '../support/demo-sign-in';
import type { ServerProcess } from '../support/server-process';
import { useServerStage } from '../support/server-stage';

// The fault suite (issue 12 item 8): the server is killed with SIGKILL while its projections
// catch up from zero (every read model emptied and its checkpoint removed while it was
// stopped, as after a restore); the next start resumes from where the killed one got to and
// the read models end equal, row for row, to what the live projections had built.

const TASKS = 1200; // more than two batches of the tasks projection (500 events each)

/** Every read-model table (`rm_*`, live ones only) as `table/account/id → doc`. */
async function readModels(db: Client): Promise<Map<string, string>> {
  const tables = (
    await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'rm\\_%' ORDER BY 1`)
  ).rows;
  const rows = new Map<string, string>();
  for (const { name } of tables) {
    const result = await db.query<{ account_id: string; id: string; doc: unknown }>(`SELECT account_id, id, doc FROM ${name}`);
    for (const row of result.rows) rows.set(`${name}/${row.account_id}/${row.id}`, JSON.stringify(row.doc));
  }
  return rows;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key));
}

describe('SIGKILL during a catch-up (PostgreSQL)', () => {
  const stage = useServerStage();
  const servers: ServerProcess[] = [];

  it('the next start resumes the catch-up; the read models end equal to what the live projections built', async () => {
    const first = await stage.start();
    servers.push(first);
    const headers = { ...(await demoHeaders(first, 'manager')), 'content-type': 'application/json' };
    const types = (await (await fetch(`${first.url}/api/v1/account_manager/task_types`, { headers })).json()) as { data: Array<{ id: string }> };
    const run = Date.now().toString(36);
    let next = 0;
    const writer = async () => {
      for (let n = next++; n < TASKS; n = next++) {
        const response = await fetch(`${first.url}/api/v1/tasks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: `Aufholen ${run} ${n}`, type: types.data[0].id }),
        });
        expect([201, 202]).toContain(response.status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, writer));
    // the live read models, caught up (the server's own drain waits for the last batch)
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const db = new Client({ connectionString: stage.databaseUrl() });
    await db.connect();
    try {
      const built = await readModels(db);
      expect([...built.keys()].filter((key) => key.startsWith('rm_tasks/')).length).toBeGreaterThanOrEqual(TASKS);
      const tables = [...new Set([...built.keys()].map((key) => key.split('/')[0]))];
      await db.query(`BEGIN; TRUNCATE ${tables.join(', ')}; DELETE FROM projection_checkpoints WHERE name NOT LIKE 'reaction:%'; COMMIT;`);

      // a start that catches up from zero (before it says it is ready), killed in the middle of it
      let child: import('node:child_process').ChildProcess | undefined;
      const starting = stage
        .start({}, (spawned) => (child = spawned))
        .then(
          () => 'ready',
          () => 'killed',
        );
      const killedAt = await (async () => {
        for (;;) {
          const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rm_tasks');
          const { count } = rows[0];
          if (count > 0) {
            child?.kill('SIGKILL');
            return count;
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      expect(await starting).toBe('killed'); // it never got ready
      const partial = await readModels(db);
      const missing = differences(built, partial).length;

      const third = await stage.start();
      servers.push(third);
      const startedAt = Date.now();
      let left = differences(built, await readModels(db));
      while (left.length > 0 && Date.now() - startedAt < 30000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        left = differences(built, await readModels(db));
      }
      console.log(
        `[faults] SIGKILL during a catch-up from zero (${built.size} read-model rows, ${TASKS} tasks): killed with ${killedAt} task rows written, ` +
          `${missing} rows missing or different then; the next start made them equal in ${Date.now() - startedAt} ms; differing at the end: ${left.length}`,
      );
      expect(killedAt).toBeLessThan(TASKS);
      expect(missing).toBeGreaterThan(0);
      expect(left).toEqual([]);
      third.child.kill('SIGTERM');
      expect(await third.exit).toBe(0);
    } finally {
      await db.end();
    }
  }, 180000);

  afterAll(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
});
