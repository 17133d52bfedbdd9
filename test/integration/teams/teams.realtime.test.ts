import { TEAMS_SOCKET, type TeamMembershipsView, type TeamView, type ViewChangedMessage } from '@kollab/contracts';
import { eventually } from '../../support/jobs-waits';
import { RecordingClient, type ReceivedMessage } from '../../support/realtime-client';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import { OrganisationCalls } from './teams-fixture';

// Pushes after the team projection commits: the team (without permissions) to the
// account room, a member's own grants to their user room.
describe('teams pushed live', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let anna: TestUser;
  let outsider: TestUser;
  let paula: TestUser;
  let org: string;
  let otherOrg: string;
  let as: OrganisationCalls;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user();
    anna = await t.user();
    outsider = await t.user();
    paula = await t.user();
    org = await t.organisation(manager);
    otherOrg = await t.organisation(outsider);
    await t.addMember(org, manager, anna, ['user']);
    await t.addMember(org, manager, paula, ['contact']);
    as = new OrganisationCalls(t, org);
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t?.close();
  });

  const connect = async (user: TestUser, account?: string): Promise<RecordingClient> => {
    const client = await RecordingClient.connect(t.url, { token: user.token, ...(account ? { account: await t.signature(user, account) } : {}) });
    clients.push(client);
    return client;
  };
  /** The pushes of `event` for item `id` received so far. */
  const pushes = <View>(client: RecordingClient, event: string, id: string) =>
    client.received
      .filter((m: ReceivedMessage) => m.event === event && (m.message as ViewChangedMessage).id === id)
      .map((m) => m.message as ViewChangedMessage<View>);
  const nth = <View>(client: RecordingClient, event: string, id: string, n: number) =>
    eventually(async () => pushes<View>(client, event, id)[n - 1], 10_000, `push ${n} of ${event} ${id}`);

  it("pushes teams/teamChanged to the account's staff, without permissions, and not to its portal users nor another account", async () => {
    const colleague = await connect(anna, org);
    const portal = await connect(paula, org);
    const stranger = await connect(outsider, otherOrg);
    const created = await as.call<{ id: string; position: number }>(manager, 'POST', '/api/v1/teams', { name: 'Live', short: 'LV' });
    const first = await nth<TeamView>(colleague, TEAMS_SOCKET.teamChanged, created.body.id, 1);
    // TeamCreated and the creator joining as its first admin: one append, one push.
    expect(first.view).toMatchObject({ id: created.body.id, name: 'Live', short: 'LV', members: [{ user_id: manager.id }], version: 2 });
    expect(first.position).toBeGreaterThanOrEqual(created.body.position);

    await as.addMember(manager, created.body.id, anna, ['read', 'edit'], true);
    const second = await nth<TeamView>(colleague, TEAMS_SOCKET.teamChanged, created.body.id, 2);
    expect(second.view).toEqual(expect.objectContaining({ members: [{ user_id: manager.id }, { user_id: anna.id }], version: 3 }));

    expect((await as.call(manager, 'DELETE', `/api/v1/teams/${created.body.id}`)).status).toBe(200);
    expect((await nth<TeamView>(colleague, TEAMS_SOCKET.teamChanged, created.body.id, 3)).view).toBeNull();
    // Portal users read no teams (GET v1/teams is 403 for them): no push either.
    expect(portal.received.map((m) => m.event)).not.toContain(TEAMS_SOCKET.teamChanged);

    // The outsider's own team arrives; nothing of the first organisation ever did.
    const own = await new OrganisationCalls(t, otherOrg).createTeam(outsider, 'Fremd', 'FR');
    await nth(stranger, TEAMS_SOCKET.teamChanged, own, 1);
    // (The outsider joined their team as its first admin: their own grants came too, to their room.)
    expect(stranger.received.filter((m) => m.event === TEAMS_SOCKET.teamChanged).map((m) => (m.message as ViewChangedMessage).id)).toEqual([own]);
  });

  it("pushes a member's own grants to their user room when they join, their permissions change and they leave", async () => {
    const id = await as.createTeam(manager, 'Rechte', 'RE');
    const own = await connect(anna, org);
    const managerSocket = await connect(manager, org);

    await as.addMember(manager, id, anna, ['read']);
    const joined = await nth<TeamMembershipsView>(own, TEAMS_SOCKET.membershipsChanged, anna.id, 1);
    expect(joined.view).toMatchObject({
      account_id: org,
      user_id: anna.id,
      teams: [{ team_id: id, permissions: ['read'], extended_permissions: false }],
    });

    expect(
      (await as.call(manager, 'PUT', `/api/v1/teams/${id}/members/${anna.id}`, { permissions: ['admin'], extended_permissions: true })).status,
    ).toBe(200);
    const changed = await nth<TeamMembershipsView>(own, TEAMS_SOCKET.membershipsChanged, anna.id, 2);
    expect(changed.view?.teams).toEqual([expect.objectContaining({ team_id: id, permissions: ['admin'], extended_permissions: true })]);
    expect(changed.position).toBeGreaterThan(joined.position);

    // The manager created the team (its first admin) and steps out; anna is the last admin now.
    expect((await as.call(manager, 'DELETE', `/api/v1/teams/${id}/members/${manager.id}`)).status).toBe(200);
    expect((await as.call(manager, 'DELETE', `/api/v1/teams/${id}/members/${anna.id}`)).status).toBe(409); // last admin
    await as.addMember(anna, id, manager, ['admin']);
    expect((await as.call(manager, 'DELETE', `/api/v1/teams/${id}/members/${anna.id}`)).status).toBe(200);
    expect((await nth<TeamMembershipsView>(own, TEAMS_SOCKET.membershipsChanged, anna.id, 3)).view).toBeNull();

    // Only the member's own room: the manager's socket got the team, never anna's grants.
    await nth(managerSocket, TEAMS_SOCKET.membershipsChanged, manager.id, 1);
    expect(pushes(managerSocket, TEAMS_SOCKET.membershipsChanged, anna.id)).toEqual([]);
    expect(pushes(managerSocket, TEAMS_SOCKET.teamChanged, id).length).toBeGreaterThanOrEqual(4);
  });
});
