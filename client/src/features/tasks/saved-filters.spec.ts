import { afterEach, describe, expect, it } from 'vitest';
import { clearExceptKept, STORAGE_KEYS } from '../../lib/storage';
import { readSavedFilters, savedFiltersKey, withFilterDeleted, withFilterRenamed, withFilterSaved, writeSavedFilters } from './saved-filters';

afterEach(() => localStorage.clear());

describe('saved task filters', () => {
  it('use the prefix tasks. per user (seed: "saved filters use the prefix tasks.")', () => {
    expect(savedFiltersKey('user-1')).toBe('tasks.filters.user-1');
  });

  it('are kept across logout while the rest of the storage is cleared', () => {
    writeSavedFilters('user-1', [{ name: 'Meine', query: { status: 'open' } }]);
    localStorage.setItem(STORAGE_KEYS.session, '{"tokens":1}');
    localStorage.setItem('cah-types', '{}');
    clearExceptKept();
    expect(readSavedFilters('user-1')).toEqual([{ name: 'Meine', query: { status: 'open' } }]);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem('cah-types')).toBeNull();
  });

  it('are each user\'s own', () => {
    writeSavedFilters('user-1', [{ name: 'A', query: {} }]);
    expect(readSavedFilters('user-2')).toEqual([]);
  });

  it('saving under an existing name (any case) replaces that filter; names are sorted', () => {
    const one = withFilterSaved([], 'Überfällig', { status: 'overdue' });
    const two = withFilterSaved(one, 'Alle offenen', { status: 'open' });
    const three = withFilterSaved(two, 'überfällig', { status: 'overdue', team: 't' });
    expect(three).toEqual([
      { name: 'Alle offenen', query: { status: 'open' } },
      { name: 'überfällig', query: { status: 'overdue', team: 't' } },
    ]);
    expect(withFilterSaved(three, '   ', {})).toEqual(three);
  });

  it('renaming refuses an empty name or one another filter has', () => {
    const filters = [
      { name: 'A', query: {} },
      { name: 'B', query: {} },
    ];
    expect(withFilterRenamed(filters, 'A', 'b')).toEqual(filters);
    expect(withFilterRenamed(filters, 'A', ' ')).toEqual(filters);
    expect(withFilterRenamed(filters, 'A', 'C').map((filter) => filter.name)).toEqual(['B', 'C']);
  });

  it('deleting removes only the named filter; broken storage reads as none', () => {
    expect(withFilterDeleted([{ name: 'A', query: {} }, { name: 'B', query: {} }], 'A')).toEqual([{ name: 'B', query: {} }]);
    localStorage.setItem(savedFiltersKey('user-1'), '{"no":"list"}');
    expect(readSavedFilters('user-1')).toEqual([]);
  });
});
