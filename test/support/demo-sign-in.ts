import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { request, type TestApp } from './test-app';

interface AccountList {
  data: Array<{ account_id: string; domain: string }>;
}

/** The demo data in the test app's store (once per suite; the store starts empty). */
export const seedDemo = (t: TestApp): Promise<unknown> => t.app.get(DemoSeeder).seed();

/** The subject (user id) of an access token. */
export const subjectOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;

/** Signs a demo user in through POST v1/oauth/token with the demo password: the access token. */
export async function demoToken(t: Pick<TestApp, 'url'>, username: string): Promise<string> {
  const response = await request<{ AccessToken: string }>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
  if (response.status !== 200) throw new Error(`${username} could not sign in: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.AccessToken;
}

/** Authorization and Account headers of a demo user in the organisation of `domain`, as the client takes them. */
export async function demoHeaders(t: Pick<TestApp, 'url'>, username: string, domain = 'demo'): Promise<{ authorization: string; account: string }> {
  const token = await demoToken(t, username);
  const authorization = `Bearer ${token}`;
  const accounts = await request<AccountList>(t.url, 'GET', `/api/v1/users/${subjectOf(token)}/accounts`, { headers: { authorization } });
  const chosen = accounts.body.data.find((item) => item.domain === domain);
  if (!chosen) throw new Error(`${username} is no member of ${domain}`);
  const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${chosen.account_id}`, { headers: { authorization } });
  return { authorization, account: account.body.signature };
}
