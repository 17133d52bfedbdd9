/**
 * The case reducers of an open item that offers and protocols share (spread into the feature's
 * `createSlice`, so every action stays `<feature>/…`): create, the read, editing (a 409 opens
 * the conflict), the writes beside the form both have (watch, comments, delete), print, history
 * and versions; and how a push of the open item applies.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, HistoryEntry, ItemAbilities } from '@kollab/contracts';
import { isNewerPush, type ItemPush } from '../../lib/item-push';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import type { ItemConflictState, ItemDetailState, Refusal, WriteState } from './item-state';

type Versioned = { id: string; version: number };

/** What of a feature's state the item reducers work on. */
export interface ItemSliceState<Shown, V, C> {
  detail: ItemDetailState<Shown, V, C>;
  create: WriteState;
}

const withoutField = (errors: Record<string, string[]> | null, field: string) => {
  if (!errors || !(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/** The reducer of a write beside the form (payload `P`): the item is busy until `sideWriteSettled`. */
export const sideWriteRequested =
  <P>() =>
  (state: { detail: { busy: boolean } }, _action: PayloadAction<P>) => {
    state.detail.busy = true;
  };

/**
 * `Shown`: the item as its GET answers; `V`: its full view (edits, versions); `C`: a save's
 * changes; `B`: a create's body. `initialDetail`: the detail state before an item opens.
 */
export function itemDetailReducers<Shown extends Versioned, V extends Shown, C, B>(initialDetail: ItemDetailState<Shown, V, C>) {
  type State = ItemSliceState<Shown, V, C>;

  return {
    // create
    createRequested(state: State, _action: PayloadAction<B>) {
      state.create = { ...state.create, status: 'saving', code: null, fieldErrors: null };
    },
    createAccepted(state: State, _action: PayloadAction<{ id: string }>) {
      state.create = { status: 'idle', code: null, fieldErrors: null, serial: state.create.serial + 1 };
    },
    createRejected(state: State, action: PayloadAction<Refusal>) {
      state.create = { ...state.create, status: 'failed', ...action.payload };
    },
    createFieldEdited(state: State, action: PayloadAction<string>) {
      state.create.fieldErrors = withoutField(state.create.fieldErrors, action.payload);
    },

    // the open item
    opened(state: State, action: PayloadAction<{ id: string }>) {
      if (state.detail.id !== action.payload.id) state.detail = { ...initialDetail, id: action.payload.id };
      requestStarted(state.detail);
    },
    closed(state: State) {
      state.detail = initialDetail;
    },
    reloadRequested() {},
    /** GET of the item answered: the view, and `can` (what I may do with it; kept until the next read). */
    loaded(state: State, action: PayloadAction<Shown & { can?: ItemAbilities }>) {
      if (state.detail.id !== action.payload.id) return;
      const { can, ...view } = action.payload;
      if (can) state.detail.can = can;
      state.detail.view = view as unknown as Shown;
      requestLoaded(state.detail);
      state.detail.error = null;
      state.detail.deleted = false;
    },
    loadFailed(state: State, action: PayloadAction<{ id: string; status: number; code: ErrorCode | null }>) {
      if (state.detail.id !== action.payload.id) return;
      requestFailed(state.detail);
      state.detail.error = { status: action.payload.status, code: action.payload.code };
    },

    // editing (PATCH with If-Match; a 409 opens the conflict)
    editStarted(state: State) {
      state.detail.editing = true;
      state.detail.save = { ...state.detail.save, status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
    },
    editCancelled(state: State) {
      state.detail.editing = false;
      state.detail.conflict = null;
    },
    saveRequested(state: State, _action: PayloadAction<{ id: string; base: V; changes: C }>) {
      state.detail.save = { ...state.detail.save, status: 'saving', code: null, fieldErrors: null };
      state.detail.conflict = null;
    },
    saveAccepted(state: State) {
      state.detail.save = { status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
      state.detail.editing = false;
    },
    saveRejected(state: State, action: PayloadAction<Refusal>) {
      state.detail.save = { ...state.detail.save, status: 'failed', ...action.payload };
    },
    saveFieldEdited(state: State, action: PayloadAction<string>) {
      state.detail.save.fieldErrors = withoutField(state.detail.save.fieldErrors, action.payload);
    },
    conflictDetected(state: State, action: PayloadAction<ItemConflictState<V, C>>) {
      state.detail.conflict = action.payload;
      state.detail.save = { ...state.detail.save, status: 'idle' };
    },
    conflictReapplied() {},
    conflictDiscarded(state: State) {
      state.detail.conflict = null;
      state.detail.editing = false;
    },

    // the writes beside the form (each reads the item again), one at a time
    deleteRequested: sideWriteRequested<{ id: string; version: number }>(),
    deleteAccepted(state: State) {
      state.detail.busy = false;
    },
    watchRequested: sideWriteRequested<{ id: string; watching: boolean }>(),
    commentAddRequested: sideWriteRequested<{ id: string; body: string }>(),
    commentChangeRequested: sideWriteRequested<{ id: string; commentId: string; body: string }>(),
    commentRemoveRequested: sideWriteRequested<{ id: string; commentId: string }>(),
    /** A side write finished (accepted or refused: the toast says which). */
    sideWriteSettled(state: State, _action: PayloadAction<{ ok: boolean }>) {
      state.detail.busy = false;
    },
    printRequested(_state: State, _action: PayloadAction<{ id: string; name: string }>) {},

    // history and versions
    historyRequested(state: State) {
      requestStarted(state.detail.history);
    },
    historyLoaded(state: State, action: PayloadAction<HistoryEntry[]>) {
      state.detail.history = { status: 'loaded', entries: action.payload };
    },
    historyLoadFailed(state: State) {
      requestFailed(state.detail.history);
    },
    pastVersionRequested(state: State, action: PayloadAction<{ version: number } | { at: string }>) {
      const version = 'version' in action.payload ? action.payload.version : null;
      const at = 'at' in action.payload ? action.payload.at : null;
      state.detail.past = { version, at, status: 'loading', view: state.detail.past?.view ?? null };
    },
    pastVersionLoaded(state: State, action: PayloadAction<V>) {
      if (!state.detail.past) return;
      state.detail.past = { ...state.detail.past, version: action.payload.version, status: 'loaded', view: action.payload };
    },
    pastVersionLoadFailed(state: State) {
      if (state.detail.past) requestFailed(state.detail.past);
    },
    pastVersionClosed(state: State) {
      state.detail.past = null;
    },
    compareRequested(state: State, action: PayloadAction<{ version: number }>) {
      state.detail.compare = { version: action.payload.version, status: 'loading', view: null };
    },
    compareLoaded(state: State, action: PayloadAction<V>) {
      if (state.detail.compare?.version === action.payload.version)
        state.detail.compare = { version: action.payload.version, status: 'loaded', view: action.payload };
    },
    compareLoadFailed(state: State) {
      if (state.detail.compare) requestFailed(state.detail.compare);
    },
    compareClosed(state: State) {
      state.detail.compare = null;
    },
  };
}

/** A push of the open item (newer versions only): it shows the item as it is now, or that it is gone. */
export function pushToDetail<Shown extends Versioned>(detail: { id: string | null; view: Shown | null; deleted: boolean }, push: ItemPush<Shown>) {
  if (detail.id !== push.id || !detail.view || !isNewerPush(push, detail.view.version)) return;
  if (push.kind === 'deleted') detail.deleted = true;
  else detail.view = push.view;
}
