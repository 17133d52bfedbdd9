import { describe, expect, it } from 'vitest';
import { all, call } from 'redux-saga/effects';
import { account, fail, harness, ok, signedIn, tokenResponse } from '../../test/session-harness';
import type { ApiRequest } from '../../lib/api/http';
import { callApi } from './api-call.saga';
import { sessionActions } from './session.slice';
import { settle } from '../../test/settle';

const get = (path: string): ApiRequest => ({ method: 'GET', path });

describe('callApi: the 401 refresh queue', () => {
  it('five calls failing with 401 cause exactly one refresh and five retries', async () => {
    const { store, calls } = harness((request, headers) => {
      if (request.path === '/v1/oauth/refresh') return ok(tokenResponse('new'));
      if (headers.accessToken !== 'new') fail(401, 'Unauthorized', 'auth.unauthorized');
      return ok({ path: request.path });
    });
    const paths = ['/v1/a', '/v1/b', '/v1/c', '/v1/d', '/v1/e'];
    const results = await store
      .runSaga(function* () {
        return yield all(paths.map((path) => call(callApi, get(path))));
      })
      .toPromise();

    expect(results).toEqual(paths.map((path) => ({ path })));
    const refreshes = calls.filter((c) => c.request.path === '/v1/oauth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].request.body).toMatchObject({ refresh_token: 'refresh-1', username: 'anna' });
    expect(refreshes[0].request.timeoutMs).toBe(10_000);
    expect(calls.filter((c) => c.headers.accessToken === 'new' && c.request.path !== '/v1/oauth/refresh')).toHaveLength(5);
    expect(calls.filter((c) => c.headers.accessToken === 'old')).toHaveLength(5);
    expect(store.getState().session.tokens?.accessToken).toBe('new');
    expect(JSON.parse(localStorage.getItem('kollab-session')!).tokens.refreshToken).toBe('refresh-of-new');
  });

  it('gives every POST an Idempotency-Key, the same on its retry after the refresh, a new one per call; none to a GET', async () => {
    const { store, calls } = harness((request, headers) => {
      if (request.path === '/v1/oauth/refresh') return ok(tokenResponse('new'));
      if (request.method === 'POST' && headers.accessToken !== 'new') fail(401, 'Unauthorized', 'auth.unauthorized');
      return ok({});
    });
    const post: ApiRequest = { method: 'POST', path: '/v1/tasks', body: { title: 'x' } };
    await store.runSaga(callApi, post).toPromise();
    await store.runSaga(callApi, post).toPromise();
    await store.runSaga(callApi, get('/v1/tasks')).toPromise();
    const keys = calls.filter((c) => c.request.path === '/v1/tasks').map((c) => c.request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]); // the retry after the refresh
    expect(keys[2]).not.toBe(keys[0]); // the next submit
    expect(keys[3]).toBeUndefined();
    expect(post.idempotencyKey).toBeUndefined(); // the caller's request is left as it was
  });

  it('sends the seed headers: bearer, Account signature, language and client version', async () => {
    const { store, calls } = harness(() => ok({}));
    await store.runSaga(callApi, get('/v1/x')).toPromise();
    expect(calls[0].headers).toEqual({ accessToken: 'old', signature: 'sig-1', language: 'de', clientVersion: '0.1.0' });
  });

  it('a failed refresh logs out and redirects to /login with the pending path as target', async () => {
    const { store, calls, navigate } = harness((request) => {
      if (request.path === '/v1/oauth/logout') return ok(null);
      if (request.path === '/v1/oauth/refresh') fail(401, 'expired', 'auth.refresh_token_invalid');
      return fail(401, 'Unauthorized', 'auth.unauthorized');
    });
    await expect(store.runSaga(callApi, get('/v1/tasks')).toPromise()).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.request.path)).toEqual(['/v1/tasks', '/v1/oauth/refresh', '/v1/oauth/logout']);
    expect(store.getState().session.tokens).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?target=%2Ftasks');
  });

  it("leaves auth endpoints alone: a 401 there is the caller's answer", async () => {
    const { store, calls } = harness(() => fail(401, 'Invalid', 'auth.invalid_credentials'));
    await expect(store.runSaga(callApi, { method: 'POST', path: '/v1/oauth/token', auth: true }).toPromise()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('callApi: the signature reload', () => {
  it('reloads the signature once on a signature 403 and retries the queued calls with it', async () => {
    const { store, calls } = harness((request, headers) => {
      if (request.path === '/v1/accounts/acc-1') return ok(account('sig-2'));
      if (headers.signature !== 'sig-2') fail(403, 'Account Signature Outdated', 'account.signature_outdated');
      return ok({ path: request.path });
    });
    const results = await store
      .runSaga(function* () {
        return yield all([call(callApi, get('/v1/a')), call(callApi, get('/v1/b'))]);
      })
      .toPromise();
    expect(results).toEqual([{ path: '/v1/a' }, { path: '/v1/b' }]);
    const reloads = calls.filter((c) => c.request.path === '/v1/accounts/acc-1');
    expect(reloads).toHaveLength(1);
    expect(reloads[0].headers.signature).toBeNull(); // account calls carry no Account header
    expect(store.getState().session.account.current?.signature).toBe('sig-2');
  });

  it('goes to /accounts when the reload fails', async () => {
    const { store, navigate } = harness((request) => {
      if (request.path === '/v1/accounts/acc-1') fail(404, 'not found', 'request.not_found');
      return fail(403, 'Account missing', 'account.missing');
    });
    await expect(store.runSaga(callApi, get('/v1/a')).toPromise()).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/accounts');
    expect(store.getState().session.account.status).toBe('failed');
  });

  it('does not reload on another 403', async () => {
    const { store, calls } = harness(() => fail(403, 'Forbidden', 'auth.forbidden'));
    await expect(store.runSaga(callApi, get('/v1/a')).toPromise()).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);
  });
});

describe('callApi: x-latest-client-version', () => {
  it('records the latest client version the server names', async () => {
    const { store } = harness(() => ({ status: 200, body: {}, latestClientVersion: '0.2.0' }));
    await store.runSaga(callApi, get('/v1/x')).toPromise();
    expect(store.getState().session.latestClientVersion).toBe('0.2.0');
  });
});

describe('logout', () => {
  it('revokes the tokens, clears local storage except kept keys and resets the state', async () => {
    localStorage.setItem('kollab-client-id', '"client-1"');
    localStorage.setItem('kollab-login-domains', '["demo"]');
    localStorage.setItem('kollab-session', '{}');
    localStorage.setItem('kollab-account', '"acc-1"');
    localStorage.setItem('cah-tasks', '{}');
    const { store, calls, navigate } = harness(() => ok(null), signedIn({ accounts: { status: 'loaded', list: [] } }));
    store.dispatch(sessionActions.logoutRequested());
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.map((c) => c.request.path)).toEqual(['/v1/oauth/logout']);
    expect(calls[0].request.body).toEqual({ refresh_token: 'refresh-1' });
    expect(Object.keys(localStorage).sort()).toEqual(['kollab-client-id', 'kollab-login-domains']);
    expect(store.getState().session.tokens).toBeNull();
    expect(store.getState().session.account.current).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
