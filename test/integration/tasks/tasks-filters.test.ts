import type { TaskListView } from '@kollab/contracts';
import { createTask, publishedBody, startTasksFixture, type Caller, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from './tasks-fixture';

// GET v1/tasks filters (seed §7): each with a match and a miss, within what the caller reads.
describe('tasks list filters', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let a: string;
  let b: string;
  let c: string;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    a = await createTask(o.author, publishedBody(o, { title: 'Wartung Pumpe Nord', due_date: '2030-03-10' }));
    b = await createTask(o.author, publishedBody(o, { title: 'Angebot Kran', due_date: '2030-04-20' }));
    c = await createTask(o.author, { title: 'Entwurf Pumpe', team: o.teamA });
    expect((await o.author.call('POST', `/api/v1/tasks/${a}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    expect((await o.assignee.call('PATCH', `/api/v1/tasks/${a}/assignees/${o.assignee.user.id}`, { status: 'in_progress' })).status).toBe(200);
    expect((await o.author.call('PATCH', `/api/v1/tasks/${b}/status`, { status: 'closed' })).status).toBe(200);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const ids = async (caller: Caller, query: string): Promise<string[]> => {
    const response = await caller.call<TaskListView>('GET', `/api/v1/tasks?limit=500&${query}`);
    expect(response.status).toBe(200);
    return response.body.data.map((task) => task.id).sort();
  };
  const sorted = (...values: string[]) => [...values].sort();

  it('filter[search]: every word in title or number', async () => {
    expect(await ids(o.author, 'filter[search]=pumpe')).toEqual(sorted(a, c));
    expect(await ids(o.author, 'filter[search]=pumpe%20nord')).toEqual([a]);
    expect(await ids(o.author, 'filter[search]=bagger')).toEqual([]);
  });

  it('filter[due_date]: a day or a range', async () => {
    expect(await ids(o.author, 'filter[due_date]=2030-03-10')).toEqual([a]);
    expect(await ids(o.author, 'filter[due_date]=2030-03-01..2030-04-30')).toEqual(sorted(a, b));
    expect(await ids(o.author, 'filter[due_date]=2030-04-01..')).toEqual([b]);
    expect(await ids(o.author, 'filter[due_date]=..2030-01-01')).toEqual([]);
  });

  it("filter[assignee] and filter[user_status] (the caller's own)", async () => {
    expect(await ids(o.author, `filter[assignee]=${o.assignee.user.id}`)).toEqual([a]);
    expect(await ids(o.author, `filter[assignee]=${o.reader.user.id}`)).toEqual([]);
    expect(await ids(o.assignee, 'filter[user_status]=in_progress')).toEqual([a]);
    expect(await ids(o.assignee, 'filter[user_status]=open')).toEqual([]);
    expect(await ids(o.author, 'filter[user_status]=in_progress')).toEqual([]);
  });

  it('filter[author], filter[published_status], filter[status], filter[team], filter[hide_resolved]', async () => {
    expect(await ids(o.author, `filter[author]=${o.author.user.id}`)).toEqual(sorted(a, b, c));
    expect(await ids(o.author, `filter[author]=${o.reader.user.id}`)).toEqual([]);
    expect(await ids(o.author, 'filter[published_status]=draft')).toEqual([c]);
    expect(await ids(o.author, 'filter[published_status]=published')).toEqual(sorted(a, b));
    expect(await ids(o.author, 'filter[status]=closed')).toEqual([b]);
    expect(await ids(o.author, 'filter[status]=overdue')).toEqual([]);
    expect(await ids(o.author, `filter[team]=${o.teamA}`)).toEqual(sorted(a, b, c));
    expect(await ids(o.author, `filter[team]=${o.teamB}`)).toEqual([]);
    expect(await ids(o.author, 'filter[hide_resolved]=true')).toEqual(sorted(a, c));
    expect(await ids(o.author, 'filter[hide_resolved]=false')).toEqual(sorted(a, b, c));
  });

  it('filters within the read scope: a reader never sees the draft', async () => {
    expect(await ids(o.reader, 'filter[search]=pumpe')).toEqual([a]);
    expect(await ids(o.stranger, 'filter[search]=pumpe')).toEqual([]);
  });

  it('orders by title and priority', async () => {
    const response = await o.author.call<TaskListView>('GET', '/api/v1/tasks?order=title');
    expect(response.body.data.map((task) => task.title)).toEqual(['Angebot Kran', 'Entwurf Pumpe', 'Wartung Pumpe Nord']);
    const bad = await o.author.call('GET', '/api/v1/tasks?filter[due_date]=2030-05-01..2030-04-01');
    expect(bad.status).toBe(422);
  });
});
