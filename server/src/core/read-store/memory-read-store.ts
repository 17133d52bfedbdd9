import { assertFieldPath, FindQueryBuilder } from './find-query.sql';
import { compareBySort, matchesQuery } from './memory-find';
import type { FindQuery, FindResult, ReadStore, ScopedCollection, StoredDoc } from './read-store';

export const memoryKeyOf = (collection: string, accountId: string, id: string): string => `${collection}|${accountId}|${id}`;

/**
 * Read models held in memory, queried as the SQL read store queries them (memory-find.ts):
 * what projections build when they are replayed up to a point in the event history (a report
 * run re-rendered as of its cut-off), and what the projection specifications apply events to.
 * `clone: false` hands out the stored objects themselves (a replay that only reads them).
 */
export class MemoryReadStore implements ReadStore {
  protected readonly rows = new Map<string, StoredDoc>();

  constructor(private readonly options: { clone?: boolean } = {}) {}

  collection<Doc extends StoredDoc>(name: string): { forAccount(accountId: string): ScopedCollection<Doc> } {
    return { forAccount: (accountId) => new MemoryCollection<Doc>(this.rows, name, accountId, this.options.clone ?? true) };
  }
}

class MemoryCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly rows: Map<string, StoredDoc>,
    private readonly name: string,
    readonly accountId: string,
    private readonly clone: boolean,
  ) {
    if (!accountId) throw new Error('A read-model collection needs an account id');
  }

  private copy<T>(doc: T): T {
    return this.clone ? structuredClone(doc) : doc;
  }

  async get(id: string): Promise<Doc | undefined> {
    const row = this.rows.get(memoryKeyOf(this.name, this.accountId, id));
    return row && (this.copy(row) as Doc);
  }

  /** By id, in the order of the ids' text (as the SQL store answers). */
  async getMany(ids: readonly string[]): Promise<Doc[]> {
    const found = await Promise.all([...new Set(ids)].sort().map((id) => this.get(id)));
    return found.filter((doc): doc is Awaited<Doc> => doc !== undefined);
  }

  async pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>> {
    fields.forEach((field) => assertFieldPath(field));
    const docs = await this.getMany(ids);
    return docs.map((doc) => Object.fromEntries([['id', doc.id], ...fields.map((field) => [field, doc[field] ?? null])]) as Pick<Doc, Field | 'id'>);
  }

  /** Every document of this collection and account. */
  private all(): Doc[] {
    const prefix = memoryKeyOf(this.name, this.accountId, '');
    return [...this.rows].filter(([key]) => key.startsWith(prefix)).map(([, doc]) => doc as Doc);
  }

  private matching(query: Pick<FindQuery, 'where' | 'search' | 'sort'>): Doc[] {
    return this.all()
      .filter((doc) => matchesQuery(doc, query))
      .sort(compareBySort(query.sort));
  }

  async find(query: FindQuery = {}): Promise<FindResult<Doc>> {
    const matches = this.matching(query);
    const { page, limit, offset } = FindQueryBuilder.paging(query);
    const items = matches.slice(offset, offset + limit).map((doc) => this.copy(doc));
    const capped = query.countLimit !== undefined && query.sum === undefined && matches.length > query.countLimit;
    const sum =
      query.sum !== undefined ? matches.reduce((total, doc) => total + Number((doc as Record<string, unknown>)[query.sum ?? ''] ?? 0), 0) : undefined;
    return {
      items,
      total: capped ? (query.countLimit ?? 0) : matches.length,
      page,
      limit,
      ...(capped ? { totalCapped: true } : {}),
      ...(sum !== undefined ? { sum } : {}),
    };
  }

  async findIds(query: Pick<FindQuery, 'where' | 'search' | 'sort'> = {}): Promise<string[]> {
    return this.matching(query).map((doc) => doc.id);
  }

  async upsert(doc: Doc): Promise<void> {
    this.rows.set(memoryKeyOf(this.name, this.accountId, doc.id), this.copy(doc));
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    const current = await this.get(id);
    if (!current) return undefined;
    const next = { ...current, ...changes };
    await this.upsert(next);
    return next;
  }

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(memoryKeyOf(this.name, this.accountId, id));
  }
}
