import { execFileSync } from 'node:child_process';
import { DemoSeeder } from '@kollab/server/contexts/demo/demo-seeder';
import { DEMO_PASSWORD } from '@kollab/server/contexts/demo/demo-data';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface Tokens {
  AccessToken: string;
}
interface AccountList {
  data: Array<{ account_id: string; account_name: string; domain: string; roles: string[] }>;
}

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
  const subOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  /** The headers of a demo user's calls in Demo-GmbH: their token and the account signature. */
  const headersOf = async (username: string) => {
    const token = await signIn(username);
    const accounts = await request<AccountList>(t.url, 'GET', `/api/v1/users/${subOf(token)}/accounts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const demo = accounts.body.data.find((a) => a.domain === 'demo')!;
    const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${demo.account_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { authorization: `Bearer ${token}`, account: account.body.signature };
  };
  const accountsOf = async (token: string) => {
    const response = await request<AccountList>(t.url, 'GET', `/api/v1/users/${subOf(token)}/accounts`, {
      headers: { authorization: `Bearer ${token}` },
    });
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
        { domain: 'demo', name: 'Demo-GmbH', roles: ['manager', 'team_admin', 'user'] },
        { domain: 'beispiel', name: 'Beispiel-AG', roles: ['manager', 'team_admin', 'user'] },
      ]),
    );
    expect(await accountsOf(await signIn('anna'))).toEqual([{ domain: 'demo', name: 'Demo-GmbH', roles: ['user'] }]);
    expect(await accountsOf(await signIn('ben'))).toEqual([{ domain: 'demo', name: 'Demo-GmbH', roles: ['surveys', 'user'] }]);
    expect(await accountsOf(await signIn('portal'))).toEqual([{ domain: 'demo', name: 'Demo-GmbH', roles: ['contact'] }]);
    expect(await accountsOf(await signIn('clara'))).toEqual([{ domain: 'beispiel', name: 'Beispiel-AG', roles: ['user'] }]);
    const admin = await signIn('admin');
    const organisations = await request<{ data: Array<{ domain: string }> }>(t.url, 'GET', '/api/v1/admin/accounts', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(organisations.status).toBe(200);
    expect(organisations.body.data.map((a) => a.domain).sort()).toEqual(['beispiel', 'demo']);
  }, 60000);

  it('gives Demo-GmbH its two teams once, seeded through the team commands (issue 5)', async () => {
    const signature = async (username: string) => {
      const token = await signIn(username);
      const accounts = await request<AccountList>(t.url, 'GET', `/api/v1/users/${subOf(token)}/accounts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const demo = accounts.body.data.find((a) => a.domain === 'demo')!;
      const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${demo.account_id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const claims = JSON.parse(Buffer.from(account.body.signature.split('.')[1], 'base64url').toString()) as { roles: string[]; teams: string[] };
      return { claims, headers: { authorization: `Bearer ${token}`, account: account.body.signature } };
    };
    const [manager, anna, ben] = [subOf(await signIn('manager')), subOf(await signIn('anna')), subOf(await signIn('ben'))];
    const asManager = await signature('manager');
    expect(await t.app.get(DemoSeeder).seed()).toEqual({ users: 0, accounts: 0 });
    const teams = await request<{ data: Array<{ name: string; short: string; members: unknown[] }> }>(t.url, 'GET', '/api/v1/teams', {
      headers: asManager.headers,
    });
    expect(teams.status).toBe(200);
    const grant = (user_id: string, permissions: string[], extended_permissions = false) => ({ user_id, permissions, extended_permissions });
    expect(teams.body.data).toEqual([
      expect.objectContaining({ name: 'Technik', short: 'TE', members: [grant(anna, ['admin'], true), grant(ben, ['read', 'create', 'edit'])] }),
      expect.objectContaining({
        name: 'Vertrieb',
        short: 'VT',
        members: [grant(manager, ['admin']), grant(anna, ['read', 'create', 'edit', 'delete']), grant(ben, ['read'])],
      }),
    ]);
    const annasClaims = (await signature('anna')).claims;
    expect(annasClaims.roles).toEqual(['user', 'team_admin']);
    expect(annasClaims.teams).toHaveLength(2);
    expect((await signature('ben')).claims.roles).not.toContain('team_admin');
  }, 60000);

  it('gives each demo organisation its contact, task, protocol and claim types (issue 5)', async () => {
    const token = await signIn('anna');
    const accounts = await request<AccountList>(t.url, 'GET', `/api/v1/users/${subOf(token)}/accounts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const demo = accounts.body.data.find((a) => a.domain === 'demo')!;
    const account = await request<{ signature: string }>(t.url, 'GET', `/api/v1/accounts/${demo.account_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const headers = { authorization: `Bearer ${token}`, account: account.body.signature };
    const list = async <View>(path: string) => {
      const response = await request<{ data: View[] }>(t.url, 'GET', `/api/v1/account_manager/${path}`, { headers });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const titles = (types: Array<{ title: string; short?: string | null }>) => types.map((type) => `${type.title} ${type.short ?? ''}`.trim());
    expect(titles(await list('contact_types'))).toEqual(['Kunde KD', 'Lieferant LI', 'Partner PA']);
    expect(titles(await list('task_types'))).toEqual(['Aufgabe AUF', 'Reklamation REK']);
    expect((await list<{ title: string; template: string | null }>('protocol_types')).map((type) => [type.title, Boolean(type.template)])).toEqual([
      ['Besprechung', true],
      ['Kundentermin', true],
    ]);
    const claims = await list<{ id: string; title: string; parent_id: string | null }>('claim_types');
    const byTitle = new Map(claims.map((claim) => [claim.title, claim]));
    expect(claims).toHaveLength(8);
    expect(byTitle.get('Beschädigt')!.parent_id).toBe(byTitle.get('Lieferung')!.id);
    expect(byTitle.get('Lieferung')!.parent_id).toBe(byTitle.get('Reklamation')!.id);
    expect(byTitle.get('Reklamation')!.parent_id).toBeNull();
  }, 60000);

  it("gives Demo-GmbH four contacts, and Müller's portal to Paula Portal, who reads only that contact (issue 5)", async () => {
    const anna = await headersOf('anna');
    const contacts = await request<{ data: Array<{ id: string; name: string; number: string; persons: unknown[] }> }>(
      t.url,
      'GET',
      '/api/v1/contacts?order=number',
      { headers: anna },
    );
    expect(contacts.status).toBe(200);
    expect(contacts.body.data.map((c) => `${c.number} ${c.name}`)).toEqual([
      'K-1001 Müller Maschinenbau GmbH',
      'K-1002 Schulz Logistik AG',
      'K-1003 Bäckerei Hoffmann e.K.',
      'K-1004 Alpen Energie GmbH',
    ]);
    const mueller = contacts.body.data[0];
    expect(mueller.persons).toHaveLength(3);

    const paula = await headersOf('portal');
    const own = await request<{ name: string; uid?: string }>(t.url, 'GET', `/api/v1/contacts/${mueller.id}`, { headers: paula });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Müller Maschinenbau GmbH');
    expect(own.body).not.toHaveProperty('uid');
    expect((await request(t.url, 'GET', `/api/v1/contacts/${contacts.body.data[1].id}`, { headers: paula })).status).toBe(404);
    const manager = await headersOf('manager');
    const portal = await request<{ members: Array<{ full_name: string }> }>(t.url, 'GET', `/api/v1/portals/${mueller.id}`, { headers: manager });
    expect(portal.body.members.map((m) => m.full_name)).toEqual(['Paula Portal']);
  }, 60000);

  it('gives Demo-GmbH tasks and protocols through their commands; Paula Portal reads only those shared with Müller (issue 6)', async () => {
    interface Item {
      id: string;
      title: string;
      number: string | null;
      published: boolean;
      status?: string;
      protocols?: string[];
    }
    const titles = async (path: string, username: string) => {
      const response = await request<{ data: Item[] }>(t.url, 'GET', `/api/v1/${path}?limit=50`, { headers: await headersOf(username) });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const annasTasks = await titles('tasks', 'anna');
    expect(annasTasks.map((task) => task.title).sort()).toEqual([
      'Angebot für Schulz Logistik nachfassen',
      'Messeauftritt vorbereiten',
      'Rechnungsvorlage aktualisieren',
      'Reklamation Müller: beschädigte Lieferung',
      'Server-Wartung planen',
    ]);
    const byTitle = new Map(annasTasks.map((task) => [task.title, task]));
    expect(byTitle.get('Reklamation Müller: beschädigte Lieferung')!.number).toBe('REK-1');
    expect(byTitle.get('Rechnungsvorlage aktualisieren')!.status).toBe('closed');
    expect(byTitle.get('Server-Wartung planen')!.protocols).toHaveLength(1);
    // anna's draft is hers alone
    expect((await titles('tasks', 'ben')).map((task) => task.title)).not.toContain('Messeauftritt vorbereiten');
    expect((await titles('protocols', 'ben')).map((protocol) => protocol.title).sort()).toEqual([
      'Kundentermin Müller Maschinenbau',
      'Wochenbesprechung Technik',
    ]);
    expect((await titles('tasks', 'portal')).map((task) => task.title)).toEqual(['Reklamation Müller: beschädigte Lieferung']);
    expect((await titles('protocols', 'portal')).map((protocol) => protocol.title)).toEqual(['Kundentermin Müller Maschinenbau']);
  }, 60000);

  it('gives Demo-GmbH offer types, hourly rates and offers through their commands: accepted, overdue, a draft, open, in progress (issue 14)', async () => {
    const anna = await headersOf('anna');
    const get = async <T>(path: string, headers = anna) => {
      const response = await request<T>(t.url, 'GET', path, { headers });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return response.body;
    };
    const types = await get<{ data: Array<{ title: string; short: string; template: string | null }> }>('/api/v1/account_manager/offer_types');
    expect(types.data.map((type) => [type.title, type.short, Boolean(type.template)])).toEqual([
      ['Angebot', 'ANG', true],
      ['Serviceangebot', 'SRV', true],
    ]);
    expect(await get('/api/v1/account_manager/offer_rates')).toMatchObject({ fertigung: 68, konstruktion: 85, kundendienst: 72.5, prueffeld: 95 });

    interface Offer {
      id: string;
      title: string;
      number: string | null;
      status: string;
      outcome: string | null;
      published: boolean;
      total: number;
      valid_until: string | null;
    }
    const offers = (await get<{ data: Offer[] }>('/api/v1/offers?limit=50&order=number')).data;
    const today = new Date().toISOString().slice(0, 10);
    expect(offers.map(({ title, number, status, outcome, published, total }) => ({ title, number, status, outcome, published, total }))).toEqual([
      { title: 'Überholung Hydraulikpresse HP 400', number: 'ANG-1', status: 'closed', outcome: 'accepted', published: true, total: 6018.6 },
      { title: 'Ersatzteilpaket Knetmaschine', number: 'ANG-2', status: 'open', outcome: null, published: false, total: 1608.5 },
      {
        title: 'Modernisierung Pumpensteuerung Kraftwerk Kaprun',
        number: 'ANG-3',
        status: 'in_progress',
        outcome: null,
        published: true,
        total: 25187.25,
      },
      { title: 'Wartung Förderbänder Lager Hamburg', number: 'SRV-1', status: 'overdue', outcome: null, published: true, total: 3733.75 },
      { title: 'Inspektion Pressenlinie 2', number: 'SRV-2', status: 'open', outcome: null, published: true, total: 1522.13 },
    ]);
    const byTitle = new Map(offers.map((offer) => [offer.title, offer]));
    const overdue = byTitle.get('Wartung Förderbänder Lager Hamburg')!;
    expect(overdue.valid_until! < today).toBe(true);
    // overdue by the system, as the job does it: no person acted
    const history = await get<{ data: Array<{ type: string; actor_id: string | null }> }>(`/api/v1/offers/${overdue.id}/history`);
    expect(history.data.filter((entry) => entry.type === 'OfferBecameOverdue')).toEqual([expect.objectContaining({ actor_id: null })]);
    // anna's draft is hers alone
    const bens = (await get<{ data: Offer[] }>('/api/v1/offers?limit=50', await headersOf('ben'))).data.map((offer) => offer.title);
    expect(bens).not.toContain('Ersatzteilpaket Knetmaschine');
    expect(bens).toContain('Inspektion Pressenlinie 2');
    // the accepted one prints as a quote to Müller's Petra Schmidt
    const printed = await fetch(`${t.url}/api/v1/offers/${byTitle.get('Überholung Hydraulikpresse HP 400')!.id}/print`, { headers: anna });
    expect(printed.status).toBe(200);
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await printed.arrayBuffer()) })
      .toString('utf8')
      .replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Müller Maschinenbau GmbH\nz. Hd. Frau Petra Schmidt',
      'Angebot ANG-1',
      '3 Fertigung 24,00 Std. 68,00 €/Std. 1.632,00 €',
      'Gesamtbetrag 6.018,60 €',
    ])
      expect(text).toContain(expected);
  }, 60000);

  it('gives ben two surveys through their commands: one of every question type that anna and the manager answered, one anonymous with three answers, closed, its results counted (issue 15)', async () => {
    const [ben, anna] = [await headersOf('ben'), await headersOf('anna')];
    const get = async <T>(path: string, headers: Record<string, string>) => {
      const response = await request<T>(t.url, 'GET', path, { headers });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return response.body;
    };
    interface Row {
      id: string;
      title: string;
      anonymous: boolean;
      status: string;
      question_count: number;
      assignee_count: number;
      submitted_count: number;
      my_status: string | null;
    }
    const bens = (await get<{ data: Row[] }>('/api/v1/surveys?order=title', ben)).data;
    expect(
      bens.map(({ title, anonymous, status, question_count, assignee_count, submitted_count }) => ({
        title,
        anonymous,
        status,
        question_count,
        assignee_count,
        submitted_count,
      })),
    ).toEqual([
      { title: 'Planung Sommerfest 2027', anonymous: false, status: 'in_progress', question_count: 9, assignee_count: 3, submitted_count: 2 },
      { title: 'Zufriedenheit mit dem neuen Büro', anonymous: true, status: 'closed', question_count: 4, assignee_count: 3, submitted_count: 3 },
    ]);
    // anna answers without the surveys role: both are hers to see under "Meine Umfragen", done
    const annas = (await get<{ data: Row[] }>('/api/v1/surveys?filter[assigned]=me&order=title', anna)).data;
    expect(annas.map((row) => [row.title, row.my_status])).toEqual([
      ['Planung Sommerfest 2027', 'closed'],
      ['Zufriedenheit mit dem neuen Büro', 'closed'],
    ]);
    const [party, office] = bens;
    const types = (await get<{ questions: Array<{ type: string }> }>(`/api/v1/surveys/${party.id}`, ben)).questions.map((q) => q.type);
    expect([...types].sort()).toEqual(['boolean', 'date', 'multiple_choice', 'number', 'rating', 'scale', 'single_choice', 'text', 'time']);
    expect(await get(`/api/v1/surveys/${party.id}/results`, ben)).toMatchObject({ respondents: 2, released: true, responses: [{}, {}] });
    // the anonymous one's three ballots are cast by the jobs after the close
    const deadline = Date.now() + 20_000;
    let results = await get<{ respondents: number; released: boolean; responses: unknown }>(`/api/v1/surveys/${office.id}/results`, ben);
    while (results.respondents < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      results = await get(`/api/v1/surveys/${office.id}/results`, ben);
    }
    expect(results).toMatchObject({ respondents: 3, released: true, responses: null });
  }, 60000);
});
