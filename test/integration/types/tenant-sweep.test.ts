import type { ItemTypeListView } from '@kollab/contracts';
import { bodyOf, KINDS, startTypesFixture, typesPath, type TypesFixture, type TypesOrg } from './types-fixture';

// A manager of organisation A sends organisation B's type ids in path, query and body of
// every types route: 404 or 422, nothing of B in the answer, nothing appended to B.
describe('tenant sweep: types of organisation A and B stay apart', () => {
  let f: TypesFixture;
  let a: TypesOrg;
  let b: TypesOrg;
  /** B's types by kind, with secret titles. */
  const ofB: Record<string, string> = {};
  const SECRETS = ['Geheimkunde', 'GEHE', 'Vertraulich', 'Verschlusssache'];

  beforeAll(async () => {
    f = await startTypesFixture();
    a = await f.organisation();
    b = await f.organisation();
    ofB.contact = await f.create(b.manager, 'contact', { title: 'Geheimkunde', short: 'GEHE' });
    ofB.task = await f.create(b.manager, 'task', { title: 'Vertraulich', short: 'VER', template: '<p>Verschlusssache</p>' });
    ofB.protocol = await f.create(b.manager, 'protocol', { title: 'Vertraulich', short: 'VER' });
    ofB.claim = await f.create(b.manager, 'claim', { title: 'Vertraulich' });
  });
  afterAll(() => f?.t.close());

  const secretsOfB = () => [b.org, ...Object.values(ofB), ...SECRETS];
  const leaksNothing = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const secret of secretsOfB()) expect(text).not.toContain(secret);
  };

  it('answers every route with B ids with 404/422, and leaks and appends nothing', async () => {
    const before = await f.t.eventCount(b.org);
    for (const kind of KINDS) {
      const id = ofB[kind];
      const routes: Array<[string, string, unknown?]> = [
        ['GET', typesPath(kind, `/${id}`)],
        ['GET', typesPath(kind, `/${id}?version=1`)],
        ['GET', typesPath(kind, `/${id}?at=2100-01-01T00:00:00Z`)],
        ['GET', typesPath(kind, `/${id}/history`)],
        ['PUT', typesPath(kind, `/${id}`), bodyOf(kind, 'Übernommen')],
        ['PUT', typesPath(kind, `/${id}`), { ...bodyOf(kind, 'Übernommen'), account_id: b.org }],
        ['DELETE', typesPath(kind, `/${id}`)],
        ['POST', typesPath(kind), { ...bodyOf(kind, 'Neu'), account_id: b.org }],
        ['GET', `${typesPath(kind)}?account_id=${b.org}`],
      ];
      if (kind === 'claim') {
        routes.push(['POST', typesPath(kind), { title: 'Unter B', parent_id: ofB.claim }]);
      }
      for (const [method, path, body] of routes) {
        const response = await a.manager.call(method, path, body);
        expect({ route: `${method} ${path}`, status: [404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
        leaksNothing(response.body);
      }
    }
    expect(await f.t.eventCount(b.org)).toBe(before);
  });

  it('moves no claim type of A below one of B', async () => {
    const mine = await f.create(a.manager, 'claim', { title: 'Meine Reklamation' });
    const response = await a.manager.call('PUT', typesPath('claim', `/${mine}`), { title: 'Meine Reklamation', parent_id: ofB.claim });
    expect(response).toMatchObject({ status: 422, body: { errors: { parent_id: ['The parent claim type was not found.'] } } });
  });

  it('shows nothing of B in A lists and trees, and lets A use B titles and prefixes', async () => {
    for (const kind of KINDS) {
      for (const caller of [a.manager, a.member, a.portal]) {
        const response = await caller.call<ItemTypeListView>('GET', typesPath(kind));
        // Portal users read no type lists at all (issue 11 item 5).
        expect(response.status).toBe(caller === a.portal ? 403 : 200);
        leaksNothing(response.body);
      }
    }
    leaksNothing((await a.member.call('GET', `${typesPath('claim')}?format=tree`)).body);
    // Uniqueness is per account: A may take B's title and prefix.
    expect((await a.manager.call('POST', typesPath('contact'), { title: 'geheimkunde', short: 'gehe' })).status).toBe(201);
  });

  it("refuses B's signature to A's manager", async () => {
    const response = await f.t.call('GET', typesPath('contact'), a.manager.user, b.manager.sig);
    expect(response.status).toBe(403);
    leaksNothing(response.body);
  });
});
