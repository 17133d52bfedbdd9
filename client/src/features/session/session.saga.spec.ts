import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionActions } from './session.slice';
import { account, fail, harness, ok, signedIn, tokenResponse } from '../../test/session-harness';
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

describe('sign-in flow', () => {
  it('with exactly one account it is chosen automatically and the user lands on the target', async () => {
    const { store, navigate, calls } = harness((request) => {
      if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
      if (request.path === '/v1/users/user-1/accounts') return ok({ data: [membership('acc-1', 'Demo')], meta: { page: 1, limit: 100, total: 1 } });
      if (request.path === '/v1/accounts/acc-1') return ok(account('sig-1'));
      return fail(404, 'x');
    }, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'anna', password: 'Demo-Pass-1', target: '/tasks' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/tasks');
    expect(calls[0].request.body).toEqual({ username: 'anna', password: 'Demo-Pass-1' });
    const session = store.getState().session;
    expect(session.user).toEqual({ id: 'user-1', username: 'anna', name: 'Anna Berg' });
    expect(session.account.current?.name).toBe('Demo-GmbH');
    expect(localStorage.getItem('kollab-account')).toBe('"acc-1"');
  });

  it('with several accounts it goes to the picker', async () => {
    const { store, navigate } = harness((request) => {
      if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
      return ok({ data: [membership('acc-1', 'Demo'), membership('acc-2', 'Beispiel')], meta: { page: 1, limit: 100, total: 2 } });
    }, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'manager', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/accounts');
    expect(store.getState().session.accounts.list).toHaveLength(2);
  });

  it('a wrong password leaves the API code for the form', async () => {
    const { store } = harness(() => fail(401, 'Benutzername oder Passwort ist ungültig.', 'auth.invalid_credentials'), initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'anna', password: 'wrong' }));
    await settle(() => store.getState().session.signIn.status === 'failed');
    expect(store.getState().session.signIn.error).toBe('auth.invalid_credentials');
    expect(store.getState().session.tokens).toBeNull();
  });

  it('a temporary password asks for a new one', async () => {
    const { store } = harness(
      () => ok({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's-1', ChallengeParameters: { username: 'neu' } }),
      initialSessionState,
    );
    store.dispatch(sessionActions.signInRequested({ username: 'neu', password: 'Temp-Pass-1' }));
    await settle(() => store.getState().session.signIn.status === 'challenged');
    expect(store.getState().session.signIn.challenge).toEqual({ session: 's-1', username: 'neu' });
  });

  it('a system admin without an organisation lands on /admin/accounts (no account chosen)', async () => {
    const { store, navigate, calls } = harness((request) => {
      if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
      if (request.path === '/v1/users/user-1') return ok({ id: 'user-1', username: 'admin', is_admin: true });
      if (request.path === '/v1/users/user-1/accounts') return ok({ data: [], meta: { page: 1, limit: 100, total: 0 } });
      return fail(404, 'x');
    }, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'admin', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/admin/accounts');
    const session = store.getState().session;
    expect(session.user?.isAdmin).toBe(true);
    expect(session.account).toEqual({ status: 'idle', id: null, current: null });
    expect(calls.find((call) => call.request.path === '/v1/users/user-1')?.headers.signature).toBeNull();
    expect(JSON.parse(localStorage.getItem('kollab-session') ?? '{}').user.isAdmin).toBe(true);
  });

  it('a system admin without an organisation who reloads /admin/updates stays there (issue 11: no bounce to the organisations)', async () => {
    const admin = { id: 'user-1', username: 'admin', name: 'Ada Admin', isAdmin: true };
    const { store, navigate } = harness(
      (request) => (request.path === '/v1/users/user-1/accounts' ? ok({ data: [], meta: { page: 1, limit: 100, total: 0 } }) : fail(404, 'x')),
      signedIn({ user: admin, account: { status: 'idle', id: null, current: null } }),
      '/admin/updates',
    );
    store.dispatch(sessionActions.sessionResumed());
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/admin/updates');
  });

  it('a system admin who reloads before the sign-in read the user (flag not stored yet) is read again on resume and stays in the admin area', async () => {
    const admin = { id: 'user-1', username: 'admin', name: 'Ada Admin' };
    const { store, navigate } = harness(
      (request) => {
        if (request.path === '/v1/users/user-1') return ok({ id: 'user-1', username: 'admin', is_admin: true });
        if (request.path === '/v1/users/user-1/accounts') return ok({ data: [], meta: { page: 1, limit: 100, total: 0 } });
        return fail(404, 'x');
      },
      signedIn({ user: admin, account: { status: 'idle', id: null, current: null } }),
      '/admin/accounts',
    );
    store.dispatch(sessionActions.sessionResumed());
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/admin/accounts');
    expect(store.getState().session.user?.isAdmin).toBe(true);
    expect(JSON.parse(localStorage.getItem('kollab-session') ?? '{}').user.isAdmin).toBe(true);
  });

  it('a system admin who is a member keeps the normal flow', async () => {
    const { store, navigate } = harness((request) => {
      if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
      if (request.path === '/v1/users/user-1') return ok({ id: 'user-1', username: 'admin', is_admin: true });
      if (request.path === '/v1/users/user-1/accounts') return ok({ data: [membership('acc-1', 'Demo')], meta: { page: 1, limit: 100, total: 1 } });
      if (request.path === '/v1/accounts/acc-1') return ok(account('sig-1', { roles: ['user', 'admin'] }));
      return fail(404, 'x');
    }, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'admin', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(store.getState().session.account.current?.roles).toContain('admin');
  });

  it('a user without organisation who is no admin goes to the picker', async () => {
    const { store, navigate } = harness((request) => {
      if (request.path === '/v1/oauth/token') return ok(tokenResponse('t-1'));
      if (request.path === '/v1/users/user-1') return ok({ id: 'user-1', username: 'anna', is_admin: false });
      return ok({ data: [], meta: { page: 1, limit: 100, total: 0 } });
    }, initialSessionState);
    store.dispatch(sessionActions.signInRequested({ username: 'anna', password: 'Demo-Pass-1' }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith('/accounts');
  });
});
