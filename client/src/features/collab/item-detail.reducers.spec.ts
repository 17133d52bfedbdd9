import { describe, expect, it } from 'vitest';
import { createSlice } from '@reduxjs/toolkit';
import type { ItemDetailState, WriteState } from './item-state';
import { itemDetailReducers, pushToDetail, sideWriteRequested } from './item-detail.reducers';
import { conflictOf } from './conflict-of';

interface Item {
  id: string;
  title: string;
  version: number;
}

const idleWrite: WriteState = { status: 'idle', code: null, fieldErrors: null, serial: 0 };
const initialDetail: ItemDetailState<Item> = {
  ...{ id: null, view: null, can: null, status: 'idle', error: null, deleted: false, editing: false },
  ...{ save: idleWrite, conflict: null, busy: false, history: { status: 'idle', entries: [] }, past: null, compare: null },
};

const items = createSlice({
  name: 'items',
  initialState: { detail: initialDetail, create: idleWrite },
  reducers: {
    ...itemDetailReducers<Item, Item, Partial<Item>, Partial<Item>>(initialDetail),
    linkRequested: sideWriteRequested<{ id: string; other: string }>(),
  },
});
const { actions, reducer } = items;
const run = (...steps: Parameters<typeof reducer>[1][]) => steps.reduce(reducer, reducer(undefined, { type: 'init' }));
const item = (version = 1, title = 'Angebot'): Item => ({ id: 'a', title, version });

describe('itemDetailReducers', () => {
  it('the read: opening another item starts afresh; the answer keeps `can` until the next one; an answer for another item is dropped', () => {
    let state = run(actions.opened({ id: 'a' }), actions.loaded({ ...item(), can: { edit: true, delete: false } }));
    expect(state.detail).toMatchObject({ id: 'a', status: 'loaded', view: item(), can: { edit: true, delete: false } });
    state = reducer(state, actions.loaded(item(2, 'Neu')));
    expect(state.detail).toMatchObject({ view: item(2, 'Neu'), can: { edit: true, delete: false } });
    expect(state.detail.view).not.toHaveProperty('can');
    state = reducer(state, actions.loaded({ id: 'b', title: 'Anderes', version: 1 }));
    expect(state.detail.view?.id).toBe('a');
    state = reducer(state, actions.opened({ id: 'b' }));
    expect(state.detail).toMatchObject({ id: 'b', view: null, can: null, status: 'loading' });
    state = reducer(state, actions.loadFailed({ id: 'b', status: 404, code: null }));
    expect(state.detail).toMatchObject({ status: 'failed', error: { status: 404, code: null } });
    expect(reducer(state, actions.closed()).detail).toEqual(initialDetail);
  });

  it('editing: a save clears the last refusal and conflict; a 409 keeps the form open with the conflict; a saved edit starts the form afresh', () => {
    const conflict = {
      base: item(),
      current: item(2, 'Theirs'),
      changes: { title: 'Mine' },
      conflict: conflictOf({ ...item() }, { ...item(2, 'Theirs') }, { ...item(), title: 'Mine' }, ['title']),
    };
    let state = run(
      actions.opened({ id: 'a' }),
      actions.editStarted(),
      actions.saveRejected({ code: 'offers.value_negative', fieldErrors: { title: ['too long'], type: ['x'] } }),
    );
    expect(state.detail.save).toMatchObject({ status: 'failed', fieldErrors: { title: ['too long'], type: ['x'] }, serial: 1 });
    state = reducer(state, actions.saveFieldEdited('title'));
    expect(state.detail.save.fieldErrors).toEqual({ type: ['x'] });
    state = reducer(state, actions.saveRequested({ id: 'a', base: item(), changes: { title: 'Mine' } }));
    expect(state.detail.save).toMatchObject({ status: 'saving', code: null, fieldErrors: null });
    state = reducer(state, actions.conflictDetected(conflict));
    expect(state.detail).toMatchObject({ editing: true, conflict, save: { status: 'idle' } });
    state = reducer(state, actions.saveAccepted());
    expect(state.detail).toMatchObject({ editing: false, save: { status: 'idle', serial: 2 } });
    expect(reducer(reducer(state, actions.conflictDetected(conflict)), actions.conflictDiscarded()).detail).toMatchObject({
      conflict: null,
      editing: false,
    });
  });

  it('create: saving, refused with field errors (an edited field loses its own), accepted afresh', () => {
    let state = run(
      actions.createRequested({ title: 'A' }),
      actions.createRejected({ code: 'offers.value_negative', fieldErrors: { title: ['short'] } }),
    );
    expect(state.create).toMatchObject({ status: 'failed', code: 'offers.value_negative' });
    state = reducer(state, actions.createFieldEdited('title'));
    expect(state.create.fieldErrors).toEqual({});
    expect(reducer(state, actions.createAccepted({ id: 'a' })).create).toEqual({ ...idleWrite, serial: 1 });
  });

  it('the writes beside the form (the shared ones and a feature’s own) keep the item busy until settled', () => {
    for (const request of [
      actions.watchRequested({ id: 'a', watching: true }),
      actions.commentAddRequested({ id: 'a', body: 'Hallo' }),
      actions.deleteRequested({ id: 'a', version: 1 }),
      actions.linkRequested({ id: 'a', other: 'b' }),
    ]) {
      const state = run(actions.opened({ id: 'a' }), request);
      expect(state.detail.busy).toBe(true);
      expect(reducer(state, actions.sideWriteSettled({ ok: false })).detail.busy).toBe(false);
    }
  });

  it('history and versions: a past version by number or time, a comparison (a late answer for another version is dropped)', () => {
    let state = run(actions.opened({ id: 'a' }), actions.historyRequested());
    expect(state.detail.history.status).toBe('loading');
    state = reducer(state, actions.pastVersionRequested({ at: '2026-03-04T09:00:00Z' }));
    expect(state.detail.past).toEqual({ version: null, at: '2026-03-04T09:00:00Z', status: 'loading', view: null });
    state = reducer(state, actions.pastVersionLoaded(item(1)));
    expect(state.detail.past).toMatchObject({ version: 1, status: 'loaded', view: item(1) });
    expect(reducer(state, actions.pastVersionClosed()).detail.past).toBeNull();
    state = reducer(state, actions.compareRequested({ version: 2 }));
    expect(reducer(state, actions.compareLoaded(item(1))).detail.compare).toEqual({ version: 2, status: 'loading', view: null });
    expect(reducer(state, actions.compareLoaded(item(2))).detail.compare).toEqual({ version: 2, status: 'loaded', view: item(2) });
    expect(reducer(state, actions.compareLoadFailed()).detail.compare?.status).toBe('failed');
  });
});

describe('pushToDetail', () => {
  it('a newer push of the open item shows it (or that it is gone); an older one or another item’s is ignored', () => {
    const detail = { id: 'a', view: item(2), deleted: false };
    pushToDetail(detail, { id: 'a', kind: 'changed', view: item(1, 'Alt') });
    pushToDetail(detail, { id: 'b', kind: 'changed', view: { id: 'b', title: 'B', version: 9 } });
    expect(detail.view).toEqual(item(2));
    pushToDetail(detail, { id: 'a', kind: 'changed', view: item(3, 'Neu') });
    expect(detail.view).toEqual(item(3, 'Neu'));
    pushToDetail(detail, { id: 'a', kind: 'deleted', version: null });
    expect(detail.deleted).toBe(true);
  });
});
