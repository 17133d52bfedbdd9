import { randomUUID } from 'node:crypto';
import type { TeamListView, TeamView, UserPermissionsView } from '@kollab/contracts';
import { eventually } from '../../support/jobs-waits';
import { request } from '../../support/test-app';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import { OrganisationCalls } from './teams-fixture';

// Teams through HTTP (issue 5): every route, who may call it, and every refusal
// appending nothing.
describe('teams', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let anna: TestUser;
  let ben: TestUser;
  let clara: TestUser;
  let paula: TestUser;
  let org: string;
  let as: OrganisationCalls;

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user({ first_name: 'Martin', last_name: 'Manager' });
    anna = await t.user();
    ben = await t.user();
    clara = await t.user();
    paula = await t.user();
    org = await t.organisation(manager, { user_slots: 20 });
    for (const user of [anna, ben, clara]) await t.addMember(org, manager, user, ['user']);
    await t.addMember(org, manager, paula, ['contact']);
    as = new OrganisationCalls(t, org);
  });
  afterAll(() => t?.close());

  const team = (user: TestUser, id: string) => as.call<TeamView>(user, 'GET', `/api/v1/teams/${id}`);
  /** Calls `refusal` and expects it to answer `status`/`code` with nothing appended to the organisation. */
  const refusedWithoutEvents = async (refusal: () => Promise<{ status: number; body: unknown }>, status: number, code?: string) => {
    const before = await t.eventCount(org);
    const response = await refusal();
    expect({ status: response.status, ...(code ? { code: (response.body as { code?: string }).code } : {}) }).toEqual({
      status,
      ...(code ? { code } : {}),
    });
    expect(await t.eventCount(org)).toBe(before);
    return response;
  };

  describe('create, read, list', () => {
    it('creates a team (manager), 201 with id, version and position; its creator is its first admin; every staff member reads it', async () => {
      // Another organisation: its manager joins the team (this one's manager stays in no team).
      const boss = await t.user();
      const other = await t.organisation(boss);
      await t.addMember(other, boss, anna, ['user']);
      const own = new OrganisationCalls(t, other);
      const created = await own.call<{ id: string; version: number; position: number }>(boss, 'POST', '/api/v1/teams', {
        name: ' Vertrieb ',
        short: 'VT',
      });
      expect(created.status).toBe(201);
      // TeamCreated and the creator's TeamMemberAdded, in one append.
      expect(created.body).toMatchObject({ version: 2 });
      expect(created.headers.get('etag')).toBe('"2"');
      const everything = { user_id: boss.id, permissions: ['read', 'create', 'edit', 'delete', 'admin'], extended_permissions: false };
      expect((await own.call<TeamView>(boss, 'GET', `/api/v1/teams/${created.body.id}`)).body.members).toEqual([everything]);
      const read = await own.call<TeamView>(anna, 'GET', `/api/v1/teams/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: created.body.id, name: 'Vertrieb', short: 'VT', members: [{ user_id: boss.id }], version: 2 });
      expect(read.headers.get('etag')).toBe('"2"');
      // The last (only) admin cannot be removed, nor lose admin.
      await expect(own.call(boss, 'DELETE', `/api/v1/teams/${created.body.id}/members/${boss.id}`)).resolves.toMatchObject({
        status: 409,
        body: { code: 'teams.last_admin_cannot_be_removed' },
      });
      const demote = own.call(boss, 'PUT', `/api/v1/teams/${created.body.id}/members/${boss.id}`, {
        permissions: ['read'],
        extended_permissions: false,
      });
      await expect(demote).resolves.toMatchObject({ status: 409, body: { code: 'teams.last_admin_cannot_be_removed' } });
    });

    it('creates a team with its first members; a named admin is the first admin and the creator does not join', async () => {
      const members = [
        { user_id: ben.id, permissions: ['read'], extended_permissions: false },
        { user_id: anna.id, permissions: ['admin'], extended_permissions: true },
      ];
      const created = await as.call<{ id: string; version: number }>(manager, 'POST', '/api/v1/teams', { name: 'Mit Team', short: 'MT', members });
      expect(created).toMatchObject({ status: 201, body: { version: 3 } });
      expect((await team(manager, created.body.id)).body.members).toEqual(members);
      expect((await as.call(manager, 'DELETE', `/api/v1/teams/${created.body.id}`)).status).toBe(200);
      // Each named member must be an active user of the account, once: 422 by index, nothing appended.
      const create = (named: unknown) => () =>
        as.call<{ errors: Record<string, string[]> }>(manager, 'POST', '/api/v1/teams', { name: 'Falsch', short: 'F', members: named });
      const refused = await refusedWithoutEvents(
        create([{ user_id: paula.id, permissions: ['read'], extended_permissions: false }, members[0], members[0]]),
        422,
        'request.validation_failed',
      );
      expect(Object.keys((refused.body as { errors: object }).errors).sort()).toEqual(['members.0.user_id', 'members.2.user_id']);
      for (const bad of [
        'x',
        ['x'],
        [{ user_id: ben.id, permissions: ['root'], extended_permissions: false }],
        [{ permissions: [], extended_permissions: false }],
      ]) {
        await refusedWithoutEvents(create(bad), 422, 'request.validation_failed');
      }
      await refusedWithoutEvents(() => as.call(manager, 'PUT', `/api/v1/teams/${created.body.id}`, { name: 'A', short: 'A', members }), 422);
    });

    it('lists by name, searches name and short, pages', async () => {
      const other = await t.user();
      const listOrg = await t.organisation(other);
      const own = new OrganisationCalls(t, listOrg);
      for (const [name, short] of [
        ['Technik', 'TE'],
        ['Buchhaltung', 'BH'],
        ['Vertrieb Nord', 'VN'],
      ])
        await own.createTeam(other, name, short);
      const list = (query = '') => own.call<TeamListView>(other, 'GET', `/api/v1/teams${query}`);
      expect((await list()).body.data.map((x) => x.name)).toEqual(['Buchhaltung', 'Technik', 'Vertrieb Nord']);
      expect((await list()).body.meta).toEqual({ page: 1, limit: 25, total: 3 });
      expect((await list('?search=nord')).body.data.map((x) => x.short)).toEqual(['VN']);
      expect((await list('?search=te')).body.data.map((x) => x.short)).toEqual(['TE']);
      expect((await list('?page=2&limit=2')).body).toMatchObject({ data: [{ name: 'Vertrieb Nord' }], meta: { page: 2, limit: 2, total: 3 } });
      for (const bad of ['?page=0', '?limit=501', '?limit=x', '?evil=1']) expect((await list(bad)).status).toBe(422);
    });

    it('team: name and short required (422 with field errors, nothing appended)', async () => {
      const create = (body: unknown) => () => as.call<{ errors: Record<string, string[]> }>(manager, 'POST', '/api/v1/teams', body);
      const missing = await refusedWithoutEvents(create({}), 422, 'request.validation_failed');
      expect(missing.body).toMatchObject({ errors: { name: ['This field is required.'], short: ['This field is required.'] } });
      const blank = await refusedWithoutEvents(create({ name: '   ', short: 'VT' }), 422);
      expect(Object.keys((blank.body as { errors: object }).errors)).toEqual(['name']);
      const long = await refusedWithoutEvents(create({ name: 'x'.repeat(256), short: 'ABCDEF' }), 422);
      expect(long.body).toMatchObject({ errors: { name: ['At most 255 characters.'], short: ['At most 5 characters.'] } });
      await refusedWithoutEvents(create({ name: 'A', short: 'A', account_id: randomUUID() }), 422);
      await refusedWithoutEvents(create({ name: 5, short: 'A' }), 422);
    });

    it('creating is for managers; reading for staff, not portal users; a token and the Account header are needed', async () => {
      await refusedWithoutEvents(() => as.call(anna, 'POST', '/api/v1/teams', { name: 'Mine', short: 'M' }), 403, 'auth.forbidden');
      const id = await as.createTeam(manager, 'Lesbar', 'LB', [[anna, ['admin']]]);
      expect((await as.call(paula, 'GET', '/api/v1/teams')).body).toMatchObject({ code: 'auth.forbidden' });
      expect((await as.call(paula, 'GET', `/api/v1/teams/${id}`)).body).toMatchObject({ code: 'auth.forbidden' });
      expect((await t.call('GET', '/api/v1/teams')).status).toBe(401);
      expect((await t.call('POST', '/api/v1/teams', undefined, undefined, { name: 'X', short: 'X' })).status).toBe(401);
      expect(await t.call('GET', '/api/v1/teams', anna)).toMatchObject({ status: 403, body: { code: 'account.missing' } });
    });

    it('answers 404 for an unknown team and for ids that cannot be one', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc']) {
        expect(await team(manager, id)).toMatchObject({ status: 404, body: { code: 'request.not_found' } });
      }
    });
  });

  describe('members and their permissions', () => {
    let teamId: string;
    let otherTeam: string;

    beforeAll(async () => {
      // Admins named on creation: the manager stays in no team.
      teamId = await as.createTeam(manager, 'Technik', 'TE', [
        [anna, ['admin'], true],
        [ben, ['read']],
      ]);
      otherTeam = await as.createTeam(manager, 'Einkauf', 'EK', [
        [ben, ['admin']],
        [anna, ['read']],
      ]);
    });

    const add = (actor: TestUser, id: string, body: unknown) => () => as.call(actor, 'POST', `/api/v1/teams/${id}/members`, body);
    const change = (actor: TestUser, id: string, user: string, body: unknown, headers?: Record<string, string>) => () =>
      as.call(actor, 'PUT', `/api/v1/teams/${id}/members/${user}`, body, headers);
    const remove = (actor: TestUser, id: string, user: string) => () => as.call(actor, 'DELETE', `/api/v1/teams/${id}/members/${user}`);

    it("shows permissions to managers and the team's admins, member ids to everyone else", async () => {
      expect((await team(manager, teamId)).body.members).toEqual([
        { user_id: anna.id, permissions: ['admin'], extended_permissions: true },
        { user_id: ben.id, permissions: ['read'], extended_permissions: false },
      ]);
      expect((await team(anna, teamId)).body.members[1]).toEqual({ user_id: ben.id, permissions: ['read'], extended_permissions: false });
      expect((await team(ben, teamId)).body.members).toEqual([{ user_id: anna.id }, { user_id: ben.id }]);
      expect((await team(clara, teamId)).body.members).toEqual([{ user_id: anna.id }, { user_id: ben.id }]);
      const listed = (await as.call<TeamListView>(anna, 'GET', '/api/v1/teams?search=e')).body.data;
      expect(listed.find((x) => x.id === teamId)?.members[0]).toHaveProperty('permissions');
      expect(listed.find((x) => x.id === otherTeam)?.members).toEqual([{ user_id: ben.id }, { user_id: anna.id }]);
    });

    it('user already a member (409, in both languages, nothing appended)', async () => {
      const twice = await refusedWithoutEvents(
        add(manager, teamId, { user_id: ben.id, permissions: ['edit'], extended_permissions: false }),
        409,
        'teams.user_already_member',
      );
      expect(twice.body).toMatchObject({ message: 'user already a member' });
      const german = await as.call(
        manager,
        'POST',
        `/api/v1/teams/${teamId}/members`,
        { user_id: ben.id, permissions: [], extended_permissions: false },
        { 'content-language': 'de' },
      );
      expect(german.body).toMatchObject({ code: 'teams.user_already_member', message: 'Benutzer ist bereits Mitglied' });
    });

    it('adds only active users of the account with the user role', async () => {
      const inactive = await t.user();
      await t.addMember(org, manager, inactive, ['user']);
      expect((await as.call(manager, 'PATCH', `/api/v1/accounts/members/${inactive.id}/attributes/status`, { status: 'inactive' })).status).toBe(200);
      const outsider = await t.user();
      for (const user_id of [paula.id, inactive.id, outsider.id, 'nobody']) {
        const refused = await refusedWithoutEvents(
          add(manager, teamId, { user_id, permissions: ['read'], extended_permissions: false }),
          422,
          'request.validation_failed',
        );
        expect(refused.body).toMatchObject({ errors: { user_id: ['Only active users of the organisation (no portal users) can be team members.'] } });
      }
    });

    it('validates permissions and extended permissions', async () => {
      for (const body of [
        { user_id: clara.id, permissions: ['root'], extended_permissions: false },
        { user_id: clara.id, permissions: ['read', 'read'], extended_permissions: false },
        { user_id: clara.id, permissions: 'read', extended_permissions: false },
        { user_id: clara.id, permissions: ['read'] },
        { user_id: clara.id, permissions: ['read'], extended_permissions: 'yes' },
        { permissions: ['read'], extended_permissions: false },
      ]) {
        await refusedWithoutEvents(add(manager, teamId, body), 422, 'request.validation_failed');
      }
      await refusedWithoutEvents(change(manager, teamId, ben.id, { permissions: ['owner'], extended_permissions: false }), 422);
    });

    it("lets the team's admin manage that team only; plain members manage nothing", async () => {
      // anna: admin of Technik (team_admin from her signature), read in Einkauf.
      expect((await as.call(anna, 'PUT', `/api/v1/teams/${teamId}`, { name: 'Technik & Service', short: 'TS' })).status).toBe(200);
      expect((await add(anna, teamId, { user_id: clara.id, permissions: ['read', 'create'], extended_permissions: false })()).status).toBe(201);
      expect((await change(anna, teamId, clara.id, { permissions: ['read'], extended_permissions: true })()).status).toBe(200);
      expect((await remove(anna, teamId, clara.id)()).status).toBe(200);
      expect((await team(manager, teamId)).body).toMatchObject({
        name: 'Technik & Service',
        short: 'TS',
        members: [{ user_id: anna.id }, { user_id: ben.id }],
      });

      await refusedWithoutEvents(() => as.call(anna, 'PUT', `/api/v1/teams/${otherTeam}`, { name: 'Meins', short: 'M' }), 403, 'auth.forbidden');
      await refusedWithoutEvents(
        add(anna, otherTeam, { user_id: clara.id, permissions: ['read'], extended_permissions: false }),
        403,
        'auth.forbidden',
      );
      await refusedWithoutEvents(change(anna, otherTeam, anna.id, { permissions: ['admin'], extended_permissions: false }), 403, 'auth.forbidden');
      await refusedWithoutEvents(remove(anna, otherTeam, ben.id), 403, 'auth.forbidden');
      await refusedWithoutEvents(() => as.call(anna, 'DELETE', `/api/v1/teams/${teamId}`), 403, 'auth.forbidden');
      await refusedWithoutEvents(() => as.call(anna, 'POST', '/api/v1/teams', { name: 'Neu', short: 'N' }), 403, 'auth.forbidden');
      expect((await as.call(anna, 'GET', `/api/v1/teams/${otherTeam}/history`)).body).toMatchObject({ code: 'auth.forbidden' });
      // clara holds no admin anywhere: refused at the door, whatever the team.
      await refusedWithoutEvents(() => as.call(clara, 'PUT', `/api/v1/teams/${teamId}`, { name: 'X', short: 'X' }), 403, 'auth.forbidden');
      await refusedWithoutEvents(change(clara, teamId, clara.id, { permissions: ['admin'], extended_permissions: false }), 403, 'auth.forbidden');
      await refusedWithoutEvents(remove(clara, teamId, ben.id), 403, 'auth.forbidden');
    });

    it('last admin cannot be removed, nor lose admin; with a second admin both work', async () => {
      const removed = await refusedWithoutEvents(remove(manager, teamId, anna.id), 409, 'teams.last_admin_cannot_be_removed');
      expect(removed.body).toMatchObject({ message: 'last admin cannot be removed' });
      await refusedWithoutEvents(remove(anna, teamId, anna.id), 409, 'teams.last_admin_cannot_be_removed');
      await refusedWithoutEvents(
        change(anna, teamId, anna.id, { permissions: ['read'], extended_permissions: true }),
        409,
        'teams.last_admin_cannot_be_removed',
      );

      const solo = await as.createTeam(manager, 'Solo', 'SO', [
        [clara, ['admin']],
        [ben, ['admin']],
      ]);
      expect((await change(clara, solo, clara.id, { permissions: ['read'], extended_permissions: false })()).status).toBe(200);
      await refusedWithoutEvents(remove(manager, solo, ben.id), 409, 'teams.last_admin_cannot_be_removed');
      expect((await change(ben, solo, clara.id, { permissions: ['admin'], extended_permissions: false })()).status).toBe(200);
      expect((await remove(clara, solo, ben.id)()).status).toBe(200);
      expect((await team(manager, solo)).body.members).toEqual([{ user_id: clara.id, permissions: ['admin'], extended_permissions: false }]);
    });

    it('answers 404 for a user who is not in the team, and records nothing for an unchanged member', async () => {
      await refusedWithoutEvents(change(manager, teamId, clara.id, { permissions: ['read'], extended_permissions: false }), 404, 'request.not_found');
      await refusedWithoutEvents(remove(manager, teamId, clara.id), 404, 'request.not_found');
      await refusedWithoutEvents(remove(manager, teamId, 'not a user id'), 404);
      await refusedWithoutEvents(change(manager, teamId, ben.id, { permissions: ['read'], extended_permissions: false }), 200);
    });

    it("GET v1/users/{id}/permissions lists every team with the member's permission strings", async () => {
      const permissions = (user: TestUser, of: string) => as.call<UserPermissionsView>(user, 'GET', `/api/v1/users/${of}/permissions`);
      const entries = (await permissions(clara, anna.id)).body.team_permissions;
      expect(entries.find((e) => e.team_id === teamId)).toEqual({
        team_id: teamId,
        permissions: [
          'team.tasks.read',
          'team.tasks.create',
          'team.tasks.edit',
          'team.tasks.delete',
          'team.protocols.read',
          'team.protocols.create',
          'team.protocols.edit',
          'team.protocols.delete',
          'team.offers.read',
          'team.offers.create',
          'team.offers.edit',
          'team.offers.delete',
          'team.admin',
        ],
        is_member: true,
      });
      expect(entries.find((e) => e.team_id === otherTeam)).toEqual({
        team_id: otherTeam,
        permissions: ['team.tasks.read', 'team.protocols.read', 'team.offers.read'],
        is_member: true,
      });
      const teams = (await as.call<TeamListView>(manager, 'GET', '/api/v1/teams?limit=500')).body.data;
      expect(entries.map((e) => e.team_id)).toEqual(teams.map((x) => x.id));
      const outsider = (await permissions(manager, manager.id)).body.team_permissions;
      expect(outsider.every((e) => !e.is_member && e.permissions.length === 0)).toBe(true);
      expect(outsider).toHaveLength(teams.length);
      expect((await permissions(manager, randomUUID())).status).toBe(404);
    });

    it("GET v1/users/{id}/permissions: a portal user reads only their own, no staff member's (403 auth.forbidden, nothing told)", async () => {
      for (const other of [anna.id, manager.id, randomUUID()]) {
        const refused = await as.call<{ code: string }>(paula, 'GET', `/api/v1/users/${other}/permissions`);
        expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
        expect(JSON.stringify(refused.body)).not.toContain(teamId);
      }
      const own = await as.call<UserPermissionsView>(paula, 'GET', `/api/v1/users/${paula.id}/permissions`);
      // Not even the team ids of the organisation: only the teams they belong to (portal users belong to none).
      expect(own).toMatchObject({ status: 200, body: { team_permissions: [] } });
    });
  });

  describe('updates and deletion', () => {
    it('renames with If-Match: the current version passes, a stale one is 409, a malformed one 422', async () => {
      const id = await as.createTeam(manager, 'Versand', 'VS', [[anna, ['admin']]]);
      const put = (body: unknown, ifMatch: string) => () =>
        as.call<{ version: number }>(manager, 'PUT', `/api/v1/teams/${id}`, body, { 'if-match': ifMatch });
      expect((await put({ name: 'Logistik', short: 'LG' }, '"2"')()).body).toMatchObject({ version: 3 });
      await refusedWithoutEvents(put({ name: 'Lager', short: 'LA' }, '"2"'), 409, 'concurrency.wrong_expected_version');
      await refusedWithoutEvents(put({ name: 'Lager', short: 'LA' }, 'soon'), 422);
      await refusedWithoutEvents(put({ name: 'Lager', short: '' }, '"3"'), 422);
      await refusedWithoutEvents(put({ name: 'Logistik', short: 'LG' }, '"3"'), 200);
      expect((await team(manager, id)).body).toMatchObject({ name: 'Logistik', short: 'LG', version: 3 });
    });

    it('deletes a team (manager): gone from reads and lists, its members lose the grant, further changes 404', async () => {
      const id = await as.createTeam(manager, 'Kurzlebig', 'KL', [
        [anna, ['admin']],
        [clara, ['read']],
      ]);
      expect((await as.call(manager, 'DELETE', `/api/v1/teams/${id}`)).status).toBe(200);
      expect((await team(manager, id)).status).toBe(404);
      expect((await as.call<TeamListView>(manager, 'GET', '/api/v1/teams?search=Kurzlebig')).body.data).toEqual([]);
      const permissions = (await as.call<UserPermissionsView>(manager, 'GET', `/api/v1/users/${clara.id}/permissions`)).body.team_permissions;
      expect(permissions.some((e) => e.team_id === id)).toBe(false);
      await refusedWithoutEvents(() => as.call(manager, 'DELETE', `/api/v1/teams/${id}`), 404, 'request.not_found');
      await refusedWithoutEvents(() => as.call(manager, 'PUT', `/api/v1/teams/${id}`, { name: 'Zurück', short: 'Z' }), 404);
      await refusedWithoutEvents(
        () => as.call(manager, 'POST', `/api/v1/teams/${id}/members`, { user_id: ben.id, permissions: [], extended_permissions: false }),
        404,
      );
    });
  });

  describe('history and past states', () => {
    let id: string;
    let createdAt: string;

    beforeAll(async () => {
      id = await as.createTeam(manager, 'Marketing', 'MK', [[anna, ['admin']]]);
      createdAt = new Date().toISOString();
      await as.addMember(manager, id, ben, ['read']);
      await as.call(manager, 'PUT', `/api/v1/teams/${id}`, { name: 'Marketing & PR', short: 'MK' });
      await as.call(manager, 'DELETE', `/api/v1/teams/${id}/members/${ben.id}`);
    });

    it("lists every change with actor and changed fields (managers and the team's admins)", async () => {
      const history = await as.call<{ data: Array<{ version: number; type: string; actor_id: string; changes: Array<{ field: string }> }> }>(
        manager,
        'GET',
        `/api/v1/teams/${id}/history`,
      );
      expect(history.status).toBe(200);
      expect(history.body.data.map((e) => [e.version, e.type])).toEqual([
        [1, 'TeamCreated'],
        [2, 'TeamMemberAdded'],
        [3, 'TeamMemberAdded'],
        [4, 'TeamChanged'],
        [5, 'TeamMemberRemoved'],
      ]);
      expect(history.body.data[0]).toMatchObject({ actor_id: manager.id, actor_name: manager.full_name });
      expect(history.body.data[3].changes.map((c) => c.field)).toEqual(['name']);
      expect((await as.call(anna, 'GET', `/api/v1/teams/${id}/history`)).status).toBe(200);
      expect((await as.call(clara, 'GET', `/api/v1/teams/${id}/history`)).body).toMatchObject({ code: 'auth.forbidden' });
      expect((await as.call(manager, 'GET', `/api/v1/teams/${randomUUID()}/history`)).status).toBe(404);
    });

    it('shows the team as of a version or a time; permissions only to those who manage it', async () => {
      const v3 = await as.call<Record<string, unknown>>(manager, 'GET', `/api/v1/teams/${id}?version=3`);
      expect(v3.body).toMatchObject({
        id,
        name: 'Marketing',
        version: 3,
        deleted: false,
        members: [
          { user_id: anna.id, permissions: ['admin'] },
          { user_id: ben.id, permissions: ['read'] },
        ],
        as_of: { version: 3 },
      });
      expect((await as.call(clara, 'GET', `/api/v1/teams/${id}?version=3`)).body).toMatchObject({
        members: [{ user_id: anna.id }, { user_id: ben.id }],
      });
      expect((await as.call(clara, 'GET', `/api/v1/teams/${id}?version=3`)).body).not.toHaveProperty('members.0.permissions');
      const atCreation = await as.call(manager, 'GET', `/api/v1/teams/${id}?at=${encodeURIComponent(createdAt)}`);
      expect(atCreation.body).toMatchObject({ name: 'Marketing', version: 2, members: [{ user_id: anna.id }] });
      expect((await as.call(manager, 'GET', `/api/v1/teams/${id}?version=1`)).body).toMatchObject({ version: 1, members: [] });
      expect((await as.call(manager, 'GET', `/api/v1/teams/${id}?version=99`)).status).toBe(404);
      expect((await as.call(manager, 'GET', `/api/v1/teams/${id}?at=2000-01-01T00:00:00Z`)).status).toBe(404);
      for (const query of ['?version=0', '?version=abc', '?at=yesterday', '?version=1&at=2030-01-01T00:00:00Z']) {
        expect((await as.call(manager, 'GET', `/api/v1/teams/${id}${query}`)).status).toBe(422);
      }
    });
  });

  describe('concurrent requests', () => {
    it('adds a user once when the same add arrives five times at once', async () => {
      const id = await as.createTeam(manager, 'Parallel', 'PA', [[anna, ['admin']]]);
      const before = await t.eventCount(org);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          as.call(manager, 'POST', `/api/v1/teams/${id}/members`, { user_id: clara.id, permissions: ['read'], extended_permissions: false }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { code: string }).code === 'teams.user_already_member')).toBe(true);
      expect(await t.eventCount(org)).toBe(before + 1);
    });

    it('adds different users at once without losing one', async () => {
      const id = await as.createTeam(manager, 'Gleichzeitig', 'GZ');
      const answers = await Promise.all(
        [anna, ben, clara].map((user) =>
          as.call(manager, 'POST', `/api/v1/teams/${id}/members`, { user_id: user.id, permissions: ['read'], extended_permissions: false }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      // The manager joined as the first admin when creating it.
      expect((await team(manager, id)).body.members.map((m) => m.user_id).sort()).toEqual([manager.id, anna.id, ben.id, clara.id].sort());
    });
  });

  it("documents every route in the OpenAPI document, with the seed's team error codes", async () => {
    type Operation = { tags?: string[]; responses: Record<string, { description?: string }> };
    const doc = await request<{ paths: Record<string, Record<string, Operation>> }>(t.url, 'GET', '/api/docs-json');
    const methods = (path: string) => Object.keys(doc.body.paths[path] ?? {}).sort();
    expect(methods('/api/v1/teams')).toEqual(['get', 'post']);
    expect(methods('/api/v1/teams/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/v1/teams/{id}/history')).toEqual(['get']);
    expect(methods('/api/v1/teams/{id}/members')).toEqual(['post']);
    expect(methods('/api/v1/teams/{id}/members/{user_id}')).toEqual(['delete', 'put']);
    expect(doc.body.paths['/api/v1/teams'].get.tags).toEqual(['teams']);
    expect(doc.body.paths['/api/v1/teams/{id}/members'].post.responses['409'].description).toContain('teams.user_already_member');
    expect(doc.body.paths['/api/v1/teams/{id}/members/{user_id}'].delete.responses['409'].description).toContain(
      'teams.last_admin_cannot_be_removed',
    );
  });

  describe('a member removed from the organisation', () => {
    it('leaves all their teams, even as the last admin (managers keep the team)', async () => {
      const dora = await t.user();
      await t.addMember(org, manager, dora, ['user']);
      const led = await as.createTeam(manager, 'Doras Team', 'DT', [
        [dora, ['admin']],
        [ben, ['read']],
      ]);
      // No admin named: the manager joins as the first admin.
      const joined = await as.createTeam(manager, 'Mit Dora', 'MD', [[dora, ['read', 'edit'], true]]);
      expect((await as.call(manager, 'DELETE', `/api/v1/accounts/members/${dora.id}`)).status).toBe(200);

      const members = async (id: string) => (await team(manager, id)).body.members.map((m) => m.user_id);
      await eventually(
        async () => ((await members(led)).includes(dora.id) || (await members(joined)).includes(dora.id) ? undefined : true),
        15_000,
        'dora to leave her teams',
      );
      expect(await members(led)).toEqual([ben.id]);
      expect(await members(joined)).toEqual([manager.id]);
      const history = await as.call<{ data: Array<{ type: string; actor_id: string | null }> }>(manager, 'GET', `/api/v1/teams/${led}/history`);
      expect(history.body.data.at(-1)).toMatchObject({ type: 'TeamMemberRemoved', actor_id: null });
      const stored = await t.sql.query<{ data: { reason: string } }>(
        `SELECT data FROM es_events WHERE stream_id = $1 AND type = 'TeamMemberRemoved'`,
        [`team-${led}`],
      );
      expect(stored.map((row) => row.data.reason)).toEqual(['left_account']);
      // Without an admin, the team is the managers' again.
      expect(
        (await as.call(manager, 'PUT', `/api/v1/teams/${led}/members/${ben.id}`, { permissions: ['admin'], extended_permissions: false })).status,
      ).toBe(200);
    });
  });
});
