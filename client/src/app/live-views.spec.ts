import { describe, expect, it } from 'vitest';
import type { AccountView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { accountActions } from '../features/account';
import { membersActions } from '../features/members';
import { memberView } from '../features/members/members.fixtures';
import { realtimeActions } from '../features/realtime';
import { account, fail, harness, ok, signedIn } from '../test/session-harness';
import type { ApiRequest } from '../lib/api/http';
import { LIVE_VIEWS, onPage } from './live-views';
import { rereadsFor } from '../features/realtime';
import { settle } from '../test/settle';

function accountView(version: number): AccountView {
  const { roles: _roles, signature: _signature, ...rest } = account('sig-1', { version });
  return rest;
}

const accountPush = (version: number, id = 'acc-1'): ViewChangedMessage => ({
  collection: 'accounts',
  id,
  view: { id, version },
  position: 100 + version,
});
const membershipPush = (userId: string, version: number): ViewChangedMessage => ({
  collection: 'members',
  id: userId,
  view: { id: userId, user_id: userId, version },
  position: 200 + version,
});

/** The API as the server answers it; every request is recorded. */
function api(request: ApiRequest) {
  if (request.path === '/v1/accounts/acc-1') return ok(account('sig-2', { version: 2 }));
  if (request.path === '/v2/account') return ok(accountView(2));
  if (request.path === '/v1/accounts/members') return ok({ data: [memberView('user-2', { version: 2 })], meta: { page: 1, limit: 25, total: 1 } });
  return fail(404, 'not found');
}

const paths = (calls: { request: ApiRequest }[]) => calls.map((call) => call.request.path);

describe('live views: pushes', () => {
  it('a newer accounts/accountChanged reloads the signature and the account screen', async () => {
    const { store, calls } = harness(api);
    store.dispatch(accountActions.loaded(accountView(1)));
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/accountChanged', message: accountPush(2) }));
    await settle(() => store.getState().account.account?.version === 2 && store.getState().session.account.current?.signature === 'sig-2');
    expect(paths(calls).sort()).toEqual(['/v1/accounts/acc-1', '/v2/account']);
    expect(store.getState().session.account.current?.version).toBe(2);
  });

  it('an account push that is not newer (the echo of an own change already read) reads nothing', async () => {
    const { store, calls } = harness(api, signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { version: 3 }) } }));
    store.dispatch(accountActions.loaded(accountView(3)));
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/accountChanged', message: accountPush(3) }));
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/accountChanged', message: accountPush(2) }));
    await settle();
    expect(calls).toEqual([]);
  });

  it('the account screen is not read on a push before it was ever opened', async () => {
    const { store, calls } = harness(api);
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/accountChanged', message: accountPush(2) }));
    await settle(() => store.getState().session.account.current?.signature === 'sig-2');
    await settle();
    expect(paths(calls)).toEqual(['/v1/accounts/acc-1']);
  });

  it('an own membership push reloads the signature; another user’s does not', async () => {
    const { store, calls } = harness(api);
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/membershipChanged', message: membershipPush('user-9', 5) }));
    await settle();
    expect(calls).toEqual([]);
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/membershipChanged', message: membershipPush('user-1', 5) }));
    await settle(() => store.getState().session.account.current?.signature === 'sig-2');
    expect(paths(calls)).toEqual(['/v1/accounts/acc-1']);
  });

  it('a newer push of a listed member reads the members page again; an older one does not', async () => {
    const { store, calls } = harness(api);
    store.dispatch(membersActions.listLoaded({ data: [memberView('user-2', { version: 3 })], meta: { page: 1, limit: 25, total: 1 } }));
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/membershipChanged', message: membershipPush('user-2', 2) }));
    await settle();
    expect(calls).toEqual([]);
    store.dispatch(realtimeActions.viewChanged({ event: 'accounts/membershipChanged', message: membershipPush('user-2', 4) }));
    await settle(() => calls.length > 0);
    expect(paths(calls)).toEqual(['/v1/accounts/members']);
  });

  it('a push nobody registered changes nothing', async () => {
    const { store, calls } = harness(api);
    const before = store.getState();
    store.dispatch(
      realtimeActions.viewChanged({ event: 'tasks/taskChanged', message: { collection: 'tasks', id: 't', view: { version: 9 }, position: 1 } }),
    );
    await settle();
    expect(calls).toEqual([]);
    expect(store.getState().account).toBe(before.account);
  });
});

describe('live views: after a reconnect', () => {
  it('re-reads the shell’s account and, on /manager/account, the account and its members', async () => {
    const { store, calls } = harness(api, signedIn(), '/manager/account?tab=members');
    store.dispatch(accountActions.loaded(accountView(1)));
    store.dispatch(membersActions.listLoaded({ data: [memberView('user-2')], meta: { page: 1, limit: 25, total: 1 } }));
    store.dispatch(realtimeActions.reconnected());
    await settle(() => calls.length >= 3);
    expect(paths(calls).sort()).toEqual(['/v1/accounts/acc-1', '/v1/accounts/members', '/v2/account']);
  });

  it('elsewhere only what the shell shows is read again', async () => {
    const { store, calls } = harness(api, signedIn(), '/home');
    store.dispatch(accountActions.loaded(accountView(1)));
    store.dispatch(membersActions.listLoaded({ data: [], meta: { page: 1, limit: 25, total: 0 } }));
    store.dispatch(realtimeActions.reconnected());
    await settle(() => calls.length >= 1);
    await settle();
    expect(paths(calls)).toEqual(['/v1/accounts/acc-1']);
  });

  it('the registry decides by page: onPage matches the page and below, not a prefix of a word', () => {
    expect(onPage('/manager/account?tab=members', '/manager/account')).toBe(true);
    expect(onPage('/manager/accounts', '/manager/account')).toBe(false);
    const { store } = harness(api, signedIn({ tokens: null, account: { status: 'idle', id: null, current: null } }));
    expect(rereadsFor(LIVE_VIEWS, store.getState(), '/home')).toEqual([]);
  });
});
