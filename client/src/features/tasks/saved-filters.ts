import { readJson, writeJson } from '../../lib/storage';
import type { TasksQuery } from './task-query';

/** A filter the user saved under a name (seed: "saved filters use the prefix tasks."). */
export interface SavedFilter {
  name: string;
  /** The filter fields and the order (never the page). */
  query: Partial<TasksQuery>;
}

/** Per user, kept across logout (lib/storage.ts keeps the `tasks.` prefix). */
export const savedFiltersKey = (userId: string) => `tasks.filters.${userId}`;

const byName = (a: SavedFilter, b: SavedFilter) => a.name.localeCompare(b.name);

/** Saves `query` under `name`; a filter of the same name (ignoring case) is replaced. */
export function withFilterSaved(filters: readonly SavedFilter[], name: string, query: Partial<TasksQuery>): SavedFilter[] {
  const trimmed = name.trim();
  if (!trimmed) return [...filters];
  return [...filters.filter((filter) => filter.name.toLowerCase() !== trimmed.toLowerCase()), { name: trimmed, query }].sort(byName);
}

/** Renames a filter; refused (unchanged) when the new name is empty or another filter has it. */
export function withFilterRenamed(filters: readonly SavedFilter[], from: string, to: string): SavedFilter[] {
  const trimmed = to.trim();
  if (!trimmed || filters.some((filter) => filter.name !== from && filter.name.toLowerCase() === trimmed.toLowerCase())) return [...filters];
  return filters.map((filter) => (filter.name === from ? { ...filter, name: trimmed } : filter)).sort(byName);
}

export const withFilterDeleted = (filters: readonly SavedFilter[], name: string): SavedFilter[] => filters.filter((filter) => filter.name !== name);

export function readSavedFilters(userId: string): SavedFilter[] {
  const stored = readJson<unknown>(savedFiltersKey(userId));
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is SavedFilter => typeof item === 'object' && item !== null && typeof (item as SavedFilter).name === 'string' && typeof (item as SavedFilter).query === 'object',
  );
}

export function writeSavedFilters(userId: string, filters: readonly SavedFilter[]): void {
  writeJson(savedFiltersKey(userId), filters);
}
