import { slotAfter, type ExportView, type ReportRunListView, type ReportScheduleView, type WriteResult } from '@kollab/contracts';
import { createApp } from '@kollab/server/app.factory';
import { Clock } from '@kollab/server/core/clock';
import { JOB_QUEUE, type JobQueue } from '@kollab/server/core/jobs/job-queue';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { ReportSlotJob } from '@kollab/server/contexts/reports/jobs/report-slot.job';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eventually } from '../../support/jobs-waits';
import { attachmentsOf, parseMime } from '../../support/mime';
import { SmtpSink } from '../../support/smtp-sink';
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
} from '../tasks/tasks-fixture';
import { exportsOf } from './exports-fixture';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rule = { cadence: 'daily', weekday: null, day_of_month: null, time: '07:00', time_zone: 'Europe/Berlin' } as const;

// Scheduled reports (issue 16): a schedule's slots come from the job queue (a delayed job per
// slot), a slot is reached once whatever number of workers asks, a missed slot runs once, and
// every run is rendered again as of its cut-off with the same rows.
describe('scheduled reports', () => {
  let sink: SmtpSink;
  let f: TasksFixture;
  let o: TasksOrg;
  let second: { app: NestExpressApplication; close(): Promise<void> };
  const exports = exportsOf(() => f.t);
  const events = () => f.t.app.get<EventStore>(EVENT_STORE);
  const clocks = () => [f.t.app.get(Clock), second.app.get(Clock)];
  const setNow = (now: number) => clocks().forEach((clock) => jest.spyOn(clock, 'now').mockReturnValue(now));

  const schedule = (caller: Caller, body: Record<string, unknown>) => caller.call<WriteResult & ErrorBody>('POST', '/api/v1/report_schedules', body);
  const slotsReached = async (id: string) =>
    (await events().readStream(`report_schedule-${id}`, { accountId: o.org })).filter((event) => event.type === 'ReportScheduleSlotReached');
  const runsOf = async (id: string) => (await o.manager.call<ReportRunListView>('GET', `/api/v1/report_runs?filter[schedule]=${id}`)).body.data;
  const finishedRun = (runId: string) =>
    eventually(async () => {
      const run = await o.manager.call<ExportView>('GET', `/api/v1/report_runs/${runId}`);
      return run.status === 200 && ['done', 'failed'].includes(run.body.status) ? run.body : undefined;
    }, 30_000);
  const csvRows = async (response: Response) =>
    Buffer.from(await response.arrayBuffer())
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .slice(2);

  beforeAll(async () => {
    sink = await SmtpSink.start();
    f = await startTasksFixture({ driver: 'postgres', env: { SMTP_URL: sink.url } });
    o = await f.tasksOrg();
    // A second app on the same database and files: another worker of the same queue.
    const sql = await PgSqlClient.open(f.t.databaseUrl ?? '', 10);
    const app = await createApp({ config: f.t.config, sqlClient: sql });
    await app.init();
    second = { app, close: async () => (await app.close(), await sql.close()) };
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    jest.restoreAllMocks();
    await second?.close();
    await f?.t.close();
    await sink?.close();
  });

  it('keeps schedules for managers: next slot in the time zone, recipients only managers, survey results not scheduled', async () => {
    const created = await schedule(o.manager, { kind: 'tasks', format: 'csv', ...rule, recipients: [o.manager.user.id] });
    expect(created.status).toBe(201);
    const view = (await o.manager.call<ReportScheduleView>('GET', `/api/v1/report_schedules/${created.body.id}`)).body;
    expect(view).toMatchObject({
      kind: 'tasks',
      cadence: 'daily',
      time: '07:00',
      time_zone: 'Europe/Berlin',
      owner: o.manager.user.id,
      last_run: null,
    });
    expect(Date.parse(view.next_run_at)).toBe(slotAfter(rule, new Date(Date.parse(view.created_at))).getTime());

    const notManager = await schedule(o.manager, { kind: 'tasks', format: 'csv', ...rule, recipients: [o.author.user.id] });
    expect(notManager.status).toBe(422);
    expect(Object.keys(notManager.body.errors ?? {})).toEqual(['recipients']);
    const survey = await schedule(o.manager, { kind: 'survey_results', survey_id: view.id, format: 'csv', ...rule, recipients: [o.manager.user.id] });
    expect(survey.status).toBe(422);
    expect(Object.keys(survey.body.errors ?? {})).toEqual(['kind']);
    const weekly = await schedule(o.manager, { kind: 'tasks', format: 'csv', ...rule, cadence: 'weekly', recipients: [o.manager.user.id] });
    expect(weekly.status).toBe(422);
    expect(Object.keys(weekly.body.errors ?? {})).toEqual(['weekday']);
    expect((await schedule(o.author, { kind: 'tasks', format: 'csv', ...rule, recipients: [o.author.user.id] })).status).toBe(403);
    expect((await o.author.call('GET', '/api/v1/report_schedules')).status).toBe(403);

    const changed = await o.manager.call<WriteResult>('PUT', `/api/v1/report_schedules/${view.id}`, {
      kind: 'tasks',
      format: 'xlsx',
      ...rule,
      time: '18:30',
      recipients: [o.manager.user.id],
    });
    expect(changed.status).toBe(200);
    expect((await o.manager.call<ReportScheduleView>('GET', `/api/v1/report_schedules/${view.id}`)).body).toMatchObject({
      format: 'xlsx',
      time: '18:30',
    });
    expect((await o.manager.call('DELETE', `/api/v1/report_schedules/${view.id}`)).status).toBe(200);
    expect((await o.manager.call<ErrorBody>('GET', `/api/v1/report_schedules/${view.id}`)).body.code).toBe('reports.schedule_not_found');
  });

  it('runs at its slot (controlled clock) once across two workers, mails the recipients, and renders the run again with the same rows after the tasks changed', async () => {
    const kept = await createTask(o.author, publishedBody(o, { title: 'Bericht: bleibt' }));
    const renamed = await createTask(o.author, publishedBody(o, { title: 'Bericht: alter Titel' }));
    const deleted = await createTask(o.author, publishedBody(o, { title: 'Bericht: wird gelöscht' }));
    const created = await schedule(o.manager, {
      kind: 'tasks',
      format: 'csv',
      filter: { search: 'Bericht', order: 'title' },
      ...rule,
      recipients: [o.manager.user.id],
    });
    const id = created.body.id;
    const { next_run_at } = (await o.manager.call<ReportScheduleView>('GET', `/api/v1/report_schedules/${id}`)).body;
    const slot = Date.parse(next_run_at);

    // The slot has come on both workers' clocks: both run its job at once; one run results.
    setNow(slot + 1000);
    const jobs = [f.t.app.get(ReportSlotJob), second.app.get(ReportSlotJob)];
    await Promise.all(jobs.map((job) => job.handle({ account_id: o.org, schedule_id: id, slot: next_run_at })));
    await Promise.all(jobs.map((job) => job.handle({ account_id: o.org, schedule_id: id, slot: next_run_at })));
    expect((await slotsReached(id)).map((event) => (event.data as { slot: string }).slot)).toEqual([next_run_at]);
    const [run] = await eventually(async () => ((await runsOf(id)).length > 0 ? runsOf(id) : undefined));
    expect(run).toMatchObject({ schedule_id: id, slot: next_run_at });
    const done = await finishedRun(run.id);
    expect(done).toMatchObject({ status: 'done', rows: 3, delivery: 'attached' });
    expect(done.cut_off).toEqual({ time: expect.any(String), position: expect.any(Number), transaction_id: expect.any(String) });
    const mail = await sink.next((received) => received.to.includes(o.manager.user.email) && received.raw.includes('Bericht'));
    const [attachment] = attachmentsOf(parseMime(mail.raw));
    expect(attachment.filename).toBe(done.file_name);
    const original = attachment.content.toString('utf8').trimEnd().split('\r\n').slice(2);
    expect(original.map((line) => line.split(';')[1])).toEqual(['Bericht: alter Titel', 'Bericht: bleibt', 'Bericht: wird gelöscht']);

    // The items change after the cut-off: one renamed, one deleted, one new.
    expect((await o.author.call('PATCH', `/api/v1/tasks/${renamed}`, { title: 'Bericht: neuer Titel' })).status).toBe(200);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${deleted}`)).status).toBe(200);
    await createTask(o.author, publishedBody(o, { title: 'Bericht: neu' }));
    expect((await getTask(o.author, kept)).title).toBe('Bericht: bleibt');
    const live = await exports.exported(o.manager, { kind: 'tasks', format: 'csv', filter: { search: 'Bericht', order: 'title' } });
    expect((await csvRows(live.file)).map((line) => line.split(';')[1])).toEqual(['Bericht: bleibt', 'Bericht: neu', 'Bericht: neuer Titel']);

    // The run rendered again as of its cut-off: the same rows, byte for byte.
    const again = await fetch(`${f.t.url}/api/v1/report_runs/${run.id}/file`, {
      headers: { authorization: `Bearer ${o.manager.user.token}`, account: o.manager.sig },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toBe(`attachment; filename="${done.file_name}"`);
    expect(await csvRows(again)).toEqual(original);
  });

  it('a missed slot runs once when a worker comes back, with the newest slot, and the next one is queued after it', async () => {
    // No worker runs: both queues stopped. The schedule's first slot is a second away on the clock.
    const queues = [f.t.app.get<JobQueue>(JOB_QUEUE), second.app.get<JobQueue>(JOB_QUEUE)];
    await Promise.all(queues.map((queue) => queue.stop()));
    const first = slotAfter(rule, new Date()).getTime();
    setNow(first - 1000);
    const created = await schedule(o.manager, { kind: 'tasks', format: 'csv', ...rule, recipients: [o.manager.user.id] });
    const id = created.body.id;
    const queued = () =>
      f.t.sql.query<{ data: { slot: string }; status: string }>(
        `SELECT data, status FROM kollab_jobs WHERE name = 'ReportSlotJob' AND data->>'schedule_id' = $1`,
        [id],
      );
    const [job] = await eventually(async () => ((await queued()).length > 0 ? queued() : undefined));
    expect(job.data.slot).toBe(new Date(first).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Three days pass while no process runs; then the second worker starts again and runs the job whose time has passed.
    const now = first + 3 * DAY + 5 * MINUTE;
    setNow(now);
    const newest = new Date(first + 3 * DAY).toISOString();
    await queues[1].start();
    const reached = await eventually(async () => ((await slotsReached(id)).length > 0 ? slotsReached(id) : undefined), 20_000);
    await queues[0].start();
    const view = await eventually(async () => {
      const current = (await o.manager.call<ReportScheduleView>('GET', `/api/v1/report_schedules/${id}`)).body;
      return current.last_run ? current : undefined;
    });
    expect(reached.map((event) => (event.data as { slot: string }).slot)).toEqual([newest]);
    expect(view.last_run).toMatchObject({ slot: newest });
    expect(Date.parse(view.next_run_at)).toBeGreaterThan(now);
    // its run (requested right after the slot was reached) shows once the read model has it
    expect(await eventually(async () => ((await runsOf(id)).length > 0 ? runsOf(id) : undefined))).toHaveLength(1);
    // The job of the next slot is queued with its delay; the one that ran is done.
    const jobs = await eventually(async () => {
      const rows = await queued();
      return rows.length === 2 ? rows : undefined;
    });
    expect(jobs.map((row) => row.data.slot).sort()).toEqual([new Date(first).toISOString(), view.next_run_at].sort());
    expect((await slotsReached(id)).length).toBe(1);
  });
});
