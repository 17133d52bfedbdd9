import type { ItemAbilities, ProtocolDetailView, ProtocolListView } from '@kollab/contracts';
import { createProtocol, publishedProtocol, startProtocolsFixture, type Caller, type ProtocolsFixture, type ProtocolsOrg } from './protocols-fixture';

// GET v1/protocols/{id} answers `can: { edit, delete }` for the caller, from the one policy
// (seed §6) — the same answer the writes give; as-of reads, list rows and pushes carry none.
describe('protocol abilities (can) on GET v1/protocols/{id}', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let published: string;
  let draft: string;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
    published = await publishedProtocol(o);
    draft = await createProtocol(o.author, { title: 'Entwurf', type: o.typeId, teams: [o.sales], body: '<p>Entwurf</p>' });
  }, 120000);
  afterAll(() => f?.t.close());

  const abilities = async (caller: Caller, id: string): Promise<ItemAbilities | undefined> => {
    const response = await caller.call<ProtocolDetailView>('GET', `/api/v1/protocols/${id}`);
    expect(response.status).toBe(200);
    return response.body.can;
  };

  it.each([
    ['reader', { edit: false, delete: false }],
    ['editor', { edit: true, delete: false }],
    ['deleter', { edit: false, delete: true }],
    ['attendee', { edit: false, delete: false }],
    ['author', { edit: true, delete: true }],
  ] as const)('%s of the published protocol gets %o', async (who, expected) => {
    expect(await abilities(o[who], published)).toEqual(expected);
  });

  it('the author of a draft may edit and delete it', async () => {
    expect(await abilities(o.author, draft)).toEqual({ edit: true, delete: true });
  });

  it('a portal user reading a shared protocol may neither edit nor delete it', async () => {
    expect(await abilities(o.petra, published)).toEqual({ edit: false, delete: false });
  });

  it('agrees with the writes: can.edit false is a 403 on PATCH, can.edit true a 200', async () => {
    const id = await publishedProtocol(o);
    for (const who of ['reader', 'editor'] as const) {
      const can = await abilities(o[who], id);
      expect((await o[who].call('PATCH', `/api/v1/protocols/${id}`, { title: `Probe ${who}` })).status).toBe(can?.edit ? 200 : 403);
    }
  });

  it('is not in as-of reads (?version=) nor in list rows', async () => {
    const past = await o.editor.call<Record<string, unknown>>('GET', `/api/v1/protocols/${published}?version=1`);
    expect(past.status).toBe(200);
    expect(past.body).not.toHaveProperty('can');
    const list = await o.editor.call<ProtocolListView>('GET', '/api/v1/protocols?limit=100');
    const row = list.body.data.find((protocol) => protocol.id === published);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('can');
  });
});
