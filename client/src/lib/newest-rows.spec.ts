import { describe, expect, it } from 'vitest';
import { createEntityAdapter, createNextState } from '@reduxjs/toolkit';
import { rowsAfterPush, upsertUnlessOlder } from './newest-rows';

interface Item {
  id: string;
  version: number;
  title: string;
}
const item = (id: string, version: number, title = id): Item => ({ id, version, title });

describe('a push applied to a list page', () => {
  it('a listed row takes a newer version in place, ignores an older one, and leaves on a deletion', () => {
    const rows = [item('a', 2), item('b', 1)];
    expect(rowsAfterPush(rows, { id: 'a', kind: 'changed', view: item('a', 3, 'neu') })).toEqual({
      rows: [item('a', 3, 'neu'), item('b', 1)],
      removed: false,
      outdated: false,
    });
    expect(rowsAfterPush(rows, { id: 'a', kind: 'changed', view: item('a', 1, 'alt') })).toEqual({ rows, removed: false, outdated: false });
    expect(rowsAfterPush(rows, { id: 'b', kind: 'deleted', version: 2 })).toEqual({ rows: [item('a', 2)], removed: true, outdated: false });
  });

  it('an item not on the page marks the page outdated (to be read again); a deletion of one does not', () => {
    const rows = [item('a', 2)];
    expect(rowsAfterPush(rows, { id: 'c', kind: 'changed', view: item('c', 1) })).toEqual({ rows, removed: false, outdated: true });
    expect(rowsAfterPush(rows, { id: 'c', kind: 'deleted', version: 1 })).toEqual({ rows, removed: false, outdated: false });
  });
});

describe('an item read again', () => {
  it('replaces the held one unless that one is newer; an item not held is added', () => {
    const adapter = createEntityAdapter<Item>();
    const held = adapter.setAll(adapter.getInitialState(), [item('a', 3, 'jetzt')]);
    const upsert = (view: Item) => createNextState(held, (list) => upsertUnlessOlder(adapter, list, view));
    expect(upsert(item('a', 2, 'alt')).entities.a?.title).toBe('jetzt');
    expect(upsert(item('a', 4, 'neu')).entities.a?.title).toBe('neu');
    expect(upsert(item('b', 1)).ids).toEqual(['a', 'b']);
  });
});
