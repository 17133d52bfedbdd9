import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { StartedTestContainer } from 'testcontainers';
import { CatchUpSubscription } from '@kollab/server/core/event-store/catch-up-subscription';
import type { EventStore } from '@kollab/server/core/event-store/event-store';
import { KurrentEventStore } from '@kollab/server/core/event-store/kurrent-event-store';
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import {
  EventStoreUnsupportedError,
  StreamAccountMismatchError,
  WrongExpectedVersionError,
} from '@kollab/server/core/event-store/event-store.errors';
import { compareCheckpoints, START, type RecordedEvent, type Upcaster } from '@kollab/server/core/event-store/event-store.types';
import { availableDrivers, openDriver, type DriverName, type OpenedDriver } from '../../support/sql-drivers';
import { dockerSuites, startKurrentDb } from '../../support/containers';
import { event, waitVisible } from '../../support/events';

const upcasters: Upcaster[] = [
  { type: 'Renamed', fromSchemaVersion: 1, upcast: (data) => ({ ...(data as object), title: (data as { name: string }).name }) },
];

type Adapter = DriverName | 'kurrentdb';

/** KurrentDB runs where a Docker engine runs it (testcontainers); elsewhere its suites are skipped, saying why. */
const onKurrentDb = dockerSuites('event store contract on KurrentDB') ? describe : describe.skip;

async function openStore(adapter: Adapter): Promise<{ store: EventStore; close: () => Promise<void> }> {
  if (adapter === 'kurrentdb') {
    const { url, container }: { url: string; container: StartedTestContainer } = await startKurrentDb();
    const store = KurrentEventStore.open(url, upcasters);
    return {
      store,
      close: async () => {
        await store.close();
        await container.stop();
      },
    };
  }
  const db = await openDriver(adapter);
  return { store: await SqlEventStore.open(db.sql, upcasters), close: () => db.close() };
}

const stream = () => `item-${randomUUID()}`;

/** The port's contract, the same on every adapter. */
function portContract(adapter: Adapter): void {
  let store: EventStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await openStore(adapter));
  }, 180_000);
  afterAll(() => close());

  describe('append with expected version', () => {
    it('creates a stream with no_stream and numbers events from 1', async () => {
      const id = stream();
      const result = await store.append(id, [event('Created', { n: 1 }), event('Renamed', { name: 'x' })], 'no_stream');
      expect(result.version).toBe(2);
      expect(result.duplicate).toBe(false);
      const events = await store.readStream(id);
      expect(events.map((e) => e.streamPosition)).toEqual([1, 2]);
      expect(events[1].position).toBe(result.position);
    });

    it('refuses no_stream on an existing stream and stores nothing', async () => {
      const id = stream();
      await store.append(id, [event('Created', {})], 'no_stream');
      await expect(store.append(id, [event('Created', {})], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('refuses stream_exists on a missing stream', async () => {
      await expect(store.append(stream(), [event('X', {})], 'stream_exists')).rejects.toMatchObject({
        actual: 0,
        code: 'concurrency.wrong_expected_version',
      });
    });

    it('accepts an exact version and refuses a stale one with the actual version', async () => {
      const id = stream();
      await store.append(id, [event('A', {})], 0);
      await store.append(id, [event('B', {})], 1);
      const error = await store.append(id, [event('C', {})], 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect((error as WrongExpectedVersionError).actual).toBe(2);
      expect(await store.streamVersion(id)).toBe(2);
    });

    it('appends with any whatever the version', async () => {
      const id = stream();
      await store.append(id, [event('A', {})], 'any');
      const result = await store.append(id, [event('B', {})], 'any');
      expect(result.version).toBe(2);
    });

    it('treats a retry of the same event ids after the same expected version as success without duplicates', async () => {
      const id = stream();
      const batch = [event('A', {}, 'acc-1', { eventId: randomUUID() }), event('B', {}, 'acc-1', { eventId: randomUUID() })];
      const first = await store.append(id, batch, 'no_stream');
      const retry = await store.append(id, batch, 'no_stream');
      expect(retry.duplicate).toBe(true);
      expect(retry.version).toBe(2);
      expect(retry.position).toBe(first.position);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('refuses to append to a stream of another account', async () => {
      const id = stream();
      await store.append(id, [event('A', {}, 'acc-1')], 'no_stream');
      await expect(store.append(id, [event('B', {}, 'acc-2')], 'any')).rejects.toBeInstanceOf(StreamAccountMismatchError);
      expect(await store.readStream(id, { accountId: 'acc-2' })).toEqual([]);
    });

    it('checks the expectation of an empty append', async () => {
      const id = stream();
      await expect(store.append(id, [], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(store.append(id, [], 'no_stream')).resolves.toMatchObject({ version: 0 });
    });
  });

  describe('reading', () => {
    it('stores metadata and reads a stream up to a version', async () => {
      const id = stream();
      const meta = { actorId: 'user-7', correlationId: randomUUID(), causationId: randomUUID() };
      await store.append(id, [event('A', { a: 1 }, 'acc-9', { meta }), event('B', {}, 'acc-9'), event('C', {}, 'acc-9')], 'no_stream');
      const upToTwo = await store.readStream(id, { toVersion: 2 });
      expect(upToTwo.map((e) => e.type)).toEqual(['A', 'B']);
      expect(upToTwo[0].metadata).toMatchObject({ accountId: 'acc-9', ...meta, schemaVersion: 1 });
      expect(upToTwo[0].data).toEqual({ a: 1 });
    });

    it('reads a stream as of a time, from the events occurredAt', async () => {
      const id = stream();
      await store.append(id, [event('A', {}, 'acc-1', { meta: { occurredAt: '2026-01-01T10:00:00.000Z' } })], 'no_stream');
      await store.append(id, [event('B', {}, 'acc-1', { meta: { occurredAt: '2026-01-02T10:00:00.000Z' } })], 1);
      const asOf = await store.readStream(id, { until: new Date('2026-01-01T12:00:00Z') });
      expect(asOf.map((e) => e.type)).toEqual(['A']);
    });

    it('upcasts old schema versions on read', async () => {
      const id = stream();
      await store.append(id, [event('Renamed', { name: 'old' })], 'no_stream');
      const [renamed] = await store.readStream(id);
      expect(renamed.data).toEqual({ name: 'old', title: 'old' });
      expect(renamed.metadata.schemaVersion).toBe(2);
    });

    it('reads all events from a checkpoint in global order, filtered by type', async () => {
      const from = await store.head();
      const a = stream();
      const b = stream();
      await store.append(a, [event('OnlyA', {})], 'no_stream');
      await waitVisible(store, (await store.append(b, [event('OnlyB', {})], 'no_stream')).checkpoint);
      // `from` may lie before events of earlier tests that were not yet visible then
      // (the horizon is cluster-wide): look at this test's two streams.
      const all = await store.readAll(from);
      expect(all.events.map((e) => e.streamId).filter((id) => id === a || id === b)).toEqual([a, b]);
      const onlyB = await store.readAll(from, { types: ['OnlyB'] });
      expect(onlyB.events.map((e) => e.type)).toEqual(['OnlyB']);
      expect(onlyB.checkpoint).toEqual(all.checkpoint);
      expect((await store.readAll(all.checkpoint)).events).toEqual([]);
    });
  });

  describe('catch-up subscription', () => {
    it('delivers history, then live events, in order and once', async () => {
      const id = stream();
      await store.append(id, [event('A', {}), event('B', {})], 'no_stream');
      const seen: RecordedEvent[] = [];
      let resolveDone!: () => void;
      const done = new Promise<void>((resolve) => (resolveDone = resolve));
      const subscription = new CatchUpSubscription(store, START, async (events) => {
        seen.push(...events.filter((e) => e.streamId === id));
        if (seen.length === 4) resolveDone();
      });
      await subscription.start();
      await store.append(id, [event('C', {})], 2);
      await store.append(id, [event('D', {})], 3);
      await done;
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });
  });

  it('keeps one consistent global order under 8 concurrent writers x 500 appends while a subscriber runs', async () => {
    const runId = randomUUID().slice(0, 8);
    const streams = Array.from({ length: 20 }, (_, i) => `load-${runId}-${i}`);
    const from = await store.head();
    const received: RecordedEvent[] = [];
    const subscription = new CatchUpSubscription(
      store,
      from,
      async (events) => {
        received.push(...events.filter((e) => e.streamId.startsWith(`load-${runId}`)));
      },
      { batchSize: 97 },
    );
    await subscription.start();

    const writers = 8;
    const perWriter = 500;
    let committed = 0;
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          const target = streams[(w * 7 + i) % streams.length];
          for (;;) {
            try {
              await store.append(target, [event('Loaded', { w, i })], 'any');
              committed++;
              break;
            } catch (error) {
              if (!(error instanceof WrongExpectedVersionError)) throw error;
            }
          }
        }
      }),
    );
    expect(committed).toBe(writers * perWriter);

    const deadline = Date.now() + 20000;
    while (received.length < committed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await subscription.stop();

    expect(received).toHaveLength(committed);
    expect(new Set(received.map((e) => e.eventId)).size).toBe(committed);
    // The subscriber's order is the store's order (transaction, position), strictly increasing.
    for (let i = 1; i < received.length; i++) {
      const before = received[i - 1];
      const after = received[i];
      const increasing =
        BigInt(before.transactionId) < BigInt(after.transactionId) ||
        (before.transactionId === after.transactionId && before.position < after.position);
      expect(increasing).toBe(true);
    }
    // A second reader from the same start sees exactly the same sequence.
    const replay: string[] = [];
    let checkpoint = from;
    for (;;) {
      const page = await store.readAll(checkpoint, { limit: 1000 });
      if (page.checkpoint === checkpoint) break;
      replay.push(...page.events.filter((e) => e.streamId.startsWith(`load-${runId}`)).map((e) => e.eventId));
      checkpoint = page.checkpoint;
    }
    expect(replay).toEqual(received.map((e) => e.eventId));
    // Every stream's versions are gap-free.
    for (const id of streams) {
      const events = await store.readStream(id);
      expect(events.map((e) => e.streamPosition)).toEqual(events.map((_, i) => i + 1));
      expect(await store.streamVersion(id)).toBe(events.length);
    }
  }, 120000);
}

describe.each(availableDrivers())('event store contract on %s', portContract);
onKurrentDb('event store contract on kurrentdb', () => portContract('kurrentdb'));

/** What the SQL store adds to the port: ids unique across a stream, the horizon of running appends, erasure in place. */
describe.each(availableDrivers())('event store on %s: what the SQL store adds', (driver) => {
  let db: OpenedDriver;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await openDriver(driver);
    store = await SqlEventStore.open(db.sql, upcasters);
  });
  afterAll(() => db.close());

  it('refuses a batch that reuses a stored event id at another position', async () => {
    const id = stream();
    const reused = randomUUID();
    await store.append(id, [event('A', {}, 'acc-1', { eventId: reused })], 'no_stream');
    await expect(store.append(id, [event('B', {}), event('A', {}, 'acc-1', { eventId: reused })], 1)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(await store.readStream(id)).toHaveLength(1);
  });

  describe('head and last committed', () => {
    it('head stops below an append still running; lastCommitted names the newest committed append', async () => {
      if (!db.url) {
        // One connection: no other transaction can run while this one appends.
        const appended = await store.append(stream(), [event('Alone', {})], 'no_stream');
        expect(await store.lastCommitted()).toEqual(appended.checkpoint);
        await waitVisible(store, appended.checkpoint);
        return;
      }
      const blocker = new Client({ connectionString: db.url });
      await blocker.connect();
      try {
        // an append that has its transaction id and has not committed yet
        await blocker.query('BEGIN');
        await blocker.query(`SELECT * FROM es_append($1, 'acc-1', 'no_stream', 0, $2::jsonb)`, [
          stream(),
          JSON.stringify([{ id: randomUUID(), type: 'Slow', data: {}, metadata: { accountId: 'acc-1' } }]),
        ]);
        const appended = await store.append(stream(), [event('Behind', {})], 'no_stream');
        expect(await store.lastCommitted()).toEqual(appended.checkpoint);
        expect(compareCheckpoints(await store.head(), appended.checkpoint)).toBeLessThan(0);
        await blocker.query('ROLLBACK');
        await waitVisible(store, appended.checkpoint);
      } finally {
        await blocker.end();
      }
    });

    it('a transaction that appends nothing does not hold the head back (issue 12 item 2)', async () => {
      if (!db.url) return; // one connection: nothing else runs
      const other = new Client({ connectionString: db.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT pg_current_xact_id()'); // a transaction id, older than the append below
        const appended = await store.append(stream(), [event('NotBehind', {})], 'no_stream');
        expect(await store.head()).toEqual(appended.checkpoint);
        expect((await store.readAll(START, { limit: 100000 })).checkpoint).toEqual(appended.checkpoint);
        await other.query('ROLLBACK');
      } finally {
        await other.end();
      }
    });

    it('es_append must be the first write of its transaction (its mark comes before its transaction id)', async () => {
      if (!db.url) return;
      const client = new Client({ connectionString: db.url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_current_xact_id()');
        await expect(
          client.query(`SELECT * FROM es_append($1, 'acc-1', 'no_stream', 0, $2::jsonb)`, [
            stream(),
            JSON.stringify([{ id: randomUUID(), type: 'Late', data: {}, metadata: { accountId: 'acc-1' } }]),
          ]),
        ).rejects.toMatchObject({ code: 'ES500' });
        await client.query('ROLLBACK');
      } finally {
        await client.end();
      }
    });
  });

  describe('redaction (erasure of personal data)', () => {
    it('rewrites the data of one stream of one account, marks it, and keeps positions and order', async () => {
      const id = stream();
      await store.append(id, [event('Created', { email: 'a@example.com', plan: 'x' }, 'acc-r'), event('Noted', { plan: 'y' }, 'acc-r')], 'no_stream');
      const blank = (e: { data: unknown }) => ({ ...(e.data as object), email: null });
      expect(await store.redactStream(id, 'acc-other', blank)).toBe(0);
      expect(await store.redactStream(id, 'acc-r', (e) => ('email' in (e.data as object) ? blank(e) : e.data))).toBe(1);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.streamPosition, e.type, e.data, e.metadata.redacted ?? false])).toEqual([
        [1, 'Created', { email: null, plan: 'x' }, true],
        [2, 'Noted', { plan: 'y' }, false],
      ]);
    });
  });
});

onKurrentDb('event store on kurrentdb: what KurrentDB cannot do', () => {
  let store: EventStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await openStore('kurrentdb'));
  }, 180_000);
  afterAll(() => close());

  it('refuses to rewrite an event (erasure needs per-subject keys there) and leaves the stream as it was', async () => {
    const id = stream();
    await store.append(id, [event('Created', { email: 'a@example.com' }, 'acc-r')], 'no_stream');
    await expect(store.redactStream(id, 'acc-r', () => ({ email: null }))).rejects.toBeInstanceOf(EventStoreUnsupportedError);
    expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ email: 'a@example.com' }]);
  });
});
