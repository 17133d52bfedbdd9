import { policyItem, type PolicyItem } from '@kollab/contracts';
import { PolicyService } from '@kollab/server/contexts/access/public/policy.service';
import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface Demo {
  accountId: string;
  ids: Record<'manager' | 'anna' | 'ben' | 'portal', string>;
  teams: Record<'Vertrieb' | 'Technik', string>;
  mueller: string;
}

// The PolicyService on the demo organisation, with real team and portal grants from the
// read models: the actor of a request, and the readers of an item (socket pushes, mails).
describe('the access policy with real grants (demo organisation)', () => {
  let t: TestApp;
  let policy: PolicyService;
  let demo: Demo;

  beforeAll(async () => {
    t = await startTestApp({});
    await t.app.get(DemoSeeder).seed();
    policy = t.app.get(PolicyService);
    const signIn = async (username: string) => {
      const response = await request<{ AccessToken: string }>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
      const token = response.body.AccessToken;
      return { token, id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string };
    };
    const manager = await signIn('manager');
    const accounts = await request<{ data: Array<{ account_id: string; domain: string }> }>(t.url, 'GET', `/api/v1/users/${manager.id}/accounts`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    const accountId = accounts.body.data.find((a) => a.domain === 'demo')!.account_id;
    const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${accountId}`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    const headers = { authorization: `Bearer ${manager.token}`, account: account.body.signature };
    const teams = await request<{ data: Array<{ id: string; name: string }> }>(t.url, 'GET', '/api/v1/teams', { headers });
    const contacts = await request<{ data: Array<{ id: string; number: string }> }>(t.url, 'GET', '/api/v1/contacts', { headers });
    demo = {
      accountId,
      ids: { manager: manager.id, anna: (await signIn('anna')).id, ben: (await signIn('ben')).id, portal: (await signIn('portal')).id },
      teams: Object.fromEntries(teams.body.data.map((team) => [team.name, team.id])) as Demo['teams'],
      mueller: contacts.body.data.find((contact) => contact.number === 'K-1001')!.id,
    };
  }, 60000);
  afterAll(() => t?.close());

  const task = (facts: Partial<PolicyItem>) => policyItem('task', { published: true, ...facts });

  it('builds the actor of a request from the signature and the team and portal read models', async () => {
    const anna = await policy.actor({ userId: demo.ids.anna, accountId: demo.accountId, roles: ['user', 'team_admin'], flags: ['apps.tasks'] });
    expect(anna.teams).toEqual(
      expect.arrayContaining([
        { team_id: demo.teams.Technik, permissions: ['admin'], extended_permissions: true },
        { team_id: demo.teams.Vertrieb, permissions: ['read', 'create', 'edit', 'delete'], extended_permissions: false },
      ]),
    );
    const paula = await policy.actor({ userId: demo.ids.portal, accountId: demo.accountId, roles: ['contact'], flags: ['apps.tasks'] });
    expect(paula).toMatchObject({ teams: [], portals: [{ contact_id: demo.mueller, extended_permissions: false }] });
  });

  it("names the readers of an item: its owner, assignees, its team's readers, and the portal users it is shared with", async () => {
    // A published task of team Vertrieb by the manager: everyone in Vertrieb reads it (manager admin, anna, ben read).
    const vertrieb = task({ authorId: demo.ids.manager, createdBy: demo.ids.manager, teamIds: [demo.teams.Vertrieb] });
    expect(await policy.readersOf(demo.accountId, vertrieb)).toEqual([demo.ids.anna, demo.ids.ben, demo.ids.manager].sort());
    // A draft: its author only.
    expect(await policy.readersOf(demo.accountId, { ...vertrieb, published: false })).toEqual([demo.ids.manager]);
    // Shared with Müller: Paula Portal (a user of Müller's portal) reads it too.
    expect(await policy.readersOf(demo.accountId, { ...vertrieb, sharedContactIds: [demo.mueller] })).toContain(demo.ids.portal);
    // Ben's item outside any team: anna reads it through her extended permissions in Technik (ben is a member there).
    const creatorTeams = (await policy.creatorFacts(demo.accountId, demo.ids.ben)).creatorTeamIds;
    expect(creatorTeams.sort()).toEqual([demo.teams.Technik, demo.teams.Vertrieb].sort());
    const bens = task({ authorId: demo.ids.ben, createdBy: demo.ids.ben, creatorTeamIds: creatorTeams });
    expect(await policy.readersOf(demo.accountId, bens)).toEqual([demo.ids.anna, demo.ids.ben].sort());
    // Roles count, not only relations: a survey's author reads it only while holding the surveys role
    // (anna has not), its assignees whatever their roles (issue 15).
    const survey = policyItem('survey', { published: true, authorId: demo.ids.ben, assigneeIds: [demo.ids.anna] });
    expect(await policy.readersOf(demo.accountId, survey)).toEqual([demo.ids.anna, demo.ids.ben].sort());
    const annas = policyItem('survey', { published: true, authorId: demo.ids.anna, assigneeIds: [demo.ids.ben] });
    expect(await policy.readersOf(demo.accountId, annas)).toEqual([demo.ids.ben]);
  });

  it('reads the facts of all candidate readers at once, not a few reads per candidate', async () => {
    // Every demo user a candidate (team members, assignees, portal users of Müller).
    const item = task({
      authorId: demo.ids.manager,
      createdBy: demo.ids.manager,
      teamIds: [demo.teams.Vertrieb, demo.teams.Technik],
      assigneeIds: Object.values(demo.ids),
      sharedContactIds: [demo.mueller],
    });
    const expected = [demo.ids.anna, demo.ids.ben, demo.ids.manager, demo.ids.portal].sort();
    const sql = t.sql as { query: typeof t.sql.query };
    const original = sql.query;
    let statements = 0;
    sql.query = function counted(this: unknown, ...args: Parameters<typeof original>) {
      statements++;
      return original.apply(this, args);
    } as typeof original;
    let readers: string[];
    try {
      readers = await policy.readersOf(demo.accountId, item);
    } finally {
      sql.query = original;
    }
    expect(readers).toEqual(expect.arrayContaining(expected));
    // Team members and portal users (2), then memberships (account + members), team grants, portal grants (4).
    expect(statements).toBeLessThanOrEqual(6);
  });
});
