import { randomUUID } from 'node:crypto';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { compareCheckpoints, START, type Checkpoint } from '@kollab/server/core/event-store/event-store.types';
import { applyNextBatch } from '@kollab/server/core/projections/projection-batch';
import { ProjectionCommits, type ProjectionCommit } from '@kollab/server/core/projections/projection-commits';
import type { AppConfig } from '@kollab/server/core/config/app-config';
import type { Projection } from '@kollab/server/core/projections/projection';
import { ProjectionRegistry } from '@kollab/server/core/projections/projection-registry';
import { ProjectionRunner } from '@kollab/server/core/projections/projection-runner';
import { prepareProjectionStore, ProjectionsService } from '@kollab/server/core/projections/projections.service';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import type { SqlClient, SqlExecutor } from '@kollab/server/core/sql/sql-client';
import { rebuildProjection } from '@kollab/server/core/projections/rebuild-projection';
import { defineCollectionColumns } from '@kollab/server/core/read-store/collection-columns';
import { ReadModelCache } from '@kollab/server/core/read-store/read-model-cache';
import { prepareCollection, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { counterProjection, type CounterView } from '../../support/counter.projection';
import { event, waitVisible } from '../../support/events';
import { availableDrivers, openDriver, openProjectionStores, type OpenedDriver } from '../../support/sql-drivers';

// The counters keep two fields in real columns too: a rebuild must carry them (and their indexes) over.
defineCollectionColumns('test_counters', { sum: { type: 'numeric' }, count: { type: 'numeric', index: false } });

describe.each(availableDrivers())('projection runner on %s', (driver) => {
  let db: OpenedDriver;
  let events: SqlEventStore;
  const account = `acc-${randomUUID()}`;

  beforeEach(async () => {
    ({ db, events } = await openProjectionStores(driver));
  });
  afterEach(() => db.close());

  /** Appends, then waits until subscribers can see all of it (see waitVisible). */
  async function appendCounted(streams: number, perStream: number): Promise<void> {
    let last: Checkpoint = START;
    for (let i = 0; i < perStream; i++) {
      for (let s = 0; s < streams; s++) {
        last = (await events.append(`counter-${s}`, [event('Counted', { value: i + 1 }, account), event('Ignored', {}, account)], 'any')).checkpoint;
      }
    }
    await waitVisible(events, last);
  }

  async function counters(): Promise<CounterView[]> {
    const store = new SqlReadStore(db.sql);
    return (
      await store
        .collection<CounterView>('test_counters')
        .forAccount(account)
        .find({ limit: 500, sort: [{ field: 'id' }] })
    ).items;
  }

  async function catchUp(runner: ProjectionRunner): Promise<void> {
    while (await runner.step()) {
      /* next batch */
    }
  }

  it('applies every event once, commits rows with the checkpoint, and publishes the changes after commit', async () => {
    await appendCounted(3, 10);
    const commits = new ProjectionCommits();
    const published: ProjectionCommit[] = [];
    commits.commits$.subscribe((commit) => published.push(commit));
    const runner = new ProjectionRunner(db.sql, events, counterProjection(), commits, { batchSize: 7 });
    await runner.prepare();
    await catchUp(runner);
    const rows = await counters();
    expect(rows.map((r) => [r.id, r.count, r.sum, r.lastVersion])).toEqual([
      ['counter-0', 10, 55, 19],
      ['counter-1', 10, 55, 19],
      ['counter-2', 10, 55, 19],
    ]);
    // One change per document per batch, after commit, the last one equal to the row.
    for (const commit of published) {
      expect(new Set(commit.changes.map((c) => c.id)).size).toBe(commit.changes.length);
    }
    const lastChange = new Map(published.flatMap((c) => c.changes).map((c) => [c.id, c.doc]));
    expect([...lastChange.keys()].sort()).toEqual(['counter-0', 'counter-1', 'counter-2']);
    for (const row of rows) expect(lastChange.get(row.id)).toEqual(row);
    expect(published.at(-1)!.checkpoint).toEqual(await events.head());
    const [stored] = await db.sql.query<{ position: number | string }>(`SELECT position FROM projection_checkpoints WHERE name = 'test-counter'`);
    expect(Number(stored.position)).toBe((await events.head()).position);
  });

  it('rolls back rows and checkpoint together when a batch fails, then applies it exactly once', async () => {
    await appendCounted(2, 5);
    const failing = counterProjection({ failOnce: (e) => e.streamId === 'counter-1' && e.streamPosition === 7 });
    const runner = new ProjectionRunner(db.sql, events, failing, undefined, { batchSize: 100 });
    await runner.prepare();
    await expect(catchUp(runner)).rejects.toThrow(/planned failure/);
    // What is stored is exactly what the stored checkpoint covers: the failed batch left nothing.
    const [covered] = await db.sql.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM es_events e, projection_checkpoints c
        WHERE c.name = 'test-counter' AND e.type = 'Counted'
          AND (e.transaction_id, e.global_position) <= (c.tx_id, c.position)`,
    );
    const stored = (await counters()).reduce((sum, row) => sum + row.count, 0);
    expect(stored).toBe(Number(covered.n));
    expect(stored).toBeLessThan(10);
    await catchUp(runner);
    expect((await counters()).map((r) => r.count)).toEqual([5, 5]);
  });

  it('continues from its stored checkpoint after a restart', async () => {
    await appendCounted(1, 4);
    const first = new ProjectionRunner(db.sql, events, counterProjection(), undefined, { batchSize: 100 });
    await first.prepare();
    await catchUp(first);
    await appendCounted(1, 3);
    const second = new ProjectionRunner(db.sql, events, counterProjection(), undefined, { batchSize: 100 });
    await second.prepare();
    await catchUp(second);
    expect((await counters()).map((r) => [r.count, r.sum])).toEqual([[7, 1 + 2 + 3 + 4 + 1 + 2 + 3]]);
  });

  async function storedCheckpoint(name = 'test-counter'): Promise<{ position: number; updated_at: string }> {
    const [row] = await db.sql.query<{ position: number | string; updated_at: string }>(
      `SELECT position, updated_at::text AS updated_at FROM projection_checkpoints WHERE name = $1`,
      [name],
    );
    return { position: Number(row.position), updated_at: row.updated_at };
  }

  async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`not reached in time: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('moves past events of other types in memory, without writing its checkpoint for each batch', async () => {
    await appendCounted(1, 1);
    const runner = new ProjectionRunner(db.sql, events, counterProjection(), undefined, { batchSize: 100, idleCheckpointMs: 60_000 });
    await runner.prepare();
    await catchUp(runner);
    const before = await storedCheckpoint();
    let last: Checkpoint = START;
    for (let i = 0; i < 20; i++) last = (await events.append(`other-${i}`, [event('Ignored', {}, account)], 'any')).checkpoint;
    await waitVisible(events, last);
    expect(await runner.step()).toBe(false);
    expect(compareCheckpoints(runner.position, last)).toBeGreaterThanOrEqual(0);
    expect(await storedCheckpoint()).toEqual(before);
    // An event it applies: applied, and the checkpoint stored with the rows.
    await appendCounted(1, 1);
    await catchUp(runner);
    expect((await counters()).map((r) => r.count)).toEqual([2]);
    expect((await storedCheckpoint()).position).toBe((await events.head()).position);
  });

  it('started, opens no transaction for events it does not apply, and applies the others at once', async () => {
    let transactions = 0;
    const counting: SqlClient = Object.assign(Object.create(db.sql) as SqlClient, {
      transaction: <T>(work: Parameters<SqlClient['transaction']>[0]) => {
        transactions++;
        return db.sql.transaction(work) as Promise<T>;
      },
    });
    const runner = new ProjectionRunner(counting, events, counterProjection(), undefined, { idleCheckpointMs: 60_000 });
    await runner.prepare();
    await runner.start();
    try {
      let last: Checkpoint = START;
      for (let i = 0; i < 10; i++) last = (await events.append(`other-${i}`, [event('Ignored', {}, account)], 'any')).checkpoint;
      await until(() => compareCheckpoints(runner.position, last) >= 0, 'the runner moved past the ignored events');
      expect(transactions).toBe(0);
      await events.append('counter-0', [event('Counted', { value: 5 }, account)], 'any');
      await until(async () => (await counters()).length === 1, 'the counted event applied');
      expect(transactions).toBeGreaterThanOrEqual(1);
      expect((await counters()).map((r) => r.sum)).toEqual([5]);
    } finally {
      await runner.stop();
    }
  });

  it('read-your-writes waits for the projections that apply the written types, and they show the write', async () => {
    // A projection stuck before an event of its own type: waiting for every projection times out.
    const stuck: Projection = {
      name: 'test-stuck',
      version: 1,
      collections: ['test_stuck'],
      eventTypes: ['Blocked'],
      apply: async () => {
        throw new Error('stuck');
      },
    };
    await events.append('blocked-1', [event('Blocked', {}, account)], 'any');
    const registry = new ProjectionRegistry();
    registry.register(counterProjection());
    registry.register(stuck);
    const commits = new ProjectionCommits();
    const config = { readYourWritesTimeoutMs: 2000, runWorkers: true } as AppConfig;
    const service = new ProjectionsService(db.sql, events, registry, commits, config, new ReadModelCache());
    (service as unknown as { logger: { error: () => void; log: () => void } }).logger = { error: () => undefined, log: () => undefined };
    await service.onApplicationBootstrap();
    try {
      const waiter = new ReadYourWrites(service, commits, config, events);
      const written = await events.append('counter-rw', [event('Counted', { value: 7 }, account)], 'any');
      expect(written.eventTypes).toEqual(['Counted']);
      expect(await waiter.waitFor(written.checkpoint, 5000, written.eventTypes)).toBe(true);
      // Right after the wait, the read model holds the write.
      expect((await counters()).find((r) => r.id === 'counter-rw')).toMatchObject({ count: 1, sum: 7 });
      expect(await waiter.waitFor(written.checkpoint, 300)).toBe(false);
      // ?minPosition= finds the written types by itself.
      expect(await waiter.waitForPosition(written.position, 2000)).toBe(true);
    } finally {
      await service.beforeApplicationShutdown();
    }
  });

  it('a batch reads the documents its events apply to ahead: one statement, the same rows', async () => {
    await prepareCollection(db.sql, 'test_counters');
    let last: Checkpoint = START;
    for (let round = 1; round <= 3; round++) {
      for (const stream of ['counter-1', 'counter-2', 'counter-3', 'counter-4'])
        last = (await events.append(stream, [event('Counted', { value: round }, account)], 'any')).checkpoint;
    }
    await waitVisible(events, last);

    async function applyAll(readAhead: boolean): Promise<{ rows: CounterView[]; reads: number }> {
      await db.sql.query('DELETE FROM rm_test_counters');
      let reads = 0;
      await db.sql.transaction(async (tx) => {
        const counting: SqlExecutor = {
          query: (text, params) => {
            if (/^\s*SELECT doc FROM rm_test_counters/.test(text)) reads++;
            return tx.query(text, params);
          },
        };
        await applyNextBatch(counting, events, counterProjection({ readAhead }), START, { batchSize: 100 });
      });
      const found = await new SqlReadStore(db.sql)
        .collection<CounterView>('test_counters')
        .forAccount(account)
        .find({ sort: [{ field: 'id' }] });
      return { rows: found.items, reads };
    }

    const ahead = await applyAll(true);
    const oneByOne = await applyAll(false);
    expect(ahead.rows.map((row) => [row.id, row.count, row.sum])).toEqual([
      ['counter-1', 3, 6],
      ['counter-2', 3, 6],
      ['counter-3', 3, 6],
      ['counter-4', 3, 6],
    ]);
    expect(ahead.rows).toEqual(oneByOne.rows);
    expect(ahead.reads).toBe(1);
    expect(oneByOne.reads).toBe(4);
  });

  it('rebuilds a new version into shadow tables while the old one keeps answering, then swaps', async () => {
    await appendCounted(2, 5);
    const v1 = new ProjectionRunner(db.sql, events, counterProjection({ version: 1 }), undefined);
    await v1.prepare();
    await catchUp(v1);
    // A collection version 1 wrote and version 2 retired: dropped when version 2 swaps in.
    await prepareCollection(db.sql, 'test_counters_retired');
    const seenDuringRebuild: number[] = [];
    const applied = await rebuildProjection(
      db.sql,
      events,
      { ...counterProjection({ version: 2 }), retiredCollections: ['test_counters_retired'] },
      {
        batchSize: 3,
        onProgress: async () => {
          seenDuringRebuild.push((await counters())[0]?.sum ?? -1);
        },
      },
    );
    expect(applied).toBe(10);
    expect((await counters()).map((r) => r.sum)).toEqual([30, 30]);
    const [checkpoint] = await db.sql.query<{ version: number }>(`SELECT version FROM projection_checkpoints WHERE name = 'test-counter'`);
    expect(checkpoint.version).toBe(2);
    // A v2 runner continues from the rebuilt checkpoint; a v1 runner refuses to write any more.
    await appendCounted(1, 1);
    await expect(v1.step()).rejects.toThrow(/version 2/);
    const v2 = new ProjectionRunner(db.sql, events, counterProjection({ version: 2 }), undefined);
    await v2.prepare();
    await catchUp(v2);
    expect((await counters()).map((r) => r.sum)).toEqual([32, 30]);
    const leftovers = await db.sql.query(
      `SELECT tablename FROM pg_tables WHERE tablename LIKE 'rm_test_counters__r%' OR tablename = 'rm_test_counters_retired'`,
    );
    expect(leftovers).toEqual([]);
    // The swapped-in table's indexes carry the live table's names; its columns answer queries.
    const indexes = (
      await db.sql.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'rm_test_counters' ORDER BY indexname`)
    ).map((row) => row.indexname);
    expect(indexes).toEqual(['rm_test_counters_doc', 'rm_test_counters_f_sum', 'rm_test_counters_pkey']);
    expect(
      (
        await new SqlReadStore(db.sql)
          .collection<CounterView>('test_counters')
          .forAccount(account)
          .find({ where: { sum: 32 } })
      ).items,
    ).toHaveLength(1);
  });

  it('rebuilds at start when the code version differs from the stored one', async () => {
    await appendCounted(1, 3);
    const v1 = new ProjectionRunner(db.sql, events, counterProjection({ version: 1 }));
    await v1.prepare();
    await catchUp(v1);
    const v3 = new ProjectionRunner(db.sql, events, counterProjection({ version: 3 }));
    await v3.prepare();
    expect((await counters()).map((r) => r.sum)).toEqual([18]);
  });
});

describe('projection runners in several processes', () => {
  it('take turns on one PostgreSQL database and apply each event once', async () => {
    if (!availableDrivers().includes('postgres')) return;
    const db = await openDriver('postgres');
    const second = await PgSqlClient.open(db.url!, 4);
    try {
      const events = await SqlEventStore.open(db.sql);
      await prepareProjectionStore(db.sql);
      const account = `acc-${randomUUID()}`;
      const a = new ProjectionRunner(db.sql, events, counterProjection(), undefined, { batchSize: 5 });
      const b = new ProjectionRunner(second, await SqlEventStore.open(second), counterProjection(), undefined, { batchSize: 5 });
      await a.prepare();
      await b.prepare();
      await a.start();
      await b.start();
      const lasts = await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          let last: Checkpoint = START;
          for (let i = 0; i < 50; i++) last = (await events.append(`counter-${w}`, [event('Counted', { value: 1 }, account)], 'any')).checkpoint;
          return last;
        }),
      );
      for (const last of lasts) await waitVisible(events, last);
      const head = await events.head();
      const deadline = Date.now() + 20000;
      while (a.position.position < head.position && b.position.position < head.position && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await a.stop();
      await b.stop();
      const rows = (
        await new SqlReadStore(db.sql)
          .collection<CounterView>('test_counters')
          .forAccount(account)
          .find({ sort: [{ field: 'id' }] })
      ).items;
      expect(rows.map((r) => r.count)).toEqual([50, 50, 50, 50]);
    } finally {
      await second.close();
      await db.close();
    }
  }, 60000);
});
