import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import { collectionColumns, columnsSchema, documentIndexed, searchIndexes } from './collection-columns';
import { assertFieldPath, FindQueryBuilder } from './find-query.sql';
import type { FindQuery, FindResult, ReadModelChange, ReadStore, ScopedCollection, StoredDoc } from './read-store';

/** What a projection's transaction learns from its writes: the event position to stamp, the changes to push. */
export interface ReadModelTracker {
  position(): number;
  changed(change: ReadModelChange): void;
}

// Short enough that rm_<name>__r<8 hex>_pkey stays within PostgreSQL's 63-character identifiers.
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** The table of a collection; a rebuild writes to a shadow table with a suffix, then swaps. */
export function collectionTable(name: string, suffix = ''): string {
  if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name "${name}"`);
  return `rm_${name}${suffix}`;
}

/** DDL of one read-model collection: a JSONB document per (account, id), and the collection's columns (collection-columns.ts). */
export function collectionSchema(name: string, suffix = ''): string {
  const table = collectionTable(name, suffix);
  return `
    CREATE TABLE IF NOT EXISTS ${table} (
      account_id  text NOT NULL,
      id          text NOT NULL,
      doc         jsonb NOT NULL,
      position    bigint NOT NULL DEFAULT 0,
      updated_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, id)
    );
    ${documentIndexed(name) ? `CREATE INDEX IF NOT EXISTS ${table}_doc ON ${table} USING gin (doc jsonb_path_ops);` : `DROP INDEX IF EXISTS ${table}_doc;`}
    ${columnsSchema(table, collectionColumns(name))}`;
}

/**
 * Creates a collection's tables (collectionSchema), then its trigram search indexes
 * where pg_trgm can be had (PostgreSQL: CREATE EXTENSION; PGlite: when the client
 * loaded it). Without the extension the search runs unindexed, with the same answers.
 */
export async function prepareCollection(sql: SqlClient, name: string, suffix = ''): Promise<void> {
  await sql.exec(collectionSchema(name, suffix));
  const indexes = searchIndexes(collectionTable(name, suffix), collectionColumns(name));
  if (indexes.length === 0 || !(await trigramsAvailable(sql))) return;
  for (const index of indexes) await sql.query(index);
}

async function trigramsAvailable(sql: SqlClient): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await sql.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      return true;
    } catch {
      // Not installed, not allowed, or created by another process at the same moment: look.
      const [row] = await sql.query<{ n: number | string }>(`SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`);
      if (Number(row.n) > 0) return true;
    }
  }
  return false;
}

/**
 * JSONB read models on PGlite or PostgreSQL. Bound to an executor: the pool for
 * queries, or a projection's transaction, which also passes `track` to collect the
 * changes it made and the position of the event being applied.
 */
export class SqlReadStore implements ReadStore {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly track?: ReadModelTracker,
    private readonly tableSuffix = '',
  ) {}

  collection<Doc extends StoredDoc>(name: string) {
    const table = collectionTable(name, this.tableSuffix);
    return {
      forAccount: (accountId: string): ScopedCollection<Doc> => new SqlScopedCollection<Doc>(this.sql, name, table, accountId, this.track),
    };
  }
}

class SqlScopedCollection<Doc extends StoredDoc> implements ScopedCollection<Doc> {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly name: string,
    private readonly table: string,
    readonly accountId: string,
    private readonly track?: ReadModelTracker,
  ) {
    if (!accountId) throw new Error('A read-model collection needs an account id');
  }

  async get(id: string): Promise<Doc | undefined> {
    const [row] = await this.sql.query<{ doc: Doc }>(`SELECT doc FROM ${this.table} WHERE account_id = $1 AND id = $2`, [this.accountId, id]);
    return row?.doc;
  }

  async getMany(ids: readonly string[]): Promise<Doc[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.query<{ doc: Doc }>(
      `SELECT doc FROM ${this.table} WHERE account_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)) ORDER BY id`,
      [this.accountId, JSON.stringify(ids)],
    );
    return rows.map((row) => row.doc);
  }

  async pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>> {
    if (ids.length === 0) return [];
    fields.forEach((field) => assertFieldPath(field));
    const picked = fields.map((_, index) => `$${index + 3}::text, doc -> $${index + 3}::text`).join(', ');
    const rows = await this.sql.query<{ doc: Pick<Doc, Field | 'id'> }>(
      `SELECT jsonb_build_object('id', id${picked ? `, ${picked}` : ''}) AS doc FROM ${this.table}
        WHERE account_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)) ORDER BY id`,
      [this.accountId, JSON.stringify(ids), ...fields],
    );
    return rows.map((row) => row.doc);
  }

  async find(query: FindQuery = {}): Promise<FindResult<Doc>> {
    if (query.sum === undefined) return this.page(query);
    return this.pageWithSum(query, query.sum);
  }

  /**
   * The page, and the count and sum of `field` over every match in one aggregate statement
   * beside it: the sum reads every match anyway, so the count comes with it, exact (no
   * `countLimit` cap), instead of a capped count as a third statement.
   */
  private async pageWithSum(query: FindQuery, field: string): Promise<FindResult<Doc>> {
    const { page, limit, offset } = FindQueryBuilder.paging(query);
    const matches = () => new FindQueryBuilder(this.accountId, collectionColumns(this.name)).where(query.where).search(query.search);
    // Two builders: each statement takes exactly its own parameters (PostgreSQL refuses unused ones).
    const listed = matches();
    const order = listed.orderSql(query.sort);
    const params = [...listed.params, limit, offset];
    const summed = matches();
    const value = summed.numericSql(field);
    const [rows, [totals]] = await Promise.all([
      this.sql.query<{ doc: Doc }>(
        `SELECT doc FROM ${this.table} WHERE ${listed.whereSql()} ORDER BY ${order}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      this.sql.query<{ total: number | string; sum: number | string }>(
        `SELECT count(*) AS total, coalesce(sum(${value}), 0) AS sum FROM ${this.table} WHERE ${summed.whereSql()}`,
        summed.params,
      ),
    ]);
    return { items: rows.map((row) => row.doc), total: Number(totals.total), page, limit, sum: Number(totals.sum) };
  }

  private async page(query: FindQuery): Promise<FindResult<Doc>> {
    const { page, limit, offset } = FindQueryBuilder.paging(query);
    const builder = new FindQueryBuilder(this.accountId, collectionColumns(this.name)).where(query.where).search(query.search);
    // The count below takes the WHERE's parameters only (PostgreSQL refuses unused ones): before ORDER BY adds its own.
    const whereParams = [...builder.params];
    const order = builder.orderSql(query.sort);
    const where = builder.whereSql();
    const params = [...builder.params, limit, offset];
    if (query.countLimit !== undefined) {
      const cap = Math.max(Math.trunc(query.countLimit), 1);
      // The page and a count that stops after cap + 1 matches: neither reads every match.
      const [rows, [count]] = await Promise.all([
        this.sql.query<{ doc: Doc }>(
          `SELECT doc FROM ${this.table} WHERE ${where} ORDER BY ${order}
            LIMIT $${params.length - 1} OFFSET $${params.length}`,
          params,
        ),
        this.sql.query<{ total: number | string }>(
          `SELECT count(*) AS total FROM (SELECT 1 FROM ${this.table} WHERE ${where} LIMIT ${cap + 1}) capped`,
          whereParams,
        ),
      ]);
      const counted = Number(count.total);
      return {
        items: rows.map((row) => row.doc),
        total: Math.min(counted, cap),
        page,
        limit,
        ...(counted > cap ? { totalCapped: true } : {}),
      };
    }
    const rows = await this.sql.query<{ doc: Doc; total: number | string }>(
      `SELECT doc, count(*) OVER () AS total FROM ${this.table}
        WHERE ${where} ORDER BY ${order}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && offset > 0) {
      const [count] = await this.sql.query<{ total: number | string }>(`SELECT count(*) AS total FROM ${this.table} WHERE ${where}`, whereParams);
      total = Number(count.total);
    }
    return { items: rows.map((row) => row.doc), total, page, limit };
  }

  async findIds(query: Pick<FindQuery, 'where' | 'search' | 'sort'> = {}): Promise<string[]> {
    const builder = new FindQueryBuilder(this.accountId, collectionColumns(this.name)).where(query.where).search(query.search);
    const order = builder.orderSql(query.sort);
    const rows = await this.sql.query<{ id: string }>(`SELECT id FROM ${this.table} WHERE ${builder.whereSql()} ORDER BY ${order}`, builder.params);
    return rows.map((row) => row.id);
  }

  async upsert(doc: Doc): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${this.table} (account_id, id, doc, position) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (account_id, id) DO UPDATE SET doc = EXCLUDED.doc, position = EXCLUDED.position, updated_at = now()`,
      [this.accountId, doc.id, JSON.stringify(doc), this.track?.position() ?? 0],
    );
    this.track?.changed({ collection: this.name, accountId: this.accountId, id: doc.id, doc });
  }

  async patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined> {
    const [row] = await this.sql.query<{ doc: Doc }>(
      `UPDATE ${this.table} SET doc = doc || $3::jsonb, position = $4, updated_at = now()
        WHERE account_id = $1 AND id = $2 RETURNING doc`,
      [this.accountId, id, JSON.stringify({ ...changes, id }), this.track?.position() ?? 0],
    );
    if (row) this.track?.changed({ collection: this.name, accountId: this.accountId, id, doc: row.doc });
    return row?.doc;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.sql.query(`DELETE FROM ${this.table} WHERE account_id = $1 AND id = $2 RETURNING id`, [this.accountId, id]);
    if (rows.length > 0) this.track?.changed({ collection: this.name, accountId: this.accountId, id, doc: null });
    return rows.length > 0;
  }
}
