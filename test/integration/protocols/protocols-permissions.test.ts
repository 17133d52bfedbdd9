import type { PortalProtocolView, ProtocolListView, ProtocolView } from './protocols-test-types';
import {
  createProtocol,
  publishedProtocol,
  startProtocolsFixture,
  type Caller,
  type ErrorBody,
  type ProtocolsFixture,
  type ProtocolsOrg,
} from './protocols-fixture';

type Expect = 'read' | 'edit' | 'delete' | 'none';

// The permission matrix through HTTP, every answer from the one policy (seed §6):
// owners, attendees, viewers, team readers/editors/deleters, extended permissions,
// strangers and portal users, on a published protocol, a draft and a non-shared one.
describe('protocol permissions through HTTP', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
  }, 60000);
  afterAll(() => f?.t.close());

  /** What the caller may do: GET 200/404, PATCH 200/403/404, DELETE (on a copy) 200/403/404. Nothing appended on a refusal. */
  async function probe(caller: Caller, make: () => Promise<string>): Promise<Expect[]> {
    const id = await make();
    const may: Expect[] = [];
    if ((await caller.call('GET', `/api/v1/protocols/${id}`)).status === 200) may.push('read');
    const before = await f.t.eventCount(o.org);
    const edit = await caller.call<ErrorBody>('PATCH', `/api/v1/protocols/${id}`, { title: `Geändert ${caller.user.id}` });
    if (edit.status === 200) may.push('edit');
    else expect(await f.t.eventCount(o.org)).toBe(before);
    expect([200, 403, 404]).toContain(edit.status);
    expect(edit.status === 404).toBe(!may.includes('read'));
    const copy = await make();
    const before2 = await f.t.eventCount(o.org);
    const remove = await caller.call('DELETE', `/api/v1/protocols/${copy}`);
    if (remove.status === 200) may.push('delete');
    else expect(await f.t.eventCount(o.org)).toBe(before2);
    expect(remove.status === 404).toBe(!may.includes('read'));
    return may.length ? may : ['none'];
  }

  it("a published protocol of team Vertrieb, shared with Petra's contact", async () => {
    const make = () => publishedProtocol(o);
    const matrix: Record<string, Expect[]> = {};
    for (const name of ['author', 'attendee', 'viewer', 'reader', 'editor', 'deleter', 'extended', 'stranger', 'manager', 'petra', 'paul'] as const) {
      matrix[name] = await probe(o[name], make);
    }
    expect(matrix).toEqual({
      author: ['read', 'edit', 'delete'],
      attendee: ['read'],
      viewer: ['read'],
      reader: ['read'],
      editor: ['read', 'edit'],
      deleter: ['read', 'delete'],
      extended: ['read'], // the author is a member of Technik, where `extended` reads with extended permissions
      stranger: ['none'],
      manager: ['read', 'edit', 'delete'], // not as manager: as the teams' creator, their first admin (issue 11 item 4)
      petra: ['read'], // shared with her contact
      paul: ['none'],
    });
  });

  it('a draft: its owners (author and creator), attendees and viewers read it; the rest of the team once published', async () => {
    const make = () =>
      createProtocol(o.author, {
        title: 'Entwurf',
        type: o.typeId,
        teams: [o.sales],
        author: o.editor.user.id,
        attendees: [o.attendee.user.id],
        viewers: [o.viewer.user.id],
      });
    expect(await probe(o.author, make)).toEqual(['read', 'edit', 'delete']);
    expect(await probe(o.editor, make)).toEqual(['read', 'edit', 'delete']);
    for (const caller of [o.attendee, o.viewer]) expect(await probe(caller, make)).toEqual(['read']);
    for (const caller of [o.reader, o.deleter, o.extended, o.petra]) expect(await probe(caller, make)).toEqual(['none']);
    const draft = await make();
    const listed = async (caller: Caller) => (await caller.call<ProtocolListView>('GET', '/api/v1/protocols?limit=500')).body.data.map((p) => p.id);
    expect(await listed(o.attendee)).toContain(draft);
    expect(await listed(o.viewer)).toContain(draft);
    expect(await listed(o.reader)).not.toContain(draft);
  });

  it('gives portal users the reduced view of a shared protocol, and nothing of others', async () => {
    const shared = await publishedProtocol(o, { title: 'Mit Kunde' });
    const notShared = await createProtocol(o.author, { title: 'Intern', type: o.typeId, teams: [o.sales], published: true });
    const view = await o.petra.call<PortalProtocolView>('GET', `/api/v1/protocols/${shared}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: shared, title: 'Mit Kunde', body: '<p>Protokoll</p>', attendees: [o.attendee.user.id] });
    for (const internal of ['teams', 'viewers', 'watchers', 'contacts', 'created_by', 'published_by', 'published'])
      expect(view.body).not.toHaveProperty(internal);
    expect((await o.petra.call('GET', `/api/v1/protocols/${notShared}`)).status).toBe(404);
    expect((await o.petra.call('GET', `/api/v1/protocols/${shared}?version=1`)).status).toBe(404);
    const list = await o.petra.call<ProtocolListView>('GET', '/api/v1/protocols?filter[search]=Mit%20Kunde');
    expect(list.body.data.map((p) => p.id)).toEqual([shared]);
    expect(list.body.data[0]).not.toHaveProperty('teams');
    // Portal users comment and watch what they read; they do not link contacts.
    expect((await o.petra.call('POST', `/api/v1/protocols/${shared}/comments`, { body: 'Danke!' })).status).toBe(201);
    expect((await o.petra.call('PATCH', `/api/v1/protocols/${shared}/watch`, { status: 'watching' })).status).toBe(200);
    expect((await o.petra.call('POST', `/api/v1/protocols/${shared}/contacts`, { contact_id: o.shared })).status).toBe(403);
    // No longer public: gone for Petra.
    expect((await o.author.call('PUT', `/api/v1/protocols/${shared}/contacts/${o.shared}`, { public: false })).status).toBe(200);
    expect((await o.petra.call('GET', `/api/v1/protocols/${shared}`)).status).toBe(404);
  });

  it('needs create in every team a protocol is put into', async () => {
    const id = await createProtocol(o.author, { title: 'Teamwechsel', teams: [o.sales] });
    // Published, so the editor of Vertrieb may edit it, but not move it into Technik.
    await o.author.call('PATCH', `/api/v1/protocols/${id}`, { type: o.typeId, published: true });
    expect((await o.editor.call<ErrorBody>('PATCH', `/api/v1/protocols/${id}`, { teams: [o.sales, o.tech] })).body.code).toBe('auth.forbidden');
    expect((await o.author.call('PATCH', `/api/v1/protocols/${id}`, { teams: [o.sales, o.tech] })).status).toBe(200);
    expect((await o.reader.call('POST', '/api/v1/protocols', { title: 'x', teams: [o.tech] })).status).toBe(403);
    expect((await o.reader.call('POST', '/api/v1/protocols', { title: 'Ohne Team' })).status).toBe(201);
  });

  it("lets only readers see it: GET answers the author's view to staff", async () => {
    const id = await publishedProtocol(o);
    expect((await o.reader.call<ProtocolView>('GET', `/api/v1/protocols/${id}`)).body).toMatchObject({
      teams: [o.sales],
      contacts: [{ contact_id: o.shared, public: true }],
    });
  });
});
