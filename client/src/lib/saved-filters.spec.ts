import { afterEach, describe, expect, it } from 'vitest';
import { clearExceptKept, STORAGE_KEYS } from './storage';
import {
  readSavedFilters,
  savedFiltersKey,
  withFilterDeleted,
  withFilterRenamed,
  withFilterSaved,
  writeSavedFilters,
  type SavedFilter,
} from './saved-filters';

interface Query {
  status: string;
  team: string;
}

afterEach(() => localStorage.clear());

describe('saved list filters', () => {
  it('are stored per user under the list prefix (seed: "saved filters use the prefix tasks.")', () => {
    expect(savedFiltersKey('tasks.', 'user-1')).toBe('tasks.filters.user-1');
    expect(savedFiltersKey('protocols.', 'u1')).toBe('protocols.filters.u1');
    writeSavedFilters<Query>('protocols.', 'u1', [{ name: 'Vertrieb', query: { team: 't1' } }]);
    expect(JSON.parse(localStorage.getItem('protocols.filters.u1')!)).toEqual([{ name: 'Vertrieb', query: { team: 't1' } }]);
    expect(readSavedFilters('tasks.', 'u1')).toEqual([]);
  });

  it('are kept across logout (both prefixes) while the rest of the storage is cleared', () => {
    writeSavedFilters<Query>('tasks.', 'user-1', [{ name: 'Meine', query: { status: 'open' } }]);
    writeSavedFilters<Query>('protocols.', 'user-1', [{ name: 'Entwürfe', query: { status: 'draft' } }]);
    localStorage.setItem(STORAGE_KEYS.session, '{"tokens":1}');
    localStorage.setItem('cah-types', '{}');
    clearExceptKept();
    expect(readSavedFilters('tasks.', 'user-1')).toEqual([{ name: 'Meine', query: { status: 'open' } }]);
    expect(readSavedFilters('protocols.', 'user-1')).toEqual([{ name: 'Entwürfe', query: { status: 'draft' } }]);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem('cah-types')).toBeNull();
  });

  it("are each user's own", () => {
    writeSavedFilters('tasks.', 'user-1', [{ name: 'A', query: {} }]);
    expect(readSavedFilters('tasks.', 'user-2')).toEqual([]);
  });

  it('saving under an existing name (any case) replaces that filter; a blank name saves nothing; names are sorted', () => {
    const one = withFilterSaved<Query>([], 'Überfällig', { status: 'overdue' });
    const two = withFilterSaved(one, 'Alle offenen', { status: 'open' });
    const three = withFilterSaved(two, ' überfällig ', { status: 'overdue', team: 't' });
    expect(three).toEqual([
      { name: 'Alle offenen', query: { status: 'open' } },
      { name: 'überfällig', query: { status: 'overdue', team: 't' } },
    ]);
    expect(withFilterSaved(three, '   ', {})).toEqual(three);
  });

  it('renaming refuses an empty name or one another filter has', () => {
    const filters: SavedFilter<Query>[] = [
      { name: 'A', query: {} },
      { name: 'B', query: {} },
    ];
    expect(withFilterRenamed(filters, 'A', 'b')).toEqual(filters);
    expect(withFilterRenamed(filters, 'A', ' ')).toEqual(filters);
    expect(withFilterRenamed(filters, 'A', 'C').map((filter) => filter.name)).toEqual(['B', 'C']);
  });

  it('deleting removes only the named filter', () => {
    expect(
      withFilterDeleted<Query>(
        [
          { name: 'A', query: {} },
          { name: 'B', query: {} },
        ],
        'A',
      ),
    ).toEqual([{ name: 'B', query: {} }]);
  });

  it('stored junk reads as none', () => {
    localStorage.setItem(
      'protocols.filters.u1',
      JSON.stringify([{ name: 'ok', query: {} }, { name: 3 }, null, 'x', { name: 'no query' }, { name: 'null', query: null }]),
    );
    expect(readSavedFilters('protocols.', 'u1')).toEqual([{ name: 'ok', query: {} }]);
    localStorage.setItem('protocols.filters.u1', '{not json');
    expect(readSavedFilters('protocols.', 'u1')).toEqual([]);
    localStorage.setItem(savedFiltersKey('tasks.', 'u1'), '{"no":"list"}');
    expect(readSavedFilters('tasks.', 'u1')).toEqual([]);
  });
});
