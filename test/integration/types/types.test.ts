import type { ItemTypeListView, ItemTypeVersionView, ItemTypeView, TypeKind, WriteResult } from '@kollab/contracts';
import { TYPE_CATALOG, type TypeCatalog } from '@kollab/server/contexts/types/public/type-catalog';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import type { HistoryEntry } from '@kollab/server/core/history/item-history';
import { request } from '../../support/test-app';
import { bodyOf, KINDS, nextShort, startTypesFixture, typesPath, unique, type ErrorBody, type TypesFixture, type TypesOrg } from './types-fixture';

// The routes every kind shares, for each kind: read by every member, written by managers,
// unique titles and prefixes, 404/409/422 with their codes, in-use refusal, history.
describe('item types over HTTP', () => {
  let f: TypesFixture;
  let o: TypesOrg;
  let events: EventStore;
  /** Usage counts the registered test check reports: type id → count. */
  const used = new Map<string, number>();

  beforeAll(async () => {
    f = await startTypesFixture();
    o = await f.organisation();
    events = f.t.app.get<EventStore>(EVENT_STORE);
    for (const kind of KINDS) f.usage.register({ kind, countUsing: async (_, typeId) => used.get(typeId) ?? 0 });
  });
  afterAll(() => f?.t.close());

  const streamTypes = async (id: string) => (await events.readStream(`item_type-${id}`)).map((event) => event.type);
  const eventCount = () => f.t.eventCount(o.org);
  const title = () => `Typ ${unique()}`;

  /** The view of a fresh type of the kind, as POST bodyOf(kind, title, short) makes it. */
  const viewOf = (kind: TypeKind, id: string, name: string, short: string | undefined): Record<string, unknown> => {
    const stamps = { id, kind, title: name, version: 1, created_at: expect.any(String), updated_at: expect.any(String) };
    if (kind === 'contact') return { ...stamps, short };
    if (kind === 'task') return { ...stamps, short, template: null, is_claim: false };
    if (kind === 'protocol' || kind === 'offer') return { ...stamps, short, template: null };
    return { ...stamps, parent_id: null };
  };

  describe.each(KINDS)('%s types', (kind) => {
    const prefixed = kind !== 'claim';
    const path = (suffix = '') => typesPath(kind, suffix);

    it('creates a type (ItemTypeCreated in the account) that the staff reads, portal users not (403 auth.forbidden)', async () => {
      const name = title();
      const body = bodyOf(kind, name);
      const created = await o.manager.call<WriteResult>('POST', path(), body);
      expect(created).toMatchObject({ status: 201, body: { version: 1, position: expect.any(Number) } });
      expect(created.headers.get('etag')).toBe('"1"');
      const id = created.body.id;
      const [event] = await events.readStream(`item_type-${id}`);
      expect(event).toMatchObject({
        type: 'ItemTypeCreated',
        data: { kind, title: name },
        metadata: { accountId: o.org, actorId: o.manager.user.id },
      });
      const expected = viewOf(kind, id, name, body.short as string | undefined);
      for (const reader of [o.manager, o.member]) {
        const list = await reader.call<ItemTypeListView>('GET', path());
        expect(list.status).toBe(200);
        expect(list.body.data.find((type) => type.id === id)).toEqual(expected);
        const one = await reader.call<ItemTypeView>('GET', path(`/${id}`));
        expect(one).toMatchObject({ status: 200, body: expected });
        expect(one.headers.get('etag')).toBe('"1"');
      }
      // Portal users read no templates nor claim trees: the names their shared items need come with those items.
      for (const suffix of ['', `/${id}`, '?format=tree']) {
        const refused = await o.portal.call<ErrorBody>('GET', path(suffix));
        expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
        expect(JSON.stringify(refused.body)).not.toContain(name);
      }
    });

    it('lists sorted by title with the whole list on one page', async () => {
      const before = (await o.member.call<ItemTypeListView>('GET', path())).body.meta.total;
      const stem = unique();
      for (const name of [`${stem} b`, `${stem} A`, `${stem} c`]) await f.create(o.manager, kind, bodyOf(kind, name));
      const { body } = await o.member.call<ItemTypeListView>('GET', path());
      expect(body.data.filter((type) => type.title.startsWith(stem)).map((type) => type.title)).toEqual([`${stem} A`, `${stem} b`, `${stem} c`]);
      expect(body.meta).toEqual({ page: 1, limit: 500, total: before + 3 });
    });

    it('changes a type with PUT (ItemTypeChanged); the same values again record nothing; a stale If-Match is 409', async () => {
      const id = await f.create(o.manager, kind, bodyOf(kind, title()));
      const renamed = bodyOf(kind, title());
      const changed = await o.manager.call<WriteResult>('PUT', path(`/${id}`), renamed, { 'if-match': '"1"' });
      expect(changed).toMatchObject({ status: 200, body: { id, version: 2 } });
      expect((await o.member.call<ItemTypeView>('GET', path(`/${id}`))).body).toMatchObject({ title: renamed.title, version: 2 });
      const again = await o.manager.call<WriteResult>('PUT', path(`/${id}`), { ...renamed, title: `  ${renamed.title} ` });
      expect(again).toMatchObject({ status: 200, body: { id, version: 2 } });
      const stale = await o.manager.call<ErrorBody>('PUT', path(`/${id}`), bodyOf(kind, title()), { 'if-match': '"1"' });
      expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
      expect(await streamTypes(id)).toEqual(['ItemTypeCreated', 'ItemTypeChanged']);
    });

    it('deletes a type (ItemTypeDeleted): gone from list and GET; a second DELETE is 404', async () => {
      const id = await f.create(o.manager, kind, bodyOf(kind, title()));
      expect(await o.manager.call<WriteResult>('DELETE', path(`/${id}`))).toMatchObject({ status: 200, body: { id, version: 2 } });
      expect((await o.member.call<ItemTypeListView>('GET', path())).body.data.map((type) => type.id)).not.toContain(id);
      expect(await o.member.call('GET', path(`/${id}`))).toMatchObject({ status: 404, body: { code: 'types.type_not_found' } });
      expect(await o.manager.call('DELETE', path(`/${id}`))).toMatchObject({ status: 404, body: { code: 'types.type_not_found' } });
      expect(await streamTypes(id)).toEqual(['ItemTypeCreated', 'ItemTypeDeleted']);
    });

    it('lets only managers write or read the history (403 auth.forbidden), and nobody without a token (401)', async () => {
      const id = await f.create(o.manager, kind, bodyOf(kind, title()));
      const before = await eventCount();
      for (const caller of [o.member, o.portal]) {
        for (const [method, suffix, body] of [
          ['POST', '', bodyOf(kind, title())],
          ['PUT', `/${id}`, bodyOf(kind, title())],
          ['DELETE', `/${id}`, undefined],
          ['GET', `/${id}/history`, undefined],
        ] as const) {
          expect(await caller.call<ErrorBody>(method, path(suffix), body)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
        }
      }
      expect((await request(f.t.url, 'GET', path())).status).toBe(401);
      expect((await request(f.t.url, 'POST', path(), { body: bodyOf(kind, title()) })).status).toBe(401);
      expect(await eventCount()).toBe(before);
    });

    it('answers 404 types.type_not_found for unknown ids, non-ids and types of another kind', async () => {
      const otherKind = KINDS.find((k) => k !== kind)!;
      const foreign = await f.create(o.manager, otherKind, bodyOf(otherKind, title()));
      const before = await eventCount();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense', foreign]) {
        for (const [method, suffix, body] of [
          ['GET', `/${id}`, undefined],
          ['GET', `/${id}?version=1`, undefined],
          ['GET', `/${id}/history`, undefined],
          ['PUT', `/${id}`, bodyOf(kind, title())],
          ['DELETE', `/${id}`, undefined],
        ] as const) {
          expect({ route: `${method} ${suffix}`, response: await o.manager.call<ErrorBody>(method, path(suffix), body) }).toMatchObject({
            response: { status: 404, body: { code: 'types.type_not_found', message: 'This type was not found.' } },
          });
        }
      }
      expect(await eventCount()).toBe(before);
      expect(await streamTypes(foreign)).toEqual(['ItemTypeCreated']);
    });

    it('refuses a taken title with 409 types.title_taken, whatever the case and surrounding blanks; nothing appended', async () => {
      const name = `Kunde ${unique()}`;
      await f.create(o.manager, kind, bodyOf(kind, name));
      const before = await eventCount();
      for (const variant of [name, name.toUpperCase(), `  ${name.toLowerCase()}\t`]) {
        const taken = await o.manager.call<ErrorBody>('POST', path(), bodyOf(kind, variant));
        expect(taken).toMatchObject({
          status: 409,
          body: {
            code: 'types.title_taken',
            message: 'A type with this title already exists.',
            errors: { title: ['A type with this title already exists.'] },
          },
        });
      }
      const other = await f.create(o.manager, kind, bodyOf(kind, title()));
      expect(await o.manager.call('PUT', path(`/${other}`), bodyOf(kind, ` ${name.toUpperCase()}`))).toMatchObject({
        status: 409,
        body: { code: 'types.title_taken' },
      });
      expect(await eventCount()).toBe(before + 1);
      // Another kind may use the title.
      const otherKind = KINDS.find((k) => k !== kind)!;
      expect((await o.manager.call('POST', typesPath(otherKind), bodyOf(otherKind, name))).status).toBe(201);
    });

    it('frees a title on rename and on delete', async () => {
      const first = title();
      const id = await f.create(o.manager, kind, bodyOf(kind, first));
      expect((await o.manager.call('PUT', path(`/${id}`), bodyOf(kind, title()))).status).toBe(200);
      const second = await f.create(o.manager, kind, bodyOf(kind, first.toUpperCase()));
      expect((await o.manager.call('DELETE', path(`/${second}`))).status).toBe(200);
      expect((await o.manager.call('POST', path(), bodyOf(kind, first))).status).toBe(201);
    });

    it('keeps the title reserved when only its case changes', async () => {
      const name = `Fall ${unique()}`;
      const id = await f.create(o.manager, kind, bodyOf(kind, name.toLowerCase()));
      expect((await o.manager.call('PUT', path(`/${id}`), bodyOf(kind, name.toUpperCase()))).status).toBe(200);
      expect((await o.manager.call('POST', path(), bodyOf(kind, name))).status).toBe(409);
    });

    it('refuses missing, blank and too long fields and unknown ones with 422 field errors; nothing appended', async () => {
      const before = await eventCount();
      const empty = await o.manager.call<ErrorBody>('POST', path(), {});
      expect(empty).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
      expect(empty.body.errors).toEqual(
        prefixed ? { title: ['This field is required.'], short: ['This field is required.'] } : { title: ['This field is required.'] },
      );
      const german = await o.manager.call<ErrorBody>('POST', path(), { ...bodyOf(kind, title()), title: '   ' }, { 'content-language': 'de' });
      expect(german.body).toEqual({
        code: 'request.validation_failed',
        message: 'Die Eingaben sind ungültig.',
        errors: { title: ['Dieses Feld ist erforderlich.'] },
      });
      const long = await o.manager.call<ErrorBody>('POST', path(), { ...bodyOf(kind, 'a'.repeat(256)), ...(prefixed ? { short: 'ABCDEF' } : {}) });
      expect(long.body.errors).toEqual(
        prefixed ? { title: ['At most 255 characters.'], short: ['At most 5 characters.'] } : { title: ['At most 255 characters.'] },
      );
      const wrongType = await o.manager.call<ErrorBody>('POST', path(), { ...bodyOf(kind, title()), title: 42 });
      expect(wrongType.body.errors).toEqual({ title: ['Please enter text.'] });
      const unknown = await o.manager.call<ErrorBody>('POST', path(), { ...bodyOf(kind, title()), colour: 'red' });
      expect(unknown.body.errors).toEqual({ colour: ['This field is unknown.'] });
      const id = await f.create(o.manager, kind, bodyOf(kind, title()));
      const badPut = await o.manager.call<ErrorBody>('PUT', path(`/${id}`), { title: '' });
      expect(badPut.status).toBe(422);
      expect(await eventCount()).toBe(before + 1);
    });

    it('refuses to delete a type in use with 409 types.type_in_use naming the count (de and en); nothing appended', async () => {
      const id = await f.create(o.manager, kind, bodyOf(kind, title()));
      used.set(id, 3);
      const before = await eventCount();
      expect(await o.manager.call<ErrorBody>('DELETE', path(`/${id}`))).toMatchObject({
        status: 409,
        body: {
          code: 'types.type_in_use',
          message: 'This type is still in use and cannot be deleted.',
          errors: { usage: ['This type is still used by 3 items and cannot be deleted.'] },
        },
      });
      expect((await o.manager.call<ErrorBody>('DELETE', path(`/${id}`), undefined, { 'content-language': 'de' })).body.errors).toEqual({
        usage: ['Dieser Typ wird noch von 3 Elementen verwendet und kann nicht gelöscht werden.'],
      });
      used.set(id, 1);
      expect((await o.manager.call<ErrorBody>('DELETE', path(`/${id}`))).body.errors).toEqual({
        usage: ['This type is still used by 1 item and cannot be deleted.'],
      });
      expect(await eventCount()).toBe(before);
      used.delete(id);
      expect((await o.manager.call('DELETE', path(`/${id}`))).status).toBe(200);
    });

    it('shows the history (manager) and the type as of a version or a time', async () => {
      const first = title();
      const id = await f.create(o.manager, kind, bodyOf(kind, first));
      const second = title();
      await o.manager.call('PUT', path(`/${id}`), bodyOf(kind, second));
      await o.manager.call('DELETE', path(`/${id}`));
      const history = await o.manager.call<{ data: HistoryEntry[] }>('GET', path(`/${id}/history`));
      expect(history.status).toBe(200);
      expect(history.body.data.map((entry) => [entry.version, entry.type, entry.actor_id])).toEqual([
        [1, 'ItemTypeCreated', o.manager.user.id],
        [2, 'ItemTypeChanged', o.manager.user.id],
        [3, 'ItemTypeDeleted', o.manager.user.id],
      ]);
      expect(history.body.data[1].changes).toContainEqual({ field: 'title', from: first, to: second });
      expect(history.body.data[2].changes).toEqual([{ field: 'status', from: 'active', to: 'deleted' }]);

      const v1 = await o.member.call<ItemTypeVersionView>('GET', path(`/${id}?version=1`));
      expect(v1).toMatchObject({ status: 200, body: { id, kind, title: first, version: 1, deleted: false } });
      expect(v1.headers.get('etag')).toBe('"1"');
      expect((await o.member.call<ItemTypeVersionView>('GET', path(`/${id}?version=3`))).body).toMatchObject({
        title: second,
        version: 3,
        deleted: true,
      });
      const at = encodeURIComponent(history.body.data[0].occurred_at);
      expect((await o.member.call<ItemTypeVersionView>('GET', path(`/${id}?at=${at}`))).body).toMatchObject({ title: first, version: 1 });
      expect(await o.member.call('GET', path(`/${id}?version=4`))).toMatchObject({ status: 404, body: { code: 'types.type_not_found' } });
      expect(await o.member.call('GET', path(`/${id}?at=2000-01-01T00:00:00Z`))).toMatchObject({
        status: 404,
        body: { code: 'types.type_not_found' },
      });
      for (const query of ['version=abc', 'version=0', 'at=yesterday', `version=1&at=${at}`]) {
        expect((await o.member.call('GET', path(`/${id}?${query}`))).status).toBe(422);
      }
    });
  });

  describe('templates of task, protocol and offer types', () => {
    it.each(['task', 'protocol', 'offer'] as const)('sanitises the %s type template on write and keeps it when PUT leaves it out', async (kind) => {
      const dirty =
        '<h2>Ablauf</h2><p onclick="alert(1)">Schritt <a href="javascript:alert(1)">eins</a> <a href="https://example.com">Info</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
      const clean =
        '<h2>Ablauf</h2><p>Schritt <a rel="noopener noreferrer">eins</a> <a href="https://example.com" rel="noopener noreferrer">Info</a></p>';
      const id = await f.create(o.manager, kind, { ...bodyOf(kind, title()), template: dirty });
      expect((await o.member.call<ItemTypeView>('GET', typesPath(kind, `/${id}`))).body).toMatchObject({ template: clean });
      const [event] = await events.readStream(`item_type-${id}`);
      expect(event.data).toMatchObject({ template: clean });
      expect((await o.manager.call('PUT', typesPath(kind, `/${id}`), bodyOf(kind, title()))).status).toBe(200);
      expect((await o.member.call<ItemTypeView>('GET', typesPath(kind, `/${id}`))).body).toMatchObject({ template: clean });
      expect(
        (await o.manager.call('PUT', typesPath(kind, `/${id}`), { ...bodyOf(kind, title()), template: '<svg onload="x()"></svg>' })).status,
      ).toBe(200);
      expect((await o.member.call<ItemTypeView>('GET', typesPath(kind, `/${id}`))).body).toMatchObject({ template: null });
    });

    it('refuses a template over 100,000 characters (422) and a body over 1 MB (413 request.too_large)', async () => {
      const before = await eventCount();
      const long = await o.manager.call<ErrorBody>('POST', typesPath('protocol'), {
        ...bodyOf('protocol', title()),
        template: `<p>${'a'.repeat(100_000)}</p>`,
      });
      expect(long).toMatchObject({ status: 422, body: { errors: { template: ['At most 100000 characters.'] } } });
      const huge = await o.manager.call<ErrorBody>('POST', typesPath('task'), { ...bodyOf('task', title()), template: 'a'.repeat(1_100_000) });
      expect(huge).toMatchObject({ status: 413, body: { code: 'request.too_large' } });
      expect(await eventCount()).toBe(before);
    });

    it('has no template on contact and claim types', async () => {
      for (const kind of ['contact', 'claim'] as const) {
        const refused = await o.manager.call<ErrorBody>('POST', typesPath(kind), { ...bodyOf(kind, title()), template: '<p>x</p>' });
        expect(refused).toMatchObject({ status: 422, body: { errors: { template: ['This field is unknown.'] } } });
      }
    });
  });

  describe('task types', () => {
    it('mark claims with is_claim, kept when PUT leaves it out', async () => {
      const id = await f.create(o.manager, 'task', { title: `Reklamation ${unique()}`, short: nextShort(), is_claim: true });
      expect((await o.member.call<ItemTypeView>('GET', typesPath('task', `/${id}`))).body).toMatchObject({ is_claim: true });
      await o.manager.call('PUT', typesPath('task', `/${id}`), bodyOf('task', title()));
      expect((await o.member.call<ItemTypeView>('GET', typesPath('task', `/${id}`))).body).toMatchObject({ is_claim: true });
      await o.manager.call('PUT', typesPath('task', `/${id}`), { ...bodyOf('task', title()), is_claim: false });
      expect((await o.member.call<ItemTypeView>('GET', typesPath('task', `/${id}`))).body).toMatchObject({ is_claim: false });
      const bad = await o.manager.call<ErrorBody>('POST', typesPath('task'), { ...bodyOf('task', title()), is_claim: 'yes' });
      expect(bad).toMatchObject({ status: 422, body: { errors: { is_claim: ['Yes or no expected.'] } } });
    });

    it('refuses a taken prefix with 409 types.short_taken, whatever its case', async () => {
      const short = nextShort();
      await f.create(o.manager, 'task', { title: title(), short });
      const taken = await o.manager.call<ErrorBody>('POST', typesPath('task'), { title: title(), short: ` ${short.toLowerCase()} ` });
      expect(taken).toMatchObject({
        status: 409,
        body: { code: 'types.short_taken', errors: { short: ['A type with this prefix already exists.'] } },
      });
      // Both taken: the title's code, both fields named.
      const name = title();
      await f.create(o.manager, 'protocol', { title: name, short });
      expect((await o.manager.call<ErrorBody>('POST', typesPath('protocol'), { title: name, short })).body).toMatchObject({
        code: 'types.title_taken',
        errors: { title: ['A type with this title already exists.'], short: ['A type with this prefix already exists.'] },
      });
    });
  });

  it('offers format=tree for claim types only', async () => {
    expect(await o.member.call<ErrorBody>('GET', `${typesPath('contact')}?format=tree`)).toMatchObject({
      status: 422,
      body: { errors: { format: ['Please choose one of the given values.'] } },
    });
    expect((await o.member.call('GET', `${typesPath('claim')}?format=nested`)).status).toBe(422);
    expect((await o.member.call('GET', `${typesPath('task')}?format=flat`)).status).toBe(200);
  });

  it('documents every route of every kind for OpenAPI, with its body and distinct operation ids', async () => {
    type Operation = {
      tags?: string[];
      operationId: string;
      requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const doc = await request<{ paths: Record<string, Record<string, Operation>> }>(f.t.url, 'GET', '/api/docs-json');
    const ids: string[] = [];
    for (const kind of KINDS) {
      const base = `/api/v1/account_manager/${kind}_types`;
      expect(Object.keys(doc.body.paths[base]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.body.paths[`${base}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
      expect(Object.keys(doc.body.paths[`${base}/{id}/history`])).toEqual(['get']);
      const post = doc.body.paths[base].post;
      expect(post.tags).toEqual(['types']);
      const fields = Object.keys(post.requestBody!.content['application/json'].schema.properties).sort();
      expect(fields).toEqual(
        {
          contact: ['short', 'title'],
          task: ['is_claim', 'short', 'template', 'title'],
          protocol: ['short', 'template', 'title'],
          claim: ['parent_id', 'title'],
          offer: ['short', 'template', 'title'],
        }[kind],
      );
      for (const path of [base, `${base}/{id}`, `${base}/{id}/history`]) ids.push(...Object.values(doc.body.paths[path]).map((op) => op.operationId));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('TYPE_CATALOG finds a live type of the kind in the account only', async () => {
    const catalog = f.t.app.get<TypeCatalog>(TYPE_CATALOG, { strict: false });
    const name = title();
    const short = nextShort();
    const id = await f.create(o.manager, 'task', { title: name, short, template: '<p>T</p>', is_claim: true });
    expect(await catalog.find(o.org, 'task', id)).toEqual({
      id,
      kind: 'task',
      title: name,
      short,
      template: '<p>T</p>',
      is_claim: true,
      parent_id: null,
    });
    expect(await catalog.find(o.org, 'protocol', id)).toBeUndefined();
    expect(await catalog.find((await f.organisation()).org, 'task', id)).toBeUndefined();
    const claim = await f.create(o.manager, 'claim', { title: name });
    expect(await catalog.find(o.org, 'claim', claim)).toEqual({
      id: claim,
      kind: 'claim',
      title: name,
      short: null,
      template: null,
      is_claim: false,
      parent_id: null,
    });
    await o.manager.call('DELETE', typesPath('task', `/${id}`));
    expect(await catalog.find(o.org, 'task', id)).toBeUndefined();
  });
});
