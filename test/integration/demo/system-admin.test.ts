import { randomUUID } from 'node:crypto';
import type { ListPage, UpdateView, WriteResult } from '@kollab/contracts';
import { demoHeaders, demoToken, seedDemo, subjectOf } from '../../support/demo-sign-in';
import { request, type JsonResponse, type TestApp, startTestApp } from '../../support/test-app';

interface ErrorBody {
  code: string;
}
type OpenApi = { paths: Record<string, Record<string, unknown>> };

describe('the system admin without an organisation (issue 11 item 3)', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ driver: 'postgres' });
    await seedDemo(t);
    // the demo admin, signed in through the real sign-in route with the demo password: no organisation, no Account header
    admin = { authorization: `Bearer ${await demoToken(t, 'admin')}` };
  }, 180000);
  afterAll(() => t.close());

  const call = <T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<JsonResponse<T>> =>
    request<T>(t.url, method, path, { headers, body: method === 'GET' ? undefined : body });

  it("publishes, reads and edits an update; members of an organisation read it in what's new", async () => {
    const accounts = await call<{ data: unknown[] }>(
      'GET',
      `/api/v1/users/${subjectOf(admin.authorization.slice('Bearer '.length))}/accounts`,
      admin,
    );
    expect(accounts.body.data).toEqual([]);

    const title = `Neu im Test ${randomUUID()}`;
    const published = await call<WriteResult>('POST', '/api/v2/admin/updates', admin, { title, text: 'Der Editor geht ohne Organisation.' });
    expect(published.status).toBe(201);
    const listed = await call<ListPage<UpdateView>>('GET', '/api/v2/admin/updates?limit=100', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((update) => update.id === published.body.id)).toMatchObject({ title, version: 1 });

    const edited = await call<WriteResult>(
      'PUT',
      `/api/v2/admin/updates/${published.body.id}`,
      { ...admin, 'if-match': '"1"' },
      { title: `${title} (bearbeitet)`, text: 'Geändert.' },
    );
    expect(edited).toMatchObject({ status: 200, body: { version: 2 } });
    expect(
      (await call<ListPage<UpdateView>>('GET', '/api/v2/admin/updates?limit=100', admin)).body.data.find((update) => update.id === published.body.id),
    ).toMatchObject({
      title: `${title} (bearbeitet)`,
      text: 'Geändert.',
    });

    const anna = await demoHeaders(t, 'anna');
    const whatsNew = await call<ListPage<UpdateView>>('GET', '/api/v2/updates', anna);
    expect(whatsNew.status).toBe(200);
    expect(whatsNew.body.data.map((update) => update.title)).toContain(`${title} (bearbeitet)`);
  }, 60000);

  it('opens every /admin and /v2/admin route to the admin without an Account header, and to nobody else', async () => {
    const doc = await request<OpenApi>(t.url, 'GET', '/api/docs-json');
    const routes = Object.entries(doc.body.paths)
      .filter(([path]) => /^\/api\/(v\d+\/)?admin\//.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, randomUUID()) })),
      );
    // organisations (list, one, create, delete, slots), registrations, updates (list, publish, edit, withdraw)
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const manager = await demoHeaders(t, 'manager');
    const anna = await demoHeaders(t, 'anna');
    const refusedAdmin: string[] = [];
    for (const route of routes) {
      const asAdmin = await call<ErrorBody>(route.method, route.path, admin, {});
      // a made-up id or an empty body: 404 or 422, never a refusal of the caller
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500)
        refusedAdmin.push(`${route.method} ${route.path}: ${asAdmin.status} ${asAdmin.body?.code}`);
      for (const someone of [manager, anna, { authorization: manager.authorization }]) {
        const refused = await call<ErrorBody>(route.method, route.path, someone, {});
        expect({ ...route, status: refused.status, code: refused.body?.code }).toEqual({ ...route, status: 403, code: 'auth.forbidden' });
      }
      expect((await call(route.method, route.path, {}, {})).status).toBe(401);
    }
    expect(refusedAdmin).toEqual([]);
  }, 120000);
});
