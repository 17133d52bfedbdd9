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
  const userIds: Record<string, string> = {};

  /** The demo user signed in, with the Account signature of `domain`. */
  const as = async (username: string, domain: string): Promise<Caller> => {
    const token = await request<{ AccessToken: string }>(t.url, 'POST', '/api/v1/oauth/token', { body: { username, password: DEMO_PASSWORD } });
    const authorization = `Bearer ${token.body.AccessToken}`;
    const sub = JSON.parse(Buffer.from(token.body.AccessToken.split('.')[1], 'base64url').toString()).sub as string;
    userIds[username] = sub;
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

  it('every offers route on an offer of Beispiel-AG from Demo-GmbH: GET and print name Beispiel-AG, the rest refused, nothing changed there', async () => {
    const beispiel = callers.managerBeispiel;
    const demo = callers.managerDemo;
    const eventsOf = async (domain: string) =>
      Number((await t.sql.query<{ n: string | number }>('SELECT count(*) AS n FROM es_events WHERE account_id = $1', [accounts[domain]]))[0].n);
    // In Beispiel-AG: an offer type, rates, a customer, and the manager's offer with a viewer and a comment.
    const types = await beispiel<{ data: Array<{ id: string; title: string }> }>('GET', '/api/v1/account_manager/offer_types');
    const typeId = types.body.data.find((type) => type.title === 'Angebot')!.id;
    expect(
      (
        await beispiel('PUT', '/api/v1/account_manager/offer_rates', {
          fertigung: 111.11,
          konstruktion: 122.22,
          kundendienst: 133.33,
          prueffeld: 144.44,
        })
      ).status,
    ).toBe(200);
    const contactType = await created(beispiel, '/api/v1/account_manager/contact_types', { title: 'Angebotskunde', short: 'AGK' });
    const contact = await created(beispiel, '/api/v1/contacts', {
      name: 'Beispiel Angebotskunde GmbH',
      number: 'B-2',
      type: contactType,
      address: { street: 'Hauptstraße 2', zip: '10115', city: 'Berlin', country: 'DE' },
      uid: 'DE 987 654 322',
    });
    const offer = await created(beispiel, '/api/v1/offers', { title: 'Geheimes Angebot Beispiel', type: typeId, contact, materialprice: 4711 });
    expect((await beispiel('POST', `/api/v1/offers/${offer}/viewers`, { user_id: userIds.clara })).status).toBe(201);
    const comment = (await beispiel<{ id: string }>('POST', `/api/v1/offers/${offer}/comments`, { body: 'Interner Kommentar' })).body.id;
    const before = (await beispiel<Record<string, unknown>>('GET', `/api/v1/offers/${offer}`)).body;
    const [eventsBeispiel, eventsDemo] = [await eventsOf('beispiel'), await eventsOf('demo')];

    const elsewhere = {
      code: 'tenancy.other_account',
      message: 'Dieses Element gehört zu einer anderen Ihrer Organisationen.',
      account: { account_id: accounts.beispiel, account_name: 'Beispiel-AG' },
    };
    for (const path of [`/api/v1/offers/${offer}`, `/api/v1/offers/${offer}/print`]) {
      const answer = await demo<ErrorBody>('GET', path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: elsewhere });
    }
    const o = `/api/v1/offers/${offer}`;
    const refused: Array<[string, string, unknown?]> = [
      ['GET', `${o}?version=1`],
      ['GET', `${o}/history`],
      ['PATCH', o, { title: 'Eindringling' }],
      ['DELETE', o],
      ['PATCH', `${o}/status`, { status: 'closed', outcome: 'accepted' }],
      ['PATCH', `${o}/watch`, { status: 'watching' }],
      ['POST', `${o}/recalculate`],
      ['POST', `${o}/viewers`, { user_id: userIds.anna }],
      ['DELETE', `${o}/viewers/${userIds.clara}`],
      ['POST', `${o}/comments`, { body: 'Eindringling' }],
      ['PUT', `${o}/comments/${comment}`, { body: 'Eindringling' }],
      ['DELETE', `${o}/comments/${comment}`],
      ['GET', `/api/v1/contacts/${contact}/offers`],
      ['PUT', `/api/v1/account_manager/offer_types/${typeId}`, { title: 'Eindringling', short: 'EIN' }],
      ['DELETE', `/api/v1/account_manager/offer_types/${typeId}`],
      // Beispiel's ids in a Demo offer
      ['POST', '/api/v1/offers', { title: 'Fremde Referenzen', type: typeId }],
      ['POST', '/api/v1/offers', { title: 'Fremde Referenzen', contact }],
    ];
    for (const caller of [demo, callers.anna]) {
      for (const [method, path, body] of refused) {
        const answer = await caller<ErrorBody>(method, path, body);
        expect({ route: `${method} ${path}`, refused: [403, 404, 422].includes(answer.status) }).toEqual({
          route: `${method} ${path}`,
          refused: true,
        });
        expect(JSON.stringify(answer.body ?? '')).not.toMatch(/Geheimes Angebot|Interner Kommentar|4711/);
      }
      // Demo's own rates and types: none of Beispiel's (the PUT sets Demo's own rates again: no change).
      const rates = await caller<Record<string, number>>('GET', '/api/v1/account_manager/offer_rates');
      expect(rates.body).toMatchObject({ fertigung: 68, konstruktion: 85, kundendienst: 72.5, prueffeld: 95 });
      expect(JSON.stringify((await caller('GET', '/api/v1/account_manager/offer_types')).body)).not.toContain(typeId);
      expect(JSON.stringify((await caller('GET', '/api/v1/offers?limit=100')).body)).not.toContain(offer);
    }
    expect(
      (await demo('PUT', '/api/v1/account_manager/offer_rates', { fertigung: 68, konstruktion: 85, kundendienst: 72.5, prueffeld: 95 })).status,
    ).toBe(200);
    // anna reads no offer in Beispiel-AG: the plain 404, no account named
    for (const path of [`/api/v1/offers/${offer}`, `/api/v1/offers/${offer}/print`]) {
      const answer = await callers.anna<ErrorBody>('GET', path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: { code: 'offers.offer_not_found', message: expect.any(String) },
      });
    }

    // Nothing changed in Beispiel-AG (nor in Demo-GmbH).
    expect((await beispiel('GET', `/api/v1/offers/${offer}`)).body).toEqual(before);
    expect((await beispiel<Record<string, number>>('GET', '/api/v1/account_manager/offer_rates')).body).toMatchObject({
      fertigung: 111.11,
      prueffeld: 144.44,
    });
    expect((await beispiel<{ data: Array<{ id: string }> }>('GET', `/api/v1/contacts/${contact}/offers`)).body.data.map((item) => item.id)).toEqual([
      offer,
    ]);
    expect([await eventsOf('beispiel'), await eventsOf('demo')]).toEqual([eventsBeispiel, eventsDemo]);
  }, 60000);
});
