/**
 * The flows of an open item that offers and protocols share, made once per feature by
 * `itemFlows(config)` with the feature's calls, actions and toasts: the read (with the history
 * when it is open), past versions and the comparison, a push of the open item, create, save
 * (a 409 opens the conflict), re-apply, delete, the writes beside the form, and print.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select } from 'redux-saga/effects';
import type { ErrorCode, HistoryEntry, ItemAbilities, WriteResult } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { failureOf } from '../../lib/api/failure';
import type { ApiRequest } from '../../lib/api/http';
import { itemErrorOf } from '../../lib/item-error';
import { readItemPush } from '../../lib/item-push';
import { saveBlob } from '../../lib/save-blob';
import { callApi, DEPS, type SessionDeps } from '../session';
import { conflictOf } from './conflict-of';
import type { ItemConflictState, ItemDetailState, Refusal } from './item-state';
import { STALE_CODE, type ItemToasts } from './item-toasts';

type Versioned = { id: string; version: number };
type Past = { version?: number; at?: string };

/** The feature's actions the flows put (item-detail.reducers.ts makes them). */
export interface ItemFlowActions<Shown, V, C> {
  loaded(view: Shown & { can?: ItemAbilities }): Action;
  loadFailed(payload: { id: string; status: number; code: ErrorCode | null }): Action;
  historyLoaded(entries: HistoryEntry[]): Action;
  historyLoadFailed(): Action;
  pastVersionLoaded(view: V): Action;
  pastVersionLoadFailed(): Action;
  compareLoaded(view: V): Action;
  compareLoadFailed(): Action;
  createAccepted(payload: { id: string }): Action;
  createRejected(payload: Refusal): Action;
  saveRequested(payload: { id: string; base: V; changes: C }): Action;
  saveAccepted(): Action;
  saveRejected(payload: Refusal): Action;
  conflictDetected(payload: ItemConflictState<V, C>): Action;
  deleteAccepted(): Action;
  sideWriteSettled(payload: { ok: boolean }): Action;
}

/** `Shown`: the item as its GET answers (a protocol: staff or portal view); `V`: its full view; `C`: a save's changes; `B`: a create's body. */
export interface ItemFlowsConfig<Shown extends Versioned, V extends Shown, C, B> {
  /** The feature's namespace: a failed print is `<namespace>/printFailed`. */
  namespace: string;
  /** The list's path: a created item opens at `<path>/<id>`, a deleted one goes back to it. */
  path: string;
  api: {
    /** With `version`: the item as it was then; with `at`: as it was at that time. */
    get(id: string, past?: Past): ApiRequest;
    history(id: string): ApiRequest;
    create(body: B): ApiRequest;
    change(id: string, changes: C, version: number): ApiRequest;
    remove(id: string, version: number): ApiRequest;
    print(id: string): ApiRequest;
  };
  actions: ItemFlowActions<Shown, V, C>;
  /** The open item in the store (the feature's selector). */
  selectDetail(state: unknown): ItemDetailState<Shown, V, C>;
  /** The fields a conflict compares. */
  fields: readonly string[];
  toasts: ItemToasts;
  /** What is read along with the item (names it shows): after its read … */
  alongItem?(view: Shown): SagaIterator;
  /** … after the read of a past version … */
  alongPast?(view: V): SagaIterator;
  /** … and after a push of the open item. */
  alongPush?(view: Shown): SagaIterator;
}

const record = (view: unknown) => view as Record<string, unknown>;

export function itemFlows<Shown extends Versioned, V extends Shown, C, B>(config: ItemFlowsConfig<Shown, V, C, B>) {
  const { namespace, path, api, actions, selectDetail, fields, toasts } = config;

  function* detailNow() {
    const detail: ItemDetailState<Shown, V, C> = yield select(selectDetail);
    return detail;
  }

  function* loadHistory(id: string) {
    try {
      const body: { data: HistoryEntry[] } = yield call(callApi, api.history(id));
      yield put(actions.historyLoaded(body.data));
    } catch {
      yield put(actions.historyLoadFailed());
    }
  }

  /** Reads the open item (and what shows with it; the history again when it is open). */
  function* load(id: string) {
    try {
      const view: Shown & { can?: ItemAbilities } = yield call(callApi, api.get(id));
      yield put(actions.loaded(view));
      if (config.alongItem) yield call(config.alongItem, view);
      const detail: ItemDetailState<Shown, V, C> = yield call(detailNow);
      if (detail.history.status === 'loaded' || detail.history.status === 'failed') yield call(loadHistory, id);
    } catch (error) {
      const item = itemErrorOf(error);
      // meta.itemError: the shell tells content of another account from an ordinary 404 (lib/item-error.ts)
      yield put({
        ...actions.loadFailed({ id, status: item?.status ?? 0, code: (item?.code as ErrorCode | null) ?? null }),
        meta: { itemError: item },
      });
    }
  }

  function* open({ payload }: { payload: { id: string } }) {
    yield call(load, payload.id);
  }

  function* openedId() {
    const detail: ItemDetailState<Shown, V, C> = yield call(detailNow);
    return detail.id;
  }

  function* reload() {
    const id: string | null = yield call(openedId);
    if (id) yield call(load, id);
  }

  function* requestHistory() {
    const id: string | null = yield call(openedId);
    if (id) yield call(loadHistory, id);
  }

  function* pastView(id: string, past: Past) {
    const view: V = yield call(callApi, api.get(id, past));
    return view;
  }

  function* requestPastVersion({ payload }: { payload: { version: number } | { at: string } }) {
    const id: string | null = yield call(openedId);
    if (!id) return;
    try {
      const view: V = yield call(pastView, id, payload);
      yield put(actions.pastVersionLoaded(view));
      if (config.alongPast) yield call(config.alongPast, view);
    } catch {
      yield put(actions.pastVersionLoadFailed());
    }
  }

  function* requestCompare({ payload }: { payload: { version: number } }) {
    const id: string | null = yield call(openedId);
    if (!id) return;
    try {
      const view: V = yield call(pastView, id, { version: payload.version });
      yield put(actions.compareLoaded(view));
    } catch {
      yield put(actions.compareLoadFailed());
    }
  }

  /** A push, after the slice applied it (newer versions only): the open item's history (and what shows with it) follows it. */
  function* applyPush({ payload }: { payload: ViewChangedMessage }) {
    const push = readItemPush<Shown>(payload);
    const detail: ItemDetailState<Shown, V, C> = yield call(detailNow);
    if (detail.id !== push.id || !detail.view || push.kind !== 'changed' || detail.view.version !== push.view.version) return;
    if (config.alongPush) yield call(config.alongPush, detail.view);
    const latest = detail.history.entries.at(-1)?.version ?? 0;
    if (detail.history.status === 'loaded' && latest < detail.view.version) yield call(loadHistory, push.id);
  }

  function* create({ payload }: { payload: B }) {
    try {
      const result: WriteResult = yield call(callApi, api.create(payload));
      yield put({ ...actions.createAccepted({ id: result.id }), ...toasts.success('created') });
      const deps: SessionDeps = yield getContext(DEPS);
      yield call(deps.navigate, `${path}/${result.id}`);
    } catch (error) {
      const { code, fieldErrors } = failureOf(error);
      yield put({ ...actions.createRejected({ code, fieldErrors }), ...toasts.failure(code) });
    }
  }

  /**
   * PATCH with If-Match = the version the form started from, only the changed fields. A 409
   * (stale version): the base version and the current one are read, and the conflict (theirs,
   * mine, clashes) goes to the dialog. Other refusals (422 field errors) stay with the form.
   */
  function* save({ payload }: { payload: { id: string; base: V; changes: C } }) {
    const { id, base, changes } = payload;
    try {
      yield call(callApi, api.change(id, changes, base.version));
      yield put({ ...actions.saveAccepted(), ...toasts.success('saved') });
      yield call(load, id);
    } catch (error) {
      const { code, fieldErrors } = failureOf(error);
      if (code !== STALE_CODE) {
        yield put({ ...actions.saveRejected({ code, fieldErrors }), ...toasts.failure(code) });
        return;
      }
      try {
        const current: V = yield call(callApi, api.get(id));
        let before: V = base;
        try {
          before = yield call(pastView, id, { version: base.version });
        } catch {
          // the form's own copy of the base serves as well
        }
        const mine = { ...before, ...changes };
        const conflict = conflictOf(record(before), record(current), record(mine), fields);
        yield put(actions.loaded(current));
        yield put({ ...actions.conflictDetected({ base: before, current, changes, conflict }), ...toasts.stale() });
      } catch (reread) {
        const refused = failureOf(reread);
        yield put({ ...actions.saveRejected({ code: refused.code, fieldErrors: null }), ...toasts.failure(refused.code) });
      }
    }
  }

  /** "Re-apply my changes": my changed fields again, based on the current version (their other changes stay). */
  function* reapplyAfterConflict() {
    const detail: ItemDetailState<Shown, V, C> = yield call(detailNow);
    if (!detail.conflict || !detail.id) return;
    const { current, changes } = detail.conflict;
    yield put(actions.saveRequested({ id: detail.id, base: current, changes }));
  }

  function* remove({ payload }: { payload: { id: string; version: number } }) {
    try {
      yield call(callApi, api.remove(payload.id, payload.version));
      yield put({ ...actions.deleteAccepted(), ...toasts.success('deleted') });
      const deps: SessionDeps = yield getContext(DEPS);
      yield call(deps.navigate, path);
    } catch (error) {
      const { code } = failureOf(error);
      yield put({ ...actions.sideWriteSettled({ ok: false }), ...toasts.failure(code) });
      if (code === STALE_CODE) yield call(load, payload.id);
    }
  }

  /** A write beside the form: the call and a toast (`toast` on success, a refusal by its code); the caller reads the item again. */
  function* writeBeside(request: ApiRequest, toast: string) {
    try {
      yield call(callApi, request);
      yield put({ ...actions.sideWriteSettled({ ok: true }), ...toasts.success(toast) });
    } catch (error) {
      const { code } = failureOf(error);
      yield put({ ...actions.sideWriteSettled({ ok: false }), ...toasts.failure(code) });
    }
  }

  /** GET <item>/print: the PDF, saved as `<name>.pdf`. */
  function* print({ payload }: { payload: { id: string; name: string } }) {
    try {
      const blob: Blob = yield call(callApi, api.print(payload.id));
      yield call(saveBlob, blob, `${payload.name}.pdf`);
    } catch (error) {
      yield put({ type: `${namespace}/printFailed`, ...toasts.failure(failureOf(error).code) });
    }
  }

  return {
    load,
    open,
    reload,
    loadHistory,
    requestHistory,
    pastView,
    requestPastVersion,
    requestCompare,
    applyPush,
    create,
    save,
    reapplyAfterConflict,
    remove,
    writeBeside,
    print,
  };
}
