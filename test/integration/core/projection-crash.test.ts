import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { START } from '@kollab/server/core/event-store/event-store.types';
import { prepareProjectionStore } from '@kollab/server/core/projections/projections.service';
import { rebuildProjection } from '@kollab/server/core/projections/rebuild-projection';
import { SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { counterProjection, type CounterView } from '../../support/counter.projection';
import { event, waitVisible } from '../../support/events';
import { availableDrivers, createTestDatabase } from '../../support/sql-drivers';

const ROOT = resolve(__dirname, '..', '..', '..');
const WORKER = join(ROOT, 'test/support/projection-worker-process.ts');

function startWorker(kind: string, location: string): { child: ChildProcess; lines: AsyncIterableIterator<string> } {
  const child = spawn(process.execPath, ['-r', join(ROOT, 'test/support/register-ts.js'), WORKER, kind, location], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, lines };
}

async function nextLine(lines: AsyncIterableIterator<string>, matching: RegExp): Promise<string> {
  for (;;) {
    const { value, done } = await lines.next();
    if (done) throw new Error(`worker ended before printing ${matching}`);
    if (matching.test(value)) return value;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

async function snapshot(sql: SqlClient, account: string): Promise<CounterView[]> {
  return (
    await new SqlReadStore(sql)
      .collection<CounterView>('test_counters')
      .forAccount(account)
      .find({ limit: 500, sort: [{ field: 'id' }] })
  ).items;
}

describe.each(availableDrivers())('a projection process killed with SIGKILL during catch-up (%s)', (driver) => {
  it('resumes after restart to a read model equal to a rebuild from zero', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kollab-crash-'));
    const database = driver === 'postgres' ? await createTestDatabase() : undefined;
    const location = database?.url ?? join(dataDir, 'pglite');
    const open = () => (database ? PgSqlClient.open(database.url) : PgliteSqlClient.open(location));
    const account = `acc-${randomUUID()}`;
    try {
      // Write the history first, then close: PGlite allows one process at a time.
      let sql = await open();
      const events = await SqlEventStore.open(sql);
      let last = START;
      for (let i = 0; i < 60; i++) {
        last = (
          await events.append(
            `counter-${i % 6}`,
            Array.from({ length: 10 }, (_, k) => event('Counted', { value: k + 1 }, account)),
            'any',
          )
        ).checkpoint;
      }
      await waitVisible(events, last);
      await prepareProjectionStore(sql);
      await sql.close();

      const first = startWorker(driver, location);
      await nextLine(first.lines, /^ready$/);
      await nextLine(first.lines, /^batch /);
      await nextLine(first.lines, /^batch /);
      const died = exited(first.child);
      first.child.kill('SIGKILL');
      expect(await died).toBeNull();

      sql = await open();
      const [partial] = await sql.query<{ position: number | string }>(`SELECT position FROM projection_checkpoints WHERE name = 'test-counter'`);
      const head = await (await SqlEventStore.open(sql)).head();
      expect(Number(partial.position)).toBeGreaterThan(0);
      expect(Number(partial.position)).toBeLessThan(head.position);
      await sql.close();

      const second = startWorker(driver, location);
      await nextLine(second.lines, /^caught-up$/);
      expect(await exited(second.child)).toBe(0);

      sql = await open();
      const resumed = await snapshot(sql, account);
      await rebuildProjection(sql, await SqlEventStore.open(sql), counterProjection());
      const rebuilt = await snapshot(sql, account);
      await sql.close();
      expect(resumed).toHaveLength(6);
      expect(resumed.every((row) => row.count === 100 && row.sum === 550)).toBe(true);
      expect(resumed).toEqual(rebuilt);
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90000);
});
