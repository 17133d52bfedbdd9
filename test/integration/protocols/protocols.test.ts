import type { HistoryEntryView, ProtocolListView, ProtocolView, WriteResult } from './protocols-test-types';
import { request } from '../../support/test-app';
import { createProtocol, getProtocol, startProtocolsFixture, type ErrorBody, type ProtocolsFixture, type ProtocolsOrg } from './protocols-fixture';

// Protocols over HTTP (seed §3, §4, §5, §7): every route, its rules and its refusals.
describe('protocols over HTTP', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
  }, 60000);
  afterAll(() => f?.t.close());

  const post = (body: unknown) => o.author.call<WriteResult & ErrorBody>('POST', '/api/v1/protocols', body);
  const patch = (id: string, body: unknown, headers?: Record<string, string>) =>
    o.author.call<WriteResult & ErrorBody>('PATCH', `/api/v1/protocols/${id}`, body, headers);
  const eventCount = () => f.t.eventCount(o.org);

  describe('create and read', () => {
    it('creates a draft with defaults (ProtocolCreated, 201) and shows it', async () => {
      const created = await post({ title: 'Jour fixe' });
      expect(created).toMatchObject({
        status: 201,
        body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 1, position: expect.any(Number) },
      });
      expect(created.headers.get('etag')).toBe('"1"');
      const view = await o.author.call<ProtocolView>('GET', `/api/v1/protocols/${created.body.id}`);
      expect(view.headers.get('etag')).toBe('"1"');
      expect(view.body).toEqual({
        id: created.body.id,
        number: null,
        title: 'Jour fixe',
        type: null,
        teams: [],
        date: new Date().toISOString().slice(0, 10),
        author: o.author.user.id,
        created_by: o.author.user.id,
        body: '',
        attendees: [],
        viewers: [],
        watchers: [],
        comments_enabled: true,
        comments: [],
        contacts: [],
        files: [],
        published: false,
        published_at: null,
        published_by: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
        can: { edit: true, delete: true },
      });
    });

    it('creates a published protocol with type, teams, another author, attendees and viewers; numbers it from the type prefix', async () => {
      const id = await createProtocol(o.author, {
        title: 'Vertriebsrunde',
        type: o.typeId,
        teams: [o.sales],
        date: '2026-03-02',
        author: o.editor.user.id,
        attendees: [o.attendee.user.id, o.reader.user.id],
        viewers: [o.viewer.user.id],
        comments_enabled: false,
        published: true,
      });
      const view = await getProtocol(o.author, id);
      expect(view).toMatchObject({
        number: expect.stringMatching(new RegExp(`^${o.prefix}-\\d+$`)),
        type: o.typeId,
        teams: [o.sales],
        date: '2026-03-02',
        author: o.editor.user.id,
        created_by: o.author.user.id,
        attendees: [o.attendee.user.id, o.reader.user.id],
        viewers: [o.viewer.user.id],
        comments_enabled: false,
        published: true,
        published_by: o.author.user.id,
      });
    });
  });

  describe('validation and refusals (nothing appended)', () => {
    it('names every bad field in one 422', async () => {
      const before = await eventCount();
      const bad = await post({
        title: ' ',
        type: 'no-such-type',
        teams: ['no-such-team'],
        date: '2026-02-30',
        attendees: [o.petra.user.id],
        viewers: ['nobody'],
        author: 'nobody',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('request.validation_failed');
      expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['date', 'title']);
      const facts = await post({ title: 'A', type: 'no-such-type', attendees: [o.petra.user.id], viewers: ['nobody'], author: 'nobody' });
      expect(facts.status).toBe(422);
      expect(Object.keys(facts.body.errors ?? {}).sort()).toEqual(['attendees', 'author', 'type', 'viewers']);
      expect((await post({ title: 'x'.repeat(256) })).body.errors).toEqual({ title: ['At most 255 characters.'] });
      expect((await post({ title: 'A', unknown_field: 1 })).status).toBe(422);
      expect(await eventCount()).toBe(before);
    });

    it("refuses to publish without a team and a type: 422 with the seed's message", async () => {
      const before = await eventCount();
      for (const body of [
        { title: 'A', type: o.typeId, published: true },
        { title: 'A', teams: [o.sales], published: true },
      ]) {
        const refused = await post(body);
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ code: 'protocols.publish_needs_team_and_type', message: 'publishing fails without team and type' });
      }
      expect(await eventCount()).toBe(before);
    });

    it('answers 401 without a token, 403 to portal users creating and to members without create in a team, 404 for unknown ids', async () => {
      const someId = '00000000-0000-4000-8000-000000000000';
      for (const [method, path] of [
        ['GET', '/api/v1/protocols'],
        ['POST', '/api/v1/protocols'],
        ['GET', `/api/v1/protocols/${someId}`],
        ['PATCH', `/api/v1/protocols/${someId}`],
        ['DELETE', `/api/v1/protocols/${someId}`],
        ['GET', `/api/v1/protocols/${someId}/history`],
        ['PATCH', `/api/v1/protocols/${someId}/watch`],
        ['POST', `/api/v1/protocols/${someId}/comments`],
        ['PUT', `/api/v1/protocols/${someId}/comments/${someId}`],
        ['DELETE', `/api/v1/protocols/${someId}/comments/${someId}`],
        ['GET', `/api/v1/protocols/${someId}/contacts`],
        ['POST', `/api/v1/protocols/${someId}/contacts`],
        ['PUT', `/api/v1/protocols/${someId}/contacts/${someId}`],
        ['DELETE', `/api/v1/protocols/${someId}/contacts/${someId}`],
      ]) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : { title: 'A' };
        expect({ route: `${method} ${path}`, status: (await f.t.call(method, path, undefined, o.author.sig, body)).status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
      }
      const before = await eventCount();
      expect((await o.petra.call<ErrorBody>('POST', '/api/v1/protocols', { title: 'A' })).body.code).toBe('auth.forbidden');
      const noCreate = await o.reader.call<ErrorBody>('POST', '/api/v1/protocols', { title: 'A', teams: [o.sales] });
      expect(noCreate).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      expect(await eventCount()).toBe(before);
      for (const path of [
        '/api/v1/protocols/not-a-uuid',
        '/api/v1/protocols/00000000-0000-4000-8000-000000000000',
        '/api/v1/protocols/00000000-0000-4000-8000-000000000000/history',
      ]) {
        expect((await o.author.call<ErrorBody>('GET', path)).body.code).toBe('protocols.protocol_not_found');
      }
      expect((await patch('00000000-0000-4000-8000-000000000000', { title: 'X' })).status).toBe(404);
    });
  });

  describe('the app and the documentation', () => {
    it('refuses every route with 403 protocols.app_disabled where the account has no protocols app', async () => {
      const manager = await f.t.user();
      const org = await f.t.organisation(manager);
      const sig = await f.t.signature(manager, org);
      for (const [method, path] of [
        ['GET', '/api/v1/protocols'],
        ['POST', '/api/v1/protocols'],
        ['GET', '/api/v1/protocols/00000000-0000-4000-8000-000000000000/history'],
      ]) {
        expect((await f.t.call<ErrorBody>(method, path, manager, sig, method === 'POST' ? { title: 'A' } : undefined)).body.code).toBe(
          'protocols.app_disabled',
        );
      }
    });

    it('documents every route with its answers in the OpenAPI document', async () => {
      const docs = await request<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(f.t.url, 'GET', '/api/docs-json');
      const routes = Object.entries(docs.body.paths)
        .filter(([path]) => path.startsWith('/api/v1/protocols'))
        .flatMap(([path, operations]) =>
          Object.entries(operations).map(
            ([method, operation]) => [`${method.toUpperCase()} ${path}`, Object.keys(operation.responses).sort()] as const,
          ),
        );
      expect(routes.map(([route]) => route).sort()).toEqual(
        [
          'GET /api/v1/protocols',
          'POST /api/v1/protocols',
          'GET /api/v1/protocols/{id}',
          'PATCH /api/v1/protocols/{id}',
          'DELETE /api/v1/protocols/{id}',
          'GET /api/v1/protocols/{id}/history',
          'PATCH /api/v1/protocols/{id}/watch',
          'POST /api/v1/protocols/{id}/comments',
          'PUT /api/v1/protocols/{id}/comments/{cid}',
          'DELETE /api/v1/protocols/{id}/comments/{cid}',
          'GET /api/v1/protocols/{id}/contacts',
          'POST /api/v1/protocols/{id}/contacts',
          'PUT /api/v1/protocols/{id}/contacts/{cid}',
          'DELETE /api/v1/protocols/{id}/contacts/{cid}',
          'GET /api/v1/protocols/{id}/tasks',
          'POST /api/v1/protocols/{id}/tasks',
          'DELETE /api/v1/protocols/{id}/tasks/{tid}',
          'GET /api/v1/protocols/{id}/files',
          'POST /api/v1/protocols/{id}/files',
          'DELETE /api/v1/protocols/{id}/files/{fid}',
          'GET /api/v1/protocols/{id}/print',
        ].sort(),
      );
      for (const [route, statuses] of routes)
        expect({ route, documents401and403: statuses.includes('401') && statuses.includes('403') }).toEqual({ route, documents401and403: true });
    });
  });

  describe('change, delete, watch', () => {
    it('changes the fields sent, numbers the protocol when it first gets a type, publishes', async () => {
      const id = await createProtocol(o.author, { title: 'Entwurf' });
      const changed = await patch(id, { title: 'Vertriebsrunde', type: o.typeId, teams: [o.sales], attendees: [o.attendee.user.id] });
      expect(changed).toMatchObject({ status: 200, body: { id, version: 2 } });
      const view = await getProtocol(o.author, id);
      expect(view).toMatchObject({
        title: 'Vertriebsrunde',
        type: o.typeId,
        number: expect.stringMatching(new RegExp(`^${o.prefix}-\\d+$`)),
        published: false,
      });
      // Nothing changed: no event, same version.
      expect((await patch(id, { title: 'Vertriebsrunde' })).body.version).toBe(2);
      expect((await patch(id, { published: true, type: o.otherTypeId })).body.version).toBe(4);
      expect(await getProtocol(o.author, id)).toMatchObject({ published: true, type: o.otherTypeId, number: view.number });
      const unpublish = await patch(id, { teams: [] });
      expect(unpublish.body.code).toBe('protocols.publish_needs_team_and_type');
    });

    it('refuses a stale If-Match or version with 409 and keeps both edits apart (no lost update)', async () => {
      const id = await createProtocol(o.author, { title: 'Version 1' });
      expect((await patch(id, { title: 'Version 2' }, { 'if-match': '"1"' })).status).toBe(200);
      const before = await eventCount();
      const stale = await patch(id, { body: '<p>alt</p>' }, { 'if-match': '"1"' });
      expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
      expect((await patch(id, { body: '<p>alt</p>', version: 1 })).status).toBe(409);
      expect((await patch(id, { title: 'x', version: 1 }, { 'if-match': '"2"' })).status).toBe(422);
      expect((await patch(id, { title: 'x' }, { 'if-match': 'abc' })).status).toBe(422);
      expect((await o.author.call('DELETE', `/api/v1/protocols/${id}`, undefined, { 'if-match': '"1"' })).status).toBe(409);
      expect((await o.author.call('POST', `/api/v1/protocols/${id}/contacts`, { contact_id: o.shared }, { 'if-match': '"1"' })).status).toBe(409);
      expect(await eventCount()).toBe(before);
      // Two edits based on the same version at once: exactly one wins.
      const both = await Promise.all([patch(id, { title: 'A' }, { 'if-match': '"2"' }), patch(id, { body: '<p>B</p>' }, { 'if-match': '"2"' })]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await getProtocol(o.author, id)).version).toBe(3);
    });

    it('deletes: the protocol is gone, its history stays; a second delete is 404', async () => {
      const id = await createProtocol(o.author, { title: 'Weg damit' });
      expect((await o.author.call('DELETE', `/api/v1/protocols/${id}`, undefined, { 'if-match': '"1"' })).status).toBe(200);
      expect((await o.author.call('GET', `/api/v1/protocols/${id}`)).status).toBe(404);
      expect((await o.author.call<{ data: HistoryEntryView[] }>('GET', `/api/v1/protocols/${id}/history`)).body.data.map((e) => e.type)).toEqual([
        'ProtocolCreated',
        'ProtocolDeleted',
      ]);
      expect((await o.author.call<ErrorBody>('DELETE', `/api/v1/protocols/${id}`)).body.code).toBe('protocols.protocol_not_found');
      const list = await o.author.call<ProtocolListView>('GET', '/api/v1/protocols?filter[search]=Weg%20damit');
      expect(list.body.data).toEqual([]);
    });

    it('watches (watching | not_watching) for anyone who reads it', async () => {
      const id = await createProtocol(o.author, { title: 'Beobachtet', type: o.typeId, teams: [o.sales], published: true });
      expect((await o.reader.call('PATCH', `/api/v1/protocols/${id}/watch`, { status: 'watching' })).status).toBe(200);
      expect((await getProtocol(o.author, id)).watchers).toEqual([o.reader.user.id]);
      expect((await o.reader.call('PATCH', `/api/v1/protocols/${id}/watch`, { status: 'not_watching' })).status).toBe(200);
      expect((await getProtocol(o.author, id)).watchers).toEqual([]);
      expect((await o.reader.call('PATCH', `/api/v1/protocols/${id}/watch`, { status: 'maybe' })).status).toBe(422);
      expect((await o.stranger.call('PATCH', `/api/v1/protocols/${id}/watch`, { status: 'watching' })).status).toBe(404);
    });
  });

  describe('comments and linked contacts', () => {
    it('lets readers comment, only authors change or delete their comments, and refuses while comments are disabled', async () => {
      const id = await createProtocol(o.author, { title: 'Diskussion', type: o.typeId, teams: [o.sales], published: true });
      const added = await o.reader.call<WriteResult>('POST', `/api/v1/protocols/${id}/comments`, { body: 'Gute Runde' });
      expect(added.status).toBe(201);
      const cid = added.body.id;
      expect((await getProtocol(o.author, id)).comments).toEqual([
        { id: cid, body: 'Gute Runde', author_id: o.reader.user.id, created_at: expect.any(String), updated_at: expect.any(String) },
      ]);
      expect((await o.author.call<ErrorBody>('PUT', `/api/v1/protocols/${id}/comments/${cid}`, { body: 'Fremd' })).body.code).toBe(
        'protocols.not_comment_author',
      );
      expect((await o.reader.call('PUT', `/api/v1/protocols/${id}/comments/${cid}`, { body: 'Sehr gute Runde' })).status).toBe(200);
      expect((await o.reader.call('POST', `/api/v1/protocols/${id}/comments`, { body: '' })).status).toBe(422);
      expect((await o.reader.call<ErrorBody>('DELETE', `/api/v1/protocols/${id}/comments/00000000-0000-4000-8000-000000000000`)).body.code).toBe(
        'protocols.comment_not_found',
      );
      expect((await o.stranger.call('POST', `/api/v1/protocols/${id}/comments`, { body: 'Hallo' })).status).toBe(404);
      expect((await o.author.call('PATCH', `/api/v1/protocols/${id}`, { comments_enabled: false })).status).toBe(200);
      const before = await eventCount();
      expect((await o.reader.call<ErrorBody>('POST', `/api/v1/protocols/${id}/comments`, { body: 'Noch was' })).body).toMatchObject({
        code: 'protocols.comments_disabled',
      });
      expect(await eventCount()).toBe(before);
      expect((await o.author.call<ErrorBody>('DELETE', `/api/v1/protocols/${id}/comments/${cid}`)).status).toBe(403);
      expect((await o.reader.call('DELETE', `/api/v1/protocols/${id}/comments/${cid}`)).status).toBe(200);
      expect((await getProtocol(o.author, id)).comments).toEqual([]);
    });

    it('links contacts of the account with a public flag, lists, shares and unlinks them', async () => {
      const id = await createProtocol(o.author, { title: 'Kundentermin' });
      const link = (body: unknown) => o.author.call<ErrorBody>('POST', `/api/v1/protocols/${id}/contacts`, body);
      expect((await link({ contact_id: o.shared })).status).toBe(201);
      expect((await link({ contact_id: '00000000-0000-4000-8000-000000000000' })).body.errors).toEqual({
        contact_id: ['Please choose a contact of this organisation.'],
      });
      expect((await o.author.call('GET', `/api/v1/protocols/${id}/contacts`)).body).toEqual({
        data: [{ contact_id: o.shared, public: false }],
        meta: { page: 1, limit: 25, total: 1 },
      });
      expect((await o.author.call('PUT', `/api/v1/protocols/${id}/contacts/${o.shared}`, { public: true })).status).toBe(200);
      expect((await getProtocol(o.author, id)).contacts).toEqual([{ contact_id: o.shared, public: true }]);
      expect((await o.author.call<ErrorBody>('PUT', `/api/v1/protocols/${id}/contacts/${o.other}`, { public: true })).body.code).toBe(
        'protocols.contact_not_linked',
      );
      expect((await o.author.call('DELETE', `/api/v1/protocols/${id}/contacts/${o.shared}`)).status).toBe(200);
      expect((await o.author.call<ErrorBody>('DELETE', `/api/v1/protocols/${id}/contacts/${o.shared}`)).body.code).toBe(
        'protocols.contact_not_linked',
      );
      expect((await o.petra.call('GET', `/api/v1/protocols/${id}/contacts`)).status).toBe(403);
    });
  });

  describe('history and past states', () => {
    it('lists who changed what (comments included) and shows the protocol as it was at a version or time', async () => {
      const id = await createProtocol(o.author, { title: 'Alter Titel', type: o.typeId, teams: [o.sales], published: true });
      const first = await getProtocol(o.author, id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await patch(id, { title: 'Neuer Titel' });
      const comment = (await o.reader.call<WriteResult>('POST', `/api/v1/protocols/${id}/comments`, { body: 'Notiz' })).body.id;
      const history = (await o.author.call<{ data: HistoryEntryView[] }>('GET', `/api/v1/protocols/${id}/history`)).body.data;
      expect(history.map((e) => [e.version, e.type, e.actor_id])).toEqual([
        [1, 'ProtocolCreated', o.author.user.id],
        [2, 'ProtocolChanged', o.author.user.id],
        [3, 'ProtocolCommentAdded', o.reader.user.id],
      ]);
      expect(history[1].changes).toEqual([{ field: 'title', from: 'Alter Titel', to: 'Neuer Titel' }]);
      expect(history[2].changes.map((c) => c.field)).toEqual([`comments.${comment}`]);
      expect((await o.author.call<ProtocolView>('GET', `/api/v1/protocols/${id}?version=1`)).body).toMatchObject({
        title: 'Alter Titel',
        version: 1,
        comments: [],
      });
      expect((await o.author.call<ProtocolView>('GET', `/api/v1/protocols/${id}?at=${encodeURIComponent(first.updated_at)}`)).body).toMatchObject({
        title: 'Alter Titel',
      });
      expect((await o.author.call('GET', `/api/v1/protocols/${id}?version=9`)).status).toBe(404);
      expect((await o.author.call('GET', `/api/v1/protocols/${id}?version=abc`)).status).toBe(422);
      expect((await o.author.call('GET', `/api/v1/protocols/${id}?at=1990-01-01T00:00:00Z`)).status).toBe(404);
      // Readers on the team read the history too; strangers and portal users do not.
      expect((await o.reader.call('GET', `/api/v1/protocols/${id}/history`)).status).toBe(200);
      expect((await o.stranger.call('GET', `/api/v1/protocols/${id}/history`)).status).toBe(404);
      expect((await o.petra.call('GET', `/api/v1/protocols/${id}/history`)).status).toBe(403);
    });
  });

  describe('numbers', () => {
    it('gives 10 concurrent creates 10 different numbers of the type', async () => {
      const created = await Promise.all(Array.from({ length: 10 }, (_, i) => post({ title: `Parallel ${i}`, type: o.otherTypeId })));
      expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
      const numbers = await Promise.all(created.map(async (r) => (await getProtocol(o.author, r.body.id)).number));
      expect(new Set(numbers).size).toBe(10);
      for (const number of numbers) expect(number).toMatch(/^W[0-9A-Z]+-\d+$/);
    });
  });

  describe('types in use', () => {
    it('keeps a protocol type that a live protocol uses from being deleted', async () => {
      const typeId = (
        await o.manager.call<WriteResult>('POST', '/api/v1/account_manager/protocol_types', { title: 'Kurzrunde', short: `K${o.prefix.slice(1, 4)}` })
      ).body.id;
      const id = await createProtocol(o.author, { title: 'Mit Typ', type: typeId });
      expect((await o.manager.call<ErrorBody>('DELETE', `/api/v1/account_manager/protocol_types/${typeId}`)).body.code).toBe('types.type_in_use');
      expect((await o.author.call('DELETE', `/api/v1/protocols/${id}`)).status).toBe(200);
      expect((await o.manager.call('DELETE', `/api/v1/account_manager/protocol_types/${typeId}`)).status).toBe(200);
    });
  });

  describe('rich text', () => {
    it('stores and serves the body without any script, handler, javascript: link, svg, style or iframe', async () => {
      const payloads = [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<img src="https://example.com/a.png" onerror="alert(3)">',
        '<a href="javascript:alert(4)">klick</a>',
        '<svg onload="alert(5)"><circle r="1"/></svg>',
        '<style>body{background:url(javascript:alert(6))}</style>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" onclick="alert(7)">Text</p>',
      ];
      const id = await createProtocol(o.author, { title: 'XSS', body: `<h2>Ergebnis</h2>${payloads.join('')}` });
      const served = await getProtocol(o.author, id);
      const { body } = served;
      expect(body).toContain('<h2>Ergebnis</h2>');
      expect(body).toContain('klick');
      for (const forbidden of [/<script/i, /onerror/i, /onload/i, /onclick/i, /javascript:/i, /<svg/i, /<style/i, /<iframe/i, /style=/i, /alert\(/])
        expect(body).not.toMatch(forbidden);
      // What the event stored is what is served: sanitised on write.
      const stored = await f.t.sql.query<{ data: { body: string } }>("SELECT data FROM es_events WHERE stream_id = $1 AND type = 'ProtocolCreated'", [
        `protocol-${id}`,
      ]);
      expect(stored[0].data.body).toBe(body);
      await patch(id, { body: '<p>neu</p><script>alert(8)</script>' });
      expect((await getProtocol(o.author, id)).body).toBe('<p>neu</p>');
    });
  });
});
