import { describe, expect, it } from 'vitest';
import { fail, harness, ok } from '../../test/session-harness';
import { adminActions } from './admin.slice';
import { settle } from '../../test/settle';

const news = { id: 'n1', title: 'Neu', text: 'Text', date: 1_700_000_000_000, image_url: null, version: 1, created_at: '', updated_at: '' };

describe('admin saga', () => {
  it('publishes news: POST, success toast, editor closed, list read again', async () => {
    const { store, calls } = harness((request) =>
      request.method === 'POST' ? ok({ id: 'n1', version: 1, position: 9 }) : ok({ data: [news], meta: { page: 1, limit: 25, total: 1 } }),
    );
    store.dispatch(adminActions.updateEditorOpened({ id: null }));
    store.dispatch(adminActions.updateSaveRequested({ id: null, input: { title: 'Neu', text: 'Text', image_url: null } }));
    await settle(() => store.getState().admin.updates.status === 'loaded');
    expect(calls[0].request).toMatchObject({ method: 'POST', path: '/v2/admin/updates', body: { title: 'Neu', text: 'Text', image_url: null } });
    expect(calls[1].request).toMatchObject({ method: 'GET', path: '/v2/admin/updates', query: { page: 1, limit: 25 } });
    expect(store.getState().admin.updateForm.editing).toBeUndefined();
    expect(store.getState().admin.updates.ids).toEqual(['n1']);
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'success', message: 'admin:toasts.updateCreated' });
  });

  it('edits with PUT and withdraws with DELETE', async () => {
    const { store, calls } = harness((request) =>
      request.method === 'GET' ? ok({ data: [], meta: { page: 1, limit: 25, total: 0 } }) : ok({ id: 'n1', version: 2, position: 9 }),
    );
    store.dispatch(adminActions.updateSaveRequested({ id: 'n1', input: { title: 'Neu 2', text: 'Text' } }));
    store.dispatch(adminActions.updateWithdrawRequested({ id: 'n1' }));
    await settle(() => store.getState().notifications.queue.length === 2);
    expect(calls.filter((call) => call.request.method !== 'GET').map((call) => `${call.request.method} ${call.request.path}`)).toEqual([
      'PUT /v2/admin/updates/n1',
      'DELETE /v2/admin/updates/n1',
    ]);
  });

  it('a refused news keeps the editor open with the field errors and toasts the failure', async () => {
    const { store } = harness(() => {
      throw Object.assign(new Error('x'), {});
    });
    store.dispatch(adminActions.updateEditorOpened({ id: null }));
    store.dispatch(adminActions.updateSaveRequested({ id: null, input: { title: 'x', text: 'y' } }));
    await settle(() => store.getState().admin.updateForm.status === 'failed');
    expect(store.getState().admin.updateForm).toMatchObject({ editing: null, status: 'failed', error: 'server.internal' });
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'error', code: 'server.internal' });
  });

  it('organisations are called without the Account header; slots and deletion on their routes', async () => {
    const { store, calls } = harness(() => ok({ id: 'acc-9', version: 2, position: 1 }));
    store.dispatch(adminActions.createAccountDialogOpened());
    store.dispatch(adminActions.accountCreateRequested({ name: 'Neu', domain: 'neu', manager_email: 'chef@example.com' }));
    store.dispatch(adminActions.slotsChangeRequested({ id: 'acc-9', user_slots: 20, portal_user_slots: 5 }));
    store.dispatch(adminActions.accountDeleteRequested({ id: 'acc-9' }));
    await settle(() => store.getState().notifications.queue.length === 3);
    const writes = calls.filter((call) => call.request.method !== 'GET');
    expect(writes.map((call) => `${call.request.method} ${call.request.path}`)).toEqual([
      'POST /v1/admin/accounts',
      'PUT /v1/admin/accounts/acc-9/slots',
      'DELETE /v1/admin/accounts/acc-9',
    ]);
    expect(writes[1].request.body).toEqual({ user_slots: 20, portal_user_slots: 5 });
    expect(writes.every((call) => call.request.noAccount === true)).toBe(true);
  });

  it('a failing organisations list ends "failed"', async () => {
    const { store } = harness(() => fail(500, 'x'));
    store.dispatch(adminActions.accountsRequested());
    await settle(() => store.getState().admin.accounts.status === 'failed');
    expect(store.getState().admin.accounts.status).toBe('failed');
  });
});
