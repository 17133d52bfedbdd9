import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { WrongExpectedVersionError } from '@kollab/server/core/event-store/event-store.errors';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';
import { postgresAvailable } from '../../support/services';
import { event } from '../../support/events';

// Several writers on one stream (PostgreSQL: PGlite has one connection, nothing contends).
// es_append checks the expected version against the committed stream row before it
// locks or writes anything, so a writer that has already lost the race fails at once
// instead of queueing behind the winner; a writer that waited for a concurrent append
// re-checks the committed row and fails without writing. Every guarantee of the
// contract suite still holds (no lost write, the waiter that can still win wins).
const describeOnPostgres = postgresAvailable() ? describe : describe.skip;

describeOnPostgres('event store under contention on postgres', () => {
  let db: OpenedDriver;
  let store: SqlEventStore;
  let holder: Client;

  beforeAll(async () => {
    db = await openDriver('postgres');
    store = await SqlEventStore.open(db.sql);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    holder = new Client({ connectionString: db.url });
    await holder.connect();
  });
  afterEach(async () => {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
  });

  /** A stream at version 2, and an append to it (2 → 3) running in an open transaction. */
  async function streamWithAppendInFlight(): Promise<string> {
    const id = `item-${randomUUID()}`;
    await store.append(id, [event('Created', {})], 'no_stream');
    await store.append(id, [event('Renamed', {})], 1);
    await holder.query('BEGIN');
    await holder.query(`SELECT * FROM es_append($1, 'acc-1', 'exact', 2, $2::jsonb)`, [
      id,
      JSON.stringify([{ id: randomUUID(), type: 'InFlight', data: {}, metadata: event('InFlight', {}).metadata }]),
    ]);
    return id;
  }

  /** The append's outcome, or 'still waiting' after `ms`. */
  const settledWithin = <T>(work: Promise<T>, ms: number) =>
    Promise.race([
      work.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      new Promise<'still waiting'>((done) => setTimeout(() => done('still waiting'), ms)),
    ]);

  it('refuses a stale expectation at once, without waiting for an append in flight', async () => {
    const id = await streamWithAppendInFlight();
    const stale = await settledWithin(store.append(id, [event('Late', {})], 1), 1500);
    expect(stale).not.toBe('still waiting');
    expect((stale as { error: unknown }).error).toBeInstanceOf(WrongExpectedVersionError);
    expect((stale as { error: WrongExpectedVersionError }).error.actual).toBe(2);
    const noStream = await settledWithin(store.append(id, [event('Late', {})], 'no_stream'), 1500);
    expect((noStream as { error: unknown }).error).toBeInstanceOf(WrongExpectedVersionError);
    await holder.query('COMMIT');
    expect(await store.streamVersion(id)).toBe(3);
  });

  it('fails every writer queued behind a winning append, and the next writer wins', async () => {
    const id = await streamWithAppendInFlight();
    // These expect the committed version (2): they wait for the append in flight.
    const queued = Array.from({ length: 5 }, () =>
      store.append(id, [event('Queued', {})], 2).then(
        () => 'appended',
        (error: unknown) => error,
      ),
    );
    expect(await settledWithin(Promise.race(queued), 300)).toBe('still waiting');
    await holder.query('COMMIT');
    const outcomes = await Promise.all(queued);
    for (const outcome of outcomes) {
      expect(outcome).toBeInstanceOf(WrongExpectedVersionError);
      expect((outcome as WrongExpectedVersionError).actual).toBe(3);
    }
    await store.append(id, [event('Next', {})], 3);
    const events = await store.readStream(id);
    expect(events.map((e) => [e.streamPosition, e.type])).toEqual([
      [1, 'Created'],
      [2, 'Renamed'],
      [3, 'InFlight'],
      [4, 'Next'],
    ]);
  });

  it('lets a writer that expects the version an append in flight will reach wait for it and win', async () => {
    const id = await streamWithAppendInFlight();
    const ahead = store.append(id, [event('Ahead', {})], 3);
    expect(await settledWithin(ahead, 300)).toBe('still waiting');
    await holder.query('COMMIT');
    expect((await ahead).version).toBe(4);
  });

  it('rolls back a waiter whose turn comes when the append in flight is rolled back', async () => {
    const id = await streamWithAppendInFlight();
    const waiting = store.append(id, [event('Waiting', {})], 2);
    expect(await settledWithin(waiting, 300)).toBe('still waiting');
    await holder.query('ROLLBACK');
    expect((await waiting).version).toBe(3);
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['Created', 'Renamed', 'Waiting']);
  });

  it('keeps its connection after a rejected append (no new server process per conflict)', async () => {
    const single = await PgSqlClient.open(db.url!, 1);
    try {
      const singleStore = await SqlEventStore.open(single);
      const id = `item-${randomUUID()}`;
      await singleStore.append(id, [event('Created', {})], 'no_stream');
      const [before] = await single.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await expect(singleStore.append(id, [event('Again', {})], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(singleStore.append(id, [event('Stale', {})], 0)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      const [after] = await single.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after.pid).toBe(before.pid);
    } finally {
      await single.close();
    }
  });
});
