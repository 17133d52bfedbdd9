import { describe, expect, it } from 'vitest';
import { fail, harness, ok } from '../../test/session-harness';
import { membersActions } from './members.slice';
import { memberView } from './members.fixtures';
import { settle } from '../../test/settle';

const written = (id: string) => ok({ id, version: 2, position: 10 });
const listOf = (...ids: string[]) => ok({ data: ids.map((id) => memberView(id)), meta: { page: 1, limit: 25, total: ids.length } });

describe('members saga', () => {
  it('loads the page with page, limit and search', async () => {
    const { store, calls } = harness(() => listOf('a', 'b'));
    store.dispatch(membersActions.listRequested({ search: ' anna ', page: 2, limit: 10 }));
    await settle(() => store.getState().members.list.status === 'loaded');
    expect(calls[0].request).toMatchObject({ method: 'GET', path: '/v1/accounts/members', query: { page: 2, limit: 10, search: 'anna' } });
    expect(calls[0].headers.signature).toBe('sig-1');
    expect(store.getState().members.list.ids).toEqual(['a', 'b']);
  });

  it('a failing list load ends "failed"', async () => {
    const { store } = harness(() => fail(500, 'x', 'server.internal'));
    store.dispatch(membersActions.listRequested());
    await settle(() => store.getState().members.list.status === 'failed');
    expect(store.getState().members.list.status).toBe('failed');
  });

  it('changes a member status: PATCH, the row updated, a success toast', async () => {
    const { store, calls } = harness((request) => (request.method === 'PATCH' ? written('b') : listOf('a', 'b')));
    store.dispatch(membersActions.listRequested());
    await settle(() => store.getState().members.list.status === 'loaded');
    store.dispatch(membersActions.statusChangeRequested({ id: 'b', status: 'inactive' }));
    await settle(() => store.getState().members.list.entities.b?.status === 'inactive');
    expect(calls[1].request).toMatchObject({ method: 'PATCH', path: '/v1/accounts/members/b/attributes/status', body: { status: 'inactive' } });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'members:toasts.deactivated' });
  });

  it("a refused status change toasts the server's message and keeps the row", async () => {
    const { store } = harness((request) =>
      request.method === 'PATCH' ? fail(409, 'Sie können Ihr eigenes Konto nicht deaktivieren.', 'member.cannot_deactivate_self') : listOf('user-1'),
    );
    store.dispatch(membersActions.listRequested());
    await settle(() => store.getState().members.list.status === 'loaded');
    store.dispatch(membersActions.statusChangeRequested({ id: 'user-1', status: 'inactive' }));
    await settle(() => store.getState().notifications.queue.length > 0);
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'error', code: 'member.cannot_deactivate_self' });
    expect(store.getState().members.list.entities['user-1']?.status).toBe('active');
    expect(store.getState().members.busy).toEqual({});
  });

  it('"not enough user slots" opens the slots dialog instead of a toast', async () => {
    const { store, calls } = harness(() => fail(409, 'Nicht genügend Benutzerplätze.', 'member.not_enough_user_slots'));
    store.dispatch(membersActions.newMemberDialogOpened('invite'));
    store.dispatch(membersActions.createRequested({ mode: 'invite', input: { email: 'neu@example.com', first_name: 'Neu', last_name: 'Mitglied' } }));
    await settle(() => store.getState().members.slotsDialog.open);
    expect(calls[0].request).toMatchObject({ method: 'POST', path: '/v1/accounts/members/invitations', body: { email: 'neu@example.com' } });
    expect(store.getState().members.slotsDialog).toEqual({ open: true, code: 'member.not_enough_user_slots' });
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('creating a member posts it, toasts, closes the dialog and reloads the list', async () => {
    const { store, calls } = harness((request) => (request.method === 'POST' ? ok({ id: 'neu', version: 1, position: 3 }) : listOf('neu')));
    store.dispatch(membersActions.newMemberDialogOpened('create'));
    store.dispatch(
      membersActions.createRequested({ mode: 'create', input: { email: 'neu@example.com', username: 'neu', temporary_password: 'Temp-Pass-1' } }),
    );
    await settle(() => store.getState().members.list.status === 'loaded');
    expect(calls.map((call) => `${call.request.method} ${call.request.path}`)).toEqual(['POST /v1/accounts/members', 'GET /v1/accounts/members']);
    expect(store.getState().members.form.mode).toBeNull();
    expect(store.getState().notifications.queue[0]).toMatchObject({ severity: 'success', message: 'members:toasts.created' });
  });

  it('sends welcome and reset mails and changes roles on their routes', async () => {
    const { store, calls } = harness(() => ok(null));
    store.dispatch(membersActions.mailRequested({ id: 'a', mail: 'welcome' }));
    store.dispatch(membersActions.mailRequested({ id: 'b', mail: 'reset' }));
    store.dispatch(membersActions.roleChangeRequested({ id: 'c', role: 'billing', granted: true }));
    store.dispatch(membersActions.roleChangeRequested({ id: 'd', role: 'manager', granted: false }));
    await settle(() => store.getState().notifications.queue.length === 4);
    expect(calls.map((call) => `${call.request.method} ${call.request.path}`)).toEqual([
      'POST /v1/users/a/welcome-email',
      'POST /v1/accounts/members/b/password-reset',
      'POST /v1/accounts/members/c/roles',
      'DELETE /v1/accounts/members/d/roles/manager',
    ]);
    expect(calls[2].request.body).toEqual({ role: 'billing' });
  });
});
