import type { ApiRequest } from './api/http';

/** A list's query as its GET takes it: `filter[<key>]`, `order`, `page`, `limit` (a feature's `apiQueryOf`). */
export type ListApiQuery = NonNullable<ApiRequest['query']>;

/** The value a filter holds for one key (the list reads numbers and booleans as it reads the query string). */
export type FilterKeyValue = string | number | boolean;

const FILTER_KEY = /^filter\[(.+)\]$/;

/**
 * A list's filter keys without their `filter[…]` brackets, as an export's `filter` (POST v1/exports) and a saved
 * filter's subscription (POST v1/filter_subscriptions) hold them: `filter[status]=open&filter[search]=Müller`
 * becomes `{ status: 'open', search: 'Müller' }`. Order, page, limit and keys that are not set (undefined or blank)
 * are left out.
 */
export function filterKeysOf(listQuery: ListApiQuery): Record<string, FilterKeyValue> {
  const filter: Record<string, FilterKeyValue> = {};
  for (const [key, value] of Object.entries(listQuery)) {
    if (value === undefined || value === '') continue;
    const name = FILTER_KEY.exec(key)?.[1];
    if (name) filter[name] = value;
  }
  return filter;
}
