import type { ClaimTypeView, ItemTypeListView } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { nextShort, startTypesFixture, typesPath, unique, type TypesFixture, type TypesOrg } from './types-fixture';

// Rules that span several types hold when requests race: unique titles and prefixes
// (reservations before the append), and the claim tree (one tree change at a time).
describe('item types under concurrent requests', () => {
  let f: TypesFixture;
  let o: TypesOrg;
  let events: EventStore;
  const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort();
  const created = async () =>
    (await events.readAll({ transactionId: '0', position: 0 }, { limit: 100_000 })).events.filter(
      (event) => event.type === 'ItemTypeCreated' && event.metadata.accountId === o.org,
    );

  beforeAll(async () => {
    f = await startTypesFixture();
    events = f.t.app.get<EventStore>(EVENT_STORE);
  });
  beforeEach(async () => {
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  it('two concurrent POSTs with the same title: exactly one 201 and one 409, one type stored', async () => {
    const title = `Kunde ${unique()}`;
    const responses = await Promise.all([
      o.manager.call('POST', typesPath('contact'), { title, short: 'KA' }),
      o.manager.call('POST', typesPath('contact'), { title: ` ${title.toUpperCase()} `, short: 'KB' }),
    ]);
    expect(statuses(responses)).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body).toMatchObject({ code: 'types.title_taken' });
    expect((await created()).length).toBe(1);
    expect((await o.member.call<ItemTypeListView>('GET', typesPath('contact'))).body.data).toHaveLength(1);
    // The loser left no reservation behind: its prefix is free.
    const loser = responses[0].status === 409 ? 'KA' : 'KB';
    expect((await o.manager.call('POST', typesPath('contact'), { title: `Andere ${unique()}`, short: loser })).status).toBe(201);
  });

  it('eight concurrent POSTs with one prefix: one wins', async () => {
    const short = nextShort();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => o.manager.call('POST', typesPath('task'), { title: `Aufgabe ${unique()}`, short })),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await created()).length).toBe(1);
  });

  it('two types renamed to one title at once: one 200, one 409', async () => {
    const a = await f.create(o.manager, 'protocol', { title: 'A', short: 'A' });
    const b = await f.create(o.manager, 'protocol', { title: 'B', short: 'B' });
    const responses = await Promise.all([
      o.manager.call('PUT', typesPath('protocol', `/${a}`), { title: 'Besprechung', short: 'A' }),
      o.manager.call('PUT', typesPath('protocol', `/${b}`), { title: 'besprechung', short: 'B' }),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    const titles = (await o.member.call<ItemTypeListView>('GET', typesPath('protocol'))).body.data.map((type) => type.title.toLowerCase());
    expect(titles.filter((title) => title === 'besprechung')).toHaveLength(1);
  });

  it('two renames of one type at once leave no reservation behind: the title it does not keep is free', async () => {
    const id = await f.create(o.manager, 'contact', { title: 'Alt', short: 'ALT' });
    const responses = await Promise.all(
      ['Neu eins', 'Neu zwei'].map((title) => o.manager.call('PUT', typesPath('contact', `/${id}`), { title, short: 'ALT' }, { 'if-match': '"1"' })),
    );
    expect(statuses(responses)).toEqual([200, 409]);
    const kept = (await o.member.call<{ title: string }>('GET', typesPath('contact', `/${id}`))).body.title;
    const other = kept === 'Neu eins' ? 'Neu zwei' : 'Neu eins';
    expect((await o.manager.call('POST', typesPath('contact'), { title: other, short: 'OTH' })).status).toBe(201);
    expect((await o.manager.call('POST', typesPath('contact'), { title: 'alt', short: 'ALT2' })).status).toBe(201);
  });

  it('two opposite moves at once never close a cycle: one 200, one 422 types.parent_cycle', async () => {
    const a = await f.create(o.manager, 'claim', { title: 'A' });
    const b = await f.create(o.manager, 'claim', { title: 'B' });
    const responses = await Promise.all([
      o.manager.call('PUT', typesPath('claim', `/${a}`), { title: 'A', parent_id: b }),
      o.manager.call('PUT', typesPath('claim', `/${b}`), { title: 'B', parent_id: a }),
    ]);
    expect(statuses(responses)).toEqual([200, 422]);
    expect(responses.find((response) => response.status === 422)?.body).toMatchObject({
      errors: { parent_id: [expect.stringContaining('cannot be moved below')] },
    });
    const parents = (await o.member.call<ItemTypeListView<ClaimTypeView>>('GET', typesPath('claim'))).body.data.map((type) => type.parent_id);
    expect(parents.filter((parent) => parent === null)).toHaveLength(1);
  });

  it('a ring of concurrent moves never closes: the tree keeps a root', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await f.create(o.manager, 'claim', { title: `Ring ${i}` }));
    const responses = await Promise.all(
      ids.map((id, i) => o.manager.call('PUT', typesPath('claim', `/${id}`), { title: `Ring ${i}`, parent_id: ids[(i + 1) % ids.length] })),
    );
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 422]);
    const types = (await o.member.call<ItemTypeListView<ClaimTypeView>>('GET', typesPath('claim'))).body.data;
    expect(types.filter((type) => type.parent_id === null)).toHaveLength(1);
  });

  it('a child added while its parent is deleted: never both', async () => {
    const parent = await f.create(o.manager, 'claim', { title: 'Eltern' });
    const [child, removal] = await Promise.all([
      o.manager.call('POST', typesPath('claim'), { title: 'Kind', parent_id: parent }),
      o.manager.call('DELETE', typesPath('claim', `/${parent}`)),
    ]);
    expect([
      [201, 409],
      [422, 200],
    ]).toContainEqual([child.status, removal.status]);
    const types = (await o.member.call<ItemTypeListView<ClaimTypeView>>('GET', typesPath('claim'))).body.data;
    const ids = new Set(types.map((type) => type.id));
    expect(types.every((type) => type.parent_id === null || ids.has(type.parent_id))).toBe(true);
  });
});
