import { randomUUID } from 'node:crypto';
import { ProjectionsService } from '@kollab/server/core/projections/projections.service';
import { NotesModule } from '../../support/notes/notes.module';
import { request, startTestApp, type TestApp } from '../../support/test-app';

interface Write {
  id: string;
  version: number;
  position: number;
  stale?: boolean;
}
interface NoteList {
  data: Array<{ id: string; title: string; version: number }>;
  meta: { total: number; stale?: boolean };
}

describe('the spine over HTTP (test-only notes context on PGlite)', () => {
  let t: TestApp;
  const account = `acc-${randomUUID()}`;
  const headers = { 'x-test-account': account, 'x-test-user': 'user-anna' };
  const call = <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    request<T>(t.url, method, path, { body, headers: { ...headers, ...extra } });

  beforeAll(async () => {
    t = await startTestApp({ imports: [NotesModule] });
  });
  afterAll(() => t.close());

  it('answers a command with version and position once the list shows it (read-your-writes)', async () => {
    const created = await call<Write>('POST', '/api/test/notes', { title: 'Kick-off' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1 });
    expect(created.body.position).toBeGreaterThan(0);
    expect(created.headers.get('etag')).toBe('"1"');
    const list = await call<NoteList>('GET', '/api/test/notes');
    expect(list.body.data.map((n) => n.id)).toContain(created.body.id);
  });

  it('refuses a write based on a stale version with 409 and the current version, storing nothing', async () => {
    const { body: note } = await call<Write>('POST', '/api/test/notes', { title: 'Draft' });
    const first = await call<Write>('PATCH', `/api/test/notes/${note.id}`, { title: 'Draft 2' }, { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await call<{ code: string; message: string }>('PATCH', `/api/test/notes/${note.id}`, { title: 'Draft 3' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.wrong_expected_version');
    expect(stale.body.message).toMatch(/geändert/);
    expect(stale.headers.get('x-current-version')).toBe('2');
    const history = await call<{ data: unknown[] }>('GET', `/api/test/notes/${note.id}/history`);
    expect(history.body.data).toHaveLength(2);
  });

  it('answers in English when asked', async () => {
    const missing = await call<{ message: string }>('GET', `/api/test/notes/${randomUUID()}`, undefined, { 'content-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'request.not_found', message: 'This item was not found.' });
  });

  it('lists the history with actor, time, type and changed fields', async () => {
    const { body: note } = await call<Write>('POST', '/api/test/notes', { title: 'Agenda', teamId: 'team-a' });
    await call('PATCH', `/api/test/notes/${note.id}`, { title: 'Agenda v2' }, { 'x-test-user': 'user-ben' });
    const { body } = await call<{ data: Array<{ version: number; type: string; actor_id: string; occurred_at: string; changes: unknown[] }> }>(
      'GET',
      `/api/test/notes/${note.id}/history`,
    );
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ version: 1, type: 'NoteCreated', actor_id: 'user-anna' });
    expect(body.data[1]).toMatchObject({
      version: 2,
      type: 'NoteRenamed',
      actor_id: 'user-ben',
      changes: [{ field: 'title', from: 'Agenda', to: 'Agenda v2' }],
    });
    expect(Date.parse(body.data[1].occurred_at)).not.toBeNaN();
  });

  it('shows the item as of a version and as of a time', async () => {
    const { body: note } = await call<Write>('POST', '/api/test/notes', { title: 'v1' });
    const afterFirst = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('PATCH', `/api/test/notes/${note.id}`, { title: 'v2' });
    const v1 = await call<{ state: { title: string }; version: number }>('GET', `/api/test/notes/${note.id}?version=1`);
    expect(v1.body).toMatchObject({ version: 1, state: { title: 'v1' } });
    const atTime = await call<{ state: { title: string } }>('GET', `/api/test/notes/${note.id}?at=${encodeURIComponent(afterFirst)}`);
    expect(atTime.body.state.title).toBe('v1');
    const beyond = await call('GET', `/api/test/notes/${note.id}?version=9`);
    expect(beyond.status).toBe(404);
    const before = await call('GET', `/api/test/notes/${note.id}?at=2000-01-01T00:00:00Z`);
    expect(before.status).toBe(404);
  });

  it('answers bad as-of values, bad If-Match and bad JSON with 4xx and a stable code', async () => {
    const { body: note } = await call<Write>('POST', '/api/test/notes', { title: 'x' });
    for (const query of ['version=0', 'version=abc', 'at=yesterday', 'version=1&at=2020-01-01']) {
      const response = await call<{ code: string; errors: Record<string, string[]> }>('GET', `/api/test/notes/${note.id}?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('request.validation_failed');
    }
    const badIfMatch = await call<{ code: string }>('PATCH', `/api/test/notes/${note.id}`, { title: 'y' }, { 'if-match': 'yesterday' });
    expect(badIfMatch.status).toBe(422);
    const badJson = await call<{ code: string }>('POST', '/api/test/notes', '{"title": ');
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe('request.malformed');
    const invalid = await call<{ code: string; errors: Record<string, string[]> }>('POST', '/api/test/notes', { title: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['title']);
  });

  it('keeps accounts apart: another account neither reads nor writes the item', async () => {
    const { body: note } = await call<Write>('POST', '/api/test/notes', { title: 'Secret' });
    const other = { 'x-test-account': `acc-${randomUUID()}` };
    expect((await call('GET', `/api/test/notes/${note.id}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `/api/test/notes/${note.id}/history`, undefined, other)).status).toBe(404);
    expect((await call('GET', `/api/test/notes/${note.id}?version=1`, undefined, other)).status).toBe(404);
    const write = await call('PATCH', `/api/test/notes/${note.id}`, { title: 'Mine now' }, other);
    expect(write.status).toBe(404);
    const list = await call<NoteList>('GET', '/api/test/notes', undefined, other);
    expect(list.body.data).toEqual([]);
    const own = await call<{ title: string; version: number }>('GET', `/api/test/notes/${note.id}`);
    expect(own.body).toMatchObject({ title: 'Secret', version: 1 });
  });

  it('answers 202 with the position when the read models lag, and marks a read with minPosition stale (Kollab-Stale)', async () => {
    const projections = t.app.get(ProjectionsService);
    await projections.beforeApplicationShutdown(); // stop the runners: the read models stop moving
    let position: number;
    try {
      const created = await call<Write>('POST', '/api/test/notes', { title: 'Lagging' });
      expect(created.status).toBe(202);
      expect(created.body.stale).toBe(true);
      position = created.body.position;
      const read = await call<NoteList>('GET', `/api/test/notes?minPosition=${position}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('kollab-stale')).toBe('true');
      expect(read.body.data.map((note) => note.title)).not.toContain('Lagging');
    } finally {
      await projections.onApplicationBootstrap();
    }
    // Running again: the same read waits for the write and shows it, unmarked.
    const fresh = await call<NoteList>('GET', `/api/test/notes?minPosition=${position}`);
    expect(fresh.headers.get('kollab-stale')).toBeNull();
    expect(fresh.body.data.map((note) => note.title)).toContain('Lagging');
  });

  it('refuses a minPosition that is not a whole number (422), on reads only', async () => {
    for (const bad of ['abc', '-1', '1.5', '9999999999999999']) {
      const read = await call<{ code: string; errors: Record<string, unknown> }>('GET', `/api/test/notes?minPosition=${bad}`);
      expect(read.status).toBe(422);
      expect(Object.keys(read.body.errors)).toEqual(['minPosition']);
    }
  });

  it('publishes its OpenAPI document', async () => {
    const docs = await request<{ openapi: string; paths: Record<string, unknown> }>(t.url, 'GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/test/notes', '/api/test/notes/{id}/history']));
  });

  it('reports readiness cheaply, and the projection report only to system admins', async () => {
    const health = await request<{
      status: string;
      store: { driver: string; ok: boolean };
      listener: { ok: boolean };
      projections: { ok: boolean; stalled: string[] };
    }>(t.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      store: { driver: 'pglite', ok: true },
      listener: { ok: true },
      projections: { ok: true, stalled: [] },
    });
    expect((await request(t.url, 'GET', '/api/health/live')).body).toEqual({ status: 'ok' });
    expect((await request(t.url, 'GET', '/api/health/projections')).status).toBe(401);
  });
});
