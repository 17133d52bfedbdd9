import { describe, expect, it } from 'vitest';
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { isNewerPush, pushedVersion, upsertIfNewer } from './pushes';

interface Row {
  id: string;
  title: string;
  version: number;
}

const adapter = createEntityAdapter<Row>();
/** A feature slice as the upcoming ones write it: `viewPushed` upserts through the helper. */
const rows = createSlice({
  name: 'rows',
  initialState: adapter.getInitialState(),
  reducers: {
    viewPushed(state, action: PayloadAction<ViewChangedMessage<Row>>) {
      upsertIfNewer(adapter, state, action.payload);
    },
  },
});
const push = (id: string, view: Row | null): ViewChangedMessage<Row> => ({ collection: 'rows', id, view, position: 1 });
const given = (...list: Row[]) => adapter.setAll(adapter.getInitialState(), list);

describe('live pushes', () => {
  it('a push is newer only with a higher version than the one shown', () => {
    const shown = { version: 3 };
    expect(isNewerPush(shown, push('a', { id: 'a', title: 'x', version: 4 }))).toBe(true);
    expect(isNewerPush(shown, push('a', { id: 'a', title: 'x', version: 3 }))).toBe(false);
    expect(isNewerPush(shown, push('a', { id: 'a', title: 'x', version: 2 }))).toBe(false);
    expect(isNewerPush(null, push('a', { id: 'a', title: 'x', version: 9 }))).toBe(false);
    expect(pushedVersion(push('a', null))).toBeNull();
  });

  it('upserts a newer view, keeps the row on an older or equal one', () => {
    const state = given({ id: 'a', title: 'old', version: 2 });
    const newer = rows.reducer(state, rows.actions.viewPushed(push('a', { id: 'a', title: 'new', version: 3 })));
    expect(newer.entities.a).toEqual({ id: 'a', title: 'new', version: 3 });
    expect(rows.reducer(state, rows.actions.viewPushed(push('a', { id: 'a', title: 'late', version: 2 })))).toBe(state);
    expect(rows.reducer(state, rows.actions.viewPushed(push('a', { id: 'a', title: 'late', version: 1 })))).toBe(state);
  });

  it('adds a pushed view that is not listed yet; removes a row whose view was deleted', () => {
    const state = given({ id: 'a', title: 'a', version: 1 });
    expect(rows.reducer(state, rows.actions.viewPushed(push('b', { id: 'b', title: 'b', version: 1 }))).ids).toEqual(['a', 'b']);
    expect(rows.reducer(state, rows.actions.viewPushed(push('a', null))).ids).toEqual([]);
    expect(rows.reducer(state, rows.actions.viewPushed(push('zz', null)))).toBe(state);
  });
});
