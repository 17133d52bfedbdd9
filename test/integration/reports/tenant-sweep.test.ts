import type { WriteResult } from '@kollab/contracts';
import { createTask, publishedBody, startTasksFixture, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from '../tasks/tasks-fixture';
import { exportsOf } from './exports-fixture';

const rule = { cadence: 'daily', time: '07:00', time_zone: 'Europe/Berlin' };

// A manager of organisation A sends organisation B's ids in path, query and body of every
// exports and reports route: 403/404/422 or an empty file, nothing of B in any answer, nothing
// appended to B.
describe('tenant sweep: exports and reports of organisation A and B stay apart', () => {
  let f: TasksFixture;
  let a: TasksOrg;
  let b: TasksOrg;
  let exportB: string;
  let scheduleB: string;
  const exports = exportsOf(() => f.t);

  beforeAll(async () => {
    f = await startTasksFixture();
    [a, b] = await Promise.all([f.tasksOrg(), f.tasksOrg()]);
    await createTask(b.author, publishedBody(b, { title: 'Vertrauliche Aufgabe' }));
    exportB = (await exports.exported(b.manager, { kind: 'tasks', format: 'csv' })).view.id;
    scheduleB = (
      await b.manager.call<WriteResult>('POST', '/api/v1/report_schedules', {
        kind: 'tasks',
        format: 'csv',
        ...rule,
        recipients: [b.manager.user.id],
      })
    ).body.id;
  }, FIXTURE_TIMEOUT_MS);
  afterAll(() => f?.t.close());

  const secretsOfB = () => [b.org, exportB, scheduleB, 'Vertrauliche', b.teamA, b.manager.user.id];

  it('answers every route with B ids with 403/404/422 and leaks and appends nothing', async () => {
    const before = await f.t.eventCount(b.org);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/exports/${exportB}`],
      ['GET', `/api/v1/exports/${exportB}/file`],
      ['GET', `/api/v1/report_schedules/${scheduleB}`],
      ['PUT', `/api/v1/report_schedules/${scheduleB}`, { kind: 'tasks', format: 'csv', ...rule, recipients: [a.manager.user.id] }],
      ['DELETE', `/api/v1/report_schedules/${scheduleB}`],
      ['GET', `/api/v1/report_runs/${exportB}`],
      ['GET', `/api/v1/report_runs/${exportB}/file`],
      // B's ids in A's bodies: a recipient of B, B's account in the body.
      ['POST', '/api/v1/report_schedules', { kind: 'tasks', format: 'csv', ...rule, recipients: [b.manager.user.id] }],
      ['POST', '/api/v1/exports', { kind: 'tasks', format: 'csv', account_id: b.org }],
    ];
    for (const [method, path, body] of routes) {
      const response = await a.manager.call(method, path, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body ?? '');
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    expect(await f.t.eventCount(b.org)).toBe(before);
  });

  it("lists nothing of B, and an export filtered by B's team has no rows", async () => {
    for (const path of ['/api/v1/exports', '/api/v1/report_schedules', '/api/v1/report_runs']) {
      const response = await a.manager.call('GET', path);
      expect(response.status).toBe(200);
      for (const secret of secretsOfB()) expect(JSON.stringify(response.body)).not.toContain(secret);
    }
    const { view, file } = await exports.exported(a.manager, { kind: 'tasks', format: 'csv', filter: { team: b.teamA } });
    expect(view.rows).toBe(0);
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    for (const secret of secretsOfB()) expect(text).not.toContain(secret);
  });
});
