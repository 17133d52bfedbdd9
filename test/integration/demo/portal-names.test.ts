import type { PortalProtocolView, PortalTaskView, ProtocolListView, TaskListView } from '@kollab/contracts';
import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { request, startTestApp, type TestApp } from '../../support/test-app';

// Issue 11 item 8: the demo portal user (Paula Portal), signed in through the real sign-in
// route on the seeded demo data, reads the claim and the protocol shared with Müller with
// the names her screen shows: the type's title and the names of assignees, author and
// attendees — and nothing staff-only.
describe('what the demo portal user reads of the items shared with her', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, string> = {};

  const signIn = async (username: string) => {
    const response = await request<{ AccessToken: string }>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    const token = response.body.AccessToken;
    return { token, id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string };
  };
  const get = <T>(path: string) => request<T>(t.url, 'GET', path, { headers });

  beforeAll(async () => {
    t = await startTestApp({});
    await t.app.get(DemoSeeder).seed();
    for (const username of ['anna', 'ben', 'manager']) ids[username] = (await signIn(username)).id;
    const paula = await signIn('portal');
    const accounts = await request<{ data: Array<{ account_id: string; domain: string }> }>(t.url, 'GET', `/api/v1/users/${paula.id}/accounts`, {
      headers: { authorization: `Bearer ${paula.token}` },
    });
    const demo = accounts.body.data.find((account) => account.domain === 'demo')!;
    const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${demo.account_id}`, {
      headers: { authorization: `Bearer ${paula.token}` },
    });
    headers = { authorization: `Bearer ${paula.token}`, account: account.body.signature };
  }, 120000);
  afterAll(() => t?.close());

  /** The names a portal view may carry: only of the users it names by id. */
  const onlyNamed = (names: Record<string, string>, named: string[]) => expect(Object.keys(names).every((id) => named.includes(id))).toBe(true);

  it('the shared claim: its type title and its assignee by name with their status', async () => {
    const list = await get<TaskListView>('/api/v1/tasks');
    expect(list.status).toBe(200);
    const listed = list.body.data.find((task) => task.title === 'Reklamation Müller: beschädigte Lieferung') as PortalTaskView;
    expect(listed).toMatchObject({ type_title: 'Reklamation', user_names: { [ids.ben]: 'Ben Brandt' } });

    const claim = await get<PortalTaskView>(`/api/v1/tasks/${listed.id}`);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({
      type_title: 'Reklamation',
      assignees: [{ user_id: ids.ben, status: 'open' }],
      user_names: { [ids.ben]: 'Ben Brandt' },
    });
    onlyNamed(claim.body.user_names, [...claim.body.assignees.map((a) => a.user_id), ...claim.body.files.map((f) => f.added_by)]);
    // Still nothing staff-only: no team, claims, viewers, comments; no e-mail or user name.
    for (const field of ['team', 'claims', 'viewers', 'watchers', 'comments', 'contacts', 'author_user_id', 'created_by'])
      expect(claim.body).not.toHaveProperty(field);
    expect(JSON.stringify(claim.body)).not.toMatch(/@example\.com|"ben"/);
  });

  it('the shared protocol: its type title, its author and its attendees by name', async () => {
    const list = await get<ProtocolListView>('/api/v1/protocols');
    expect(list.status).toBe(200);
    const listed = list.body.data.find((protocol) => protocol.title === 'Kundentermin Müller Maschinenbau') as PortalProtocolView;
    expect(listed).toMatchObject({ type_title: 'Kundentermin', user_names: { [ids.anna]: 'Anna Albers' } });

    const protocol = await get<PortalProtocolView>(`/api/v1/protocols/${listed.id}`);
    expect(protocol.status).toBe(200);
    expect(protocol.body).toMatchObject({ type_title: 'Kundentermin', author: ids.anna, attendees: [ids.anna, ids.manager] });
    expect(protocol.body.user_names).toEqual({ [ids.anna]: 'Anna Albers', [ids.manager]: 'Martin Manager' });
    for (const field of ['teams', 'viewers', 'watchers', 'contacts', 'created_by', 'published_by']) expect(protocol.body).not.toHaveProperty(field);
    expect(JSON.stringify(protocol.body)).not.toMatch(/@example\.com/);
  });
});
