import type { SqlExecutor } from '../sql/sql-client';
import type { FindQuery, FindResult, ReadModelChange, ReadStore, ScopedCollection, StoredDoc } from './read-store';
import { collectionTable, SqlReadStore } from './sql-read-store';

interface PendingWrite {
  collection: string;
  accountId: string;
  id: string;
  /** null: delete. */
  doc: StoredDoc | null;
  position: number;
}

/**
 * The read store a projection batch writes through: writes stay in memory (reads see
 * them) and `flush()` sends them as one multi-row upsert and one delete per collection,
 * in the batch's transaction. A batch of 1,000 events is then a handful of statements
 * instead of 1,000 round trips. `find` flushes first, so it sees everything.
 */
export class BufferedReadStore implements ReadStore {
  private readonly pending = new Map<string, PendingWrite>();
  /** Documents read ahead (`preload`): null for one that does not exist. */
  private readonly preloaded = new Map<string, StoredDoc | null>();
  private readonly direct: SqlReadStore;

  constructor(
    private readonly sql: SqlExecutor,
    private readonly position: () => number,
    private readonly tableSuffix = '',
  ) {
    this.direct = new SqlReadStore(sql, undefined, tableSuffix);
  }

  collection<Doc extends StoredDoc>(name: string) {
    collectionTable(name); // validates the name now rather than at flush
    return {
      forAccount: (accountId: string): ScopedCollection<Doc> =>
        new BufferedCollection<Doc>(this, this.direct.collection<Doc>(name).forAccount(accountId), name),
    };
  }

  /**
   * Reads the documents a batch's events will `get`, one statement per collection and
   * account, so applying them costs no round trip each (a batch of 10 events of 10 tasks:
   * 1 read instead of 10).
   */
  async preload(wanted: ReadonlyArray<{ collection: string; accountId: string; id: string }>): Promise<void> {
    const groups = new Map<string, { collection: string; accountId: string; ids: Set<string> }>();
    for (const { collection, accountId, id } of wanted) {
      const k = key(collection, accountId, id);
      if (this.pending.has(k) || this.preloaded.has(k)) continue;
      const groupKey = JSON.stringify([collection, accountId]);
      const group = groups.get(groupKey) ?? { collection, accountId, ids: new Set<string>() };
      group.ids.add(id);
      groups.set(groupKey, group);
    }
    for (const { collection, accountId, ids } of groups.values()) {
      const found = await this.direct
        .collection(collection)
        .forAccount(accountId)
        .getMany([...ids]);
      const byId = new Map(found.map((doc) => [doc.id, doc]));
      for (const id of ids) this.preloaded.set(key(collection, accountId, id), byId.get(id) ?? null);
    }
  }

  /** @internal The buffered write of a document, else its preloaded state (doc null: none). */
  lookup(collection: string, accountId: string, id: string): { doc: StoredDoc | null } | undefined {
    const k = key(collection, accountId, id);
    const pending = this.pending.get(k);
    if (pending) return pending;
    const preloaded = this.preloaded.get(k);
    return preloaded === undefined ? undefined : { doc: preloaded };
  }

  /** @internal */
  write(collection: string, accountId: string, id: string, doc: StoredDoc | null): void {
    const k = key(collection, accountId, id);
    this.pending.delete(k); // re-insert: the map keeps the order of last writes
    this.pending.set(k, { collection, accountId, id, doc, position: this.position() });
  }

  /** Writes everything buffered; returns the changes, one per document, in order of last write. */
  async flush(): Promise<ReadModelChange[]> {
    const writes = [...this.pending.values()];
    this.pending.clear();
    // What was read ahead is now what was written.
    for (const w of writes) this.preloaded.set(key(w.collection, w.accountId, w.id), w.doc);
    const byCollection = new Map<string, PendingWrite[]>();
    for (const write of writes) {
      const group = byCollection.get(write.collection);
      if (group) group.push(write);
      else byCollection.set(write.collection, [write]);
    }
    for (const [collection, group] of byCollection) {
      const table = collectionTable(collection, this.tableSuffix);
      const deletes = group.filter((w) => w.doc === null).map((w) => ({ account_id: w.accountId, id: w.id }));
      const upserts = group.filter((w) => w.doc !== null).map((w) => ({ account_id: w.accountId, id: w.id, doc: w.doc, position: w.position }));
      if (deletes.length > 0) {
        await this.sql.query(
          `DELETE FROM ${table} t USING jsonb_to_recordset($1::jsonb) AS r(account_id text, id text)
            WHERE t.account_id = r.account_id AND t.id = r.id`,
          [JSON.stringify(deletes)],
        );
      }
      if (upserts.length > 0) {
        await this.sql.query(
          `INSERT INTO ${table} (account_id, id, doc, position)
           SELECT r.account_id, r.id, r.doc, r.position
             FROM jsonb_to_recordset($1::jsonb) AS r(account_id text, id text, doc jsonb, position bigint)
           ON CONFLICT (account_id, id) DO UPDATE
             SET doc = EXCLUDED.doc, position = EXCLUDED.position, updated_at = now()`,
          [JSON.stringify(upserts)],
        );
      }
    }
    return writes.map((w) => ({ collection: w.collection, accountId: w.accountId, id: w.id, doc: w.doc }));
  }
}

function key(collection: string, accountId: string, id: string): string {
  return JSON.stringify([collection, accountId, id]);
}

class BufferedCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly buffer: BufferedReadStore,
    private readonly direct: ScopedCollection<Doc>,
    private readonly name: string,
  ) {}

  get accountId(): string {
    return this.direct.accountId;
  }

  async get(id: string): Promise<Doc | undefined> {
    const pending = this.buffer.lookup(this.name, this.accountId, id);
    if (pending) return (pending.doc as Doc | null) ?? undefined;
    return this.direct.get(id);
  }

  async getMany(ids: readonly string[]): Promise<Doc[]> {
    const unbuffered = ids.filter((id) => !this.buffer.lookup(this.name, this.accountId, id));
    const stored = await this.direct.getMany(unbuffered);
    const buffered = ids
      .map((id) => this.buffer.lookup(this.name, this.accountId, id)?.doc as Doc | null | undefined)
      .filter((doc): doc is Doc => !!doc);
    return [...stored, ...buffered].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>> {
    await this.buffer.flush();
    return this.direct.pickMany(ids, fields);
  }

  async find(query?: FindQuery): Promise<FindResult<Doc>> {
    await this.buffer.flush();
    return this.direct.find(query);
  }

  async findIds(query?: Pick<FindQuery, 'where' | 'search' | 'sort'>): Promise<string[]> {
    await this.buffer.flush();
    return this.direct.findIds(query);
  }

  async upsert(doc: Doc): Promise<void> {
    this.buffer.write(this.name, this.accountId, doc.id, doc);
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    const current = await this.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes, id } as Doc;
    this.buffer.write(this.name, this.accountId, id, next);
    return next;
  }

  async delete(id: string): Promise<boolean> {
    const existed = (await this.get(id)) !== undefined;
    if (existed) this.buffer.write(this.name, this.accountId, id, null);
    return existed;
  }
}
