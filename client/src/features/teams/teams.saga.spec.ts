import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { account, fail, harness, ok, type Handler } from '../../test/session-harness';
import type { ApiRequest } from '../../lib/api/http';
import { teamsCatalog } from './teams.catalog';
import { teamView } from './teams.fixtures';
import { teamsActions } from './teams.slice';
import { settle } from '../../test/settle';

const technik = (version = 1) =>
  teamView(
    't1',
    'Technik',
    [
      { user_id: 'user-1', permissions: ['admin'], extended_permissions: true },
      { user_id: 'ben', permissions: ['read'], extended_permissions: false },
    ],
    { version },
  );

/** GET v1/teams and GET v1/teams/t1 answer Technik; writes answer a WriteResult unless `write` says otherwise. */
const api =
  (write: Handler = () => ok({ id: 't1', version: 2, position: 10 }), team = technik(2)): Handler =>
  (request: ApiRequest, headers) => {
    if (request.method !== 'GET') return write(request, headers);
    if (request.path === '/v1/teams') return ok({ data: [technik()], meta: { page: 1, limit: 500, total: 1 } });
    if (request.path === '/v1/teams/t1') return ok(team);
    if (request.path === '/v1/accounts/acc-1') return ok(account('sig-2'));
    return fail(404, 'not found', 'request.not_found');
  };

async function loaded(handler: Handler) {
  const setup = harness(handler);
  setup.store.dispatch(teamsActions.listRequested());
  await settle(() => setup.store.getState().teams.list.status === 'loaded');
  return setup;
}

describe('teams saga', () => {
  it('loads every team at once', async () => {
    const { store, calls } = await loaded(api());
    expect(calls[0].request).toMatchObject({ method: 'GET', path: '/v1/teams', query: { limit: 500 } });
    expect(store.getState().teams.list.ids).toEqual(['t1']);
  });

  it('creates a team: POST, a success toast, the new team read and chosen', async () => {
    const { store, calls } = await loaded(api(() => ok({ id: 't1', version: 1, position: 5 })));
    store.dispatch(teamsActions.dialogOpened({ mode: 'create' }));
    store.dispatch(teamsActions.saveRequested({ mode: 'create', input: { name: 'Technik', short: 'TE' } }));
    await settle(() => calls.some((call) => call.request.path === '/v1/teams/t1'));
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/teams',
      body: { name: 'Technik', short: 'TE' },
    });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'teams:toasts.created' });
    expect(store.getState().teams.chosenId).toBe('t1');
    expect(store.getState().teams.dialog.mode).toBeNull();
  });

  it('renames with If-Match of the version shown', async () => {
    const { store, calls } = await loaded(api());
    store.dispatch(teamsActions.saveRequested({ mode: 'rename', id: 't1', version: 1, input: { name: 'Technik 2', short: 'T2' } }));
    await settle(() => calls.some((call) => call.request.method === 'PUT'));
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/teams/t1',
      ifMatch: 1,
      body: { name: 'Technik 2', short: 'T2' },
    });
  });

  it('"last admin cannot be removed" is kept for the team\'s pane and toasted', async () => {
    const { store } = await loaded(api(() => fail(409, 'last admin cannot be removed', 'teams.last_admin_cannot_be_removed')));
    store.dispatch(
      teamsActions.memberChangeRequested({
        teamId: 't1',
        userId: 'user-1',
        permissions: ['read', 'create', 'edit', 'delete'],
        extended_permissions: true,
      }),
    );
    await settle(() => store.getState().teams.refusal !== null);
    expect(store.getState().teams.refusal).toEqual({ teamId: 't1', code: 'teams.last_admin_cannot_be_removed' });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'teams.last_admin_cannot_be_removed' });
    expect(store.getState().teams.busy).toEqual({});
    expect(store.getState().teams.list.entities.t1?.members[0].permissions).toEqual(['admin']);
  });

  it('"user already a member" stays in the add form', async () => {
    const { store } = await loaded(api(() => fail(409, 'user already a member', 'teams.user_already_member')));
    store.dispatch(teamsActions.memberAddRequested({ teamId: 't1', input: { user_id: 'ben', permissions: ['read'], extended_permissions: false } }));
    await settle(() => store.getState().teams.addForm.status === 'failed');
    expect(store.getState().teams.addForm).toMatchObject({ teamId: 't1', error: 'teams.user_already_member' });
  });

  it("changing the caller's own permissions reloads the Account signature", async () => {
    const { store, calls } = await loaded(api());
    store.dispatch(teamsActions.memberChangeRequested({ teamId: 't1', userId: 'user-1', permissions: ['admin'], extended_permissions: false }));
    await settle(() => calls.some((call) => call.request.path === '/v1/accounts/acc-1'));
    expect(calls.map((call) => call.request.path)).toContain('/v1/accounts/acc-1');
  });

  it("changing someone else's permissions does not", async () => {
    const { store, calls } = await loaded(api());
    store.dispatch(teamsActions.memberChangeRequested({ teamId: 't1', userId: 'ben', permissions: ['read', 'edit'], extended_permissions: false }));
    await settle(() => store.getState().teams.list.entities.t1?.version === 2);
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/teams/t1/members/ben',
      body: { permissions: ['read', 'edit'], extended_permissions: false },
    });
    expect(calls.map((call) => call.request.path)).not.toContain('/v1/accounts/acc-1');
  });

  it('a newer teams/teamChanged reads the team again (the push has no permissions); a deletion removes it', async () => {
    const { store, calls } = await loaded(api());
    store.dispatch(teamsActions.viewPushed({ collection: 'teams', id: 't1', view: { ...technik(1), members: [] }, position: 9 }));
    await settle();
    expect(calls.filter((call) => call.request.path === '/v1/teams/t1')).toHaveLength(0);
    store.dispatch(teamsActions.viewPushed({ collection: 'teams', id: 't1', view: { ...technik(2), members: [] }, position: 10 }));
    await settle(() => store.getState().teams.list.entities.t1?.version === 2);
    expect(store.getState().teams.list.entities.t1?.members[0].permissions).toEqual(['admin']);
    store.dispatch(teamsActions.viewPushed({ collection: 'teams', id: 't1', view: null, position: 11 }));
    await settle(() => store.getState().teams.list.ids.length === 0);
    expect(store.getState().teams.list.ids).toEqual([]);
  });

  it('an own teams/membershipsChanged reads the list again', async () => {
    const { store, calls } = await loaded(api());
    store.dispatch(teamsActions.membershipsPushed({ collection: 'team_memberships', id: 'someone-else', view: null, position: 3 }));
    store.dispatch(teamsActions.membershipsPushed({ collection: 'team_memberships', id: 'user-1', view: null, position: 4 }));
    await settle(() => calls.filter((call) => call.request.path === '/v1/teams').length === 2);
    expect(calls.filter((call) => call.request.path === '/v1/teams')).toHaveLength(2);
  });
});

describe('teams texts', () => {
  it('German and English have the same keys', () => {
    expect(catalogKeys(teamsCatalog.en)).toEqual(catalogKeys(teamsCatalog.de));
  });
});
