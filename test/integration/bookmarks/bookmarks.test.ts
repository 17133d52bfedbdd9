import type { BookmarkListView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { testJwtSecret } from '../../support/auth-tokens';
import { miscCaller, type MiscCaller } from '../../support/misc-callers';
import { MiscSignaturesModule } from '../../support/misc-signatures';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

describe('bookmarks over HTTP', () => {
  let t: TestApp;
  let events: EventStore;
  const secret = testJwtSecret();
  /** Anna and Ben in one account; Anna again in a second account. */
  let anna: MiscCaller;
  let ben: MiscCaller;
  let annaElsewhere: MiscCaller;

  const add = (caller: MiscCaller, path: string, label: string) => caller.call<WriteResult>('POST', '/api/v1/bookmarks/', { path, label });
  const list = async (caller: MiscCaller) => (await caller.call<BookmarkListView>('GET', '/api/v1/bookmarks/')).body.data;
  const remove = (caller: MiscCaller, id: string) => caller.call<WriteResult | ErrorBody>('DELETE', `/api/v1/bookmarks/${id}`);
  const streamTypes = async (id: string) => (await events.readStream(`bookmark-${id}`)).map((event) => event.type);

  beforeAll(async () => {
    t = await startTestApp({ imports: [MiscSignaturesModule], env: { JWT_SECRET: secret } });
    events = t.app.get<EventStore>(EVENT_STORE);
    anna = await miscCaller(t, secret);
    ben = await miscCaller(t, secret, { accountId: anna.accountId });
    annaElsewhere = await miscCaller(t, secret, { userId: anna.userId });
  });
  afterAll(() => t.close());

  it('adds a bookmark (BookmarkAdded in the account) and lists it for its owner', async () => {
    const added = await add(anna, '/tasks?filter[status]=open', 'Offene Aufgaben');
    expect(added).toMatchObject({ status: 201, body: { version: 1 } });
    expect(await list(anna)).toEqual([
      {
        id: added.body.id,
        path: '/tasks?filter[status]=open',
        label: 'Offene Aufgaben',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const [event] = await events.readStream(`bookmark-${added.body.id}`);
    expect(event).toMatchObject({
      type: 'BookmarkAdded',
      data: { user_id: anna.userId, path: '/tasks?filter[status]=open', label: 'Offene Aufgaben' },
      metadata: { accountId: anna.accountId, actorId: anna.userId },
    });
  });

  it('renames the bookmark when the same path is added again (BookmarkRelabeled, 200), and stores nothing for the same label', async () => {
    const first = await add(anna, '/contacts', 'Kontakte');
    const renamed = await add(anna, '/contacts', 'Meine Kontakte');
    expect(renamed).toMatchObject({ status: 200, body: { id: first.body.id, version: 2 } });
    const again = await add(anna, '/contacts', 'Meine Kontakte');
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, version: 2 } });
    expect((await list(anna)).filter((b) => b.path === '/contacts').map((b) => b.label)).toEqual(['Meine Kontakte']);
    expect(await streamTypes(first.body.id)).toEqual(['BookmarkAdded', 'BookmarkRelabeled']);
  });

  it('keeps bookmarks to their owner: another user of the account neither lists nor deletes them', async () => {
    const { body: annas } = await add(anna, '/protocols', 'Protokolle');
    expect(await list(ben)).toEqual([]);
    const stolen = await remove(ben, annas.id);
    expect(stolen).toMatchObject({ status: 404, body: { code: 'bookmarks.bookmark_not_found' } });
    expect((await list(anna)).map((b) => b.id)).toContain(annas.id);
    // Ben's own bookmark of the same path is his, with another id.
    const bens = await add(ben, '/protocols', 'Meine Protokolle');
    expect(bens.status).toBe(201);
    expect(bens.body.id).not.toBe(annas.id);
    expect((await list(ben)).map((b) => b.label)).toEqual(['Meine Protokolle']);
    expect(await streamTypes(annas.id)).toEqual(['BookmarkAdded']);
  });

  it('keeps bookmarks to their account: the same user in another account neither lists nor deletes them', async () => {
    const { body: annas } = await add(anna, '/offers', 'Angebote');
    expect(await list(annaElsewhere)).toEqual([]);
    expect((await remove(annaElsewhere, annas.id)).status).toBe(404);
    expect((await list(anna)).map((b) => b.id)).toContain(annas.id);
    expect(await streamTypes(annas.id)).toEqual(['BookmarkAdded']);
  });

  it("removes the caller's own bookmark (BookmarkRemoved); a second DELETE is 404; adding again brings it back", async () => {
    const { body: created } = await add(anna, '/surveys', 'Umfragen');
    const removed = await remove(anna, created.id);
    expect(removed).toMatchObject({ status: 200, body: { id: created.id, version: 2 } });
    expect((await list(anna)).map((b) => b.id)).not.toContain(created.id);
    expect((await remove(anna, created.id)).status).toBe(404);
    expect((await add(anna, '/surveys', 'Umfragen')).status).toBe(201);
    expect(await streamTypes(created.id)).toEqual(['BookmarkAdded', 'BookmarkRemoved', 'BookmarkAdded']);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove(anna, '00000000-0000-5000-8000-000000000000')).status).toBe(404);
    expect((await remove(anna, 'nonsense')).status).toBe(404);
  });

  it.each([
    ['a full URL', 'https://evil.example/tasks'],
    ['a protocol-relative URL', '//evil.example/tasks'],
    ['a backslash host', '/\\evil.example'],
    ['a relative path', 'tasks'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['whitespace', '/tasks list'],
  ])('refuses %s as path with 422', async (_, path) => {
    const refused = await anna.call<ErrorBody>('POST', '/api/v1/bookmarks/', { path, label: 'X' }, { 'content-language': 'en' });
    expect(refused).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
    expect(refused.body.errors).toEqual({ path: ['Please enter a path within the app that starts with "/" (no scheme or host).'] });
  });

  it('refuses a missing or too long path or label with field errors', async () => {
    const empty = await anna.call<ErrorBody>('POST', '/api/v1/bookmarks/', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ path: ['Dieses Feld ist erforderlich.'], label: ['Dieses Feld ist erforderlich.'] });
    const long = await anna.call<ErrorBody>('POST', '/api/v1/bookmarks/', { path: `/${'a'.repeat(255)}`, label: 'b'.repeat(256) });
    expect(long.body.errors).toEqual({ path: ['Höchstens 255 Zeichen.'], label: ['Höchstens 255 Zeichen.'] });
    const blank = await anna.call<ErrorBody>('POST', '/api/v1/bookmarks/', { path: '/home', label: '   ' });
    expect(blank.body.errors).toEqual({ label: ['Dieses Feld ist erforderlich.'] });
  });

  it('needs a token and an Account signature', async () => {
    expect((await request(t.url, 'GET', '/api/v1/bookmarks/')).status).toBe(401);
    const noAccount = await request<ErrorBody>(t.url, 'GET', '/api/v1/bookmarks', { headers: { authorization: anna.headers.authorization } });
    expect(noAccount).toMatchObject({ status: 403, body: { code: 'account.missing' } });
  });
});
