import { describe, expect, it } from 'vitest';
import { realtimeActions } from '../realtime';
import type { ApiRequest } from '../../lib/api/http';
import { ok, signedIn } from '../../test/session-harness';
import { DEFAULT_PROTOCOLS_QUERY } from './protocol-query';
import { protocolsActions } from './protocols.slice';
import { notFound, page, protocolPush, protocolsHarness, protocolView } from './protocols.fixtures';
import { settle } from '../../test/settle';

function api(request: ApiRequest) {
  if (request.path === '/v1/accounts/acc-1') return ok(signedIn().account.current);
  if (request.path === '/v1/protocols') return page([protocolView('a')]);
  if (request.path === '/v1/protocols/a') return ok(protocolView('a'));
  if (request.path === '/v1/protocols/a/tasks') return page([]);
  return notFound();
}

const protocolCalls = (calls: { request: ApiRequest }[]) => calls.map((call) => call.request.path).filter((path) => path.startsWith('/v1/protocols'));

describe('live views: protocols (app/live-views.ts)', () => {
  it('protocols/protocolChanged reaches the list, the home card and the open protocol', async () => {
    const { store } = protocolsHarness(api, ['user'], '/protocols/a');
    store.dispatch(protocolsActions.listRequested(DEFAULT_PROTOCOLS_QUERY));
    store.dispatch(protocolsActions.recentRequested());
    store.dispatch(protocolsActions.opened({ id: 'a' }));
    await settle(
      () =>
        store.getState().protocols.detail.status === 'loaded' &&
        store.getState().protocols.list.status === 'loaded' &&
        store.getState().protocols.recent.status === 'loaded',
    );
    store.dispatch(
      realtimeActions.viewChanged({ event: 'protocols/protocolChanged', message: protocolPush(protocolView('a', { title: 'Neu', version: 2 })) }),
    );
    expect(store.getState().protocols.list.rows[0].title).toBe('Neu');
    expect(store.getState().protocols.recent.rows[0].title).toBe('Neu');
    expect(store.getState().protocols.detail.view?.title).toBe('Neu');
  });

  it('after a reconnect on a protocols page, the list and the open protocol are read again', async () => {
    const { store, calls } = protocolsHarness(api, ['user'], '/protocols/a');
    store.dispatch(protocolsActions.listRequested(DEFAULT_PROTOCOLS_QUERY));
    store.dispatch(protocolsActions.opened({ id: 'a' }));
    await settle(() => store.getState().protocols.detail.tasks.status === 'loaded' && store.getState().protocols.list.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => protocolCalls(calls).length >= 3);
    expect(protocolCalls(calls).sort()).toEqual(['/v1/protocols', '/v1/protocols/a', '/v1/protocols/a/tasks']);
  });

  it('on the home page only the card is read again', async () => {
    const { store, calls } = protocolsHarness(api, ['user'], '/home');
    store.dispatch(protocolsActions.listRequested(DEFAULT_PROTOCOLS_QUERY));
    store.dispatch(protocolsActions.recentRequested());
    await settle(() => store.getState().protocols.recent.status === 'loaded' && store.getState().protocols.list.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => protocolCalls(calls).length >= 1);
    await settle();
    expect(protocolCalls(calls)).toEqual(['/v1/protocols']);
    expect(calls.find((call) => call.request.path === '/v1/protocols')?.request.query).toMatchObject({ limit: 5 });
  });
});
