import { describe, expect, it } from 'vitest';
import { diffViews } from './diff-views';

describe('diffViews', () => {
  it('lists the fields whose values differ, in the order of `fields`', () => {
    const before = { title: 'Angebot', priority: 'low', due: '2026-01-01' };
    const after = { title: 'Angebot prüfen', priority: 'high', due: '2026-01-01' };
    expect(diffViews(before, after, ['priority', 'due', 'title'])).toEqual([
      { field: 'priority', from: 'low', to: 'high' },
      { field: 'title', from: 'Angebot', to: 'Angebot prüfen' },
    ]);
  });

  it('compares nested paths `a.b` and whole objects by value, not by key order', () => {
    const before = { estimation: { value: 3, unit: 'hours' }, address: { city: 'Köln', zip: '50667' } };
    const after = { estimation: { unit: 'hours', value: 3 }, address: { city: 'Bonn', zip: '50667' } };
    expect(diffViews(before, after, ['estimation', 'address.city', 'address.zip'])).toEqual([{ field: 'address.city', from: 'Köln', to: 'Bonn' }]);
  });

  it('skips fields neither view has, and counts a field one side lacks as null', () => {
    expect(diffViews({ title: 'A' }, { title: 'A', description: '<p>neu</p>' }, ['unknown', 'title', 'description'])).toEqual([
      { field: 'description', from: null, to: '<p>neu</p>' },
    ]);
  });

  it('finds nothing between equal views, and treats arrays in order', () => {
    expect(diffViews({ tags: ['a', 'b'] }, { tags: ['a', 'b'] }, ['tags'])).toEqual([]);
    expect(diffViews({ tags: ['a', 'b'] }, { tags: ['b', 'a'] }, ['tags'])).toEqual([{ field: 'tags', from: ['a', 'b'], to: ['b', 'a'] }]);
  });

  it('reads a key containing a dot as a field before reading it as a path', () => {
    expect(diffViews({ 'a.b': 1, a: { b: 1 } }, { 'a.b': 2, a: { b: 1 } }, ['a.b'])).toEqual([{ field: 'a.b', from: 1, to: 2 }]);
  });
});
