/**
 * Real columns beside a collection's JSONB document, for the fields its lists filter
 * and sort on. Each is a STORED generated column computed from `doc` by PostgreSQL on
 * every write, so projections keep writing documents only, an existing table gains the
 * columns at the next start (ALTER TABLE … ADD COLUMN IF NOT EXISTS, no rebuild), and
 * the read store's find uses a column wherever the filter, sort or search names its field.
 *
 *  - `text`, `numeric`, `boolean`: `doc->>'field'` cast; btree index unless `index: false`.
 *  - `text[]`: the array's elements as text; GIN index (`&&` overlaps, `@>` contains).
 *  - `search: true` (text only): a pg_trgm GIN index for ILIKE '%word%', where the
 *    extension can be created; without it the search still runs, on the column.
 *  - `sortIndex`: a btree (account_id, this column DESC NULLS LAST, id) for the default order.
 */
export type CollectionColumnType = 'text' | 'numeric' | 'boolean' | 'text[]';

export interface CollectionColumn {
  type: CollectionColumnType;
  index?: boolean;
  search?: boolean;
  sortIndex?: boolean;
}

export interface CollectionOptions {
  /**
   * The GIN index over the whole document (`doc @>` filters on fields without a column).
   * Default true. A collection read only by id and by its columns says false: every write
   * then skips indexing each path of the document (on a notification to 500 watchers, the
   * larger part of the batch's write), and an existing index is dropped at the next start.
   */
  documentIndex?: boolean;
}

const columnsByCollection = new Map<string, Readonly<Record<string, CollectionColumn>>>();
const withoutDocumentIndex = new Set<string>();
const FIELD = /^[a-z][a-z0-9_]{0,30}$/;

/** Declares the columns of a collection (once, where its projection is defined), and whether its documents are indexed whole. */
export function defineCollectionColumns(
  collection: string,
  columns: Readonly<Record<string, CollectionColumn>>,
  options: CollectionOptions = {},
): void {
  for (const field of Object.keys(columns)) {
    if (!FIELD.test(field)) throw new Error(`Invalid column field "${field}" of collection ${collection}`);
  }
  const existing = columnsByCollection.get(collection);
  if (existing && JSON.stringify(existing) !== JSON.stringify(columns)) {
    throw new Error(`Collection ${collection} declares its columns twice, differently`);
  }
  columnsByCollection.set(collection, columns);
  if (options.documentIndex === false) withoutDocumentIndex.add(collection);
}

/** Whether a collection keeps the GIN index over its documents (CollectionOptions.documentIndex). */
export function documentIndexed(collection: string): boolean {
  return !withoutDocumentIndex.has(collection);
}

export function collectionColumns(collection: string): Readonly<Record<string, CollectionColumn>> {
  return columnsByCollection.get(collection) ?? {};
}

/** The SQL name of a field's column. */
export function columnName(field: string): string {
  return `f_${field}`;
}

/** Elements of a JSONB array as text[] (empty for anything else); IMMUTABLE, so usable in a generated column. */
export const TEXT_ARRAY_FUNCTION = `
DO $rm$ BEGIN
  IF to_regprocedure('rm_text_array(jsonb)') IS NULL THEN
    CREATE FUNCTION rm_text_array(value jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
      'SELECT coalesce(array_agg(x), ''{}''::text[]) FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(value) = ''array'' THEN value ELSE ''[]''::jsonb END) x';
  END IF;
END $rm$;`;

function expression(field: string, type: CollectionColumnType): string {
  switch (type) {
    case 'text':
      return `(doc->>'${field}')`;
    case 'numeric':
      return `((doc->>'${field}')::numeric)`;
    case 'boolean':
      return `((doc->>'${field}')::boolean)`;
    case 'text[]':
      return `rm_text_array(doc->'${field}')`;
  }
}

/** DDL adding the columns and their indexes to `table` (idempotent). */
export function columnsSchema(table: string, columns: Readonly<Record<string, CollectionColumn>>): string {
  const entries = Object.entries(columns);
  if (entries.length === 0) return '';
  const parts: string[] = [];
  if (entries.some(([, column]) => column.type === 'text[]')) parts.push(TEXT_ARRAY_FUNCTION);
  parts.push(
    `ALTER TABLE ${table} ${entries
      .map(
        ([field, column]) =>
          `ADD COLUMN IF NOT EXISTS ${columnName(field)} ${column.type} GENERATED ALWAYS AS (${expression(field, column.type)}) STORED`,
      )
      .join(', ')};`,
  );
  for (const [field, column] of entries) {
    const name = columnName(field);
    if (column.index !== false) {
      parts.push(
        column.type === 'text[]'
          ? `CREATE INDEX IF NOT EXISTS ${table}_${name} ON ${table} USING gin (${name});`
          : `CREATE INDEX IF NOT EXISTS ${table}_${name} ON ${table} (account_id, ${name});`,
      );
    }
    if (column.sortIndex) {
      parts.push(`CREATE INDEX IF NOT EXISTS ${table}_${name}_order ON ${table} (account_id, ${name} DESC NULLS LAST, id);`);
    }
  }
  return parts.join('\n');
}

/** The trigram indexes of the `search` columns (they need the pg_trgm extension). */
export function searchIndexes(table: string, columns: Readonly<Record<string, CollectionColumn>>): string[] {
  return Object.entries(columns)
    .filter(([, column]) => column.search && column.type === 'text')
    .map(([field]) => `CREATE INDEX IF NOT EXISTS ${table}_${columnName(field)}_trgm ON ${table} USING gin (${columnName(field)} gin_trgm_ops)`);
}
