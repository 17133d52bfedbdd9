import { describe, expect, it, vi } from 'vitest';
import type { AccountView } from '@kollab/contracts';
import { account as accountWithSignature, fail, harness, ok } from '../../test/session-harness';
import { accountActions } from './account.slice';
import { settle } from '../../test/settle';

function view(overrides: Partial<AccountView> = {}): AccountView {
  const { roles: _roles, signature: _signature, ...rest } = accountWithSignature('sig-1', overrides);
  return rest;
}

describe('account saga', () => {
  it('renames the account: PUT name, toast, the account read again and the session signature reloaded', async () => {
    let name = 'Demo-GmbH';
    const { store, calls } = harness((request) => {
      if (request.method === 'PUT') {
        name = (request.body as { name: string }).name;
        return ok({ id: 'acc-1', version: 2, position: 5 });
      }
      if (request.path === '/v2/account') return ok(view({ name }));
      if (request.path === '/v1/accounts/acc-1') return ok(accountWithSignature('sig-2', { name, roles: ['manager'] }));
      return fail(404, 'x');
    });
    store.dispatch(accountActions.renameRequested({ name: ' Demo-Neu ' }));
    await settle(() => store.getState().session.account.current?.signature === 'sig-2' && store.getState().account.account !== null);
    expect(calls[0].request).toMatchObject({ method: 'PUT', path: '/v2/account/name', body: { name: 'Demo-Neu' } });
    expect(store.getState().account.account?.name).toBe('Demo-Neu');
    expect(store.getState().account.changes.name.status).toBe('idle');
    expect(store.getState().session.account.current?.name).toBe('Demo-Neu');
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'success', message: 'account:toasts.renamed' });
  });

  it('a taken name is a failure toast with the code and the change failed', async () => {
    const { store } = harness(() => fail(409, 'taken', 'account.name_taken'));
    store.dispatch(accountActions.renameRequested({ name: 'Beispiel-AG' }));
    await settle(() => store.getState().account.changes.name.status === 'failed');
    expect(store.getState().account.changes.name.error).toBe('account.name_taken');
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'error', code: 'account.name_taken' });
  });

  it('uploads the logo as multipart field `file` and shows it from a blob downloaded with the auth headers', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo-1'), revokeObjectURL: vi.fn() }));
    const blob = new Blob(['png'], { type: 'image/png' });
    const { store, calls } = harness((request) => {
      if (request.path === '/v1/account/logo') return ok({ id: 'acc-1', version: 3, position: 6 });
      if (request.path === '/v2/account') return ok(view({ logo: '/api/v1/files/f-1' }));
      if (request.path === '/v1/files/f-1') return ok(blob);
      return ok(accountWithSignature('sig-2'));
    });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    store.dispatch(accountActions.imageChangeRequested({ image: 'logo', file }));
    await settle(() => store.getState().account.images.logo !== null);
    const upload = calls[0].request;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('file')).toBe(file);
    const download = calls.find((call) => call.request.path === '/v1/files/f-1');
    expect(download?.request.responseType).toBe('blob');
    expect(download?.headers).toMatchObject({ accessToken: 'old', signature: expect.any(String) });
    expect(store.getState().account.images.logo).toEqual({ source: '/api/v1/files/f-1', url: 'blob:logo-1' });
    vi.unstubAllGlobals();
  });

  it('marks for deletion and cancels it on their routes', async () => {
    const { store, calls } = harness((request) => (request.path === '/v2/account' ? ok(view()) : ok({ id: 'acc-1', version: 2, position: 1 })));
    store.dispatch(accountActions.deletionRequested());
    await settle(() => store.getState().notifications.queue.length === 1);
    store.dispatch(accountActions.deletionCancelRequested());
    await settle(() => store.getState().notifications.queue.length === 2);
    const writes = calls.filter((call) => call.request.path === '/v2/account/deletion').map((call) => call.request.method);
    expect(writes).toEqual(['POST', 'DELETE']);
  });

  it('a failing account load ends "failed"', async () => {
    const { store } = harness(() => fail(500, 'x'));
    store.dispatch(accountActions.loadRequested());
    await settle(() => store.getState().account.status === 'failed');
    expect(store.getState().account.status).toBe('failed');
  });
});

describe('account edits and concurrency', () => {
  it('an edit carries the version on screen as If-Match', async () => {
    const { store, calls } = harness((request) => {
      if (request.method === 'PUT') return ok({ id: 'acc-1', version: 8, position: 5 });
      if (request.path === '/v2/account') return ok(view({ version: 8 }));
      return ok(accountWithSignature('sig-2'));
    });
    store.dispatch(accountActions.loaded(view({ version: 7 })));
    store.dispatch(accountActions.appsChangeRequested({ apps: ['tasks', 'contacts'] }));
    await settle(() => store.getState().account.account?.version === 8);
    expect(calls[0].request).toMatchObject({ method: 'PUT', path: '/v2/account/apps', ifMatch: 7 });
  });

  it('a stale edit (409) says so, keeps the change failed and reads the current account', async () => {
    const { store, calls } = harness((request) => {
      if (request.method === 'PUT') return fail(409, 'Das Element wurde inzwischen geändert.', 'concurrency.wrong_expected_version');
      if (request.path === '/v2/account') return ok(view({ name: 'Von-Anderen', version: 9 }));
      return fail(404, 'x');
    });
    store.dispatch(accountActions.loaded(view({ version: 7 })));
    store.dispatch(accountActions.renameRequested({ name: 'Meins' }));
    await settle(() => store.getState().account.account?.version === 9);
    expect(calls.map((call) => [call.request.method, call.request.path, call.request.ifMatch])).toEqual([
      ['PUT', '/v2/account/name', 7],
      ['GET', '/v2/account', undefined],
    ]);
    expect(store.getState().account.account?.name).toBe('Von-Anderen');
    expect(store.getState().account.changes.name).toMatchObject({ status: 'failed', error: 'concurrency.wrong_expected_version' });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'warning', message: 'account:toasts.stale' });
  });
});
