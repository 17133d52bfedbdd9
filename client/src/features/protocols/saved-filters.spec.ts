import { beforeEach, describe, expect, it } from 'vitest';
import { clearExceptKept } from '../../lib/storage';
import { readSavedFilters, savedFiltersKey, withFilterDeleted, withFilterSaved, writeSavedFilters } from './saved-filters';

describe('saved protocol filters', () => {
  beforeEach(() => localStorage.clear());

  it('are stored per user under the prefix protocols.', () => {
    expect(savedFiltersKey('u1')).toBe('protocols.filters.u1');
    writeSavedFilters('u1', [{ name: 'Vertrieb', query: { team: 't1' } }]);
    expect(JSON.parse(localStorage.getItem('protocols.filters.u1')!)).toEqual([{ name: 'Vertrieb', query: { team: 't1' } }]);
    expect(readSavedFilters('u2')).toEqual([]);
  });

  it('survive a logout (the prefix is kept) while other keys go', () => {
    writeSavedFilters('u1', [{ name: 'Entwürfe', query: { published_status: 'draft' } }]);
    localStorage.setItem('kollab-session', '{}');
    clearExceptKept();
    expect(readSavedFilters('u1')).toEqual([{ name: 'Entwürfe', query: { published_status: 'draft' } }]);
    expect(localStorage.getItem('kollab-session')).toBeNull();
  });

  it('a name saved again (any case) replaces the filter; a blank name saves nothing; the list is sorted', () => {
    const first = withFilterSaved([], 'Vertrieb', { team: 't1' });
    const second = withFilterSaved(first, 'Archiv', { date: '..2025-12-31' });
    const replaced = withFilterSaved(second, ' vertrieb ', { team: 't2' });
    expect(replaced).toEqual([
      { name: 'Archiv', query: { date: '..2025-12-31' } },
      { name: 'vertrieb', query: { team: 't2' } },
    ]);
    expect(withFilterSaved(replaced, '   ', { team: 't3' })).toEqual(replaced);
    expect(withFilterDeleted(replaced, 'Archiv')).toEqual([{ name: 'vertrieb', query: { team: 't2' } }]);
  });

  it('ignores stored junk', () => {
    localStorage.setItem('protocols.filters.u1', JSON.stringify([{ name: 'ok', query: {} }, { name: 3 }, null, 'x', { name: 'no query' }]));
    expect(readSavedFilters('u1')).toEqual([{ name: 'ok', query: {} }]);
    localStorage.setItem('protocols.filters.u1', '{not json');
    expect(readSavedFilters('u1')).toEqual([]);
  });
});
