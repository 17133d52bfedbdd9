/** A value a filter compares against. */
export type Scalar = string | number | boolean | null;

/**
 * A filter on one field (dotted path into the document):
 *  - a bare value or `eq`: equal; `ne`: not equal; `in`: one of;
 *  - `contains`: the field is an array holding this value (or all these values);
 *  - `overlaps`: the field is an array holding at least one of these values (none given: nothing matches);
 *  - `gt`/`gte`/`lt`/`lte`: a range; numbers compare as numbers, strings (ISO dates) by code point;
 *  - `exists`: the field is present and not null (or absent or null with false).
 */
export type FieldFilter =
  | Scalar
  | {
      eq?: Scalar;
      ne?: Scalar;
      in?: readonly Scalar[];
      contains?: Scalar | readonly Scalar[];
      overlaps?: readonly Scalar[];
      gt?: string | number;
      gte?: string | number;
      lt?: string | number;
      lte?: string | number;
      exists?: boolean;
    };

export interface SortField {
  field: string;
  direction?: 'asc' | 'desc';
}

/**
 * The sort of a list's `order` parameter (`title`, `-created_at`: a leading minus is
 * descending): the row field `fields` maps it to, then `then` for equal values.
 */
export function sortByOrder(order: string, fields: Readonly<Record<string, string>>, then: SortField): SortField[] {
  const descending = order.startsWith('-');
  return [{ field: fields[descending ? order.slice(1) : order], direction: descending ? 'desc' : 'asc' }, then];
}

export interface FindQuery {
  where?: Record<string, FieldFilter>;
  /** Every word of `text` must occur (case-insensitive) in at least one of `fields`. */
  search?: { text: string; fields: readonly string[] };
  sort?: readonly SortField[];
  /** 1-based. */
  page?: number;
  limit?: number;
  /**
   * Count the matches only up to this many: `total` is exact below it, else it is this
   * number and `totalCapped` is true (a list of 100,000 rows need not count them all
   * to show its first page). Absent: exact.
   */
  countLimit?: number;
  /**
   * A numeric field to add up over every match (not only this page): the answer's `sum`, 0
   * when nothing matches. Exact for integers (keep money in cents). The sum reads every
   * match, so `total` is then exact too (`countLimit` does not apply).
   */
  sum?: string;
}

export interface FindResult<Doc> {
  items: Doc[];
  total: number;
  page: number;
  limit: number;
  /** True when there are more than `countLimit` matches (`total` is then `countLimit`). */
  totalCapped?: boolean;
  /** The sum of the query's `sum` field over every match (only when the query names one). */
  sum?: number;
}

export interface StoredDoc {
  id: string;
}

/** One collection, scoped to one account: every call filters by that account in SQL. */
export interface ScopedCollection<Doc extends StoredDoc> {
  readonly accountId: string;
  get(id: string): Promise<Doc | undefined>;
  getMany(ids: readonly string[]): Promise<Doc[]>;
  /**
   * The top-level `fields` of the documents of `ids`, with their ids, in the order of the ids'
   * text (as `getMany`): what an export writes of a row, not the whole row (a task's row holds
   * its view and its state: half the bytes to read and parse).
   */
  pickMany<Field extends keyof Doc & string>(ids: readonly string[], fields: readonly Field[]): Promise<Array<Pick<Doc, Field | 'id'>>>;
  find(query?: FindQuery): Promise<FindResult<Doc>>;
  /**
   * The ids of every match of `query` (its page, limit, countLimit and sum ignored), in its
   * order: what an export reads first, then the documents by `getMany` in batches, so that
   * 100,000 matches cost one scan and no growing OFFSET.
   */
  findIds(query?: Pick<FindQuery, 'where' | 'search' | 'sort'>): Promise<string[]>;
  upsert(doc: Doc): Promise<void>;
  /** Shallow-merges `changes` into the stored document; undefined when there is none. */
  patch(id: string, changes: Partial<Doc>): Promise<Doc | undefined>;
  delete(id: string): Promise<boolean>;
}

export interface ReadStore {
  collection<Doc extends StoredDoc>(name: string): { forAccount(accountId: string): ScopedCollection<Doc> };
}

/** A change made to a read model, reported to the notifier after its transaction commits. */
export interface ReadModelChange {
  collection: string;
  accountId: string;
  id: string;
  /** The document after the change; null when it was deleted. */
  doc: StoredDoc | null;
}

export const READ_STORE = Symbol('READ_STORE');
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 25;
