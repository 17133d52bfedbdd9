import { useEffect, useState } from 'react';
import { readJson, writeJson, type KeptPrefix } from './storage';

/** A list filter the user saved under a name: the filter fields and the order (never the page). */
export interface SavedFilter<Q> {
  name: string;
  query: Partial<Q>;
}

/**
 * Per user, under the list's prefix (`tasks.filters.<user>`, `protocols.filters.<user>`; seed: "saved
 * filters use the prefix tasks."): lib/storage.ts keeps those prefixes across logout.
 */
export const savedFiltersKey = (prefix: KeptPrefix, userId: string) => `${prefix}filters.${userId}`;

const byName = <Q>(a: SavedFilter<Q>, b: SavedFilter<Q>) => a.name.localeCompare(b.name);

/** Saves `query` under `name`; a filter of the same name (ignoring case) is replaced; a blank name saves nothing. */
export function withFilterSaved<Q>(filters: readonly SavedFilter<Q>[], name: string, query: Partial<Q>): SavedFilter<Q>[] {
  const trimmed = name.trim();
  if (!trimmed) return [...filters];
  return [...filters.filter((filter) => filter.name.toLowerCase() !== trimmed.toLowerCase()), { name: trimmed, query }].sort(byName);
}

/** Renames a filter; refused (unchanged) when the new name is empty or another filter has it. */
export function withFilterRenamed<Q>(filters: readonly SavedFilter<Q>[], from: string, to: string): SavedFilter<Q>[] {
  const trimmed = to.trim();
  if (!trimmed || filters.some((filter) => filter.name !== from && filter.name.toLowerCase() === trimmed.toLowerCase())) return [...filters];
  return filters.map((filter) => (filter.name === from ? { ...filter, name: trimmed } : filter)).sort(byName);
}

export const withFilterDeleted = <Q>(filters: readonly SavedFilter<Q>[], name: string): SavedFilter<Q>[] =>
  filters.filter((filter) => filter.name !== name);

const isSavedFilter = (item: unknown): item is SavedFilter<never> =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as SavedFilter<never>).name === 'string' &&
  typeof (item as SavedFilter<never>).query === 'object' &&
  (item as SavedFilter<never>).query !== null;

/** The user's saved filters of one list; stored junk reads as none. */
export function readSavedFilters<Q>(prefix: KeptPrefix, userId: string): SavedFilter<Q>[] {
  const stored = readJson<unknown>(savedFiltersKey(prefix, userId));
  return Array.isArray(stored) ? (stored.filter(isSavedFilter) as SavedFilter<Q>[]) : [];
}

export function writeSavedFilters<Q>(prefix: KeptPrefix, userId: string, filters: readonly SavedFilter<Q>[]): void {
  writeJson(savedFiltersKey(prefix, userId), filters);
}

/** The signed-in user's saved filters of one list, read from and written to local storage (nothing is saved without a user). */
export function useSavedFilters<Q>(prefix: KeptPrefix, userId: string | null) {
  const [filters, setFilters] = useState<SavedFilter<Q>[]>(() => (userId ? readSavedFilters<Q>(prefix, userId) : []));
  useEffect(() => setFilters(userId ? readSavedFilters<Q>(prefix, userId) : []), [prefix, userId]);
  const update = (next: SavedFilter<Q>[]) => {
    if (!userId) return;
    writeSavedFilters(prefix, userId, next);
    setFilters(next);
  };
  return { filters, update };
}

/**
 * The server side of a list's saved filters (issue 17): a subscription per saved filter (by its name) tells the user
 * when an item starts or stops matching it. The saved filters stay in local storage; the app wires this on the
 * tasks and offers lists only (app/filter-subscriptions.ts); other lists have none.
 */
export interface FilterSubscriptions {
  /** The names of the list's saved filters the user subscribed to. */
  subscribed: readonly string[];
  /** The names whose subscription is being changed (their toggle waits). */
  pending: readonly string[];
  /** The saved filters' menu opened: read the subscriptions unless they are there. */
  load(): void;
  /** `filter`: the saved filter's query as the list's filter keys without brackets (lib/list-filter.ts). */
  subscribe(name: string, filter: Record<string, unknown>): void;
  unsubscribe(name: string): void;
  /** The subscription of a saved filter, if it has one, follows it: renamed, saved over (`from`: its name before), deleted. */
  renamed(from: string, to: string): void;
  replaced(from: string, to: string, filter: Record<string, unknown>): void;
  deleted(name: string): void;
}
