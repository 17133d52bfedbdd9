import { randomUUID } from 'node:crypto';
import { CachedReadStore } from '@kollab/server/core/read-store/cached-read-store';
import { defineCollectionColumns } from '@kollab/server/core/read-store/collection-columns';
import { defineCachedCollection, ReadModelCache } from '@kollab/server/core/read-store/read-model-cache';
import { MemoryReadStore } from '@kollab/server/core/read-store/memory-read-store';
import type { ReadStore } from '@kollab/server/core/read-store/read-store';
import { collectionTable, prepareCollection, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { InvalidQueryError } from '@kollab/server/core/read-store/find-query.sql';
import { MongoClient, type Db } from 'mongodb';
import { MongoReadStore, prepareMongoCollection } from '@kollab/server/core/read-store/mongo-read-store';
import { availableDrivers, openDriver, type OpenedDriver } from '../../support/sql-drivers';
import { dockerSuites, startMongoDb } from '../../support/containers';

// The same contract on a plain JSONB collection, on one whose fields live in real
// columns too (collection-columns.ts), and on one read through the in-memory cache
// (cached-read-store.ts, the cache on): every answer must be the same.
defineCollectionColumns('contract_columns', {
  title: { type: 'text', index: false, search: true },
  status: { type: 'text' },
  priority: { type: 'numeric', index: false },
  due: { type: 'text' },
  assignees: { type: 'text[]' },
});
defineCachedCollection('contract_cached');
// …and in memory (memory-read-store.ts: the read models a report run's re-render replays).
const variants = [
  ...availableDrivers().flatMap((driver) => [
    [driver, 'contract_items'],
    [driver, 'contract_columns'],
    [driver, 'contract_cached'],
  ]),
  ['memory', 'contract_items'],
];
// …and in MongoDB where a Docker engine runs it (testcontainers; one container for the file, a database per variant).
const onMongoDb = dockerSuites('read store contract on MongoDB') ? describe : describe.skip;
let mongo: ReturnType<typeof startMongoDb> | undefined;
afterAll(async () => {
  if (mongo) await (await mongo).container.stop();
});

async function openMongo(collection: string): Promise<{ store: ReadStore; db: Db; close: () => Promise<void> }> {
  mongo ??= startMongoDb();
  const client = await MongoClient.connect((await mongo).url, { ignoreUndefined: true });
  const db = client.db(`kollab_test_${randomUUID().slice(0, 8)}`);
  await prepareMongoCollection(db, collection);
  return { store: new MongoReadStore(db), db, close: () => client.close() };
}

interface Item {
  id: string;
  title: string;
  status: string;
  priority: number;
  due: string | null;
  assignees: string[];
  team: { id: string };
}

/** The port's contract: the same answers on every store. */
function readStoreContract(driver: string, collection: string): void {
  let db: OpenedDriver | undefined;
  let mongoDb: Db | undefined;
  let closeMongo: (() => Promise<void>) | undefined;
  let store: ReadStore;
  const account = `acc-${randomUUID()}`;
  const items = () => store.collection<Item>(collection).forAccount(account);

  beforeAll(async () => {
    if (driver === 'memory') store = new MemoryReadStore();
    else if (driver === 'mongodb') ({ store, db: mongoDb, close: closeMongo } = await openMongo(collection));
    else {
      db = await openDriver(driver as 'pglite' | 'postgres');
      await prepareCollection(db.sql, collection);
      store = new SqlReadStore(db.sql);
    }
    if (collection === 'contract_cached') {
      const cache = new ReadModelCache();
      cache.enable();
      store = new CachedReadStore(store, cache);
    }
    const seed: Item[] = [
      { id: 'a', title: 'Angebot Müller GmbH', status: 'open', priority: 2, due: '2026-03-01', assignees: ['u1', 'u2'], team: { id: 't1' } },
      { id: 'b', title: 'Besprechung Protokoll', status: 'closed', priority: 10, due: '2026-01-15', assignees: ['u2'], team: { id: 't2' } },
      { id: 'c', title: 'Checkliste 100% fertig', status: 'in_progress', priority: 1, due: null, assignees: [], team: { id: 't1' } },
      { id: 'd', title: 'Dokumentation', status: 'open', priority: 5, due: '2026-02-10T12:00:00.000Z', assignees: ['u3'], team: { id: 't2' } },
    ];
    for (const item of seed) await items().upsert(item);
    // The same ids in another account must never show up.
    const other = store.collection<Item>(collection).forAccount(`acc-${randomUUID()}`);
    for (const item of seed) await other.upsert({ ...item, title: `OTHER ${item.title}` });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await closeMongo?.();
  });

  const ids = async (query: Parameters<ReturnType<typeof items>['find']>[0]) => (await items().find(query)).items.map((item) => item.id);

  it('gets by id within the account only', async () => {
    expect(await items().get('a')).toMatchObject({ title: 'Angebot Müller GmbH' });
    expect(await items().get('zzz')).toBeUndefined();
    expect((await items().getMany(['d', 'a', 'nope'])).map((i) => i.id)).toEqual(['a', 'd']);
    expect(await items().pickMany(['d', 'a', 'nope'], ['status', 'team'])).toEqual([
      { id: 'a', status: 'open', team: { id: 't1' } },
      { id: 'd', status: 'open', team: { id: 't2' } },
    ]);
    await expect(items().pickMany(['a'], ["title') --" as 'title'])).rejects.toBeInstanceOf(InvalidQueryError);
  });

  it('filters by equality, nested fields, in and ne', async () => {
    expect(await ids({ where: { status: 'open' } })).toEqual(['a', 'd']);
    expect(await ids({ where: { 'team.id': 't2' } })).toEqual(['b', 'd']);
    expect(await ids({ where: { status: { in: ['closed', 'in_progress'] } } })).toEqual(['b', 'c']);
    expect(await ids({ where: { status: { in: [] } } })).toEqual([]);
    expect(await ids({ where: { status: { ne: 'open' } } })).toEqual(['b', 'c']);
  });

  it('filters by array membership', async () => {
    expect(await ids({ where: { assignees: { contains: 'u2' } } })).toEqual(['a', 'b']);
    expect(await ids({ where: { assignees: { contains: ['u1', 'u2'] } } })).toEqual(['a']);
  });

  it('filters by holding any of several values (overlaps)', async () => {
    expect(await ids({ where: { assignees: { overlaps: ['u1', 'u2'] } } })).toEqual(['a', 'b']);
    expect(await ids({ where: { assignees: { overlaps: ['u1', 'nobody'] } } })).toEqual(['a']);
    expect(await ids({ where: { assignees: { overlaps: [] } } })).toEqual([]);
  });

  it('filters by number and date ranges, and by presence', async () => {
    expect(await ids({ where: { priority: { gte: 2, lt: 10 } } })).toEqual(['a', 'd']);
    expect(await ids({ where: { due: { gte: '2026-02-01', lte: '2026-02-28T23:59:59Z' } } })).toEqual(['d']);
    expect(await ids({ where: { due: { lt: '2026-02-01' } } })).toEqual(['b']);
    expect(await ids({ where: { due: null } })).toEqual(['c']);
    expect(await ids({ where: { due: { exists: true } } })).toEqual(['a', 'b', 'd']);
  });

  it('searches words case-insensitively over chosen fields, taking % and _ literally', async () => {
    expect(await ids({ search: { text: 'müller angebot', fields: ['title'] } })).toEqual(['a']);
    expect(await ids({ search: { text: 'PROTO', fields: ['title', 'status'] } })).toEqual(['b']);
    expect(await ids({ search: { text: 'closed', fields: ['title', 'status'] } })).toEqual(['b']);
    expect(await ids({ search: { text: '100%', fields: ['title'] } })).toEqual(['c']);
    expect(await ids({ search: { text: '%', fields: ['title'] } })).toEqual(['c']);
  });

  it('sorts numbers as numbers, by several fields and directions', async () => {
    expect(await ids({ sort: [{ field: 'priority' }] })).toEqual(['c', 'a', 'd', 'b']);
    expect(await ids({ sort: [{ field: 'priority', direction: 'desc' }] })).toEqual(['b', 'd', 'a', 'c']);
    expect(await ids({ sort: [{ field: 'status' }, { field: 'title', direction: 'desc' }] })).toEqual(['b', 'c', 'd', 'a']);
  });

  it('pages with a total', async () => {
    const first = await items().find({ sort: [{ field: 'title' }], page: 1, limit: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    const second = await items().find({ sort: [{ field: 'title' }], page: 2, limit: 3 });
    expect(second.items.map((i) => i.id)).toEqual(['d']);
    const beyond = await items().find({ page: 9, limit: 3 });
    expect(beyond).toMatchObject({ items: [], total: 4 });
    expect((await items().find({ limit: 100000 })).limit).toBe(500);
  });

  it('counts only up to countLimit, and says when there are more', async () => {
    const capped = await items().find({ sort: [{ field: 'title' }], limit: 2, countLimit: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true, page: 1, limit: 2 });
    expect(capped.items.map((i) => i.id)).toEqual(['a', 'b']);
    const exact = await items().find({ limit: 2, countLimit: 4 });
    expect(exact.total).toBe(4);
    expect(exact.totalCapped).toBeUndefined();
    const filtered = await items().find({ where: { status: 'open' }, countLimit: 1 });
    expect(filtered).toMatchObject({ total: 1, totalCapped: true });
    expect(filtered.items.map((i) => i.id)).toEqual(['a', 'd']);
    expect(await items().find({ where: { status: 'none' }, countLimit: 10 })).toMatchObject({ items: [], total: 0 });
  });

  it('adds up a numeric field over every match, whatever the page and search, and then counts exactly', async () => {
    expect(await items().find({ sum: 'priority', limit: 1 })).toMatchObject({ total: 4, sum: 18 });
    const open = await items().find({ where: { status: 'open' }, sum: 'priority', page: 2, limit: 1, countLimit: 1 });
    expect(open).toMatchObject({ total: 2, sum: 7 });
    expect(open.totalCapped).toBeUndefined();
    expect(open.items.map((i) => i.id)).toEqual(['d']);
    expect((await items().find({ search: { text: 'protokoll', fields: ['title'] }, sum: 'priority' })).sum).toBe(10);
    expect(await items().find({ where: { status: 'none' }, sum: 'priority' })).toMatchObject({ items: [], total: 0, sum: 0 });
    expect((await items().find({})).sum).toBeUndefined();
  });

  it('keeps declared fields in generated columns with their indexes', async () => {
    if (mongoDb) {
      const names = (await mongoDb.collection(collectionTable(collection)).indexes()).map((index) => index.name);
      expect(names).toEqual(expect.arrayContaining(['account_id_id', 'doc_wildcard']));
      if (collection === 'contract_columns') expect(names).toEqual(expect.arrayContaining(['f_status', 'f_assignees', 'f_due']));
      expect(names).not.toContain('f_title'); // index: false
      return;
    }
    if (!db) return; // memory: no tables
    const table = collectionTable(collection);
    const columns = await db.sql.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE 'f\\_%' ORDER BY column_name`,
      [table],
    );
    const indexes = (await db.sql.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [table])).map(
      (row) => row.indexname,
    );
    if (collection !== 'contract_columns') {
      expect(columns).toEqual([]);
      return;
    }
    expect(columns.map((c) => c.column_name)).toEqual(['f_assignees', 'f_due', 'f_priority', 'f_status', 'f_title']);
    expect(indexes).toEqual(expect.arrayContaining([`${table}_f_status`, `${table}_f_assignees`, `${table}_f_due`]));
    // The search column gets its trigram index on both drivers (PGlite loads pg_trgm: sql/pglite-client.ts).
    expect(indexes).toContain(`${table}_f_title_trgm`);
    // A write through the document fills the columns.
    const [row] = await db.sql.query<{ f_status: string; f_assignees: string[]; f_priority: string }>(
      `SELECT f_status, f_assignees, f_priority::text AS f_priority FROM ${table} WHERE account_id = $1 AND id = 'a'`,
      [account],
    );
    expect(row).toEqual({ f_status: 'open', f_assignees: ['u1', 'u2'], f_priority: '2' });
  });

  it('patches shallowly and deletes, within the account', async () => {
    const patched = await items().patch('c', { status: 'closed' });
    expect(patched).toMatchObject({ id: 'c', status: 'closed', title: 'Checkliste 100% fertig' });
    expect(await items().patch('nope', { status: 'x' })).toBeUndefined();
    const stranger = store.collection<Item>(collection).forAccount(`acc-${randomUUID()}`);
    expect(await stranger.delete('c')).toBe(false);
    expect(await items().delete('c')).toBe(true);
    expect(await items().get('c')).toBeUndefined();
  });

  it('refuses field paths that are not plain names', async () => {
    await expect(items().find({ where: { "title') OR 1=1 --": 'x' } })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(items().find({ sort: [{ field: 'a;drop' }] })).rejects.toBeInstanceOf(InvalidQueryError);
  });

  it('cannot be used without an account', () => {
    expect(() => store.collection<Item>(collection).forAccount('')).toThrow();
  });
}

describe.each(variants)('read store contract on %s, collection %s', readStoreContract);
onMongoDb.each([
  ['mongodb', 'contract_items'],
  ['mongodb', 'contract_columns'],
  ['mongodb', 'contract_cached'],
])('read store contract on %s, collection %s', readStoreContract);

describe.each(availableDrivers())('a collection of an earlier version gains its columns at start on %s', (driver) => {
  it('adds the columns to the existing table, filled from the stored documents, and queries use them', async () => {
    const db = await openDriver(driver);
    try {
      // The table as an earlier version made it: the document only.
      await db.sql.exec(`CREATE TABLE rm_contract_upgrade (account_id text NOT NULL, id text NOT NULL, doc jsonb NOT NULL,
        position bigint NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (account_id, id))`);
      await db.sql.query(
        `INSERT INTO rm_contract_upgrade (account_id, id, doc) VALUES ('acc', 'x', '{"id":"x","status":"open","tags":["a"]}'), ('acc', 'y', '{"id":"y","status":"closed","tags":null}')`,
      );
      defineCollectionColumns('contract_upgrade', { status: { type: 'text' }, tags: { type: 'text[]' } });
      await prepareCollection(db.sql, 'contract_upgrade');
      await prepareCollection(db.sql, 'contract_upgrade'); // idempotent
      const rows = await db.sql.query<{ id: string; f_status: string; f_tags: string[] }>(
        'SELECT id, f_status, f_tags FROM rm_contract_upgrade ORDER BY id',
      );
      expect(rows).toEqual([
        { id: 'x', f_status: 'open', f_tags: ['a'] },
        { id: 'y', f_status: 'closed', f_tags: [] },
      ]);
      const found = await new SqlReadStore(db.sql)
        .collection<{ id: string }>('contract_upgrade')
        .forAccount('acc')
        .find({ where: { status: 'open', tags: { overlaps: ['a', 'b'] } } });
      expect(found.items.map((item) => item.id)).toEqual(['x']);
    } finally {
      await db.close();
    }
  });
});

describe.each(availableDrivers())('a collection without the index over whole documents on %s', (driver) => {
  it('is made without it, loses the one an earlier version made, and answers filters on fields without a column all the same', async () => {
    const db = await openDriver(driver);
    try {
      const indexes = async () =>
        (
          await db.sql.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'rm_contract_unindexed' ORDER BY indexname`)
        ).map((row) => row.indexname);
      // The table as an earlier version made it: with the index.
      await db.sql.exec(`CREATE TABLE rm_contract_unindexed (account_id text NOT NULL, id text NOT NULL, doc jsonb NOT NULL,
        position bigint NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (account_id, id));
        CREATE INDEX rm_contract_unindexed_doc ON rm_contract_unindexed USING gin (doc jsonb_path_ops);`);
      defineCollectionColumns('contract_unindexed', { status: { type: 'text' } }, { documentIndex: false });
      await prepareCollection(db.sql, 'contract_unindexed');
      expect(await indexes()).toEqual(['rm_contract_unindexed_f_status', 'rm_contract_unindexed_pkey']);
      const rows = new SqlReadStore(db.sql).collection<{ id: string; status: string; team: { id: string } }>('contract_unindexed').forAccount('acc');
      await rows.upsert({ id: 'x', status: 'open', team: { id: 't1' } });
      await rows.upsert({ id: 'y', status: 'open', team: { id: 't2' } });
      expect((await rows.find({ where: { status: 'open', 'team.id': 't2' } })).items.map((item) => item.id)).toEqual(['y']);
    } finally {
      await db.close();
    }
  });
});
