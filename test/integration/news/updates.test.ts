import { randomUUID } from 'node:crypto';
import type { ListPage, UpdateView, WriteResult } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { USER_DIRECTORY, type UserDirectory } from '@kollab/server/contexts/identity/public/user-directory';
import { testJwtSecret } from '../../support/auth-tokens';
import { miscCaller, type MiscCaller } from '../../support/misc-callers';
import { MiscSignaturesModule } from '../../support/misc-signatures';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

const DAY = 24 * 60 * 60 * 1000;
// Fixed dates in the past (the members' list hides those after now).
const BASE = Date.UTC(2025, 0, 1);

describe("news: updates (what's new) over HTTP", () => {
  let t: TestApp;
  let events: EventStore;
  let admin: MiscCaller;
  let member: MiscCaller;
  const secret = testJwtSecret();

  const publish = (body: Record<string, unknown>) => admin.call<WriteResult>('POST', '/api/v2/admin/updates', body);
  const draft = (overrides: Record<string, unknown> = {}) => ({ title: `Neu ${randomUUID()}`, text: 'Was sich geändert hat.', ...overrides });
  const memberList = (query = '') => member.call<ListPage<UpdateView>>('GET', `/api/v2/updates${query}`);
  const adminList = (query = '') => admin.call<ListPage<UpdateView>>('GET', `/api/v2/admin/updates${query}`);
  const streamTypes = async (id: string) => (await events.readStream(`update-${id}`)).map((event) => event.type);

  beforeAll(async () => {
    t = await startTestApp({ imports: [MiscSignaturesModule], env: { JWT_SECRET: secret } });
    events = t.app.get<EventStore>(EVENT_STORE);
    admin = await systemAdmin(t, secret);
    member = await miscCaller(t, secret, { roles: ['user'], flags: ['kollab.update_news'] });
  });
  afterAll(() => t.close());

  describe("the members' list", () => {
    let ids: string[];
    beforeAll(async () => {
      ids = [];
      // Published out of date order, so the list must sort by date, not by arrival.
      for (const i of [3, 0, 11, 5, 1, 9, 2, 10, 4, 8, 7, 6]) {
        const created = await publish(draft({ title: `Update ${i}`, date: BASE + i * DAY }));
        expect(created.status).toBe(201);
        ids[i] = created.body.id;
      }
    });

    it('shows at most 10, newest first, by default and with limit=10', async () => {
      for (const query of ['', '?limit=10']) {
        const list = await memberList(query);
        expect(list.status).toBe(200);
        expect(list.body.data.map((u) => u.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Update ${i}`));
        expect(list.body.meta).toMatchObject({ page: 1, limit: 10 });
      }
    });

    it('shows fewer with a smaller limit', async () => {
      const list = await memberList('?limit=3');
      expect(list.body.data.map((u) => u.id)).toEqual([ids[11], ids[10], ids[9]]);
    });

    it('answers a view with id, title, text, date, image_url and version', async () => {
      const [first] = (await memberList('?limit=1')).body.data;
      expect(first).toEqual({
        id: ids[11],
        title: 'Update 11',
        text: 'Was sich geändert hat.',
        date: BASE + 11 * DAY,
        image_url: null,
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    it('refuses a limit above 10, below 1 or not a whole number with 422', async () => {
      for (const limit of ['11', '0', 'abc', '2.5']) {
        const answer = await member.call<ErrorBody>('GET', `/api/v2/updates?limit=${limit}`, undefined, { 'content-language': 'en' });
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('request.validation_failed');
        expect(Object.keys(answer.body.errors ?? {})).toEqual(['limit']);
      }
      expect((await member.call<ErrorBody>('GET', '/api/v2/updates?limit=11', undefined, { 'content-language': 'en' })).body.errors).toEqual({
        limit: ['At most 10.'],
      });
    });

    it('is only for accounts with the flag kollab.update_news (issue 11 item 16): 403 news.updates_disabled without it', async () => {
      const without = await miscCaller(t, secret, { roles: ['user', 'manager'], flags: ['apps.tasks', 'email.custom_sender_address'] });
      const refused = await without.call<ErrorBody>('GET', '/api/v2/updates', undefined, { 'content-language': 'en' });
      expect(refused).toMatchObject({
        status: 403,
        body: { code: 'news.updates_disabled', message: 'Updates are not enabled for this organisation.' },
      });
    });

    it('is for signed-in members only: 401 without a token, 403 without an Account signature', async () => {
      expect((await request(t.url, 'GET', '/api/v2/updates')).status).toBe(401);
      const noAccount = await request<ErrorBody>(t.url, 'GET', '/api/v2/updates', { headers: { authorization: member.headers.authorization } });
      expect(noAccount).toMatchObject({ status: 403, body: { code: 'account.missing' } });
    });

    it('hides a scheduled update (dated in the future) from members, not from admins', async () => {
      const scheduled = await publish(draft({ title: 'Bald', date: Date.now() + 30 * DAY }));
      expect((await memberList()).body.data.map((u) => u.id)).not.toContain(scheduled.body.id);
      const all = await adminList();
      expect(all.body.data[0].id).toBe(scheduled.body.id);
      expect(all.body.meta.total).toBeGreaterThanOrEqual(13);
    });
  });

  describe('admin routes', () => {
    it('publishes with the time of publishing as date when none is given, as UpdatePublished in the _system account', async () => {
      const before = Date.now();
      const created = await publish(draft({ image_url: 'https://cdn.example.com/news/filter.png' }));
      expect(created).toMatchObject({ status: 201, body: { version: 1 } });
      expect(created.headers.get('etag')).toBe('"1"');
      const view = (await adminList('?limit=100')).body.data.find((u) => u.id === created.body.id);
      expect(view?.date).toBeGreaterThanOrEqual(before);
      expect(view?.date).toBeLessThanOrEqual(Date.now());
      expect(view?.image_url).toBe('https://cdn.example.com/news/filter.png');
      const [event] = await events.readStream(`update-${created.body.id}`);
      expect(event).toMatchObject({ type: 'UpdatePublished', metadata: { accountId: '_system', actorId: admin.userId } });
    });

    it('answers 403 auth.forbidden to a member who is not an admin, on every admin route, and stores nothing', async () => {
      const { body: existing } = await publish(draft());
      // a signature claiming the role admin counts for nothing: the admin flag of the user does
      const claimsAdmin = await miscCaller(t, secret, { roles: ['admin', 'manager'] });
      const answers = await Promise.all([
        claimsAdmin.call<ErrorBody>('POST', '/api/v2/admin/updates', draft()),
        member.call<ErrorBody>('GET', '/api/v2/admin/updates'),
        member.call<ErrorBody>('POST', '/api/v2/admin/updates', draft()),
        member.call<ErrorBody>('PUT', `/api/v2/admin/updates/${existing.id}`, draft({ title: 'Gekapert' })),
        member.call<ErrorBody>('DELETE', `/api/v2/admin/updates/${existing.id}`),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      expect(await streamTypes(existing.id)).toEqual(['UpdatePublished']);
    });

    it("refuses invalid input with 422 and the failed rule per field, in the caller's language", async () => {
      const empty = await admin.call<ErrorBody>('POST', '/api/v2/admin/updates', {});
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ title: ['Dieses Feld ist erforderlich.'], text: ['Dieses Feld ist erforderlich.'] });
      const bad = await admin.call<ErrorBody>(
        'POST',
        '/api/v2/admin/updates',
        { title: 'x'.repeat(256), text: '   ', date: 'gestern', image_url: 'ftp://example.com/a.png', pinned: true },
        { 'content-language': 'en' },
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        title: ['At most 255 characters.'],
        text: ['This field is required.'],
        date: ['Please enter a whole number.'],
        image_url: ['Please enter a valid URL.'],
        pinned: ['This field is unknown.'],
      });
    });

    it('edits an update with PUT (UpdateEdited), keeping its date when none is given', async () => {
      const { body: created } = await publish(draft({ date: BASE, image_url: 'https://cdn.example.com/a.png' }));
      const edited = await admin.call<WriteResult>('PUT', `/api/v2/admin/updates/${created.id}`, {
        title: 'Filter für Aufgaben',
        text: 'Neu: Filter.',
      });
      expect(edited).toMatchObject({ status: 200, body: { id: created.id, version: 2 } });
      const view = (await adminList('?limit=100')).body.data.find((u) => u.id === created.id);
      expect(view).toMatchObject({ title: 'Filter für Aufgaben', text: 'Neu: Filter.', date: BASE, image_url: null, version: 2 });
      expect(await streamTypes(created.id)).toEqual(['UpdatePublished', 'UpdateEdited']);
    });

    it('stores nothing when a PUT changes nothing', async () => {
      const { body: created } = await publish(draft({ title: 'Gleich', text: 'Gleich', date: BASE }));
      const same = await admin.call<WriteResult>('PUT', `/api/v2/admin/updates/${created.id}`, { title: 'Gleich', text: 'Gleich' });
      expect(same).toMatchObject({ status: 200, body: { version: 1 } });
      expect(await streamTypes(created.id)).toEqual(['UpdatePublished']);
    });

    it('refuses a PUT based on an older version (If-Match) with 409', async () => {
      const { body: created } = await publish(draft({ date: BASE }));
      await admin.call('PUT', `/api/v2/admin/updates/${created.id}`, draft(), { 'if-match': '"1"' });
      const stale = await admin.call<ErrorBody>('PUT', `/api/v2/admin/updates/${created.id}`, draft(), { 'if-match': '"1"' });
      expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
    });

    it('answers 404 to a PUT or DELETE of an unknown id, and stores nothing', async () => {
      const unknown = randomUUID();
      const put = await admin.call<ErrorBody>('PUT', `/api/v2/admin/updates/${unknown}`, draft(), { 'content-language': 'en' });
      expect(put).toMatchObject({ status: 404, body: { code: 'news.update_not_found', message: 'This update was not found.' } });
      expect((await admin.call<ErrorBody>('DELETE', `/api/v2/admin/updates/${unknown}`)).status).toBe(404);
      expect((await admin.call<ErrorBody>('PUT', '/api/v2/admin/updates/not-a-uuid', draft())).status).toBe(404);
      expect(await events.readStream(`update-${unknown}`)).toEqual([]);
    });

    it('withdraws an update with DELETE (UpdateWithdrawn): gone from both lists, then 404', async () => {
      const { body: created } = await publish(draft({ date: BASE + 100 * DAY }));
      const withdrawn = await admin.call<WriteResult>('DELETE', `/api/v2/admin/updates/${created.id}`);
      expect(withdrawn).toMatchObject({ status: 200, body: { version: 2 } });
      expect((await memberList()).body.data.map((u) => u.id)).not.toContain(created.id);
      expect((await adminList('?limit=100')).body.data.map((u) => u.id)).not.toContain(created.id);
      expect((await admin.call('DELETE', `/api/v2/admin/updates/${created.id}`)).status).toBe(404);
      expect((await admin.call('PUT', `/api/v2/admin/updates/${created.id}`, draft())).status).toBe(404);
      expect(await streamTypes(created.id)).toEqual(['UpdatePublished', 'UpdateWithdrawn']);
    });

    it('pages the admin list and refuses a page size above 100', async () => {
      const page = await adminList('?page=2&limit=5');
      expect(page.body.meta).toMatchObject({ page: 2, limit: 5 });
      expect(page.body.data).toHaveLength(5);
      expect((await adminList('?limit=101')).status).toBe(422);
    });
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = await request<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(t.url, 'GET', '/api/docs-json');
    expect(doc.body.paths['/api/v2/updates'].get.tags).toEqual(['news']);
    expect(Object.keys(doc.body.paths['/api/v2/admin/updates/{id}']).sort()).toEqual(['delete', 'put']);
    expect(doc.body.paths['/api/v1/bookmarks'].post.tags).toEqual(['bookmarks']);
    expect(doc.body.paths['/api/v1/static_content/countries'].get).toBeDefined();
  });
});

/** A real user with the system admin flag of identity, calling with a token and no Account header. */
async function systemAdmin(t: TestApp, secret: string): Promise<MiscCaller> {
  const users = t.app.get<UserDirectory>(USER_DIRECTORY, { strict: false });
  const name = `admin-${randomUUID().slice(0, 8)}`;
  const user = await users.createUser(
    { username: name, email: `${name}@example.test`, first_name: 'Ada', last_name: 'Admin', password: 'Admin-Pass-1' },
    commandContext('_system', null),
  );
  await users.grantSystemAdmin(user.id, commandContext('_system', null));
  const headers = { authorization: `Bearer ${await issueAccessToken({ userId: user.id, teamIds: [], roles: [] }, secret, 300)}` };
  return {
    userId: user.id,
    accountId: '_system',
    headers,
    call: (method, path, body, extra = {}) => request(t.url, method, path, { body, headers: { ...headers, ...extra } }),
  };
}
