import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { rooms, viewChangedEvent, type SurveyView, type ViewChangedMessage } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { PerformSurveyAction } from '@kollab/server/contexts/surveys/commands/perform-survey-action.handler';
import { dateCommand, SurveyDateJob } from '@kollab/server/contexts/surveys/jobs/survey-date.job';
import { SurveyNotifier } from '@kollab/server/contexts/surveys/realtime/survey-notifier';
import { CallerSockets, type RecordingClient } from '../../support/realtime-client';
import { eventually } from '../../support/jobs-waits';
import {
  addDays,
  answerOk,
  createSurvey,
  dayFromToday,
  fullAnswers,
  getSurvey,
  mailsTo,
  mailsWith,
  publishedSurvey,
  publishSurvey,
  putAnswers,
  startSurveysFixture,
  surveyBody,
  surveyEvents,
  type Caller,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

const SURVEY_CHANGED = viewChangedEvent('surveys', 'survey');
const DAY_MS = 86_400_000;

// What follows from a survey's events (issue 15): the invitation mails when it is published
// (and to assignees added later), the date jobs (start, reminder the day before the due
// date, close the day after) as the reaction schedules them, the reminder once to who has
// not submitted, the close making the others overdue, and the live pushes
// (surveys/surveyChanged) to the author and, only when it concerns them, the assignees.
describe('survey jobs, mails and pushes', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 4 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const link = (id: string) => `https://kollab.test/surveys/${id}/answer`;
  const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  const mailsAbout = async (caller: Caller, id: string) => (await mailsTo(f.t, caller.user.email)).filter((mail) => mail.includes(link(id)));
  /** Waits until the mail jobs of this survey are done (none queued or running). */
  const mailsSettled = () =>
    eventually(
      async () => {
        const [row] = await f.t.sql.query<{ n: string | number }>(
          `SELECT count(*) AS n FROM kollab_jobs WHERE name IN ('SurveyMailJob', 'SendMailJob') AND status IN ('queued', 'running')`,
        );
        return Number(row.n) === 0 ? true : undefined;
      },
      15_000,
      'the mail jobs',
    );

  it('invites the assignees by e-mail when the survey is published, and assignees added later; nobody twice', async () => {
    const title = `Kantinenumfrage ${randomUUID().slice(0, 8)}`;
    const due = dayFromToday(7);
    const id = await createSurvey(o.author, surveyBody([o.staff[0], o.staff[1]], { title }));
    // A draft invites nobody.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mailsSettled();
    expect(await mailsAbout(o.staff[0], id)).toEqual([]);

    await publishSurvey(o.author, id);
    for (const staff of [o.staff[0], o.staff[1]]) {
      const [mail] = await mailsWith(f.t, staff.user.email, link(id));
      expect(mail).toContain(title);
      expect(mail).toContain('Sie sind eingeladen');
      expect(mail).toContain(`bis zum ${germanDate(due)}`);
    }
    // Added once published: only the new assignee is invited.
    expect(
      (await o.author.call('PATCH', `/api/v1/surveys/${id}`, { assignees: [o.staff[0], o.staff[1], o.staff[2]].map((s) => s.user.id) })).status,
    ).toBe(200);
    await mailsWith(f.t, o.staff[2].user.email, link(id));
    await mailsSettled();
    for (const staff of [o.staff[0], o.staff[1], o.staff[2]]) expect(await mailsAbout(staff, id)).toHaveLength(1);
    for (const nobody of [o.author, o.staff[3], o.stranger]) expect(await mailsAbout(nobody, id)).toEqual([]);
  });

  it('schedules the date jobs at publishing: the start at once, the reminder the day before the due date at 07:00, the close the day after', async () => {
    const start = dayFromToday(0);
    const due = dayFromToday(5);
    const publishedAt = Date.now();
    const id = await publishedSurvey(o.author, [o.staff[0]], { start_date: start, due_date: due });
    const jobs = await eventually(
      async () => {
        const rows = await f.t.sql.query<{ data: { kind: string; date: string }; run_at: string | Date }>(
          `SELECT data, run_at FROM kollab_jobs WHERE name = 'SurveyDateJob' AND data->>'survey_id' = $1`,
          [id],
        );
        return rows.length === 3 ? rows : undefined;
      },
      15_000,
      'the date jobs',
    );
    const runAt = Object.fromEntries(jobs.map((job) => [job.data.kind, [job.data.date, new Date(job.run_at).getTime()] as [string, number]]));
    expect(Object.keys(runAt).sort()).toEqual(['close', 'remind', 'start']);
    expect(runAt.start[0]).toBe(start);
    expect(Math.abs(runAt.start[1] - publishedAt)).toBeLessThan(30_000);
    // run_at is the database's now() plus the delay the reaction computed: within a few seconds of the time.
    expect(runAt.remind[0]).toBe(due);
    expect(Math.abs(runAt.remind[1] - (Date.parse(`${due}T00:00:00Z`) - DAY_MS + 7 * 3_600_000))).toBeLessThan(5_000);
    expect(runAt.close[0]).toBe(due);
    expect(Math.abs(runAt.close[1] - (Date.parse(`${due}T00:00:00Z`) + DAY_MS))).toBeLessThan(5_000);
  });

  it('reminds the assignees who have not submitted, once, by e-mail (the reminder job)', async () => {
    const due = dayFromToday(7);
    const id = await publishedSurvey(o.author, [o.staff[0], o.staff[1], o.staff[2]]);
    await answerOk(o.staff[0], id, fullAnswers('Schon erledigt'), true);
    await answerOk(o.staff[1], id, fullAnswers('Angefangen'), false);
    const job = f.t.app.get(SurveyDateJob, { strict: false });
    // The reminder job's own handler (it runs the day before the due date; the decision only needs the due date not passed).
    await job.handle({ account_id: o.org, survey_id: id, kind: 'remind', date: due, event_id: randomUUID() });
    const reminded = (await surveyEvents(f.t, o.org, id)).filter((event) => event.type === 'SurveyReminderSent');
    expect(reminded.map((event) => event.data)).toEqual([{ due_date: due, user_ids: [o.staff[1].user.id, o.staff[2].user.id] }]);
    expect(reminded[0].metadata).toMatchObject({ actorId: null });
    for (const staff of [o.staff[1], o.staff[2]]) {
      const [mail] = await mailsWith(f.t, staff.user.email, 'Ihre Antworten fehlen noch');
      expect(mail).toContain(link(id));
    }
    // Once per due date: the job again (a retry, a second run) sends nothing.
    const version = (await getSurvey(o.author, id)).version;
    await job.handle({ account_id: o.org, survey_id: id, kind: 'remind', date: due, event_id: randomUUID() });
    // A job for a due date the survey no longer has decides nothing either.
    await job.handle({ account_id: o.org, survey_id: id, kind: 'remind', date: addDays(due, 1), event_id: randomUUID() });
    expect((await getSurvey(o.author, id)).version).toBe(version);
    await mailsSettled();
    for (const staff of [o.staff[1], o.staff[2]])
      expect((await mailsAbout(staff, id)).filter((m) => m.includes('Ihre Antworten fehlen noch'))).toHaveLength(1);
    expect((await mailsAbout(o.staff[0], id)).filter((m) => m.includes('Ihre Antworten fehlen noch'))).toEqual([]);
  });

  it('closes the survey the day after its due date (the close job): who had not submitted is overdue', async () => {
    const due = dayFromToday(7);
    const id = await publishedSurvey(o.author, [o.staff[0], o.staff[1], o.staff[2]]);
    await answerOk(o.staff[0], id, fullAnswers('Fertig'), true);
    await answerOk(o.staff[1], id, fullAnswers('Halb'), false);
    const job = f.t.app.get(SurveyDateJob, { strict: false });
    // Today the close job decides nothing: the due date has not passed.
    const version = (await getSurvey(o.author, id)).version;
    await job.handle({ account_id: o.org, survey_id: id, kind: 'close', date: due, event_id: randomUUID() });
    expect((await getSurvey(o.author, id)).version).toBe(version);

    // The day after the due date: the job's command as its handler sends it then.
    const dayAfter = addDays(due, 1);
    const close = () =>
      f.t.app
        .get(CommandBus)
        .execute(
          new PerformSurveyAction(
            commandContext(o.org, null, { now: new Date(`${dayAfter}T00:00:05Z`), causationId: randomUUID() }),
            id,
            null,
            dateCommand({ kind: 'close', date: due }, dayAfter),
          ),
        );
    await close();
    const view = (await getSurvey(o.author, id)) as SurveyView;
    expect(view).toMatchObject({ status: 'closed', closed_reason: 'due_date' });
    expect(view.assignees).toEqual([
      { user_id: o.staff[0].user.id, status: 'closed' },
      { user_id: o.staff[1].user.id, status: 'overdue' },
      { user_id: o.staff[2].user.id, status: 'overdue' },
    ]);
    const overdue = (await surveyEvents(f.t, o.org, id)).filter((event) => event.type === 'SurveyAssigneesBecameOverdue');
    expect(overdue.map((event) => event.data)).toEqual([{ due_date: due, user_ids: [o.staff[1].user.id, o.staff[2].user.id] }]);
    // Never twice; no reminder after the close; no answer after it.
    await close();
    await job.handle({ account_id: o.org, survey_id: id, kind: 'remind', date: due, event_id: randomUUID() });
    expect((await getSurvey(o.author, id)).version).toBe(view.version);
    expect(await putAnswers(o.staff[2], id, fullAnswers('Zu spät'), true)).toMatchObject({ status: 409, body: { code: 'surveys.survey_closed' } });
    expect((await getSurvey(o.staff[2], id)) as unknown).toMatchObject({ my_status: 'overdue', can: { answer: false } });
  });

  it('pushes surveys/surveyChanged to the author on a submission, not to the other assignees; a removed assignee gets a revoke', async () => {
    const [author, s0, s1, s2, stranger] = await Promise.all(
      [o.author, o.staff[0], o.staff[1], o.staff[2], o.stranger].map((c) => sockets.connect(c)),
    );
    /** A ping to the user's own room once the notifier pushed every commit so far: when it arrives, earlier pushes have too. */
    const ping = async (client: RecordingClient, caller: Caller) => {
      await f.t.app.get(SurveyNotifier).idle();
      const pingId = randomUUID();
      f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id: pingId });
      await client.waitFor('test/ping', pingId);
    };
    const viewsOf = (client: RecordingClient, id: string) =>
      client.received
        .filter((m) => m.event === SURVEY_CHANGED && (m.message as ViewChangedMessage).id === id)
        .map((m) => (m.message as ViewChangedMessage<Record<string, unknown>>).view);

    const id = await publishedSurvey(o.author, [o.staff[0], o.staff[1], o.staff[2]], { title: 'Live-Umfrage' });
    await author.waitFor(SURVEY_CHANGED, id);
    await s1.waitFor(SURVEY_CHANGED, id);
    for (const [client, caller] of [
      [author, o.author],
      [s0, o.staff[0]],
      [s1, o.staff[1]],
      [s2, o.staff[2]],
    ] as const)
      await ping(client, caller);
    expect(viewsOf(s1, id).at(-1)).toMatchObject({ id, status: 'in_progress', my_status: 'open' });
    expect(viewsOf(s1, id).at(-1)).not.toHaveProperty('assignees');
    const [authorBefore, s1Before, s2Before] = [viewsOf(author, id).length, viewsOf(s1, id).length, viewsOf(s2, id).length];

    await answerOk(o.staff[0], id, fullAnswers('Live'), true);
    for (const [client, caller] of [
      [author, o.author],
      [s0, o.staff[0]],
      [s1, o.staff[1]],
      [s2, o.staff[2]],
    ] as const)
      await ping(client, caller);
    expect(viewsOf(author, id).length).toBeGreaterThan(authorBefore);
    expect(viewsOf(author, id).at(-1)).toMatchObject({
      id,
      submitted_count: 1,
      assignees: expect.arrayContaining([{ user_id: o.staff[0].user.id, status: 'closed' }]),
    });
    expect(viewsOf(s0, id).at(-1)).toMatchObject({ id, my_status: 'closed' });
    expect(viewsOf(s1, id)).toHaveLength(s1Before);
    expect(viewsOf(s2, id)).toHaveLength(s2Before);

    // staff 2 is removed: "gone for you"; the others keep theirs.
    expect((await o.author.call('PATCH', `/api/v1/surveys/${id}`, { assignees: [o.staff[0].user.id, o.staff[1].user.id] })).status).toBe(200);
    await ping(s2, o.staff[2]);
    await ping(author, o.author);
    const version = (await getSurvey(o.author, id)).version;
    expect(viewsOf(s2, id).at(-1)).toEqual({ id, version, deleted: true, revoked: true });
    expect(viewsOf(author, id).at(-1)).toMatchObject({ id, version });
    expect((viewsOf(author, id).at(-1) as unknown as SurveyView).assignees.map((a) => a.user_id)).toEqual([o.staff[0].user.id, o.staff[1].user.id]);
    expect((await o.staff[2].call('GET', `/api/v1/surveys/${id}`)).status).toBe(404);
    await ping(stranger, o.stranger);
    expect(viewsOf(stranger, id)).toEqual([]);
  });
});
