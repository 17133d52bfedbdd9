import type { ClaimTypeNode, ClaimTypeTreeView, ClaimTypeView, ItemTypeListView } from '@kollab/contracts';
import { startTypesFixture, typesPath, unique, type ErrorBody, type TypesFixture, type TypesOrg } from './types-fixture';

// The claim tree: a parent must be a live claim type of the account, no move closes a
// cycle, a claim type with sub-types stays; GET gives the flat list or ?format=tree.
describe('claim types: the claim tree', () => {
  let f: TypesFixture;
  let o: TypesOrg;
  const path = (suffix = '') => typesPath('claim', suffix);
  const create = (title: string, parent_id?: string | null) =>
    f.create(o.manager, 'claim', parent_id === undefined ? { title } : { title, parent_id });
  const view = async (id: string) => (await o.member.call<ClaimTypeView>('GET', path(`/${id}`))).body;
  const eventCount = () => f.t.eventCount(o.org);
  const parentError = (text: string) => ({ status: 422, body: { code: 'request.validation_failed', errors: { parent_id: [text] } } });
  const NOT_FOUND = 'The parent claim type was not found.';
  const CYCLE = 'A claim type cannot be moved below itself or one of its sub-types.';

  beforeAll(async () => {
    f = await startTypesFixture();
  });
  beforeEach(async () => {
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  it('lists flat with parent_id, and as a tree sorted by title on every level', async () => {
    const reklamation = await create('Reklamation');
    const lieferung = await create('Lieferung', reklamation);
    const beschaedigt = await create('Beschädigt', lieferung);
    const falsch = await create('Falscher Artikel', lieferung);
    const qualitaet = await create('Qualität', reklamation);
    const sonstiges = await create('Allgemein', null);

    const flat = await o.member.call<ItemTypeListView<ClaimTypeView>>('GET', path());
    expect(flat.status).toBe(200);
    expect(flat.body.data.map((type) => [type.title, type.parent_id])).toEqual([
      ['Allgemein', null],
      ['Beschädigt', lieferung],
      ['Falscher Artikel', lieferung],
      ['Lieferung', reklamation],
      ['Qualität', reklamation],
      ['Reklamation', null],
    ]);
    expect((await o.member.call('GET', `${path()}?format=flat`)).body).toEqual(flat.body);

    const tree = await o.member.call<ClaimTypeTreeView>('GET', `${path()}?format=tree`);
    const shape = (nodes: ClaimTypeNode[]): unknown[] => nodes.map((node) => [node.title, shape(node.children)]);
    expect(shape(tree.body.data)).toEqual([
      ['Allgemein', []],
      [
        'Reklamation',
        [
          [
            'Lieferung',
            [
              ['Beschädigt', []],
              ['Falscher Artikel', []],
            ],
          ],
          ['Qualität', []],
        ],
      ],
    ]);
    expect(tree.body.meta.total).toBe(6);
    expect(tree.body.data[1]).toMatchObject({ id: reklamation, kind: 'claim', parent_id: null, version: 1 });
    expect(tree.body.data[1].children[0].children.map((node) => node.id)).toEqual([beschaedigt, falsch]);
    expect([qualitaet, sonstiges].every((id) => flat.body.data.some((type) => type.id === id))).toBe(true);
  });

  it('refuses a parent that is no live claim type of the account with 422 types.parent_not_found; nothing appended', async () => {
    const taskType = await f.create(o.manager, 'task', { title: 'Reklamation', short: 'REK' });
    const gone = await create('Weg');
    await o.manager.call('DELETE', path(`/${gone}`));
    const elsewhere = await f.create((await f.organisation()).manager, 'claim', { title: 'Fremd' });
    const before = await eventCount();
    for (const parent_id of ['00000000-0000-4000-8000-000000000000', taskType, gone, elsewhere, 'not-an-id']) {
      expect(await o.manager.call<ErrorBody>('POST', path(), { title: `Kind ${unique()}`, parent_id })).toMatchObject(parentError(NOT_FOUND));
    }
    const root = await create('Wurzel');
    expect(await o.manager.call<ErrorBody>('PUT', path(`/${root}`), { title: 'Wurzel', parent_id: elsewhere })).toMatchObject(parentError(NOT_FOUND));
    expect(await eventCount()).toBe(before + 1);
    const german = await o.manager.call<ErrorBody>('POST', path(), { title: 'Kind', parent_id: gone }, { 'content-language': 'de' });
    expect(german.body.errors).toEqual({ parent_id: ['Die übergeordnete Reklamationsart wurde nicht gefunden.'] });
  });

  it('moves a claim type below another one or to the root; an absent parent_id keeps its place', async () => {
    const a = await create('A');
    const b = await create('B');
    const c = await create('C', a);
    expect((await o.manager.call('PUT', path(`/${c}`), { title: 'C', parent_id: b })).status).toBe(200);
    expect(await view(c)).toMatchObject({ parent_id: b, version: 2 });
    expect((await o.manager.call('PUT', path(`/${c}`), { title: 'C neu' })).status).toBe(200);
    expect(await view(c)).toMatchObject({ title: 'C neu', parent_id: b, version: 3 });
    expect((await o.manager.call('PUT', path(`/${c}`), { title: 'C neu', parent_id: null })).status).toBe(200);
    expect(await view(c)).toMatchObject({ parent_id: null, version: 4 });
  });

  it('refuses a move below itself or one of its sub-types with 422 types.parent_cycle; nothing appended', async () => {
    const top = await create('Reklamation');
    const middle = await create('Lieferung', top);
    const leaf = await create('Beschädigt', middle);
    const before = await eventCount();
    for (const parent_id of [top, middle, leaf]) {
      expect(await o.manager.call<ErrorBody>('PUT', path(`/${top}`), { title: 'Reklamation', parent_id })).toMatchObject(parentError(CYCLE));
    }
    expect(await o.manager.call<ErrorBody>('PUT', path(`/${middle}`), { title: 'Lieferung', parent_id: leaf })).toMatchObject(parentError(CYCLE));
    expect(await eventCount()).toBe(before);
    expect(await view(top)).toMatchObject({ parent_id: null, version: 1 });
  });

  it('refuses to delete a claim type with sub-types (409 types.claim_type_has_children); leaves first, then the parent', async () => {
    const top = await create('Reklamation');
    const child = await create('Lieferung', top);
    const before = await eventCount();
    expect(await o.manager.call<ErrorBody>('DELETE', path(`/${top}`))).toMatchObject({
      status: 409,
      body: {
        code: 'types.claim_type_has_children',
        message: 'This claim type has sub-types and cannot be deleted. Delete or move its sub-types first.',
      },
    });
    expect(await eventCount()).toBe(before);
    expect((await o.manager.call('DELETE', path(`/${child}`))).status).toBe(200);
    expect((await o.manager.call('DELETE', path(`/${top}`))).status).toBe(200);
    expect((await o.member.call<ItemTypeListView>('GET', path())).body.data).toEqual([]);
  });

  it('frees a parent once its only child moved away', async () => {
    const a = await create('A');
    const b = await create('B');
    const child = await create('Kind', a);
    expect((await o.manager.call('DELETE', path(`/${a}`))).status).toBe(409);
    expect((await o.manager.call('PUT', path(`/${child}`), { title: 'Kind', parent_id: b })).status).toBe(200);
    expect((await o.manager.call('DELETE', path(`/${a}`))).status).toBe(200);
  });
});
