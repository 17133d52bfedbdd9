import { describe, expect, it, vi } from 'vitest';
import { configureStore, createSlice, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import type { ApiHeaders, ApiRequest, ApiResponse } from '../../lib/api/http';
import { noticeOf } from '../../lib/notify';
import { fail, ok, signedIn, type Handler } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { DEPS, type SessionDeps } from '../session';
import { itemApi } from './item-api';
import { itemDetailReducers } from './item-detail.reducers';
import { itemFlows } from './item-flows.saga';
import type { ItemDetailState, WriteState } from './item-state';
import { itemToasts } from './item-toasts';

interface Item {
  id: string;
  title: string;
  priority: string;
  version: number;
}
type Changes = Partial<Pick<Item, 'title' | 'priority'>>;

const idleWrite: WriteState = { status: 'idle', code: null, fieldErrors: null, serial: 0 };
const initialDetail: ItemDetailState<Item, Item, Changes> = {
  ...{ id: null, view: null, can: null, status: 'idle', error: null, deleted: false, editing: false },
  ...{ save: idleWrite, conflict: null, busy: false, history: { status: 'idle', entries: [] }, past: null, compare: null },
};
const slice = createSlice({
  name: 'items',
  initialState: { detail: initialDetail, create: idleWrite },
  reducers: itemDetailReducers<Item, Item, Changes, Changes>(initialDetail),
});
const actions = slice.actions;
const api = itemApi<Changes, Changes, 'watching' | 'not_watching'>('items').calls;
const flows = itemFlows<Item, Item, Changes, Changes>({
  namespace: 'items',
  path: '/items',
  api,
  actions,
  selectDetail: (state) => (state as { items: { detail: ItemDetailState<Item, Item, Changes> } }).items.detail,
  fields: ['title', 'priority'],
  toasts: itemToasts('items'),
});

const item = (version: number, overrides: Partial<Item> = {}): Item => ({ id: 'a', title: 'Angebot', priority: 'low', version, ...overrides });
const stale = (): never => fail(409, 'stale', 'concurrency.wrong_expected_version');

/** A store with the items slice and the flows; the API is `handler`, every action and navigation is recorded. */
function setup(handler: Handler) {
  const calls: string[] = [];
  const seen: UnknownAction[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const transport = async <T>(request: ApiRequest, headers: ApiHeaders): Promise<ApiResponse<T>> => {
    calls.push(`${request.method} ${request.path}${request.query?.version ? `?version=${request.query.version}` : ''}`);
    await Promise.resolve();
    return handler(request, headers) as ApiResponse<T>;
  };
  const deps: SessionDeps = { transport, navigate, currentPath: () => '/items', language: () => 'de', clientVersion: '0.1.0' };
  const sagas = createSagaMiddleware({ context: { [DEPS]: deps } });
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { session: (state = signedIn()) => state, items: slice.reducer },
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(sagas).concat(record),
  });
  sagas.run(function* () {
    yield takeEvery(actions.opened.match, flows.open);
    yield takeEvery(actions.createRequested.match, flows.create);
    yield takeEvery(actions.saveRequested.match, flows.save);
    yield takeEvery(actions.conflictReapplied.match, flows.reapplyAfterConflict);
    yield takeEvery(actions.deleteRequested.match, flows.remove);
    yield takeEvery(actions.pastVersionRequested.match, flows.requestPastVersion);
  });
  const notices = () => seen.map(noticeOf).filter(Boolean);
  return { store, calls, navigate, notices, detail: () => store.getState().items.detail };
}

describe('itemFlows', () => {
  it('create: POST, a toast, the new item opens; a refusal stays with the form', async () => {
    const { store, calls, navigate, notices } = setup((request) =>
      request.body && (request.body as Changes).title ? ok({ id: 'n1', version: 1, position: 1 }) : fail(422, 'invalid', 'offers.value_negative'),
    );
    store.dispatch(actions.createRequested({ title: 'Neu' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls).toEqual(['POST /v1/items']);
    expect(navigate).toHaveBeenCalledWith('/items/n1');
    expect(notices()).toEqual([{ severity: 'success', message: 'items:toasts.created' }]);

    store.dispatch(actions.createRequested({}));
    await settle(() => store.getState().items.create.status === 'failed');
    expect(store.getState().items.create.code).toBe('offers.value_negative');
  });

  it('save: PATCH with If-Match = the base; a 409 reads base and current and opens the conflict; re-apply sends mine on the current version', async () => {
    let current = item(2, { priority: 'high' });
    const { store, calls, detail, notices } = setup((request) => {
      if (request.method === 'GET') return ok(request.query?.version === 1 ? item(1) : { ...current, can: { edit: true, delete: true } });
      if (request.ifMatch !== current.version) return stale();
      current = { ...current, ...(request.body as Changes), version: current.version + 1 };
      return ok({ id: 'a', version: current.version, position: 9 });
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => detail().status === 'loaded');
    store.dispatch(actions.saveRequested({ id: 'a', base: item(1), changes: { title: 'Angebot prüfen' } }));
    await settle(() => detail().conflict !== null);
    expect(detail().conflict?.conflict).toEqual({
      theirs: [{ field: 'priority', from: 'low', to: 'high' }],
      mine: [{ field: 'title', from: 'Angebot', to: 'Angebot prüfen' }],
      clashes: [],
    });
    expect(notices().at(-1)).toEqual({ severity: 'warning', message: 'items:toasts.stale' });

    store.dispatch(actions.conflictReapplied());
    await settle(() => detail().view?.version === 3);
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual(['PATCH /v1/items/a', 'PATCH /v1/items/a']);
    expect(detail()).toMatchObject({ conflict: null, view: { title: 'Angebot prüfen', priority: 'high', version: 3 } });
  });

  it('delete: DELETE with If-Match, back to the list; a stale version warns and reads the item again', async () => {
    let version = 1;
    const { store, calls, navigate, detail } = setup((request) => {
      if (request.method === 'GET') return ok(item(version));
      if (request.ifMatch !== version) return stale();
      return ok({ id: 'a', version: version + 1, position: 9 });
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => detail().status === 'loaded');
    version = 2;
    store.dispatch(actions.deleteRequested({ id: 'a', version: 1 }));
    await settle(() => detail().view?.version === 2);
    expect(detail().busy).toBe(false);
    store.dispatch(actions.deleteRequested({ id: 'a', version: 2 }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/items');
    expect(calls).toEqual(['GET /v1/items/a', 'DELETE /v1/items/a', 'GET /v1/items/a', 'DELETE /v1/items/a']);
  });

  it('a past version is read as it was; one that cannot be read says so', async () => {
    const { store, detail } = setup((request) =>
      request.query?.version === 1 ? ok(item(1)) : request.query?.version ? fail(404, 'gone') : ok(item(2)),
    );
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => detail().status === 'loaded');
    store.dispatch(actions.pastVersionRequested({ version: 1 }));
    await settle(() => detail().past?.status === 'loaded');
    expect(detail().past).toMatchObject({ version: 1, view: item(1) });
    store.dispatch(actions.pastVersionRequested({ version: 7 }));
    await settle(() => detail().past?.status === 'failed');
    expect(detail().past?.status).toBe('failed');
  });
});
