import type { FieldFilter, FindQuery, Scalar } from './read-store';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './read-store';

const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export class InvalidQueryError extends Error {
  readonly code = 'validation.invalid_query';
}

/** Builds the WHERE / ORDER BY / LIMIT of a find, with every value and path as a parameter. */
export class FindQueryBuilder {
  readonly params: unknown[];
  private readonly conditions: string[] = [];

  constructor(accountId: string) {
    this.params = [accountId];
    this.conditions.push('account_id = $1');
  }

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private path(field: string): string {
    if (!PATH.test(field)) throw new InvalidQueryError(`Invalid field "${field}"`);
    return `${this.param(`{${field.split('.').join(',')}}`)}::text[]`;
  }

  /** {"a":{"b": value}} for the path a.b: containment uses the GIN index. */
  private nested(field: string, value: unknown): string {
    if (!PATH.test(field)) throw new InvalidQueryError(`Invalid field "${field}"`);
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
        this.conditions.push(
          `(doc #> ${this.path(field)}) IS DISTINCT FROM ${this.param(JSON.stringify(filter.ne))}::jsonb`,
        );
      }
      if (filter.in !== undefined) {
        if (filter.in.length === 0) this.conditions.push('false');
        else this.conditions.push(`${this.param(JSON.stringify(filter.in))}::jsonb @> jsonb_build_array(doc #> ${this.path(field)})`);
      }
      if (filter.contains !== undefined) {
        const values = Array.isArray(filter.contains) ? filter.contains : [filter.contains];
        this.conditions.push(`doc @> ${this.nested(field, values)}`);
      }
      if (filter.overlaps !== undefined) {
        // One containment per value, ORed: each can use the GIN index on doc.
        const any = filter.overlaps.map((value) => `doc @> ${this.nested(field, [value])}`);
        this.conditions.push(any.length === 0 ? 'false' : `(${any.join(' OR ')})`);
      }
      for (const [key, op] of [['gt', '>'], ['gte', '>='], ['lt', '<'], ['lte', '<=']] as const) {
        const bound = filter[key];
        if (bound === undefined) continue;
        if (typeof bound === 'number') {
          this.conditions.push(`(doc #> ${this.path(field)}) ${op} to_jsonb(${this.param(bound)}::numeric)`);
        } else {
          this.conditions.push(`(doc #>> ${this.path(field)}) COLLATE "C" ${op} ${this.param(bound)}::text`);
        }
      }
      if (filter.exists !== undefined) {
        const path = this.path(field);
        this.conditions.push(
          filter.exists
            ? `coalesce(doc #> ${path}, 'null'::jsonb) <> 'null'::jsonb`
            : `coalesce(doc #> ${path}, 'null'::jsonb) = 'null'::jsonb`,
        );
      }
    }
    return this;
  }

  private equal(field: string, value: Scalar): void {
    if (value === null) {
      this.conditions.push(`coalesce(doc #> ${this.path(field)}, 'null'::jsonb) = 'null'::jsonb`);
    } else {
      this.conditions.push(`doc @> ${this.nested(field, value)}`);
    }
  }

  search(search: FindQuery['search']): this {
    if (!search || search.fields.length === 0) return this;
    const words = search.text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
    for (const word of words) {
      const pattern = this.param(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const anyField = search.fields.map((field) => `(doc #>> ${this.path(field)}) ILIKE ${pattern}`);
      this.conditions.push(`(${anyField.join(' OR ')})`);
    }
    return this;
  }

  whereSql(): string {
    return this.conditions.join(' AND ');
  }

  orderSql(sort: FindQuery['sort'] = []): string {
    const parts = sort.map(({ field, direction }) => {
      const dir = direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
      return `(doc #> ${this.path(field)}) ${dir}`;
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
