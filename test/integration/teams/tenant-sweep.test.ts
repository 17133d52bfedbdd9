import type { TeamListView, UserPermissionsView } from '@kollab/contracts';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import { OrganisationCalls } from './teams-fixture';

// A manager of organisation A sends organisation B's team and user ids in path, query
// and body of every teams route: 403/404/422, nothing of B in the answer, nothing
// appended anywhere.
describe('tenant sweep: teams of organisation A and B stay apart', () => {
  let t: AccountsTestApp;
  let managerA: TestUser;
  let memberA: TestUser;
  let managerB: TestUser;
  let memberB: TestUser;
  let orgA: string;
  let orgB: string;
  let teamA: string;
  let teamB: string;
  let a: OrganisationCalls;
  let b: OrganisationCalls;

  beforeAll(async () => {
    t = await startAccountsApp();
    managerA = await t.user();
    memberA = await t.user();
    managerB = await t.user({ first_name: 'Bernd', last_name: 'Geheim' });
    memberB = await t.user({ first_name: 'Berta', last_name: 'Vertraulich' });
    orgA = await t.organisation(managerA);
    orgB = await t.organisation(managerB);
    await t.addMember(orgA, managerA, memberA, ['user']);
    await t.addMember(orgB, managerB, memberB, ['user']);
    a = new OrganisationCalls(t, orgA);
    b = new OrganisationCalls(t, orgB);
    teamA = await a.createTeam(managerA, 'Offen', 'OF', [[memberA, ['admin']]]);
    teamB = await b.createTeam(managerB, 'Geheimteam', 'GHT', [[memberB, ['admin']]]);
  });
  afterAll(() => t?.close());

  const secretsOfB = () => [orgB, teamB, 'Geheimteam', 'GHT', memberB.id, managerB.id, 'Vertraulich', 'Geheim'];
  const member = (user_id: string, permissions = ['admin']) => ({ user_id, permissions, extended_permissions: true });

  it("answers every route with B's ids with 403/404/422, leaks nothing and appends nothing", async () => {
    const [beforeA, beforeB] = [await t.eventCount(orgA), await t.eventCount(orgB)];
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/teams/${teamB}`],
      ['GET', `/api/v1/teams/${teamB}?version=1`],
      ['GET', `/api/v1/teams/${teamB}?at=${encodeURIComponent(new Date().toISOString())}`],
      ['GET', `/api/v1/teams/${teamB}/history`],
      ['PUT', `/api/v1/teams/${teamB}`, { name: 'Übernommen', short: 'X' }],
      ['DELETE', `/api/v1/teams/${teamB}`],
      ['POST', `/api/v1/teams/${teamB}/members`, member(managerA.id)],
      ['PUT', `/api/v1/teams/${teamB}/members/${memberB.id}`, { permissions: ['read'], extended_permissions: false }],
      ['DELETE', `/api/v1/teams/${teamB}/members/${memberB.id}`],
      ['POST', `/api/v1/teams/${teamA}/members`, member(memberB.id)],
      ['POST', `/api/v1/teams/${teamA}/members`, member(managerB.id)],
      ['PUT', `/api/v1/teams/${teamA}/members/${memberB.id}`, { permissions: ['admin'], extended_permissions: true }],
      ['DELETE', `/api/v1/teams/${teamA}/members/${memberB.id}`],
      ['GET', `/api/v1/users/${memberB.id}/permissions`],
      ['POST', '/api/v1/teams', { name: 'Eingeschleust', short: 'EIN', account_id: orgB }],
      ['POST', '/api/v1/teams', { name: 'Eingeschleust', short: 'EIN', members: [member(memberB.id)] }],
      ['POST', '/api/v1/teams', { name: 'Eingeschleust', short: 'EIN', members: [member(managerB.id, ['read'])] }],
      ['PUT', `/api/v1/teams/${teamA}`, { name: 'Offen', short: 'OF', account_id: orgB }],
      ['POST', `/api/v1/teams/${teamA}/members`, { ...member(memberA.id), account_id: orgB }],
    ];
    for (const [method, path, body] of routes) {
      const response = await a.call(managerA, method, path, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body);
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    // B's team admin in A's organisation: no signature there at all.
    expect((await t.call('GET', `/api/v1/accounts/${orgA}`, memberB)).status).toBe(404);
    expect(await t.eventCount(orgB)).toBe(beforeB);
    expect(await t.eventCount(orgA)).toBe(beforeA);
  });

  it('shows nothing of B in A lists and permissions, whatever the search', async () => {
    for (const path of [
      '/api/v1/teams?search=Geheimteam',
      '/api/v1/teams?search=GHT',
      '/api/v1/teams?limit=500',
      `/api/v1/users/${memberA.id}/permissions`,
    ]) {
      const response = await a.call<TeamListView | UserPermissionsView>(managerA, 'GET', path);
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    expect((await a.call<TeamListView>(managerA, 'GET', '/api/v1/teams?limit=500')).body.data.map((x) => x.id)).toEqual([teamA]);
  });

  it("never signs B's teams into A's signature", async () => {
    const claims = JSON.parse(Buffer.from((await t.signature(memberA, orgA)).split('.')[1], 'base64url').toString()) as {
      teams: string[];
      roles: string[];
    };
    expect(claims).toMatchObject({ teams: [teamA], roles: ['user', 'team_admin'] });
  });

  it('keeps B unchanged after all of it', async () => {
    const team = await b.call<{ name: string; members: unknown[] }>(managerB, 'GET', `/api/v1/teams/${teamB}`);
    expect(team.body).toMatchObject({
      name: 'Geheimteam',
      short: 'GHT',
      members: [{ user_id: memberB.id, permissions: ['admin'], extended_permissions: false }],
    });
    const history = await b.call<{ data: unknown[] }>(managerB, 'GET', `/api/v1/teams/${teamB}/history`);
    expect(history.body.data).toHaveLength(2);
  });
});
