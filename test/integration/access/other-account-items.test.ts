import { randomUUID } from 'node:crypto';
import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface ErrorBody {
  code: string;
  message: string;
  account?: { account_id: string; account_name: string };
}
interface AccountList {
  data: Array<{ account_id: string; account_name: string; domain: string }>;
}

/**
 * Issue 11 item 9, seed §8 "content from another account": a link to an item of another
 * organisation of the caller answers 404 `tenancy.other_account` naming it, so the client can
 * offer to switch; everybody who does not read the item there gets the plain 404.
 */
describe('items of another account of the caller (seed §8)', () => {
  let t: TestApp;
  type Caller = <T = unknown>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  const callers: Record<string, Caller> = {};
  const accounts: Record<string, string> = {};

  /** The demo user signed in, with the Account signature of `domain`. */
  const as = async (username: string, domain: string): Promise<Caller> => {
    const token = await request<{ AccessToken: string }>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
    const authorization = `Bearer ${token.body.AccessToken}`;
    const sub = JSON.parse(Buffer.from(token.body.AccessToken.split('.')[1], 'base64url').toString()).sub as string;
    const list = await request<AccountList>(t.url, 'GET', `/api/v1/users/${sub}/accounts`, { headers: { authorization } });
    const account = list.body.data.find((item) => item.domain === domain)!;
    accounts[domain] = account.account_id;
    const signature = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${account.account_id}`, { headers: { authorization } });
    const headers = { authorization, account: signature.body.signature };
    return (method, path, body) => request(t.url, method, path, { body, headers });
  };

  beforeAll(async () => {
    t = await startTestApp({ driver: 'postgres' });
    await t.app.get(DemoSeeder).seed();
    callers.managerBeispiel = await as('manager', 'beispiel');
    callers.managerDemo = await as('manager', 'demo');
    callers.anna = await as('anna', 'demo');
    callers.clara = await as('clara', 'beispiel');
  }, 180000);
  afterAll(() => t.close());

  const created = async (caller: Caller, path: string, body: unknown) => {
    const response = await caller<{ id: string }>('POST', path, body);
    expect({ path, status: response.status, body: response.status === 201 ? null : response.body }).toEqual({ path, status: 201, body: null });
    return response.body.id;
  };

  it('a task, protocol or contact the manager reads in Beispiel-AG: 404 tenancy.other_account naming Beispiel-AG in Demo-GmbH', async () => {
    const task = await created(callers.managerBeispiel, '/api/v1/tasks', { title: 'Nur in Beispiel' });
    const protocol = await created(callers.managerBeispiel, '/api/v1/protocols', { title: 'Protokoll in Beispiel' });
    const contactType = await created(callers.managerBeispiel, '/api/v1/account_manager/contact_types', { title: 'Fremdlink-Test', short: 'FLT' });
    const contact = await created(callers.managerBeispiel, '/api/v1/contacts', {
      name: 'Beispiel Kunde GmbH',
      number: 'B-1',
      type: contactType,
      address: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
      uid: 'DE 987 654 321',
    });
    for (const path of [`/api/v1/tasks/${task}`, `/api/v1/protocols/${protocol}`, `/api/v1/contacts/${contact}`]) {
      expect((await callers.managerBeispiel('GET', path)).status).toBe(200);
      const other = await callers.managerDemo<ErrorBody>('GET', path);
      expect({ path, status: other.status, body: other.body }).toEqual({
        path,
        status: 404,
        body: {
          code: 'tenancy.other_account',
          message: 'Dieses Element gehört zu einer anderen Ihrer Organisationen.',
          account: { account_id: accounts.beispiel, account_name: 'Beispiel-AG' },
        },
      });
    }
    // a stranger (anna is only in Demo-GmbH) learns nothing: the ordinary 404, no account
    const stranger = await callers.anna<ErrorBody>('GET', `/api/v1/tasks/${task}`);
    expect({ status: stranger.status, body: stranger.body }).toEqual({
      status: 404,
      body: { code: 'tasks.task_not_found', message: expect.any(String) },
    });
    expect((await callers.anna<ErrorBody>('GET', `/api/v1/protocols/${protocol}`)).body).toEqual({
      code: 'protocols.protocol_not_found',
      message: expect.any(String),
    });
    expect((await callers.anna<ErrorBody>('GET', `/api/v1/contacts/${contact}`)).body).toEqual({
      code: 'contacts.contact_not_found',
      message: expect.any(String),
    });
  }, 60000);

  it('a member of the other account who may not read the item there, and unknown ids, get the plain 404', async () => {
    // clara's draft in Beispiel-AG: the manager is a member there but reads no one else's draft
    const draft = await created(callers.clara, '/api/v1/tasks', { title: 'Claras Entwurf' });
    expect((await callers.managerBeispiel<ErrorBody>('GET', `/api/v1/tasks/${draft}`)).body.code).toBe('tasks.task_not_found');
    const hidden = await callers.managerDemo<ErrorBody>('GET', `/api/v1/tasks/${draft}`);
    expect({ status: hidden.status, body: hidden.body }).toEqual({
      status: 404,
      body: { code: 'tasks.task_not_found', message: expect.any(String) },
    });
    const unknown = await callers.managerDemo<ErrorBody>('GET', `/api/v1/tasks/${randomUUID()}`);
    expect(unknown.body).toEqual({ code: 'tasks.task_not_found', message: expect.any(String) });
  }, 60000);
});
