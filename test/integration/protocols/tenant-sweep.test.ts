import type { WriteResult } from '@kollab/contracts';
import type { ProtocolListView } from './protocols-test-types';
import { createProtocol, getProtocol, publishedProtocol, startProtocolsFixture, type ProtocolsFixture, type ProtocolsOrg } from './protocols-fixture';

// A member of organisation A sends organisation B's ids in path, query and body of every
// protocols route: 403/404/422, nothing of B in the answer, nothing appended to B.
describe('tenant sweep: protocols of organisation A and B stay apart', () => {
  let f: ProtocolsFixture;
  let a: ProtocolsOrg;
  let b: ProtocolsOrg;
  let protocolB: string;
  let commentB: string;
  const secretTitle = `Geheimsitzung ${Date.now()}`;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    [a, b] = await Promise.all([f.organisation(), f.organisation()]);
    protocolB = await publishedProtocol(b, { title: secretTitle, body: '<p>Vertraulicher Inhalt</p>' });
    commentB = (await b.reader.call<WriteResult>('POST', `/api/v1/protocols/${protocolB}/comments`, { body: 'Streng geheim' })).body.id;
  }, 90000);
  afterAll(() => f?.t.close());

  const secretsOfB = () => [
    b.org,
    protocolB,
    commentB,
    secretTitle,
    'Vertraulich',
    'Streng geheim',
    b.typeId,
    b.sales,
    b.shared,
    b.author.user.id,
    b.prefix,
  ];

  it('answers every route with B ids with 403/404/422 and leaks and appends nothing', async () => {
    const before = await f.t.eventCount(b.org);
    const p = `/api/v1/protocols/${protocolB}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', p],
      ['GET', `${p}?version=1`],
      ['GET', `${p}?at=2100-01-01T00:00:00Z`],
      ['GET', `${p}/history`],
      ['PATCH', p, { title: 'Übernommen' }],
      ['DELETE', p],
      ['PATCH', `${p}/watch`, { status: 'watching' }],
      ['POST', `${p}/comments`, { body: 'Eindringling' }],
      ['PUT', `${p}/comments/${commentB}`, { body: 'Eindringling' }],
      ['DELETE', `${p}/comments/${commentB}`],
      ['GET', `${p}/contacts`],
      ['POST', `${p}/contacts`, { contact_id: a.shared }],
      ['PUT', `${p}/contacts/${b.shared}`, { public: false }],
      ['DELETE', `${p}/contacts/${b.shared}`],
      // B's ids in A's bodies: a type, a team, members and a contact of B.
      ['POST', '/api/v1/protocols', { title: 'A', type: b.typeId }],
      ['POST', '/api/v1/protocols', { title: 'A', teams: [b.sales] }],
      ['POST', '/api/v1/protocols', { title: 'A', author: b.author.user.id }],
      ['POST', '/api/v1/protocols', { title: 'A', attendees: [b.attendee.user.id], viewers: [b.viewer.user.id] }],
      ['POST', '/api/v1/protocols', { title: 'A', account_id: b.org }],
    ];
    const own = await createProtocol(a.author, { title: 'Eigenes' });
    routes.push(
      ['POST', `/api/v1/protocols/${own}/contacts`, { contact_id: b.shared }],
      ['PATCH', `/api/v1/protocols/${own}`, { type: b.typeId, teams: [b.sales] }],
    );
    for (const [method, path, body] of routes) {
      const response = await a.author.call(method, path, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body ?? '');
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    expect(await f.t.eventCount(b.org)).toBe(before);
    expect((await getProtocol(b.author, protocolB)).comments).toHaveLength(1);
  });

  it('shows nothing of B in A lists, whatever the filter', async () => {
    for (const query of [
      `filter[search]=${encodeURIComponent(secretTitle)}`,
      'filter[search]=Vertraulich',
      `filter[team]=${b.sales}`,
      `filter[author]=${b.author.user.id}`,
      `filter[attendee]=${b.attendee.user.id}`,
      'limit=500',
    ]) {
      const response = await a.manager.call<ProtocolListView>('GET', `/api/v1/protocols?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      const text = JSON.stringify(response.body);
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    expect((await a.author.call<ProtocolListView>('GET', `/api/v1/protocols?filter[team]=${b.sales}`)).body.data).toEqual([]);
  });

  it('numbers per account: A and B count their own prefixes', async () => {
    const inA = await getProtocol(a.author, await createProtocol(a.author, { title: 'Nummer', type: a.typeId }));
    expect(inA.number).toBe(`${a.prefix}-1`);
  });

  it("refuses B's signature to A's member", async () => {
    expect((await f.t.call('GET', '/api/v1/protocols', a.author.user, b.author.sig)).body).toMatchObject({ code: 'account.invalid' });
  });
});
