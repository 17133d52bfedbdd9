import type { TaskView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { occurrenceTaskId } from '@kollab/server/contexts/tasks/commands/task-occurrence-id';
import { CreateTaskOccurrenceJob, type CreateTaskOccurrenceJobData } from '@kollab/server/contexts/tasks/jobs/create-task-occurrence.job';
import { eventually } from '../../support/jobs-waits';
import {
  createTask,
  getTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from './tasks-fixture';

type History = { data: Array<{ type: string; changes: Array<{ field: string; from: unknown; to: unknown }> }> };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The first Monday at least two weeks ahead (UTC): every job of these series lies in the future, so none runs by itself. */
function mondayAhead(): string {
  const start = new Date(Date.now() + 14 * DAY_MS);
  const day = start.toISOString().slice(0, 10);
  return addDays(day, (8 - start.getUTCDay()) % 7);
}
const weekly = { frequency: 'weekly', interval: 1, weekdays: [1, 3] };

// Recurring tasks (issue 16, item 4): account flag apps.tasks.recurring.
describe('recurring tasks', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let author: Caller;
  let editor: Caller;
  let reader: Caller;

  const streamLength = async (id: string) => (await f.t.app.get<EventStore>(EVENT_STORE).readStream(`task-${id}`, { accountId: o.org })).length;
  const jobsOf = (taskId: string) =>
    f.t.sql.query<{ job_id: string; data: CreateTaskOccurrenceJobData; run_at: string | Date }>(
      `SELECT job_id, data, run_at FROM kollab_jobs WHERE name = 'CreateTaskOccurrenceJob' AND data->>'task_id' = $1 ORDER BY created_at`,
      [taskId],
    );
  /** The occurrence job the reaction scheduled for the task (the newest, when several). */
  const jobOf = async (taskId: string) => eventually(async () => (await jobsOf(taskId)).at(-1), 15_000, `the occurrence job of task ${taskId}`);
  /** Runs a scheduled job now, as the queue would at its time (with the app's job instance). */
  const run = async (job: { data: CreateTaskOccurrenceJobData }) => f.t.app.get(CreateTaskOccurrenceJob).handle(job.data);
  /** The task once the read model has it (the job's append is not a request that waits for it). */
  const readWhenThere = (caller: Caller, id: string) =>
    eventually(
      async () => {
        const response = await caller.call<TaskView>('GET', `/api/v1/tasks/${id}`);
        return response.status === 200 ? response.body : undefined;
      },
      15_000,
      `task ${id}`,
    );

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    ({ author, editor, reader } = o);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  it('refuses a repeat without the account flag (403 tasks.recurring_disabled), appending nothing', async () => {
    const before = await f.t.eventCount(o.org);
    const refused = await author.call<ErrorBody>('POST', '/api/v1/tasks', publishedBody(o, { due_date: mondayAhead(), repeat: weekly }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('tasks.recurring_disabled');
    expect(await f.t.eventCount(o.org)).toBe(before);

    const id = await createTask(author, publishedBody(o, { due_date: mondayAhead() }));
    const length = await streamLength(id);
    const patched = await editor.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { repeat: weekly });
    expect(patched.status).toBe(403);
    expect(patched.body.code).toBe('tasks.recurring_disabled');
    expect(await streamLength(id)).toBe(length);
    expect((await getTask(author, id)).repeat).toBeNull();

    // The flag on: callers take a new signature (it carries the flags).
    expect((await o.manager.call('PUT', '/api/v2/account/feature-flags', { flags: ['apps.tasks.recurring'] })).status).toBe(200);
    [author, editor, reader] = await Promise.all([o.author, o.editor, o.reader].map((caller) => f.caller(caller.user, o.org)));
  });

  it('checks the rule against the task: a due date is the first day, until after it', async () => {
    const noDate = await author.call<ErrorBody>('POST', '/api/v1/tasks', publishedBody(o, { repeat: weekly }));
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors?.repeat).toEqual([expect.any(String)]);
    const monday = mondayAhead();
    const early = await author.call<ErrorBody>('POST', '/api/v1/tasks', publishedBody(o, { due_date: monday, repeat: { ...weekly, until: monday } }));
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors ?? {})).toEqual(['repeat']);
    const bad = await author.call<ErrorBody>(
      'POST',
      '/api/v1/tasks',
      publishedBody(o, { due_date: monday, repeat: { frequency: 'weekly', interval: 1 } }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['repeat.weekdays']);
  });

  it('creates the next occurrence of a weekly series at its date: the same team, type, assignees and description, linked to the series', async () => {
    const monday = mondayAhead();
    const wednesday = addDays(monday, 2);
    const id = await createTask(
      author,
      publishedBody(o, {
        title: 'Wochenbericht',
        description: '<p>Zahlen der Woche</p>',
        priority: 'high',
        start_date: addDays(monday, -1),
        due_date: monday,
        repeat: { ...weekly, weekdays: [3, 1] },
      }),
    );
    expect((await author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    const first = await getTask(author, id);
    expect(first.repeat).toEqual({ rule: weekly, series_id: id, index: 1, next_due_date: wednesday });

    // Scheduled for 00:00 UTC of the day it appears: its start date, a day before its due date, as the task's.
    const job = await jobOf(id);
    expect(job.data.next).toEqual({ index: 2, due_date: wednesday, start_date: addDays(wednesday, -1), appears_on: addDays(wednesday, -1) });
    expect(Math.abs(new Date(job.run_at).getTime() - Date.parse(`${addDays(wednesday, -1)}T00:00:00Z`))).toBeLessThan(30_000);

    await run(job);
    const nextId = occurrenceTaskId(id, 2);
    const next = await readWhenThere(reader, nextId);
    expect(next).toMatchObject({
      title: 'Wochenbericht',
      team: o.teamA,
      type: o.typeId,
      description: '<p>Zahlen der Woche</p>',
      priority: 'high',
      published: true,
      status: 'open',
      start_date: addDays(wednesday, -1),
      due_date: wednesday,
      created_by: o.author.user.id,
      assignees: [{ user_id: o.assignee.user.id, status: 'open' }],
      repeat: { rule: weekly, series_id: id, index: 2, next_due_date: addDays(monday, 7) },
    });
    expect(next.number).not.toBe(first.number);
    expect(next.number).toMatch(new RegExp(`^${o.prefix}-\\d+$`));

    // Again (a retried or repeated job): nothing new.
    const length = await streamLength(nextId);
    await run(job);
    expect(await streamLength(nextId)).toBe(length);

    // The series went on: only its newest task changes it.
    const old = await editor.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { repeat: null });
    expect(old.status).toBe(422);
    expect(old.body.errors?.repeat).toBeDefined();

    // Ending the series on the newest: its pending job does nothing.
    const pending = await jobOf(nextId);
    expect(pending.data.next).toMatchObject({ index: 3, due_date: addDays(monday, 7) });
    expect((await editor.call<WriteResult>('PATCH', `/api/v1/tasks/${nextId}`, { repeat: null })).status).toBe(200);
    expect((await getTask(author, nextId)).repeat).toBeNull();
    await run(pending);
    expect(await streamLength(occurrenceTaskId(id, 3))).toBe(0);

    const history = await reader.call<History>('GET', `/api/v1/tasks/${nextId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => entry.type)).toEqual([
      'TaskCreated',
      'TaskRepeatSet',
      'TaskAssigned',
      'TaskPublished',
      'TaskRepeatEnded',
    ]);
    expect(history.body.data[4].changes).toEqual([{ field: 'repeat', from: { rule: weekly, first: monday, series_id: id, index: 2 }, to: null }]);
    const firstHistory = await reader.call<History>('GET', `/api/v1/tasks/${id}/history`);
    expect(firstHistory.body.data.map((entry) => entry.type)).toContain('TaskRepeatSet');
  });

  it('changes the series on its newest task from there on, as history', async () => {
    const monday = mondayAhead();
    const id = await createTask(author, publishedBody(o, { due_date: monday, repeat: weekly }));
    const daily = { frequency: 'daily', interval: 2 };
    expect((await editor.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { repeat: daily })).status).toBe(200);
    expect((await getTask(author, id)).repeat).toEqual({ rule: daily, series_id: id, index: 1, next_due_date: addDays(monday, 2) });
    const job = await eventually(
      async () => (await jobsOf(id)).find((row) => row.data.repeat.rule.frequency === 'daily'),
      15_000,
      'the job of the new rule',
    );
    expect(job.data.next.due_date).toBe(addDays(monday, 2));
    // The job of the weekly rule finds the series changed: nothing.
    const stale = (await jobsOf(id)).find((row) => row.data.repeat.rule.frequency === 'weekly');
    expect(stale).toBeDefined();
    await run(stale!);
    expect(await streamLength(occurrenceTaskId(id, 2))).toBe(0);
    const history = await reader.call<History>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.body.data.filter((entry) => entry.type === 'TaskRepeatSet')).toHaveLength(2);
  });

  it('stops after `count` occurrences', async () => {
    const monday = mondayAhead();
    const id = await createTask(author, publishedBody(o, { due_date: monday, repeat: { ...weekly, count: 2 } }));
    await run(await jobOf(id));
    const secondId = occurrenceTaskId(id, 2);
    const second = await readWhenThere(author, secondId);
    expect(second.repeat).toMatchObject({ index: 2, next_due_date: null });
    // Another series after it: once its job is there, the reaction has passed the second occurrence too, and scheduled nothing for it.
    const later = await createTask(author, publishedBody(o, { due_date: monday, repeat: weekly }));
    await jobOf(later);
    expect(await jobsOf(secondId)).toEqual([]);
  });
});
