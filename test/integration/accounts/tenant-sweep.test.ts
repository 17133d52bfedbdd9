import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

// A manager of organisation A sends organisation B's ids in path, query and body of
// every accounts route: 403/404/422, nothing of B in the answer, nothing appended to B.
describe('tenant sweep: organisation A cannot see or change organisation B', () => {
  let t: AccountsTestApp;
  let managerA: TestUser;
  let managerB: TestUser;
  let memberB: TestUser;
  let orgA: string;
  let orgB: string;
  let sigA: string;
  let nameB: string;

  beforeAll(async () => {
    t = await startAccountsApp();
    managerA = await t.user();
    managerB = await t.user({ first_name: 'Bernd', last_name: 'Geheim' });
    memberB = await t.user({ first_name: 'Berta', last_name: 'Vertraulich' });
    orgA = await t.organisation(managerA);
    orgB = await t.organisation(managerB);
    await t.addMember(orgB, managerB, memberB, ['user']);
    sigA = await t.signature(managerA, orgA);
    nameB = (await t.call<{ name: string }>('GET', `/api/v1/accounts/${orgB}`, managerB)).body.name;
  });
  afterAll(() => t?.close());

  const secretsOfB = () => [orgB, nameB, memberB.id, memberB.email, managerB.id, managerB.email, 'Vertraulich', 'Geheim'];

  it('answers every route with B ids with 403/404/422 and leaks and appends nothing', async () => {
    const before = await t.eventCount(orgB);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/accounts/${orgB}`],
      ['GET', `/api/v1/users/${memberB.id}/accounts`],
      ['GET', `/api/v1/accounts/members/${memberB.id}`],
      ['PATCH', `/api/v1/accounts/members/${memberB.id}/attributes/status`, { status: 'inactive' }],
      ['DELETE', `/api/v1/accounts/members/${memberB.id}`],
      ['POST', `/api/v1/accounts/members/${memberB.id}/roles`, { role: 'manager' }],
      ['DELETE', `/api/v1/accounts/members/${managerB.id}/roles/manager`],
      ['POST', `/api/v1/accounts/members/${memberB.id}/password-reset`],
      ['POST', `/api/v1/users/${memberB.id}/welcome-email`],
      ['GET', `/api/v1/users/${memberB.id}/permissions`],
      ['GET', `/api/v1/accounts/members?account_id=${orgB}`],
      ['GET', `/api/v2/users/?account_id=${orgB}`],
      ['POST', '/api/v2/account/terms', { terms: true, account_id: orgB }],
      ['PUT', '/api/v2/account/apps', { apps: [], account_id: orgB }],
      ['POST', '/api/v1/account/logo', { account_id: orgB }],
      ['POST', `/api/v1/accounts/members/${memberB.id}/roles`, { role: 'billing', account_id: orgB }],
      ['PATCH', `/api/v1/accounts/members/${memberB.id}/attributes/status`, { status: 'inactive', account_id: orgB }],
      ['GET', '/api/v1/admin/accounts'],
      ['GET', `/api/v1/admin/accounts/${orgB}`],
      ['DELETE', `/api/v1/admin/accounts/${orgB}`],
      ['PUT', `/api/v1/admin/accounts/${orgB}/slots`, { user_slots: 0, portal_user_slots: 0 }],
    ];
    for (const [method, path, body] of routes) {
      const response = await t.call(method, path, managerA, sigA, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body);
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    expect(await t.eventCount(orgB)).toBe(before);
  });

  it('shows nothing of B in A lists, whatever the search', async () => {
    for (const path of [
      `/api/v1/accounts/members?search=Vertraulich&unscoped=true`,
      `/api/v1/accounts/members?filter%5Bsearch%5D=${encodeURIComponent(memberB.email)}`,
      `/api/v2/users/?filter=Geheim&unscoped=true`,
      `/api/v1/users/${managerA.id}/accounts`,
    ]) {
      const response = await t.call<{ data: unknown[] }>('GET', path, managerA, sigA);
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
  });

  it("refuses B's signature to A's manager and A's signature re-pointed at B", async () => {
    const sigB = await t.signature(managerB, orgB);
    expect((await t.call('GET', '/api/v2/account', managerA, sigB)).body).toMatchObject({ code: 'account.invalid' });
    const [header, payload, mac] = sigA.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const repointed = `${header}.${Buffer.from(JSON.stringify({ ...claims, acc: orgB })).toString('base64url')}.${mac}`;
    expect((await t.call('GET', '/api/v2/account', managerA, repointed)).body).toMatchObject({ code: 'account.signature_invalid' });
  });

  it('keeps B unchanged after all of it', async () => {
    const sigB = await t.signature(managerB, orgB);
    const members = await t.call<{ data: Array<{ id: string; status: string; roles: string[] }> }>('GET', '/api/v1/accounts/members', managerB, sigB);
    expect(members.body.data.find((m) => m.id === memberB.id)).toMatchObject({ status: 'active', roles: ['user'] });
    expect((await t.call<{ status: string }>('GET', '/api/v2/account', managerB, sigB)).body.status).toBe('active');
  });
});
