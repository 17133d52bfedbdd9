import type { MemberListView, MemberView } from '@kollab/contracts';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

describe('members management (manager)', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let org: string;
  let sig: string;

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user({ first_name: 'Maria', last_name: 'Manager' });
    org = await t.organisation(manager, { user_slots: 20 });
    sig = await t.signature(manager, org);
  });
  afterAll(() => t?.close());

  const as = (method: string, path: string, body?: unknown) => t.call<Record<string, unknown>>(method, path, manager, sig, body);
  const newMember = (extra: Record<string, unknown> = {}) => {
    const id = unique();
    return { email: `m-${id}@example.test`, username: `m-${id}`, first_name: 'Neu', last_name: `Mitglied ${id}`, ...extra };
  };

  describe('list', () => {
    let org2: string;
    let sig2: string;
    beforeAll(async () => {
      org2 = await t.organisation(manager);
      for (const [first, last] of [
        ['Anna', 'Albers'],
        ['Ben', 'Brandt'],
        ['Clara', 'Conrad'],
      ]) {
        await t.addMember(org2, manager, await t.user({ first_name: first, last_name: last }), ['user']);
      }
      sig2 = await t.signature(manager, org2);
    });
    const list = (query: string) => t.call<MemberListView>('GET', `/api/v1/accounts/members${query}`, manager, sig2);

    it('lists with profiles, sorted by last name, in the list envelope', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      expect(body.meta).toEqual({ page: 1, limit: 25, total: 4 });
      expect(body.data.map((m) => m.last_name)).toEqual(['Albers', 'Brandt', 'Conrad', 'Manager']);
      expect(body.data[0]).toMatchObject({ first_name: 'Anna', roles: ['user'], status: 'active', portal: false, activated: true });
    });

    it('pages', async () => {
      const { body } = await list('?page=2&limit=2');
      expect(body.meta).toEqual({ page: 2, limit: 2, total: 4 });
      expect(body.data.map((m) => m.last_name)).toEqual(['Conrad', 'Manager']);
    });

    it('searches names, usernames and e-mails; filters by role', async () => {
      expect((await list('?search=bra')).body.data.map((m) => m.first_name)).toEqual(['Ben']);
      expect((await list('?filter%5Bsearch%5D=clara%20con')).body.data.map((m) => m.first_name)).toEqual(['Clara']);
      expect((await list('?filter%5Brole%5D=manager')).body.data.map((m) => m.first_name)).toEqual(['Maria']);
    });

    it('refuses bad query values with 422, never 500', async () => {
      for (const query of ['?page=0', '?limit=abc', '?filter%5Bstatus%5D=nope', '?unscoped=maybe', '?evil=1']) {
        expect((await list(query)).status).toBe(422);
      }
    });

    it('is for managers only', async () => {
      const anna = await t.user();
      await t.addMember(org2, manager, anna, ['user']);
      const response = await t.call('GET', '/api/v1/accounts/members', anna, await t.signature(anna, org2));
      expect(response).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    });

    it('GET v2/users/ lists the active users for every staff member', async () => {
      const { body } = await t.call<MemberListView>('GET', '/api/v2/users/?filter=anna', manager, sig2);
      expect(body.data.map((m) => m.first_name)).toEqual(['Anna']);
    });
  });

  it('creates a new user with a temporary password, not yet activated', async () => {
    const input = newMember({ temporary_password: 'Temp-Pass-1' });
    const created = await as('POST', '/api/v1/accounts/members', input);
    expect(created.status).toBe(201);
    const member = await t.call<MemberView>('GET', `/api/v1/accounts/members/${created.body.id}`, manager, sig);
    expect(member.body).toMatchObject({ email: input.email, roles: ['user'], status: 'active', activated: false });
  });

  it('adds an existing user by e-mail and refuses a member twice (user with that email exists)', async () => {
    const other = await t.user();
    expect((await as('POST', '/api/v1/accounts/members/invitations', { email: other.email })).status).toBe(201);
    expect(await as('POST', '/api/v1/accounts/members/invitations', { email: other.email })).toMatchObject({
      status: 409,
      body: { code: 'member.email_exists', message: 'A user with this e-mail address already exists.' },
    });
  });

  it('validates the body: names for a new user, the password policy, roles, unknown fields', async () => {
    const missing = await as('POST', '/api/v1/accounts/members', { email: `x-${unique()}@example.test`, temporary_password: 'Temp-Pass-1' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['first_name', 'last_name', 'username']);
    expect((await as('POST', '/api/v1/accounts/members', newMember({ temporary_password: 'weak' }))).status).toBe(422);
    expect((await as('POST', '/api/v1/accounts/members/invitations', newMember({ roles: ['contact', 'manager'] }))).status).toBe(422);
    expect((await as('POST', '/api/v1/accounts/members/invitations', newMember({ roles: ['admin'] }))).status).toBe(422);
    expect((await as('POST', '/api/v1/accounts/members/invitations', { ...newMember(), email: 'not-an-email' })).status).toBe(422);
    expect((await as('POST', '/api/v1/accounts/members/invitations', { ...newMember(), is_admin: true })).status).toBe(422);
    expect((await as('POST', '/api/v1/accounts/members/invitations', '{bad json')).status).toBe(400);
  });

  it('changes the status of others but cannot deactivate own account', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user);
    const path = `/api/v1/accounts/members/${user.id}/attributes/status`;
    expect((await as('PATCH', path, { status: 'inactive' })).status).toBe(200);
    expect((await t.call<MemberView>('GET', `/api/v1/accounts/members/${user.id}`, manager, sig)).body.status).toBe('inactive');
    expect((await as('PATCH', path, { status: 'active' })).status).toBe(200);
    expect(await as('PATCH', `/api/v1/accounts/members/${manager.id}/attributes/status`, { status: 'inactive' })).toMatchObject({
      status: 403,
      body: { code: 'member.cannot_deactivate_self', message: 'You cannot deactivate your own account.' },
    });
    expect((await as('PATCH', path, { status: 'deleted' })).status).toBe(422);
    expect((await as('PATCH', `/api/v1/accounts/members/${unique()}/attributes/status`, { status: 'inactive' })).status).toBe(404);
  });

  it('enforces user slots and portal user slots', async () => {
    const boss = await t.user();
    const small = await t.organisation(boss, { user_slots: 2, portal_user_slots: 1 });
    const bossSig = await t.signature(boss, small);
    const add = (body: unknown) => t.call<Record<string, unknown>>('POST', '/api/v1/accounts/members/invitations', boss, bossSig, body);
    const second = await add(newMember());
    expect(second.status).toBe(201);
    expect(await add(newMember())).toMatchObject({ status: 409, body: { code: 'member.not_enough_user_slots' } });
    expect((await add(newMember({ roles: ['contact'] }))).status).toBe(201);
    expect(await add(newMember({ roles: ['contact'] }))).toMatchObject({ status: 409, body: { code: 'member.not_enough_portal_user_slots' } });
    // Deactivating frees the slot; reactivating needs one.
    const status = (id: unknown, value: string) =>
      t.call('PATCH', `/api/v1/accounts/members/${String(id)}/attributes/status`, boss, bossSig, { status: value });
    expect((await status(second.body.id, 'inactive')).status).toBe(200);
    expect((await add(newMember())).status).toBe(201);
    expect(await status(second.body.id, 'active')).toMatchObject({ status: 409, body: { code: 'member.not_enough_user_slots' } });
  });

  it('grants and revokes manager, billing and surveys; the last manager keeps the role', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user);
    const roles = `/api/v1/accounts/members/${user.id}/roles`;
    expect((await as('POST', roles, { role: 'billing' })).status).toBe(200);
    expect((await as('POST', roles, { role: 'manager' })).status).toBe(200);
    expect((await t.call<MemberView>('GET', `/api/v1/accounts/members/${user.id}`, manager, sig)).body.roles).toEqual(['user', 'billing', 'manager']);
    expect((await as('DELETE', `${roles}/billing`)).status).toBe(200);
    expect((await as('DELETE', `${roles}/manager`)).status).toBe(200);
    expect((await as('POST', roles, { role: 'admin' })).status).toBe(422);
    expect((await as('DELETE', `${roles}/team_admin`)).status).toBe(422);
    const sig2 = await t.signature(manager, org);
    const last = await t.call('DELETE', `/api/v1/accounts/members/${manager.id}/roles/manager`, manager, sig2);
    expect(last).toMatchObject({ status: 409, body: { code: 'member.last_manager' } });
    sig = await t.signature(manager, org);
  });

  it('sends the welcome e-mail while the user is not activated, twice if asked, and refuses once activated', async () => {
    const invited = await as('POST', '/api/v1/accounts/members/invitations', newMember());
    const path = `/api/v1/users/${String(invited.body.id)}/welcome-email`;
    expect((await as('POST', path)).status).toBe(202);
    expect((await as('POST', path)).status).toBe(202);
    const active = await t.user();
    await t.addMember(org, manager, active);
    expect(await as('POST', `/api/v1/users/${active.id}/welcome-email`)).toMatchObject({
      status: 409,
      body: { code: 'member.welcome_already_activated', message: 'This user has already activated their account.' },
    });
  });

  it('sends a reset e-mail and answers the permissions of a member', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user);
    expect((await as('POST', `/api/v1/accounts/members/${user.id}/password-reset`)).status).toBe(202);
    expect((await as('GET', `/api/v1/users/${user.id}/permissions`)).body).toEqual({ team_permissions: [] });
  });

  it('removes a member (listed again only unscoped), not oneself', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user);
    expect((await as('DELETE', `/api/v1/accounts/members/${user.id}`)).status).toBe(200);
    const scoped = await t.call<MemberListView>('GET', `/api/v1/accounts/members?limit=500`, manager, sig);
    expect(scoped.body.data.some((m) => m.id === user.id)).toBe(false);
    const unscoped = await t.call<MemberListView>('GET', `/api/v1/accounts/members?limit=500&unscoped=true`, manager, sig);
    expect(unscoped.body.data.find((m) => m.id === user.id)?.status).toBe('deleted');
    expect((await as('DELETE', `/api/v1/accounts/members/${user.id}`)).status).toBe(404);
    expect(await as('DELETE', `/api/v1/accounts/members/${manager.id}`)).toMatchObject({ status: 403, body: { code: 'member.cannot_remove_self' } });
  });

  it('records every change as an event of the member stream', async () => {
    const user = await t.user();
    await t.addMember(org, manager, user);
    await as('POST', `/api/v1/accounts/members/${user.id}/roles`, { role: 'surveys' });
    await as('PATCH', `/api/v1/accounts/members/${user.id}/attributes/status`, { status: 'inactive' });
    const rows = await t.sql.query<{ type: string }>('SELECT type FROM es_events WHERE stream_id = $1 ORDER BY stream_position', [
      `member-${org}.${user.id}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['MemberAdded', 'MemberRoleGranted', 'MemberStatusChanged']);
  });
});
