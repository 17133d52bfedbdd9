import { assertFieldPath } from './find-query.sql';
import type { FieldFilter, FindQuery, Scalar, SortField, StoredDoc } from './read-store';

/** The value at a dotted path of a document (undefined where the path ends). */
export function valueAt(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null;
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Numbers as numbers, anything else by its text's code points (as the SQL store compares: `COLLATE "C"`). */
function compareValues(a: unknown, b: string | number): number {
  if (typeof b === 'number') return Number(a) - b;
  const text = String(a);
  return text < b ? -1 : text > b ? 1 : 0;
}

/** Equality as the SQL store sees it: an array field holding the value also matches (jsonb containment). */
function equals(value: unknown, wanted: Scalar): boolean {
  if (wanted === null) return !isSet(value);
  return Array.isArray(value) ? value.some((item) => sameValue(item, wanted)) : sameValue(value, wanted);
}

function matchesFilter(value: unknown, filter: FieldFilter): boolean {
  if (filter === null || typeof filter !== 'object') return equals(value, filter);
  if (filter.eq !== undefined && !equals(value, filter.eq)) return false;
  if (filter.ne !== undefined && sameValue(value, filter.ne)) return false;
  if (filter.in !== undefined && !filter.in.some((candidate) => sameValue(value, candidate))) return false;
  const list = Array.isArray(value) ? value : [];
  if (filter.contains !== undefined) {
    const wanted = Array.isArray(filter.contains) ? filter.contains : [filter.contains];
    if (!wanted.every((item) => list.some((held) => sameValue(held, item)))) return false;
  }
  if (filter.overlaps !== undefined && !filter.overlaps.some((item) => list.some((held) => sameValue(held, item)))) return false;
  const bounds: Array<[string | number | undefined, (order: number) => boolean]> = [
    [filter.gt, (order) => order > 0],
    [filter.gte, (order) => order >= 0],
    [filter.lt, (order) => order < 0],
    [filter.lte, (order) => order <= 0],
  ];
  for (const [bound, holds] of bounds) {
    if (bound !== undefined && (!isSet(value) || !holds(compareValues(value, bound)))) return false;
  }
  if (filter.exists !== undefined && isSet(value) !== filter.exists) return false;
  return true;
}

/** Whether `doc` matches the query's `where` and `search` as the SQL read store would match it. */
export function matchesQuery(doc: StoredDoc, query: Pick<FindQuery, 'where' | 'search'>): boolean {
  for (const [field, filter] of Object.entries(query.where ?? {})) {
    assertFieldPath(field);
    if (filter !== undefined && !matchesFilter(valueAt(doc, field), filter)) return false;
  }
  const search = query.search;
  if (search && search.fields.length > 0) {
    const words = search.text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
    const texts = search.fields.map((field) => String(valueAt(doc, field) ?? '').toLowerCase());
    if (!words.every((word) => texts.some((text) => text.includes(word.toLowerCase())))) return false;
  }
  return true;
}

/** The SQL store's order: each field in turn (nulls last either way), then the id ascending. */
export function compareBySort(sort: readonly SortField[] = []): (a: StoredDoc, b: StoredDoc) => number {
  const seen = new Set<string>();
  const fields = sort.filter(({ field }) => !seen.has(field) && seen.add(field));
  for (const { field } of fields) assertFieldPath(field);
  return (a, b) => {
    for (const { field, direction } of fields) {
      const [x, y] = [valueAt(a, field), valueAt(b, field)];
      if (!isSet(x) || !isSet(y)) {
        if (isSet(x) !== isSet(y)) return isSet(x) ? -1 : 1;
        continue;
      }
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareValues(x, String(y));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
