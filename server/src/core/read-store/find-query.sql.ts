import { columnName, type CollectionColumn } from './collection-columns';
import type { FieldFilter, FindQuery, Scalar } from './read-store';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './read-store';

const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export class InvalidQueryError extends Error {
  readonly code = 'validation.invalid_query';
}

/** A field path of a query: plain names joined by dots (anything else is an InvalidQueryError). */
export function assertFieldPath(field: string): void {
  if (!PATH.test(field)) throw new InvalidQueryError(`Invalid field "${field}"`);
}

/** A PostgreSQL array literal of strings ('{"a","b"}'), passed as one text parameter. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const allStrings = (values: readonly unknown[]): values is string[] => values.every((value) => typeof value === 'string');

/**
 * Builds the WHERE / ORDER BY / LIMIT of a find, with every value and path as a
 * parameter. A field with a column (collection-columns.ts) is compared on the column
 * when the value has the column's type (the same answer, with the column's index);
 * anything else goes to the JSONB document.
 */
export class FindQueryBuilder {
  readonly params: unknown[];
  private readonly conditions: string[] = [];

  constructor(
    accountId: string,
    private readonly columns: Readonly<Record<string, CollectionColumn>> = {},
  ) {
    this.params = [accountId];
    this.conditions.push('account_id = $1');
  }

  /** The column of `field` when it has one of `types`. */
  private column(field: string, ...types: CollectionColumn['type'][]): string | undefined {
    const column = this.columns[field];
    return column && types.includes(column.type) ? columnName(field) : undefined;
  }

  /** Scalar comparison on a column: the value must fit the column's type. */
  private scalarColumn(field: string, value: Scalar): { column: string; param: string } | undefined {
    const column = this.columns[field];
    if (!column || value === null) return undefined;
    if (column.type === 'text' && typeof value === 'string') return { column: columnName(field), param: `${this.param(value)}::text` };
    if (column.type === 'numeric' && typeof value === 'number') return { column: columnName(field), param: `${this.param(value)}::numeric` };
    if (column.type === 'boolean' && typeof value === 'boolean') return { column: columnName(field), param: `${this.param(value)}::boolean` };
    return undefined;
  }

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private path(field: string): string {
    assertFieldPath(field);
    return `${this.param(`{${field.split('.').join(',')}}`)}::text[]`;
  }

  /** {"a":{"b": value}} for the path a.b: containment uses the GIN index. */
  private nested(field: string, value: unknown): string {
    assertFieldPath(field);
    const object = field.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
    return `${this.param(JSON.stringify(object))}::jsonb`;
  }

  where(filters: Record<string, FieldFilter> = {}): this {
    for (const [field, filter] of Object.entries(filters)) {
      if (filter === undefined) continue;
      if (filter === null || typeof filter !== 'object') {
        this.equal(field, filter);
        continue;
      }
      if ('eq' in filter && filter.eq !== undefined) this.equal(field, filter.eq);
      if ('ne' in filter && filter.ne !== undefined) {
        const onColumn = this.scalarColumn(field, filter.ne);
        this.conditions.push(
          onColumn
            ? `${onColumn.column} IS DISTINCT FROM ${onColumn.param}`
            : `(doc #> ${this.path(field)}) IS DISTINCT FROM ${this.param(JSON.stringify(filter.ne))}::jsonb`,
        );
      }
      if (filter.in !== undefined) {
        const column = this.column(field, 'text');
        if (filter.in.length === 0) this.conditions.push('false');
        else if (column && allStrings(filter.in)) this.conditions.push(`${column} = ANY(${this.param(textArray(filter.in))}::text[])`);
        else this.conditions.push(`${this.param(JSON.stringify(filter.in))}::jsonb @> jsonb_build_array(doc #> ${this.path(field)})`);
      }
      if (filter.contains !== undefined) {
        const values = Array.isArray(filter.contains) ? filter.contains : [filter.contains];
        const column = this.column(field, 'text[]');
        if (column && allStrings(values)) this.conditions.push(`${column} @> ${this.param(textArray(values))}::text[]`);
        else this.conditions.push(`doc @> ${this.nested(field, values)}`);
      }
      if (filter.overlaps !== undefined) {
        const column = this.column(field, 'text[]');
        if (filter.overlaps.length === 0) this.conditions.push('false');
        else if (column && allStrings(filter.overlaps)) this.conditions.push(`${column} && ${this.param(textArray(filter.overlaps))}::text[]`);
        else {
          // One containment per value, ORed: each can use the GIN index on doc.
          const any = filter.overlaps.map((value) => `doc @> ${this.nested(field, [value])}`);
          this.conditions.push(`(${any.join(' OR ')})`);
        }
      }
      for (const [key, op] of [
        ['gt', '>'],
        ['gte', '>='],
        ['lt', '<'],
        ['lte', '<='],
      ] as const) {
        const bound = filter[key];
        if (bound === undefined) continue;
        if (typeof bound === 'number') {
          const column = this.column(field, 'numeric');
          this.conditions.push(
            column ? `${column} ${op} ${this.param(bound)}::numeric` : `(doc #> ${this.path(field)}) ${op} to_jsonb(${this.param(bound)}::numeric)`,
          );
        } else {
          const column = this.column(field, 'text');
          this.conditions.push(
            column
              ? `${column} COLLATE "C" ${op} ${this.param(bound)}::text`
              : `(doc #>> ${this.path(field)}) COLLATE "C" ${op} ${this.param(bound)}::text`,
          );
        }
      }
      if (filter.exists !== undefined) {
        const column = this.column(field, 'text', 'numeric', 'boolean');
        if (column) {
          this.conditions.push(filter.exists ? `${column} IS NOT NULL` : `${column} IS NULL`);
        } else {
          const path = this.path(field);
          this.conditions.push(
            filter.exists ? `coalesce(doc #> ${path}, 'null'::jsonb) <> 'null'::jsonb` : `coalesce(doc #> ${path}, 'null'::jsonb) = 'null'::jsonb`,
          );
        }
      }
    }
    return this;
  }

  private equal(field: string, value: Scalar): void {
    const nullColumn = value === null ? this.column(field, 'text', 'numeric', 'boolean') : undefined;
    const onColumn = this.scalarColumn(field, value);
    if (nullColumn) {
      this.conditions.push(`${nullColumn} IS NULL`);
    } else if (value === null) {
      this.conditions.push(`coalesce(doc #> ${this.path(field)}, 'null'::jsonb) = 'null'::jsonb`);
    } else if (onColumn) {
      this.conditions.push(`${onColumn.column} = ${onColumn.param}`);
    } else {
      this.conditions.push(`doc @> ${this.nested(field, value)}`);
    }
  }

  search(search: FindQuery['search']): this {
    if (!search || search.fields.length === 0) return this;
    const words = search.text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
    for (const word of words) {
      const pattern = this.param(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const anyField = search.fields.map((field) => {
        const column = this.column(field, 'text');
        return column ? `${column} ILIKE ${pattern}` : `(doc #>> ${this.path(field)}) ILIKE ${pattern}`;
      });
      this.conditions.push(`(${anyField.join(' OR ')})`);
    }
    return this;
  }

  /** The SQL value of a numeric field to add up: its column, else the document's value as numeric. */
  numericSql(field: string): string {
    return this.column(field, 'numeric') ?? `(doc #>> ${this.path(field)})::numeric`;
  }

  whereSql(): string {
    return this.conditions.join(' AND ');
  }

  orderSql(sort: FindQuery['sort'] = []): string {
    // A field sorted twice sorts by its first mention only (the second changes nothing).
    const seen = new Set<string>();
    const parts = sort
      .filter(({ field }) => !seen.has(field) && seen.add(field))
      .map(({ field, direction }) => {
        const dir = direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
        const column = this.column(field, 'text', 'numeric', 'boolean');
        return column ? `${column} ${dir}` : `(doc #> ${this.path(field)}) ${dir}`;
      });
    parts.push('id ASC');
    return parts.join(', ');
  }

  static paging(query: FindQuery): { page: number; limit: number; offset: number } {
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
    const page = Math.max(Math.trunc(query.page ?? 1), 1);
    return { page, limit, offset: (page - 1) * limit };
  }
}
