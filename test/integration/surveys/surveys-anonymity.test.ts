import type { SurveyView } from '@kollab/contracts';
import {
  answerOk,
  distinctive,
  fullAnswers,
  getSurvey,
  publishedSurvey,
  settle,
  startSurveysFixture,
  storedEvents,
  surveyEvents,
  type Caller,
  type StoredEvent,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

/** The jobs of anonymity: the release decides on a group, the cast appends it and erases the sealed texts. */
const BALLOT_JOBS = ['ReleaseSurveyBallotsJob', 'CastSurveyBallotsJob'];
const isBallotStream = (event: StoredEvent) => event.stream_id.startsWith('survey_ballots-');

interface Respondent {
  caller: Caller;
  draft: string;
  answer: string;
}

// The key promise of issue 15: the answers of an anonymous survey are linked to nobody, by
// anyone with the database or the logs. Seven assignees save a draft and submit, each with a
// distinctive random text; once the release and cast jobs ran (a group of 3 while open, the
// other 4 at the close), every stored event, every row of every table (read models, jobs, …)
// and every line the app logged (LOG_LEVEL trace, captured) is searched: the cast ballots
// carry no actor, no causation, a correlation id of their own and only the day; no event,
// row or log line holds a respondent's id together with their text; the submission facts
// keep only the ballot id, which is found nowhere near the cast ballots; no request body of
// PUT …/answers/mine was logged; drafts were never kept. With fewer than 3 submissions at the
// close (or a deletion), the sealed ballots are discarded and erased.
describe('anonymous surveys: nothing ties an answer to its respondent', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  const logLines: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    // Every line the app writes, from its start: pino writes the pretty lines through process.stdout.
    const sink = (chunk: unknown, ...rest: unknown[]) => {
      logLines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    };
    spies.push(jest.spyOn(process.stdout, 'write').mockImplementation(sink as typeof process.stdout.write));
    spies.push(jest.spyOn(process.stderr, 'write').mockImplementation(sink as typeof process.stderr.write));
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      spies.push(jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logLines.push(args.map(String).join(' '))));
    f = await startSurveysFixture({ env: { LOG_LEVEL: 'trace', LOG_FORMAT: 'pretty' } });
    o = await f.organisation({ staff: 7 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
    for (const spy of spies) spy.mockRestore();
  });

  /** Every row of every table of the database, as JSON text, with its table. */
  async function everyRow(): Promise<Array<{ table: string; row: string }>> {
    const tables = await f.t.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const rows: Array<{ table: string; row: string }> = [];
    for (const { table_name } of tables) {
      const found = await f.t.sql.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
      rows.push(...found.map(({ row }) => ({ table: table_name, row })));
    }
    return rows;
  }

  const ballotIdsOf = (events: StoredEvent[]) =>
    events.filter((event) => event.type === 'SurveyAnonymousAnswersSubmitted').map((event) => (event.data.ballot as { ballot_id: string }).ballot_id);

  /** Nothing but the release-and-cast is left to do: every sealed text of the survey erased. */
  const noSealedLeft = async (id: string) =>
    (await surveyEvents(f.t, o.org, id)).every(
      (event) => event.type !== 'SurveyAnonymousAnswersSubmitted' || !('sealed' in (event.data.ballot as object)),
    );

  it('casts the ballots in groups without a trace: events, read models, every table and every log line hold no link', async () => {
    const respondents: Respondent[] = o.staff.map((caller, i) => ({ caller, draft: distinctive(`Entwurf${i}`), answer: distinctive(`Antwort${i}`) }));
    const id = await publishedSurvey(o.author, o.staff, { anonymous: true, title: 'Anonyme Befragung' });

    // Six save a draft and submit: the release job casts all but the newest 3 (a group of 3).
    for (const r of respondents.slice(0, 6)) {
      expect(await answerOk(r.caller, id, fullAnswers(r.draft), false)).toMatchObject({ status: 'in_progress', answers: null });
      expect(await answerOk(r.caller, id, fullAnswers(r.answer), true)).toMatchObject({ status: 'closed', answers: null });
    }
    const casts = async () => (await storedEvents(f.t, o.org)).filter(isBallotStream).length;
    await settle(f.t, async () => (await casts()) === 3, BALLOT_JOBS, 'the first group of 3 cast');
    // The seventh waits for its group; its sealed ballot shows nothing of its text.
    const last = respondents[6];
    await answerOk(last.caller, id, fullAnswers(last.draft), false);
    await answerOk(last.caller, id, fullAnswers(last.answer), true);
    await settle(f.t, async () => true, BALLOT_JOBS, 'the release job after the seventh');
    expect(await casts()).toBe(3);
    const waiting = (await surveyEvents(f.t, o.org, id)).filter(
      (e) => e.type === 'SurveyAnonymousAnswersSubmitted' && 'sealed' in (e.data.ballot as object),
    );
    expect(waiting).toHaveLength(4);
    const whileWaiting = (await everyRow()).filter(({ row }) => row.includes(last.answer));
    expect(whileWaiting).toEqual([]);

    // The close releases the other 4.
    expect((await o.author.call('PATCH', `/api/v1/surveys/${id}/status`, { status: 'closed' })).status).toBe(200);
    await settle(f.t, async () => (await casts()) === 7 && (await noSealedLeft(id)), BALLOT_JOBS, 'all 7 ballots cast and erased');

    const events = await storedEvents(f.t, o.org);
    const ballots = events.filter(isBallotStream);
    const others = events.filter((event) => !isBallotStream(event));
    const survey = events.filter((event) => event.stream_id === `survey-${id}`);

    // 1. The cast ballots: one stream per release (3, then 4), no actor, no causation, only the day, answers only.
    const releases = survey.filter((event) => event.type === 'SurveyBallotsReleased');
    expect(releases.map((event) => (event.data.ballot_ids as string[]).length)).toEqual([3, 4]);
    const streams = [...new Set(ballots.map((event) => event.stream_id))];
    expect(streams.sort()).toEqual(releases.map((event) => `survey_ballots-${event.data.release_id as string}`).sort());
    for (const ballot of ballots) {
      expect(ballot.type).toBe('SurveyBallotCast');
      expect(Object.keys(ballot.metadata).sort()).toEqual(['accountId', 'actorId', 'causationId', 'correlationId', 'occurredAt', 'schemaVersion']);
      expect(ballot.metadata).toMatchObject({ accountId: o.org, actorId: null, causationId: null });
      expect(ballot.metadata.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      expect(Object.keys(ballot.data).sort()).toEqual(['answers', 'survey_id']);
      expect(ballot.data.survey_id).toBe(id);
      for (const answer of ballot.data.answers as object[]) expect(Object.keys(answer).sort()).toEqual(['answer', 'question_id']);
    }
    // Every submitted text was cast, once; no draft was.
    const cast = ballots.map(
      (event) => (event.data.answers as Array<{ question_id: string; answer: unknown }>).find((a) => a.question_id === 'q_text')?.answer,
    );
    expect(cast.sort()).toEqual(respondents.map((r) => r.answer).sort());
    // A correlation id per release, used by no other event (neither as correlation nor as causation nor as event id).
    const correlations = streams.map(
      (stream) => new Set(ballots.filter((event) => event.stream_id === stream).map((event) => event.metadata.correlationId)),
    );
    expect(correlations.map((set) => set.size)).toEqual([1, 1]);
    const [first, second] = correlations.map((set) => [...set][0] as string);
    expect(first).not.toBe(second);
    const elsewhere = new Set(others.flatMap((event) => [event.metadata.correlationId, event.metadata.causationId, event.event_id]));
    for (const correlation of [first, second]) expect(elsewhere.has(correlation)).toBe(false);
    // Nothing is caused by a cast ballot, nor refers to its id.
    const ballotEventIds = ballots.map((event) => event.event_id);
    const allRows = await everyRow();
    for (const eventId of ballotEventIds) {
      expect(others.some((event) => JSON.stringify(event).includes(eventId))).toBe(false);
      expect(allRows.filter(({ table, row }) => table !== 'es_events' && row.includes(eventId)).map(({ table }) => table)).toEqual([]);
    }

    // 2. The submission facts keep the respondent and the ballot id only (the sealed text erased).
    const submissions = survey.filter((event) => event.type === 'SurveyAnonymousAnswersSubmitted');
    expect(submissions.map((event) => event.data.user_id).sort()).toEqual(o.staff.map((s) => s.user.id).sort());
    for (const submission of submissions) {
      expect(submission.data).toEqual({ user_id: expect.any(String), ballot: { ballot_id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      expect(submission.metadata).toMatchObject({ redacted: true });
    }
    // The drafts recorded only that the assignee started.
    const started = survey.filter((event) => event.type === 'SurveyAnonymousAnswersStarted');
    expect(started.map((event) => Object.keys(event.data))).toEqual(Array(7).fill(['user_id']));

    // 3. The ballot ids are nowhere in the ballot streams nor in any read model.
    const ballotIds = ballotIdsOf(survey);
    expect(new Set(ballotIds).size).toBe(7);
    for (const ballotId of ballotIds) {
      expect(ballots.some((event) => JSON.stringify(event).includes(ballotId))).toBe(false);
      expect(allRows.filter(({ table, row }) => table.startsWith('rm_') && row.includes(ballotId)).map(({ table }) => table)).toEqual([]);
    }

    // 4. No event, no row of any table holds a respondent's id with their text. Among the events, each text is in
    //    one cast ballot only; elsewhere only in read-model rows that name no respondent at all (the results'
    //    text answers); the drafts are nowhere.
    const userIds = respondents.map((r) => r.caller.user.id);
    for (const r of respondents) {
      const withText = allRows.filter(({ row }) => row.includes(r.answer));
      expect(withText.filter(({ row }) => row.includes(r.caller.user.id)).map(({ table }) => table)).toEqual([]);
      const streams = withText.filter(({ table }) => table === 'es_events').map(({ row }) => (JSON.parse(row) as { stream_id: string }).stream_id);
      expect(streams).toHaveLength(1);
      expect(streams[0]).toMatch(/^survey_ballots-/);
      const rows = withText.filter(({ table }) => table !== 'es_events');
      expect(rows.filter(({ table }) => !table.startsWith('rm_')).map(({ table }) => table)).toEqual([]);
      expect(rows.filter(({ row }) => userIds.some((userId) => row.includes(userId))).map(({ table }) => table)).toEqual([]);
      expect(allRows.filter(({ row }) => row.includes(r.draft)).map(({ table }) => table)).toEqual([]);
    }

    // 5. The log: it was captured (the answer requests are in it), and no line holds a text sent (drafts included).
    const lines = logLines.join('').split('\n');
    expect(lines.filter((line) => line.includes(`PUT /api/v1/surveys/${id}/answers/mine 200`))).toHaveLength(14);
    const secrets = [...respondents.flatMap((r) => [r.answer, r.draft]), ...ballotIds];
    expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);

    // 6. The respondents see nothing of their answers; the author sees who submitted.
    for (const r of respondents) {
      const mine = await r.caller.call('GET', `/api/v1/surveys/${id}/answers/mine`);
      expect(mine).toMatchObject({ status: 200, body: { status: 'closed', answers: null } });
    }
    expect(((await getSurvey(o.author, id)) as SurveyView).submitted_count).toBe(7);
  });

  it('discards and erases the sealed ballots when fewer than 3 were submitted at the close, and when the survey is deleted', async () => {
    const respondents: Respondent[] = o.staff
      .slice(0, 2)
      .map((caller, i) => ({ caller, draft: distinctive(`Wenig${i}`), answer: distinctive(`Einsam${i}`) }));
    const id = await publishedSurvey(o.author, o.staff.slice(0, 4), { anonymous: true, title: 'Kleine Runde' });
    for (const r of respondents) await answerOk(r.caller, id, fullAnswers(r.answer), true);
    const before = await storedEvents(f.t, o.org);
    expect(ballotIdsOf(before.filter((event) => event.stream_id === `survey-${id}`))).toHaveLength(2);

    expect((await o.author.call('PATCH', `/api/v1/surveys/${id}/status`, { status: 'closed' })).status).toBe(200);
    await settle(f.t, () => noSealedLeft(id), BALLOT_JOBS, 'the 2 ballots discarded and erased');
    const survey = await surveyEvents(f.t, o.org, id);
    const ballotIds = ballotIdsOf(survey);
    expect(survey.filter((event) => event.type === 'SurveyBallotsDiscarded').map((event) => event.data)).toEqual([{ ballot_ids: ballotIds }]);
    expect(survey.filter((event) => event.type === 'SurveyBallotsReleased')).toEqual([]);
    const cast = (await storedEvents(f.t, o.org)).filter((event) => isBallotStream(event) && event.data.survey_id === id);
    expect(cast).toEqual([]);
    const rows = await everyRow();
    for (const r of respondents) expect(rows.filter(({ row }) => row.includes(r.answer)).map(({ table }) => table)).toEqual([]);

    // Deleted with a ballot waiting: discarded and erased with it.
    const deleted = await publishedSurvey(o.author, o.staff.slice(0, 3), { anonymous: true });
    const lonely = distinctive('Geloescht');
    await answerOk(o.staff[0], deleted, fullAnswers(lonely), true);
    expect((await o.author.call('DELETE', `/api/v1/surveys/${deleted}`)).status).toBe(200);
    await settle(f.t, () => noSealedLeft(deleted), BALLOT_JOBS, 'the deleted survey ballot erased');
    const gone = await surveyEvents(f.t, o.org, deleted);
    expect(gone.map((event) => event.type)).toEqual(expect.arrayContaining(['SurveyBallotsDiscarded', 'SurveyDeleted']));
    expect((await everyRow()).filter(({ row }) => row.includes(lonely)).map(({ table }) => table)).toEqual([]);
    expect(logLines.filter((line) => line.includes(lonely) || respondents.some((r) => line.includes(r.answer)))).toEqual([]);
  });
});
