import { describe, expect, it } from 'vitest';
import { conflictOf } from './conflict-of';

const FIELDS = ['title', 'priority', 'due', 'description'];
const base = { title: 'Angebot', priority: 'low', due: '2026-01-01', description: '<p>alt</p>' };

describe('conflictOf', () => {
  it('separates their changes (base → current) from mine (base → my form)', () => {
    const current = { ...base, priority: 'high' };
    const mine = { ...base, title: 'Angebot prüfen' };
    expect(conflictOf(base, current, mine, FIELDS)).toEqual({
      theirs: [{ field: 'priority', from: 'low', to: 'high' }],
      mine: [{ field: 'title', from: 'Angebot', to: 'Angebot prüfen' }],
      clashes: [],
    });
  });

  it('a field both changed to different values clashes', () => {
    const current = { ...base, title: 'Angebot (Kunde)', due: '2026-02-01' };
    const mine = { ...base, title: 'Angebot prüfen', due: '2026-02-01' };
    const conflict = conflictOf(base, current, mine, FIELDS);
    expect(conflict.clashes).toEqual(['title']);
    expect(conflict.mine.map((change) => change.field)).toEqual(['title', 'due']);
    expect(conflict.theirs.map((change) => change.field)).toEqual(['title', 'due']);
  });

  it('nothing changed by me means no clash, whatever they did', () => {
    const current = { ...base, title: 'X', description: '<p>neu</p>' };
    expect(conflictOf(base, current, base, FIELDS)).toEqual({
      theirs: [
        { field: 'title', from: 'Angebot', to: 'X' },
        { field: 'description', from: '<p>alt</p>', to: '<p>neu</p>' },
      ],
      mine: [],
      clashes: [],
    });
  });
});
