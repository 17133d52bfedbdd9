import { readJson, writeJson } from '../../lib/storage';
import type { ProtocolsQuery } from './protocol-query';

/** A list filter the user saved under a name. */
export interface SavedFilter {
  name: string;
  /** The filter fields and the order (never the page). */
  query: Partial<ProtocolsQuery>;
}

/** Per user, kept across logout (lib/storage.ts keeps the `protocols.` prefix, as `tasks.` for the task filters). */
export const savedFiltersKey = (userId: string) => `protocols.filters.${userId}`;

const byName = (a: SavedFilter, b: SavedFilter) => a.name.localeCompare(b.name);

/** Saves `query` under `name`; a filter of the same name (ignoring case) is replaced; a blank name saves nothing. */
export function withFilterSaved(filters: readonly SavedFilter[], name: string, query: Partial<ProtocolsQuery>): SavedFilter[] {
  const trimmed = name.trim();
  if (!trimmed) return [...filters];
  return [...filters.filter((filter) => filter.name.toLowerCase() !== trimmed.toLowerCase()), { name: trimmed, query }].sort(byName);
}

export const withFilterDeleted = (filters: readonly SavedFilter[], name: string): SavedFilter[] => filters.filter((filter) => filter.name !== name);

export function readSavedFilters(userId: string): SavedFilter[] {
  const stored = readJson<unknown>(savedFiltersKey(userId));
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is SavedFilter =>
      typeof item === 'object' && item !== null && typeof (item as SavedFilter).name === 'string' && typeof (item as SavedFilter).query === 'object' && (item as SavedFilter).query !== null,
  );
}

export function writeSavedFilters(userId: string, filters: readonly SavedFilter[]): void {
  writeJson(savedFiltersKey(userId), filters);
}
