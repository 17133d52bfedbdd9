import type { TaskListView, WriteResult } from '@kollab/contracts';
import { createTask, getTask, publishedBody, startTasksFixture, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from './tasks-fixture';

// A member of organisation A sends organisation B's ids in path, query and body of every
// tasks route: 403/404/422, nothing of B in the answer, nothing appended to B.
describe('tenant sweep: tasks of organisation A and B stay apart', () => {
  let f: TasksFixture;
  let a: TasksOrg;
  let b: TasksOrg;
  let taskB: string;
  let commentB: string;

  beforeAll(async () => {
    f = await startTasksFixture();
    [a, b] = await Promise.all([f.tasksOrg(), f.tasksOrg()]);
    taskB = await createTask(b.author, publishedBody(b, { title: 'Vertrauliche Aufgabe', comments_enabled: true }));
    commentB = (await b.author.call<WriteResult>('POST', `/api/v1/tasks/${taskB}/comments`, { body: 'Geheimer Kommentar' })).body.id;
    await b.author.call('POST', `/api/v1/tasks/${taskB}/assignees`, { user_id: b.assignee.user.id });
    await b.author.call('POST', `/api/v1/tasks/${taskB}/contacts`, { contact_id: b.contactId, public: true });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(() => f?.t.close());

  const secretsOfB = () => [b.org, taskB, commentB, 'Vertrauliche', 'Geheimer', b.typeId, b.teamA, b.contactId, b.assignee.user.id];

  it('answers every route with B ids with 403/404/422 and leaks and appends nothing', async () => {
    const before = await f.t.eventCount(b.org);
    const task = `/api/v1/tasks/${taskB}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', task],
      ['GET', `${task}?version=1`],
      ['GET', `${task}?at=2100-01-01T00:00:00Z`],
      ['GET', `${task}/history`],
      ['PATCH', task, { title: 'Eindringling' }],
      ['DELETE', task],
      ['PATCH', `${task}/status`, { status: 'closed' }],
      ['PATCH', `${task}/watch`, { status: 'watching' }],
      ['POST', `${task}/assignees`, { user_id: a.assignee.user.id }],
      ['DELETE', `${task}/assignees/${b.assignee.user.id}`],
      ['PATCH', `${task}/assignees/${b.assignee.user.id}`, { status: 'closed' }],
      ['POST', `${task}/viewers`, { user_id: a.reader.user.id }],
      ['DELETE', `${task}/viewers/${b.assignee.user.id}`],
      ['POST', `${task}/comments`, { body: 'Eindringling' }],
      ['PUT', `${task}/comments/${commentB}`, { body: 'Eindringling' }],
      ['DELETE', `${task}/comments/${commentB}`],
      ['GET', `${task}/contacts`],
      ['POST', `${task}/contacts`, { contact_id: a.contactId }],
      ['PUT', `${task}/contacts/${b.contactId}`, { public: false }],
      ['DELETE', `${task}/contacts/${b.contactId}`],
      // B's ids in A's bodies: a type, a team, a member, a contact of B.
      ['POST', '/api/v1/tasks', { title: 'x', type: b.typeId }],
      ['POST', '/api/v1/tasks', { title: 'x', team: b.teamA }],
      ['POST', '/api/v1/tasks', { title: 'x', account_id: b.org }],
    ];
    for (const [method, path, body] of routes) {
      const response = await a.author.call(method, path, body);
      expect({ route: `${method} ${path}`, status: [403, 404, 422].includes(response.status) }).toEqual({ route: `${method} ${path}`, status: true });
      const text = JSON.stringify(response.body ?? '');
      for (const secret of secretsOfB()) expect(text).not.toContain(secret);
    }
    const own = await createTask(a.author, { title: 'Eigene' });
    for (const [method, path, body] of [
      ['POST', `/api/v1/tasks/${own}/assignees`, { user_id: b.assignee.user.id }],
      ['POST', `/api/v1/tasks/${own}/viewers`, { user_id: b.assignee.user.id }],
      ['POST', `/api/v1/tasks/${own}/contacts`, { contact_id: b.contactId }],
      ['PATCH', `/api/v1/tasks/${own}`, { type: b.typeId }],
      ['PATCH', `/api/v1/tasks/${own}`, { team: b.teamA }],
    ] as const) {
      const response = await a.author.call(method, path, body);
      expect({ route: `${method} ${path} ${JSON.stringify(body)}`, refused: [403, 422].includes(response.status) }).toEqual({
        route: `${method} ${path} ${JSON.stringify(body)}`,
        refused: true,
      });
    }
    expect((await getTask(a.author, own)).version).toBe(1);
    expect(await f.t.eventCount(b.org)).toBe(before);
  });

  it('shows nothing of B in A lists, whatever the filter', async () => {
    for (const query of [
      'filter[search]=Vertrauliche',
      `filter[team]=${b.teamA}`,
      `filter[author]=${b.author.user.id}`,
      `filter[assignee]=${b.assignee.user.id}`,
      '',
    ]) {
      const response = await a.manager.call<TaskListView>('GET', `/api/v1/tasks?${query}`);
      expect(response.status).toBe(200);
      for (const secret of secretsOfB()) expect(JSON.stringify(response.body)).not.toContain(secret);
    }
    expect((await a.portal.call<TaskListView>('GET', '/api/v1/tasks')).body.data).toEqual([]);
  });
});
