import { DomainRefusal } from '@kollab/contracts';

/** `?version=N` or `?at=<ISO time>`: which past state of an item to show. */
export type AsOf = { version: number } | { at: Date } | undefined;

/** Parses the as-of query parameters; a bad value is a 422 naming the parameter. */
export function parseAsOf(query: { version?: unknown; at?: unknown }): AsOf {
  const { version, at } = query;
  if (version !== undefined && at !== undefined) {
    throw DomainRefusal.fields({ version: ['Use either version or at, not both'] });
  }
  if (version !== undefined) {
    const n = Number(version);
    if (typeof version !== 'string' || !/^\d+$/.test(version) || n < 1 || !Number.isSafeInteger(n)) {
      throw DomainRefusal.fields({ version: ['version must be a whole number of at least 1'] });
    }
    return { version: n };
  }
  if (at !== undefined) {
    const time = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}/.test(at) ? new Date(at) : new Date(NaN);
    if (Number.isNaN(time.getTime())) throw DomainRefusal.fields({ at: ['at must be an ISO 8601 time'] });
    return { at: time };
  }
  return undefined;
}
