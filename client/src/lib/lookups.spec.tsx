import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { MemberView } from '@kollab/contracts';
import { realtimeActions } from '../features/realtime';
import { sessionActions } from '../features/session';
import { fail, harness, ok, tokenResponse, type Handler } from '../test/session-harness';
import { settle } from '../test/settle';
import type { ApiRequest } from './api/http';
import { lookupsActions } from './lookups';
import { lookupShown, selectTaskTypes, selectUsers, sharedLookups } from './lookups.api';
import { useLookup } from './use-lookup';

const member = (id: string, full_name: string) => ({ id, user_id: id, username: id, full_name, status: 'active', portal: false }) as MemberView;

/** The account's users (Anna; after `renamed()` Anna Neu), its task types, and what the test adds. */
function server(rest: Handler = () => fail(404, 'not found')) {
  let name = 'Anna Berg';
  const handler: Handler = (request, headers) => {
    if (request.path === '/v2/users/') return ok({ data: [member('user-1', name)], meta: { page: 1, limit: 500, total: 1 } });
    if (request.path === '/v1/account_manager/task_types') return ok({ data: [{ id: 'type-1', title: 'Auftrag' }] });
    return rest(request, headers);
  };
  return { handler, renamed: () => (name = 'Anna Neu') };
}

const reads = (calls: { request: ApiRequest }[], path: string) => calls.filter((call) => call.request.path === path).length;
const membershipPush = { event: 'accounts/membershipChanged', message: { collection: 'members', id: 'user-9', view: null, position: 1 } };

describe('shared lookups', () => {
  it('one read for two screens that show the same lookup, through callApi (token, Account header)', async () => {
    const { handler } = server();
    const { store, calls } = harness(handler);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const first = renderHook(() => useLookup(sharedLookups.users), { wrapper });
    const second = renderHook(() => useLookup(sharedLookups.users), { wrapper });
    await act(() => settle(() => second.result.current.status === 'loaded'));
    expect(first.result.current.data?.map((user) => user.full_name)).toEqual(['Anna Berg']);
    expect(second.result.current.data).toBe(first.result.current.data);
    expect(reads(calls, '/v2/users/')).toBe(1);
    expect(calls[0].request.query).toEqual({ limit: 500, unscoped: true });
    expect(calls[0].headers).toMatchObject({ accessToken: 'old', signature: 'sig-1' });
    // a third screen later: still the one read
    renderHook(() => useLookup(sharedLookups.users), { wrapper });
    await act(() => settle());
    expect(reads(calls, '/v2/users/')).toBe(1);
  });

  it('a read refused with 401 waits for the one token refresh and is sent again, as every saga call', async () => {
    const { handler } = server();
    const { store, calls } = harness((request, headers) => {
      if (request.path === '/v1/oauth/refresh') return ok(tokenResponse('new'));
      if (headers.accessToken !== 'new') fail(401, 'Unauthorized', 'auth.unauthorized');
      return handler(request, headers);
    });
    store.dispatch(lookupShown(sharedLookups.users));
    await settle(() => selectUsers(store.getState()).length > 0);
    expect(calls.map((call) => [call.request.path, call.headers.accessToken])).toEqual([
      ['/v2/users/', 'old'],
      ['/v1/oauth/refresh', null], // an auth call: no bearer
      ['/v2/users/', 'new'],
    ]);
  });

  it('a push of its tag reads a shown lookup again; one nobody shows is forgotten and read afresh by the next screen', async () => {
    const { handler, renamed } = server();
    const { store, calls } = harness(handler);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const shown = renderHook(() => useLookup(sharedLookups.users), { wrapper });
    const types = renderHook(() => useLookup(sharedLookups.taskTypes), { wrapper });
    await act(() => settle(() => shown.result.current.status === 'loaded' && types.result.current.status === 'loaded'));

    renamed();
    act(() => {
      store.dispatch(realtimeActions.viewChanged(membershipPush));
    });
    await act(() => settle(() => shown.result.current.data?.[0].full_name === 'Anna Neu'));
    expect(shown.result.current.data?.[0].full_name).toBe('Anna Neu');
    expect(reads(calls, '/v2/users/')).toBe(2);
    expect(reads(calls, '/v1/account_manager/task_types')).toBe(1); // another tag

    // a type of another kind changed: the task types stay; one of theirs: read again
    store.dispatch(
      realtimeActions.viewChanged({ event: 'types/typesChanged', message: { collection: 'protocol_types', id: 'p', view: null, position: 2 } }),
    );
    await act(() => settle());
    expect(reads(calls, '/v1/account_manager/task_types')).toBe(1);
    store.dispatch(
      realtimeActions.viewChanged({ event: 'types/typesChanged', message: { collection: 'task_types', id: 't', view: null, position: 3 } }),
    );
    await act(() => settle(() => reads(calls, '/v1/account_manager/task_types') === 2));
    expect(reads(calls, '/v1/account_manager/task_types')).toBe(2);

    shown.unmount();
    act(() => {
      store.dispatch(realtimeActions.viewChanged(membershipPush));
    });
    await act(() => settle());
    expect(reads(calls, '/v2/users/')).toBe(2);
    expect(selectUsers(store.getState())).toEqual([]);
    const next = renderHook(() => useLookup(sharedLookups.users), { wrapper });
    await act(() => settle(() => next.result.current.status === 'loaded'));
    expect(reads(calls, '/v2/users/')).toBe(3);
  });

  it('after a reconnect, what is shown is read again', async () => {
    const { handler } = server();
    const { store, calls } = harness(handler);
    store.dispatch(lookupShown(sharedLookups.users));
    store.dispatch(lookupShown(sharedLookups.taskTypes));
    await settle(() => selectUsers(store.getState()).length > 0 && selectTaskTypes(store.getState()).length > 0);
    store.dispatch(lookupsActions.hidden(sharedLookups.taskTypes.key));
    store.dispatch(realtimeActions.reconnected());
    await settle(() => reads(calls, '/v2/users/') === 2);
    await settle();
    expect(reads(calls, '/v2/users/')).toBe(2);
    expect(reads(calls, '/v1/account_manager/task_types')).toBe(1);
  });

  it('a sign-out drops the cache; so does another account, and a late answer for the account before is dropped too', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { handler } = server();
    const { store, calls } = harness(handler);
    store.dispatch(lookupShown(sharedLookups.users));
    await settle(() => selectUsers(store.getState()).length > 0);

    store.dispatch(sessionActions.sessionEnded());
    expect(store.getState().lookups).toEqual({});
    expect(selectUsers(store.getState())).toEqual([]);

    // signed in again: read afresh; then, while a read of acc-1 is on its way, another account
    const again = harness((request, headers) =>
      request.path === '/v2/users/' && headers.signature === 'sig-1' ? new Promise((resolve) => (answer = resolve)) : handler(request, headers),
    );
    again.store.dispatch(lookupShown(sharedLookups.users));
    await settle(() => again.calls.length === 1);
    again.store.dispatch(sessionActions.accountChosen({ accountId: 'acc-2' }));
    expect(again.store.getState().lookups).toEqual({});
    answer(ok({ data: [member('user-1', 'Anna (acc-1)')], meta: { page: 1, limit: 500, total: 1 } }));
    await settle();
    expect(selectUsers(again.store.getState())).toEqual([]);
    expect(reads(calls, '/v2/users/')).toBe(1);
  });

  it('the same account chosen again keeps the cache', async () => {
    const { handler } = server();
    const { store } = harness(handler);
    store.dispatch(lookupShown(sharedLookups.users));
    await settle(() => selectUsers(store.getState()).length > 0);
    store.dispatch(sessionActions.accountChosen({ accountId: 'acc-1' }));
    expect(selectUsers(store.getState()).map((user) => user.id)).toEqual(['user-1']);
  });
});
