import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionActions } from './session.slice';
import { account, fail, harness, ok, signedIn, tokenResponse } from '../../test/session-harness';
import type { ApiRequest } from '../../lib/api/http';
import { settle } from '../../test/settle';

const membership = (id: string, name: string) => ({
  account_id: id,
  account_name: name,
  domain: name.toLowerCase(),
  account_status: 'active',
  roles: ['user'],
  status: 'active',
  member_since: '2024-01-01',
});

/** anna is a member of Demo (acc-1) and Beispiel (acc-2). */
function api(request: ApiRequest) {
  if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
  if (request.path === '/v1/users/user-1/accounts')
    return ok({ data: [membership('acc-1', 'Demo'), membership('acc-2', 'Beispiel')], meta: { page: 1, limit: 100, total: 2 } });
  if (request.path === '/v1/accounts/acc-1') return ok(account('sig-1'));
  if (request.path === '/v1/accounts/acc-2') return ok(account('sig-2', { id: 'acc-2', name: 'Beispiel-AG' }));
  return fail(404, 'x');
}

describe('/acc/{account_id} links', () => {
  it('a member of the linked account is switched to it and goes on to the target', async () => {
    const { store, navigate } = harness(api);
    store.dispatch(sessionActions.accountLinkOpened({ accountId: 'acc-2', target: '/tasks/42' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/tasks/42');
    expect(store.getState().session.account.current?.name).toBe('Beispiel-AG');
    expect(store.getState().shell.foreignContent.open).toBe(false);
  });

  it('a link into the account already on screen just opens the target', async () => {
    const { store, navigate, calls } = harness(api);
    store.dispatch(sessionActions.accountLinkOpened({ accountId: 'acc-1', target: '/home' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(calls.map((call) => call.request.path)).toEqual(['/v1/users/user-1/accounts']);
  });

  it('an account the user is not a member of opens the dialog at home, keeping the link for after logout', async () => {
    const { store, navigate } = harness(api);
    store.dispatch(sessionActions.accountLinkOpened({ accountId: 'acc-9', target: '/tasks/42' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(store.getState().shell.foreignContent).toEqual({ open: true, link: '/acc/acc-9/tasks/42', account: null });
    expect(store.getState().session.account.id).toBe('acc-1');
  });

  it('signing in from a login that carries an /acc link chooses that account among several', async () => {
    const { store, navigate } = harness(api, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'anna', password: 'Demo-Pass-1', target: '/acc/acc-2/protocols' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/protocols');
    expect(store.getState().session.account.current?.id).toBe('acc-2');
  });

  it('with an /acc link to a foreign account the usual choice applies and the link stays the target', async () => {
    const { store, navigate } = harness(api, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'anna', password: 'Demo-Pass-1', target: '/acc/acc-9' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/accounts?target=%2Facc%2Facc-9');
  });

  it('nobody signed in: nothing happens', async () => {
    const { store, navigate, calls } = harness(api, signedIn({ user: null }));
    store.dispatch(sessionActions.accountLinkOpened({ accountId: 'acc-2', target: '/home' }));
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
