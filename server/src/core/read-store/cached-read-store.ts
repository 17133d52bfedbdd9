import type { ReadModelCache } from './read-model-cache';
import { isCachedCollection } from './read-model-cache';
import type { FindQuery, FindResult, ReadStore, ScopedCollection, StoredDoc } from './read-store';

/**
 * The query side's ReadStore: reads of the collections declared cached go through the
 * ReadModelCache (when it is on), everything else straight to the store underneath.
 * Projections never write through it (they write in their own transactions); a write
 * through it all the same empties that collection's entries of the account.
 */
export class CachedReadStore implements ReadStore {
  constructor(
    private readonly inner: ReadStore,
    private readonly cache: ReadModelCache,
  ) {}

  collection<Doc extends StoredDoc>(name: string) {
    const inner = this.inner.collection<Doc>(name);
    if (!isCachedCollection(name)) return inner;
    return { forAccount: (accountId: string): ScopedCollection<Doc> => new CachedScopedCollection(inner.forAccount(accountId), name, this.cache) };
  }
}

class CachedScopedCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly inner: ScopedCollection<Doc>,
    private readonly name: string,
    private readonly cache: ReadModelCache,
  ) {}

  get accountId(): string {
    return this.inner.accountId;
  }

  get(id: string): Promise<Doc | undefined> {
    return this.cache.read(this.name, this.accountId, `get ${id}`, () => this.inner.get(id));
  }

  getMany(ids: readonly string[]): Promise<Doc[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.cache.read(this.name, this.accountId, `getMany ${JSON.stringify(ids)}`, () => this.inner.getMany(ids));
  }

  pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>> {
    return this.inner.pickMany(ids, fields);
  }

  find(query: FindQuery = {}): Promise<FindResult<Doc>> {
    return this.cache.read(this.name, this.accountId, `find ${JSON.stringify(query)}`, () => this.inner.find(query));
  }

  findIds(query: Pick<FindQuery, 'where' | 'search' | 'sort'> = {}): Promise<string[]> {
    return this.inner.findIds(query);
  }

  async upsert(doc: Doc): Promise<void> {
    try {
      await this.inner.upsert(doc);
    } finally {
      this.cache.invalidate(this.name, this.accountId);
    }
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    try {
      return await this.inner.patch(id, changes);
    } finally {
      this.cache.invalidate(this.name, this.accountId);
    }
  }

  async delete(id: string): Promise<boolean> {
    try {
      return await this.inner.delete(id);
    } finally {
      this.cache.invalidate(this.name, this.accountId);
    }
  }
}
