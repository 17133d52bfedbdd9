import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface Tokens { AccessToken: string }
interface AccountList { data: Array<{ account_id: string; account_name: string; domain: string; roles: string[] }> }

describe('the demo organisations (issue 3, README)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(() => t.close());

  const signIn = async (username: string) => {
    const response = await request<Tokens>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    return response.body.AccessToken;
  };
  const accountsOf = async (token: string) => {
    const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
    const response = await request<AccountList>(t.url, 'GET', `/api/v1/users/${sub}/accounts`, { headers: { authorization: `Bearer ${token}` } });
    return response.body.data.map((a) => ({ domain: a.domain, name: a.account_name, roles: [...a.roles].sort() }));
  };

  it('seeds an empty store once, and every demo user signs in with the demo password', async () => {
    const seeder = t.app.get(DemoSeeder);
    expect(await seeder.storeIsEmpty()).toBe(true);
    expect(await seeder.seed()).toEqual({ users: 6, accounts: 2 });
    expect(await seeder.seedIfEmpty()).toBeUndefined();
    expect(await seeder.seed()).toEqual({ users: 0, accounts: 0 });

    expect(await accountsOf(await signIn('manager'))).toEqual(
      expect.arrayContaining([
        { domain: 'demo', name: 'Demo GmbH', roles: ['manager', 'team_admin', 'user'] },
        { domain: 'beispiel', name: 'Beispiel AG', roles: ['manager', 'team_admin', 'user'] },
      ]),
    );
    expect(await accountsOf(await signIn('anna'))).toEqual([{ domain: 'demo', name: 'Demo GmbH', roles: ['user'] }]);
    expect(await accountsOf(await signIn('ben'))).toEqual([{ domain: 'demo', name: 'Demo GmbH', roles: ['surveys', 'user'] }]);
    expect(await accountsOf(await signIn('portal'))).toEqual([{ domain: 'demo', name: 'Demo GmbH', roles: ['contact'] }]);
    expect(await accountsOf(await signIn('clara'))).toEqual([{ domain: 'beispiel', name: 'Beispiel AG', roles: ['user'] }]);
    const admin = await signIn('admin');
    const organisations = await request<{ data: Array<{ domain: string }> }>(t.url, 'GET', '/api/v1/admin/accounts', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(organisations.status).toBe(200);
    expect(organisations.body.data.map((a) => a.domain).sort()).toEqual(['beispiel', 'demo']);
  }, 60000);
});
