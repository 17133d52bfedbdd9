import type { ClientSession, Collection, Db, Document, Filter, IndexDescription, Sort } from 'mongodb';
import { collectionColumns, documentIndexed } from './collection-columns';
import { assertFieldPath, FindQueryBuilder } from './find-query.sql';
import type { FieldFilter, FindQuery, FindResult, ReadStore, ScopedCollection, SortField, StoredDoc } from './read-store';
import { collectionTable, type ReadModelTracker } from './sql-read-store';

/**
 * A read-model document as MongoDB holds it, in a collection named as the SQL table
 * (`collectionTable`): `{ account_id, id, doc, position, updated_at }`, the table's columns;
 * `position` is the global position of the event that wrote it last (0 outside a projection).
 */
/**
 * The indexes of a collection, from what it declares for SQL (collection-columns.ts): the
 * account and id (unique: the table's primary key); a field with a column gets an index led
 * by the account, a `sortIndex` one in the list's default order; a collection whose documents
 * SQL indexes whole (GIN) gets a wildcard index over them. `search` has no index here: an
 * unanchored, case-insensitive regex reads the account's documents (MongoDB's text index
 * matches stemmed words, not parts of words, and would answer differently).
 */
export function mongoIndexes(name: string): IndexDescription[] {
  const indexes: IndexDescription[] = [{ name: 'account_id_id', key: { account_id: 1, id: 1 }, unique: true }];
  for (const [field, column] of Object.entries(collectionColumns(name))) {
    if (column.index !== false) indexes.push({ name: `f_${field}`, key: { account_id: 1, [`doc.${field}`]: 1 } });
    if (column.sortIndex) indexes.push({ name: `f_${field}_order`, key: { account_id: 1, [`doc.${field}`]: -1, id: 1 } });
  }
  if (documentIndexed(name)) indexes.push({ name: 'doc_wildcard', key: { 'doc.$**': 1 } });
  return indexes;
}

/** Creates a collection's indexes (idempotent); drops the wildcard index of a collection that no longer wants it. */
export async function prepareMongoCollection(db: Db, name: string, suffix = ''): Promise<void> {
  const collection = db.collection(collectionTable(name, suffix));
  await collection.createIndexes(mongoIndexes(name));
  if (!documentIndexed(name)) await collection.dropIndex('doc_wildcard').catch(() => undefined);
}

/**
 * Read models in MongoDB: the read-store port with the SQL store's answers (the contract suite
 * runs both). Bound to a database, and within a projection to its session (one transaction
 * with the checkpoint on a replica set) and its tracker (position to stamp, changes to push).
 */
export class MongoReadStore implements ReadStore {
  constructor(
    private readonly db: Db,
    private readonly options: { session?: ClientSession; track?: ReadModelTracker; suffix?: string } = {},
  ) {}

  collection<Doc extends StoredDoc>(name: string) {
    const collection = this.db.collection(collectionTable(name, this.options.suffix));
    return {
      forAccount: (accountId: string): ScopedCollection<Doc> =>
        new MongoScopedCollection<Doc>(collection, name, accountId, this.options.session, this.options.track),
    };
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const path = (field: string) => {
  assertFieldPath(field);
  return `doc.${field}`;
};

/** One field's filter as MongoDB conditions (each its own, ANDed: a field may carry several). */
function fieldConditions(field: string, filter: FieldFilter): Document[] {
  const at = path(field);
  if (filter === null || typeof filter !== 'object') return [{ [at]: filter }];
  const conditions: Document[] = [];
  if (filter.eq !== undefined) conditions.push({ [at]: filter.eq });
  if (filter.ne !== undefined) conditions.push({ [at]: { $ne: filter.ne } });
  if (filter.in !== undefined) conditions.push({ [at]: { $in: [...filter.in] } });
  if (filter.contains !== undefined) {
    const values = Array.isArray(filter.contains) ? filter.contains : [filter.contains];
    // $all of nothing matches nothing; SQL's "holds all of none" holds for every array.
    conditions.push(values.length > 0 ? { [at]: { $all: [...values] } } : { [at]: { $type: 'array' } });
  }
  if (filter.overlaps !== undefined) conditions.push({ [at]: { $elemMatch: { $in: [...filter.overlaps] } } });
  for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
    const bound = filter[key];
    if (bound !== undefined) conditions.push({ [at]: { [`$${key}`]: bound } });
  }
  if (filter.exists !== undefined) conditions.push(filter.exists ? { [at]: { $ne: null } } : { [at]: null });
  return conditions;
}

/** The MongoDB filter of a query's `where` and `search`, always within the account. */
export function mongoFilter(accountId: string, query: Pick<FindQuery, 'where' | 'search'>): Filter<Document> {
  const conditions: Document[] = [{ account_id: accountId }];
  for (const [field, filter] of Object.entries(query.where ?? {})) {
    if (filter !== undefined) conditions.push(...fieldConditions(field, filter));
  }
  const search = query.search;
  if (search && search.fields.length > 0) {
    const words = search.text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
    for (const word of words) {
      conditions.push({ $or: search.fields.map((field) => ({ [path(field)]: { $regex: escapeRegex(word), $options: 'i' } })) });
    }
  }
  return conditions.length === 1 ? conditions[0] : { $and: conditions };
}

/**
 * The SQL store's order in an aggregation: for each field, first whether it is missing or
 * null (nulls last in both directions, as `NULLS LAST`), then the value; the id last.
 */
export function sortStages(sort: readonly SortField[] = []): Document[] {
  const seen = new Set<string>();
  const fields = sort.filter(({ field }) => !seen.has(field) && seen.add(field));
  const flags: Document = {};
  const order: Sort = {};
  fields.forEach(({ field, direction }, index) => {
    const at = path(field);
    flags[`_null${index}`] = { $cond: [{ $eq: [{ $ifNull: [`$${at}`, null] }, null] }, 1, 0] };
    Object.assign(order, { [`_null${index}`]: 1, [at]: direction === 'desc' ? -1 : 1 });
  });
  Object.assign(order, { id: 1 });
  return fields.length > 0 ? [{ $addFields: flags }, { $sort: order }] : [{ $sort: order }];
}

class MongoScopedCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly rows: Collection<Document>,
    private readonly name: string,
    readonly accountId: string,
    private readonly session?: ClientSession,
    private readonly track?: ReadModelTracker,
  ) {
    if (!accountId) throw new Error('A read-model collection needs an account id');
  }

  async get(id: string): Promise<Doc | undefined> {
    const row = await this.rows.findOne({ account_id: this.accountId, id }, { session: this.session, projection: { doc: 1 } });
    return (row?.doc as Doc | undefined) ?? undefined;
  }

  async getMany(ids: readonly string[]): Promise<Doc[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows
      .find({ account_id: this.accountId, id: { $in: [...ids] } }, { session: this.session, projection: { doc: 1 } })
      .sort({ id: 1 })
      .toArray();
    return rows.map((row) => row.doc as Doc);
  }

  async pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>> {
    if (ids.length === 0) return [];
    const projection: Document = { id: 1 };
    for (const field of fields) projection[path(field)] = 1;
    const rows = await this.rows
      .find({ account_id: this.accountId, id: { $in: [...ids] } }, { session: this.session, projection })
      .sort({ id: 1 })
      .toArray();
    // As the SQL store's jsonb_build_object: a missing field is null.
    return rows.map((row) => {
      const picked: Record<string, unknown> = { id: row.id };
      for (const field of fields) picked[field] = (row.doc as Record<string, unknown> | undefined)?.[field] ?? null;
      return picked as Pick<Doc, Field | 'id'>;
    });
  }

  async find(query: FindQuery = {}): Promise<FindResult<Doc>> {
    const { page, limit, offset } = FindQueryBuilder.paging(query);
    const filter = mongoFilter(this.accountId, query);
    const pageRows = this.rows
      .aggregate([{ $match: filter }, ...sortStages(query.sort), { $skip: offset }, { $limit: limit }, { $project: { doc: 1 } }], {
        session: this.session,
      })
      .toArray();
    if (query.sum !== undefined) {
      // The sum reads every match: the count comes with it, exact.
      const [rows, [totals]] = await Promise.all([
        pageRows,
        this.rows
          .aggregate([{ $match: filter }, { $group: { _id: null, total: { $sum: 1 }, sum: { $sum: `$${path(query.sum)}` } } }], {
            session: this.session,
          })
          .toArray(),
      ]);
      return { items: rows.map((row) => row.doc as Doc), total: totals?.total ?? 0, page, limit, sum: Number(totals?.sum ?? 0) };
    }
    const cap = query.countLimit === undefined ? undefined : Math.max(Math.trunc(query.countLimit), 1);
    const [rows, counted] = await Promise.all([
      pageRows,
      this.rows.countDocuments(filter, { session: this.session, ...(cap === undefined ? {} : { limit: cap + 1 }) }),
    ]);
    const items = rows.map((row) => row.doc as Doc);
    if (cap === undefined) return { items, total: counted, page, limit };
    return { items, total: Math.min(counted, cap), page, limit, ...(counted > cap ? { totalCapped: true } : {}) };
  }

  async findIds(query: Pick<FindQuery, 'where' | 'search' | 'sort'> = {}): Promise<string[]> {
    const rows = await this.rows
      .aggregate([{ $match: mongoFilter(this.accountId, query) }, ...sortStages(query.sort), { $project: { _id: 0, id: 1 } }], {
        session: this.session,
      })
      .toArray();
    return rows.map((row) => row.id as string);
  }

  async upsert(doc: Doc): Promise<void> {
    // Through JSON, as the SQL store's jsonb: undefined fields vanish, dates become strings.
    const stored = JSON.parse(JSON.stringify(doc)) as Doc;
    await this.rows.replaceOne(
      { account_id: this.accountId, id: doc.id },
      { account_id: this.accountId, id: doc.id, doc: stored, position: this.track?.position() ?? 0, updated_at: new Date() },
      { upsert: true, session: this.session },
    );
    this.track?.changed({ collection: this.name, accountId: this.accountId, id: doc.id, doc: stored });
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    const set: Document = { position: this.track?.position() ?? 0, updated_at: new Date() };
    for (const [key, value] of Object.entries(JSON.parse(JSON.stringify({ ...changes, id })) as Record<string, unknown>)) set[`doc.${key}`] = value;
    const row = await this.rows.findOneAndUpdate(
      { account_id: this.accountId, id },
      { $set: set },
      { returnDocument: 'after', session: this.session, projection: { doc: 1 } },
    );
    const doc = (row?.doc as Doc | undefined) ?? undefined;
    if (doc) this.track?.changed({ collection: this.name, accountId: this.accountId, id, doc });
    return doc;
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.rows.deleteOne({ account_id: this.accountId, id }, { session: this.session });
    if (deletedCount > 0) this.track?.changed({ collection: this.name, accountId: this.accountId, id, doc: null });
    return deletedCount > 0;
  }
}
