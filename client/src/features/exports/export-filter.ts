import type { ApiRequest } from '../../lib/api/http';

/** A list's query as its GET takes it: `filter[<key>]`, `order`, `page`, `limit` (a feature's `apiQueryOf`). */
export type ListApiQuery = NonNullable<ApiRequest['query']>;

/** The value an export's `filter` holds for one key (the list reads numbers and booleans as it reads the query string). */
export type ExportFilterValue = string | number | boolean;

const FILTER_KEY = /^filter\[(.+)\]$/;

/**
 * The `filter` of POST v1/exports for a list's query: `filter[status]=open&order=-due_date`
 * becomes `{ status: 'open', order: '-due_date' }`. Page and limit are left out (an export
 * holds every match), and so are keys that are not set (undefined or blank).
 */
export function exportFilterOf(listQuery: ListApiQuery): Record<string, ExportFilterValue> {
  const filter: Record<string, ExportFilterValue> = {};
  for (const [key, value] of Object.entries(listQuery)) {
    if (value === undefined || value === '') continue;
    if (key === 'order') filter.order = value;
    const name = FILTER_KEY.exec(key)?.[1];
    if (name) filter[name] = value;
  }
  return filter;
}
