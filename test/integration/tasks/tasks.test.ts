import type { TaskListView, TaskView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { READ_STORE, type ReadStore } from '@kollab/server/core/read-store/read-store';
import { TASKS_COLLECTION, taskListProjection, type TaskRow } from '@kollab/server/contexts/tasks/projections/task-list.projection';
import { RemindTaskDueJob, type RemindTaskDueJobData } from '@kollab/server/contexts/tasks/jobs/remind-task-due.job';
import { eventually } from '../../support/jobs-waits';
import {
  createTask,
  getTask,
  publishedBody,
  startTasksFixture,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from './tasks-fixture';

// The task routes through HTTP (seed §3, §4, §5, §7 Tasks; issue 6): create, read,
// change, delete, status, and their refusals, with nothing appended on a refusal.
describe('tasks', () => {
  let f: TasksFixture;
  let o: TasksOrg;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const versionOf = async (id: string) => (await getTask(o.author, id)).version;

  it('creates a draft with defaults, numbered by the type prefix', async () => {
    const response = await o.author.call<WriteResult>('POST', '/api/v1/tasks', {
      title: ' Angebot nachfassen ',
      type: o.typeId,
      description: '<p>Hallo<script>alert(1)</script></p>',
    });
    expect(response.status).toBe(201);
    const task = await getTask(o.author, response.body.id);
    expect(task).toMatchObject({
      title: 'Angebot nachfassen',
      type: o.typeId,
      team: null,
      description: '<p>Hallo</p>',
      priority: 'normal',
      status: 'open',
      published: false,
      published_at: null,
      author_user_id: o.author.user.id,
      created_by: o.author.user.id,
      // Left out of the body: comments are on, as for every item kind.
      comments_enabled: true,
      version: 1,
    });
    expect(task.number).toMatch(new RegExp(`^${o.prefix}-\\d+$`));
  });

  it('publishes with team and type, and refuses publishing without them (422, nothing appended)', async () => {
    const id = await createTask(
      o.author,
      publishedBody(o, { priority: 'high', start_date: '2030-03-01', due_date: '2030-03-05', estimation: { value: 1.5, unit: 'days' } }),
    );
    expect(await getTask(o.author, id)).toMatchObject({
      published: true,
      published_by: o.author.user.id,
      priority: 'high',
      estimation: { value: 1.5, unit: 'days' },
      version: 2,
    });
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', { title: 'Ohne Team', type: o.typeId, published: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'tasks.publish_needs_team_and_type', message: 'publishing fails without team and type' });
    const draft = await createTask(o.author, { title: 'Entwurf' });
    const patch = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${draft}`, { published: true });
    expect(patch.status).toBe(422);
    expect(patch.body.code).toBe('tasks.publish_needs_team_and_type');
    expect(await versionOf(draft)).toBe(1);
  });

  it('refuses bad fields with every field error at once', async () => {
    const response = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', {
      title: '',
      priority: 'sofort',
      due_date: '2026-02-30',
      estimation: { value: 1, unit: 'weeks' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(['due_date', 'estimation.unit', 'priority', 'title']);
    const unknown = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', { title: 'x', type: 'no-such-type', team: 'no-such-team' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['team', 'type']);
    const dates = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', { title: 'x', start_date: '2026-03-10', due_date: '2026-03-09' });
    expect(dates.body.errors).toEqual({ due_date: ['The due date cannot be before the start date.'] });
    const extra = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', { title: 'x', status: 'closed' });
    expect(extra.status).toBe(422);
  });

  it('needs create permission in the team (403), and a token (401)', async () => {
    const response = await o.reader.call<ErrorBody>('POST', '/api/v1/tasks', publishedBody(o));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('auth.forbidden');
    const anonymous = await f.t.call('POST', '/api/v1/tasks', undefined, undefined, { title: 'x' });
    expect(anonymous.status).toBe(401);
  });

  it('changes only the fields sent; a stale If-Match or version is 409 and nothing is lost', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const first = await o.editor.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { priority: 'urgent' }, { 'if-match': '"2"' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(3);
    const stale = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { title: 'Neu', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.wrong_expected_version');
    const staleHeader = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { title: 'Neu' }, { 'if-match': '"2"' });
    expect(staleHeader.status).toBe(409);
    expect(await getTask(o.author, id)).toMatchObject({ priority: 'urgent', version: 3 });
    const cleared = await o.author.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { due_date: '2030-01-01', description: '<b>x</b>', version: 3 });
    expect(cleared.status).toBe(200);
    const unchanged = await o.author.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { due_date: '2030-01-01' });
    expect(unchanged.body.version).toBe(4);
    expect(await getTask(o.author, id)).toMatchObject({ due_date: '2030-01-01', description: '<b>x</b>' });
    const nulled = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { team: null });
    expect(nulled.status).toBe(422);
    expect(nulled.body.code).toBe('tasks.publish_needs_team_and_type');
  });

  it('sets the status (edit permission) and deletes (delete permission)', async () => {
    const id = await createTask(o.author, publishedBody(o));
    expect((await o.reader.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}/status`, { status: 'closed' })).status).toBe(403);
    expect((await o.editor.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}/status`, { status: 'overdue' })).status).toBe(422);
    expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'in_progress' })).status).toBe(200);
    expect((await getTask(o.author, id)).status).toBe('in_progress');
    expect((await o.editor.call<ErrorBody>('DELETE', `/api/v1/tasks/${id}`)).status).toBe(403);
    expect((await o.deleter.call('DELETE', `/api/v1/tasks/${id}`)).status).toBe(200);
    const gone = await o.author.call<ErrorBody>('GET', `/api/v1/tasks/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('tasks.task_not_found');
    expect((await o.deleter.call('DELETE', `/api/v1/tasks/${id}`)).status).toBe(404);
    expect((await o.author.call('GET', '/api/v1/tasks/not-a-uuid')).status).toBe(404);
  });

  it('gives every task of a type a unique number under 10 concurrent creates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => o.author.call<WriteResult>('POST', '/api/v1/tasks', { title: `Parallel ${i}`, type: o.typeId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const numbers = await Promise.all(answers.map(async (a) => (await getTask(o.author, a.body.id)).number));
    expect(new Set(numbers).size).toBe(10);
  });

  it('keeps the history, comments included, and shows the task as it was', async () => {
    const id = await createTask(o.author, publishedBody(o, { title: 'Alter Titel', comments_enabled: true }));
    await o.author.call('PATCH', `/api/v1/tasks/${id}`, { title: 'Neuer Titel' });
    const comment = await o.reader.call<WriteResult>('POST', `/api/v1/tasks/${id}/comments`, { body: 'Erledigt?' });
    expect(comment.status).toBe(201);
    const history = await o.reader.call<{
      data: Array<Record<string, unknown> & { type: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
    }>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e) => e.type)).toEqual(['TaskCreated', 'TaskPublished', 'TaskChanged', 'TaskCommentAdded']);
    // snake_case like the rest of the API, with the actor's display name.
    expect(Object.keys(history.body.data[0]).sort()).toEqual(['actor_id', 'actor_name', 'changes', 'occurred_at', 'position', 'type', 'version']);
    expect(Date.parse(history.body.data[0].occurred_at as string)).not.toBeNaN();
    expect(history.body.data[0]).toMatchObject({ actor_id: o.author.user.id, actor_name: o.author.user.full_name });
    // The creation lists the fields that were set: no empty lists, no unset dates.
    const created = history.body.data[0].changes;
    expect(created.every((change) => change.from === null && change.to !== null && !(Array.isArray(change.to) && change.to.length === 0))).toBe(true);
    expect(created.map((change) => change.field)).toEqual(expect.arrayContaining(['title', 'type', 'team', 'number']));
    const unset = [
      'claims',
      'protocols',
      'assignees',
      'viewers',
      'watchers',
      'comments',
      'contacts',
      'files',
      'start_date',
      'due_date',
      'description',
      'estimation',
    ];
    expect(created.map((change) => change.field).filter((field) => unset.includes(field))).toEqual([]);
    expect(history.body.data[2].changes).toEqual([{ field: 'title', from: 'Alter Titel', to: 'Neuer Titel' }]);
    expect(history.body.data[3]).toMatchObject({
      actor_id: o.reader.user.id,
      actor_name: o.reader.user.full_name,
      changes: [{ field: `comments.${comment.body.id}`, from: null, to: { body: 'Erledigt?' } }],
    });
    const old = await o.reader.call<TaskView>('GET', `/api/v1/tasks/${id}?version=2`);
    expect(old.body).toMatchObject({ title: 'Alter Titel', version: 2, comments: [] });
    expect((await o.reader.call('GET', `/api/v1/tasks/${id}?at=2000-01-01T00:00:00Z`)).status).toBe(404);
    expect((await o.reader.call('GET', `/api/v1/tasks/${id}?version=x`)).status).toBe(422);
    expect((await o.stranger.call('GET', `/api/v1/tasks/${id}/history`)).status).toBe(404);
  });

  it('marks a task overdue once its due date passed (the job), and leaves it so when asked again', async () => {
    const id = await createTask(o.author, publishedBody(o, { due_date: '2020-01-01' }));
    const deadline = Date.now() + 10_000;
    let task = await getTask(o.author, id);
    while (task.status !== 'overdue' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = await getTask(o.author, id);
    }
    expect(task).toMatchObject({ status: 'overdue', version: 3 });
    const history = await o.author.call<{ data: Array<{ type: string; actor_id: string | null }> }>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.body.data.at(-1)).toEqual(expect.objectContaining({ type: 'TaskBecameOverdue', actor_id: null, actor_name: null }));
  });

  it('reminds of a task due tomorrow once per due date (the reminder job, scheduled for 07:00 UTC the day before)', async () => {
    const DAY_MS = 86_400_000;
    const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    const due = dayFromToday(3);
    const id = await createTask(o.author, publishedBody(o, { due_date: due }));
    const jobsOf = (dueDate: string) =>
      eventually(
        async () => {
          const rows = await f.t.sql.query<{ data: RemindTaskDueJobData; run_at: string | Date }>(
            `SELECT data, run_at FROM kollab_jobs WHERE name = 'RemindTaskDueJob' AND data->>'task_id' = $1 AND data->>'due_date' = $2`,
            [id, dueDate],
          );
          return rows.length === 1 ? rows[0] : undefined;
        },
        15_000,
        'the reminder job',
      );
    const scheduled = await jobsOf(due);
    expect(scheduled.data).toMatchObject({ account_id: o.org, task_id: id, due_date: due });
    // run_at is the database's now() plus the delay the reaction computed: within a few seconds of the time.
    expect(Math.abs(new Date(scheduled.run_at).getTime() - (Date.parse(`${due}T00:00:00Z`) - DAY_MS + 7 * 3_600_000))).toBeLessThan(5_000);

    // The job's own handler (it runs the day before the due date; the decision only needs the due day not begun).
    const job = f.t.app.get(RemindTaskDueJob);
    await job.handle(scheduled.data);
    const events = async () =>
      (await f.t.app.get<EventStore>(EVENT_STORE).readStream(`task-${id}`, { accountId: o.org })).filter((event) => event.type === 'TaskDueTomorrow');
    const [reminded] = await events();
    expect(reminded).toMatchObject({ data: { due_date: due }, metadata: { actorId: null, causationId: scheduled.data.event_id } });
    const task = await getTask(o.author, id);
    expect(task).toMatchObject({ due_date: due, status: 'open', version: 3 });
    expect(task).not.toHaveProperty('reminded_due_date');
    type History = { data: Array<{ type: string; actor_id: string | null; changes: Array<{ field: string; from: unknown; to: unknown }> }> };
    const history = await o.author.call<History>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.body.data.at(-1)).toEqual(
      expect.objectContaining({
        type: 'TaskDueTomorrow',
        actor_id: null,
        actor_name: null,
        changes: [{ field: 'reminded_due_date', from: null, to: due }],
      }),
    );

    // Once per due date: the job again decides nothing; a moved due date is reminded of anew, the old job finds it changed.
    await job.handle(scheduled.data);
    expect((await getTask(o.author, id)).version).toBe(3);
    const later = dayFromToday(4);
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}`, { due_date: later })).status).toBe(200);
    await job.handle(scheduled.data);
    await job.handle((await jobsOf(later)).data);
    expect((await events()).map((event) => event.data)).toEqual([{ due_date: due }, { due_date: later }]);
  });

  it('projects each task event idempotently: applied again, the row stays as it was', async () => {
    const id = await createTask(o.author, publishedBody(o, { comments_enabled: true }));
    await o.author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id });
    await o.author.call('POST', `/api/v1/tasks/${id}/comments`, { body: 'Zweimal?' });
    const store = f.t.app.get<ReadStore>(READ_STORE);
    const rows = store.collection<TaskRow>(TASKS_COLLECTION).forAccount(o.org);
    const before = await rows.get(id);
    expect(before).toMatchObject({
      version: 4,
      scope: expect.arrayContaining([`owner:${o.author.user.id}`, `team:${o.teamA}`, `participant:${o.assignee.user.id}`]),
    });
    for (const event of await f.t.app.get<EventStore>(EVENT_STORE).readStream(`task-${id}`, { accountId: o.org }))
      await taskListProjection.apply(event, store);
    expect(await rows.get(id)).toEqual(before);
  });

  it('keeps a task type that live tasks use from being deleted', async () => {
    await createTask(o.author, { title: 'Nutzt den Typ', type: o.typeId });
    const response = await o.manager.call<ErrorBody>('DELETE', `/api/v1/account_manager/task_types/${o.typeId}`);
    expect(response.body.code).toBe('types.type_in_use');
  });

  it('documents every task route for OpenAPI', async () => {
    const docs = await f.t.call<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>('GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    const taskPaths = Object.keys(docs.body.paths).filter((path) => path.startsWith('/api/v1/tasks'));
    expect(taskPaths.sort()).toEqual([
      '/api/v1/tasks',
      '/api/v1/tasks/print',
      '/api/v1/tasks/{id}',
      '/api/v1/tasks/{id}/assignees',
      '/api/v1/tasks/{id}/assignees/{user}',
      '/api/v1/tasks/{id}/comments',
      '/api/v1/tasks/{id}/comments/{cid}',
      '/api/v1/tasks/{id}/contacts',
      '/api/v1/tasks/{id}/contacts/{cid}',
      '/api/v1/tasks/{id}/files',
      '/api/v1/tasks/{id}/files/{fid}',
      '/api/v1/tasks/{id}/history',
      '/api/v1/tasks/{id}/print',
      '/api/v1/tasks/{id}/protocols',
      '/api/v1/tasks/{id}/status',
      '/api/v1/tasks/{id}/viewers',
      '/api/v1/tasks/{id}/viewers/{user}',
      '/api/v1/tasks/{id}/watch',
    ]);
    for (const path of taskPaths)
      for (const operation of Object.values(docs.body.paths[path])) expect(Object.keys(operation.responses)).toContain('401');
  });

  it('lists with page, limit and order', async () => {
    const list = await o.author.call<TaskListView>('GET', '/api/v1/tasks?limit=2&page=1&order=-created_at');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(list.body.meta.total).toBeGreaterThan(2);
    expect((await o.author.call('GET', '/api/v1/tasks?order=sideways')).status).toBe(422);
    expect((await o.author.call('GET', '/api/v1/tasks?filter[due_date]=2026-13-01')).status).toBe(422);
  });
});
