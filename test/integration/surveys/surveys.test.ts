import type { SurveyListView, SurveyView, WriteResult } from '@kollab/contracts';
import {
  ALL_QUESTIONS,
  answerOk,
  createSurvey,
  dayFromToday,
  distinctive,
  fullAnswers,
  getSurvey,
  publishedSurvey,
  publishSurvey,
  startSurveysFixture,
  surveyBody,
  surveyEvents,
  text,
  type ErrorBody,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

interface HistoryBody {
  data: Array<{ version: number; type: string; actor_id: string | null; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
}

// The survey routes of the editor through HTTP (issue 15): create, read, change (If-Match),
// publish with its gaps named, close (final), delete, history and past versions, the list's
// filters, the rules of the nine question types, and the questions locked once answers exist.
// Every refusal appends nothing.
describe('surveys', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 3 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const events = () => f.t.eventCount(o.org);
  const path = (id: string, rest = '') => `/api/v1/surveys/${id}${rest}`;

  it('creates a draft (201, ETag) with defaults and a sanitised description; its author reads it with `can`', async () => {
    const created = await o.author.call<WriteResult>('POST', '/api/v1/surveys', {
      title: '  Kantine 2026  ',
      description: '<p>Hallo<script>alert(1)</script> <b>Team</b></p>',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({ id: expect.any(String), version: 1 });
    const read = await o.author.call<SurveyView & { can: unknown }>('GET', path(created.body.id));
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toEqual({
      id: created.body.id,
      title: 'Kantine 2026',
      description: '<p>Hallo <b>Team</b></p>',
      anonymous: false,
      status: 'draft',
      closed_reason: null,
      start_date: null,
      due_date: null,
      published: false,
      published_at: null,
      published_by: null,
      author_user_id: o.author.user.id,
      created_by: o.author.user.id,
      assignees: [],
      questions: [],
      answers_exist: false,
      submitted_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
      can: { edit: true, delete: true, change_status: true, answer: false, results: true },
    });

    // With assignees and questions: the assignees are a second event; questions are kept whole (defaults filled in).
    const full = await o.author.call<WriteResult>('POST', '/api/v1/surveys', surveyBody([o.staff[0]], { anonymous: true, description: '   ' }));
    expect(full).toMatchObject({ status: 201, body: { version: 2 } });
    const view = await getSurvey(o.author, full.body.id);
    expect(view).toMatchObject({ anonymous: true, description: null, assignees: [{ user_id: o.staff[0].user.id, status: 'open' }] });
    const questions = (view as SurveyView).questions;
    expect(questions.map((q) => q.type)).toEqual([
      'boolean',
      'date',
      'time',
      'number',
      'rating',
      'scale',
      'single_choice',
      'multiple_choice',
      'text',
    ]);
    expect(questions[0]).toEqual({
      id: 'q_bool',
      type: 'boolean',
      question: 'Arbeiten Sie gern hier?',
      required: true,
      answer_choices: [],
      min: null,
      max: null,
      min_label: null,
      max_label: null,
    });
    expect(questions[4]).toMatchObject({ type: 'rating', min: 1, max: 5, required: false });
    expect(questions[5]).toMatchObject({ type: 'scale', min: 0, max: 10, min_label: 'gar nicht', max_label: 'sehr' });

    const before = await events();
    const untitled = await o.author.call<ErrorBody>('POST', '/api/v1/surveys', { title: '   ' });
    expect(untitled).toMatchObject({ status: 422, body: { errors: { title: [expect.any(String)] } } });
    const badDates = await o.author.call<ErrorBody>('POST', '/api/v1/surveys', { title: 'Daten', start_date: '2030-01-10', due_date: '2030-01-10' });
    expect(badDates).toMatchObject({ status: 422, body: { errors: { due_date: [text('surveys.due_not_after_start')] } } });
    expect((await o.author.call<ErrorBody>('POST', '/api/v1/surveys', { title: 'Daten', due_date: '2026-02-30' })).status).toBe(422);
    expect(await events()).toBe(before);
  });

  it('changes only the fields sent; If-Match or `version` guard against lost updates (409 stale)', async () => {
    const id = await createSurvey(o.author, { title: 'Erste Fassung' });
    const first = await o.author.call<WriteResult>('PATCH', path(id), { title: 'Zweite Fassung', due_date: '2030-05-01' }, { 'if-match': '"1"' });
    expect(first).toMatchObject({ status: 200, body: { id, version: 2 } });
    expect(first.headers.get('etag')).toBe('"2"');
    // Sent again, nothing changes (no event).
    expect((await o.author.call<WriteResult>('PATCH', path(id), { title: 'Zweite Fassung' })).body.version).toBe(2);

    const before = await events();
    const stale = await o.author.call<ErrorBody>('PATCH', path(id), { title: 'Verloren' }, { 'if-match': '"1"' });
    expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
    expect((await o.author.call<ErrorBody>('PATCH', path(id), { title: 'Verloren', version: 1 })).status).toBe(409);
    expect((await o.author.call<ErrorBody>('PATCH', path(id), { title: 'Verloren' }, { 'if-match': 'irgendwas' })).status).toBe(422);
    const order = await o.author.call<ErrorBody>('PATCH', path(id), { start_date: '2030-05-01' });
    expect(order).toMatchObject({ status: 422, body: { errors: { due_date: [text('surveys.due_not_after_start')] } } });
    expect(await events()).toBe(before);

    const view = await getSurvey(o.author, id);
    expect(view).toMatchObject({ title: 'Zweite Fassung', due_date: '2030-05-01', start_date: null, version: 2 });
    // null clears an optional field.
    expect((await o.author.call<WriteResult>('PATCH', path(id), { due_date: null }, { 'if-match': '"2"' })).body.version).toBe(3);
    expect(await getSurvey(o.author, id)).toMatchObject({ due_date: null, version: 3 });
  });

  it('publishes only a complete survey (422 surveys.publish_incomplete naming each gap), in progress at once from its start date', async () => {
    const id = await createSurvey(o.author, { title: 'Noch leer' });
    const before = await events();
    const empty = await o.author.call<ErrorBody>('PATCH', path(id, '/status'), { status: 'published' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 'surveys.publish_incomplete' });
    expect(empty.body.errors).toEqual({
      questions: [text('surveys.publish_needs_question')],
      start_date: [text('surveys.publish_needs_date')],
      due_date: [text('surveys.publish_needs_date')],
      assignees: [text('surveys.publish_needs_assignee')],
    });
    expect(await events()).toBe(before);

    // Questions and assignees, but only a start date: the due date is the gap left.
    expect(
      (await o.author.call('PATCH', path(id), { questions: ALL_QUESTIONS, assignees: [o.staff[0].user.id], start_date: '2020-01-01' })).status,
    ).toBe(200);
    const noDue = await o.author.call<ErrorBody>('PATCH', path(id, '/status'), { status: 'published' });
    expect(noDue).toMatchObject({
      status: 422,
      body: { code: 'surveys.publish_incomplete', errors: { due_date: [text('surveys.publish_needs_date')] } },
    });
    // A due date in the past cannot be published either.
    expect((await o.author.call('PATCH', path(id), { due_date: '2020-01-05' })).status).toBe(200);
    const past = await o.author.call<ErrorBody>('PATCH', path(id, '/status'), { status: 'published' });
    expect(past).toMatchObject({
      status: 422,
      body: { code: 'surveys.publish_incomplete', errors: { due_date: [text('surveys.due_date_in_past')] } },
    });
    expect((await o.author.call<ErrorBody>('PATCH', path(id, '/status'), { status: 'open' })).status).toBe(422);
    const draftVersion = (await getSurvey(o.author, id)).version;

    // start today, due in a week: published and in progress at once.
    expect((await o.author.call('PATCH', path(id), { start_date: dayFromToday(0), due_date: dayFromToday(7) })).status).toBe(200);
    const published = await o.author.call<WriteResult>('PATCH', path(id, '/status'), { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(draftVersion + 3); // SurveyChanged, SurveyPublished, SurveyStarted
    expect(await getSurvey(o.author, id)).toMatchObject({
      status: 'in_progress',
      published: true,
      published_by: o.author.user.id,
      published_at: expect.any(String),
      closed_reason: null,
    });
    // Publishing again changes nothing.
    expect((await o.author.call<WriteResult>('PATCH', path(id, '/status'), { status: 'published' })).body.version).toBe(published.body.version);
    // A published survey stays publishable: its questions cannot be emptied.
    const emptied = await o.author.call<ErrorBody>('PATCH', path(id), { questions: [] });
    expect(emptied).toMatchObject({ status: 422, body: { code: 'surveys.publish_incomplete' } });

    // A start date ahead: open until then.
    const later = await createSurvey(o.author, surveyBody([o.staff[0]], { start_date: dayFromToday(3), due_date: dayFromToday(10) }));
    await publishSurvey(o.author, later);
    expect(await getSurvey(o.author, later)).toMatchObject({ status: 'open', published: true });
  });

  it('closes a published survey for good: publishing, editing or answering it again is 409; closing a draft is 409', async () => {
    const id = await publishedSurvey(o.author, [o.staff[0]]);
    const closed = await o.author.call<WriteResult>('PATCH', path(id, '/status'), { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(await getSurvey(o.author, id)).toMatchObject({ status: 'closed', closed_reason: 'author', can: { edit: true, answer: false } });
    const before = await events();
    const again = await o.author.call<ErrorBody>('PATCH', path(id, '/status'), { status: 'published' });
    expect(again).toMatchObject({ status: 409, body: { code: 'surveys.survey_closed' } });
    expect(await o.author.call<ErrorBody>('PATCH', path(id), { title: 'Nachträglich' })).toMatchObject({
      status: 409,
      body: { code: 'surveys.survey_closed' },
    });
    expect(await o.staff[0].call<ErrorBody>('PUT', path(id, '/answers/mine'), { answers: fullAnswers('Zu spät'), submit: true })).toMatchObject({
      status: 409,
      body: { code: 'surveys.survey_closed' },
    });
    // Closing again changes nothing.
    expect((await o.author.call<WriteResult>('PATCH', path(id, '/status'), { status: 'closed' })).body.version).toBe(closed.body.version);
    const draft = await createSurvey(o.author, { title: 'Entwurf' });
    expect(await o.author.call<ErrorBody>('PATCH', path(draft, '/status'), { status: 'closed' })).toMatchObject({
      status: 409,
      body: { code: 'surveys.not_published' },
    });
    expect(await events()).toBe(before + 1); // the draft's SurveyCreated only
  });

  it('deletes a survey (its author): 404 everywhere after, gone from the list', async () => {
    const id = await publishedSurvey(o.author, [o.staff[0]], { title: `Löschen ${distinctive('x')}` });
    const before = await events();
    expect((await o.other.call<ErrorBody>('DELETE', path(id))).status).toBe(404);
    expect(await events()).toBe(before);
    expect((await o.author.call<WriteResult>('DELETE', path(id))).status).toBe(200);
    expect(await o.author.call<ErrorBody>('GET', path(id))).toMatchObject({ status: 404, body: { code: 'surveys.survey_not_found' } });
    expect((await o.staff[0].call('GET', path(id))).status).toBe(404);
    expect((await o.author.call('DELETE', path(id))).status).toBe(404);
    expect((await o.author.call('PATCH', path(id, '/status'), { status: 'closed' })).status).toBe(404);
    expect((await o.author.call('GET', path(id, '/history'))).status).toBe(404);
    expect((await o.staff[0].call('GET', path(id, '/answers/mine'))).status).toBe(404);
    const listed = await o.author.call<SurveyListView>('GET', '/api/v1/surveys?limit=100');
    expect(listed.body.data.map((s) => s.id)).not.toContain(id);
    expect((await o.author.call('GET', '/api/v1/surveys/not-a-uuid')).status).toBe(404);
  });

  it('keeps the history (who changed which field) and shows past versions (?version, ?at) to its author', async () => {
    const id = await createSurvey(o.author, { title: 'Erste Fassung' });
    expect((await o.author.call('PATCH', path(id), { title: 'Zweite Fassung' })).status).toBe(200);
    const history = await o.author.call<HistoryBody>('GET', path(id, '/history'));
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => [entry.type, entry.actor_id])).toEqual([
      ['SurveyCreated', o.author.user.id],
      ['SurveyChanged', o.author.user.id],
    ]);
    expect(history.body.data[1].changes).toEqual([{ field: 'title', from: 'Erste Fassung', to: 'Zweite Fassung' }]);

    const first = await o.author.call<SurveyView>('GET', path(id, '?version=1'));
    expect(first).toMatchObject({ status: 200, body: { id, title: 'Erste Fassung', version: 1 } });
    expect(first.headers.get('etag')).toBe('"1"');
    expect(first.body).not.toHaveProperty('can');
    expect((await o.author.call<SurveyView>('GET', path(id, '?at=2999-01-01T00:00:00Z'))).body).toMatchObject({
      title: 'Zweite Fassung',
      version: 2,
    });
    expect((await o.author.call('GET', path(id, '?at=2000-01-01T00:00:00Z'))).status).toBe(404);
    expect((await o.author.call('GET', path(id, '?version=3'))).status).toBe(404);
    expect((await o.author.call('GET', path(id, '?version=x'))).status).toBe(422);
  });

  it('shows a submission of an anonymous survey in the history as a status, never with its ballot or answers', async () => {
    const secret = distinctive('Geheimnis');
    const id = await publishedSurvey(o.author, [o.staff[0], o.staff[1]], { anonymous: true });
    await answerOk(o.staff[0], id, fullAnswers(secret), true);
    const submitted = (await surveyEvents(f.t, o.org, id)).find((event) => event.type === 'SurveyAnonymousAnswersSubmitted');
    const ballotId = (submitted?.data.ballot as { ballot_id: string }).ballot_id;
    expect(ballotId).toMatch(/^[0-9a-f-]{36}$/);
    const history = await o.author.call<HistoryBody>('GET', path(id, '/history'));
    expect(history.status).toBe(200);
    const entry = history.body.data.find((e) => e.type === 'SurveyAnonymousAnswersSubmitted');
    expect(entry).toMatchObject({ actor_id: o.staff[0].user.id });
    expect(entry?.changes.map((change) => change.field)).toEqual(['assignees']);
    const dump = JSON.stringify(history.body);
    expect(dump).not.toContain(ballotId);
    expect(dump).not.toContain('sealed');
    expect(dump).not.toContain(secret);
    // The past version neither.
    const past = await o.author.call('GET', path(id, `?version=${entry?.version}`));
    expect(past.status).toBe(200);
    expect(JSON.stringify(past.body)).not.toContain(ballotId);
  });

  it('lists the surveys the caller may read, filtered by status, author, assignment and title, sorted and paged', async () => {
    const word = distinctive('Liste');
    const mk = async (title: string, caller = o.author, assignees = [o.staff[0]], overrides: Record<string, unknown> = {}) =>
      createSurvey(caller, surveyBody(assignees, { title: `${title} ${word}`, ...overrides }));
    const alpha = await mk('Alpha');
    const beta = await mk('Beta');
    await publishSurvey(o.author, beta);
    const gamma = await mk('Gamma', o.author, [o.staff[1]], { start_date: dayFromToday(2), due_date: dayFromToday(9) });
    await publishSurvey(o.author, gamma);
    const delta = await mk('Delta');
    await publishSurvey(o.author, delta);
    expect((await o.author.call('PATCH', path(delta, '/status'), { status: 'closed' })).status).toBe(200);
    // By another author, assigned to the author (and staff 0): "Meine Umfragen" of the author.
    const epsilon = await mk('Epsilon', o.other, [o.author, o.staff[0]]);
    await publishSurvey(o.other, epsilon);
    // Another author's draft assigned to the author: not readable by them.
    const zeta = await mk('Zeta', o.other, [o.author]);

    const list = async (caller = o.author, query = '') => {
      const response = await caller.call<SurveyListView>('GET', `/api/v1/surveys?filter[search]=${word}${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const ids = async (caller = o.author, query = '') => (await list(caller, query)).data.map((s) => s.id);

    expect((await ids()).sort()).toEqual([alpha, beta, gamma, delta, epsilon].sort());
    expect(await ids(o.author, '&order=title')).toEqual([alpha, beta, delta, epsilon, gamma]);
    expect(await ids(o.author, '&order=-title')).toEqual([gamma, epsilon, delta, beta, alpha]);
    expect(await ids(o.author, '&order=created_at')).toEqual([alpha, beta, gamma, delta, epsilon]);
    expect(await ids(o.author, '&filter[status]=draft')).toEqual([alpha]);
    expect((await ids(o.author, '&filter[status]=in_progress')).sort()).toEqual([beta, epsilon].sort());
    expect(await ids(o.author, '&filter[status]=open')).toEqual([gamma]);
    expect(await ids(o.author, '&filter[status]=closed')).toEqual([delta]);
    expect((await ids(o.author, `&filter[author]=${o.author.user.id}`)).sort()).toEqual([alpha, beta, gamma, delta].sort());
    expect(await ids(o.author, `&filter[author]=${o.other.user.id}`)).toEqual([epsilon]);
    expect(await ids(o.author, '&filter[assigned]=me')).toEqual([epsilon]);
    expect(await ids(o.other)).toEqual([zeta, epsilon]);

    const paged = await list(o.author, '&order=title&limit=2&page=2');
    expect(paged.data.map((s) => s.id)).toEqual([delta, epsilon]);
    expect(paged.meta).toEqual({ page: 2, limit: 2, total: 5 });

    // A row: counts, the caller's own status, never the assignees' ids.
    const row = (await list(o.author, '&filter[assigned]=me')).data[0];
    expect(row).toEqual({
      id: epsilon,
      title: `Epsilon ${word}`,
      anonymous: false,
      status: 'in_progress',
      start_date: dayFromToday(0),
      due_date: dayFromToday(7),
      published: true,
      author_user_id: o.other.user.id,
      question_count: 9,
      assignee_count: 2,
      submitted_count: 0,
      my_status: 'open',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: expect.any(Number),
    });
    expect(JSON.stringify(await list(o.author))).not.toContain(o.staff[0].user.id);

    // An assignee without the role: only the published surveys assigned to them.
    expect((await ids(o.staff[0], '&order=title')).sort()).toEqual([beta, delta, epsilon].sort());
    expect(await ids(o.staff[1])).toEqual([gamma]);
    expect(await ids(o.staff[2])).toEqual([]);

    for (const bad of ['filter[status]=published', 'filter[assigned]=you', 'order=colour', 'limit=0', 'page=x', 'filter[team]=x']) {
      const refused = await o.author.call('GET', `/api/v1/surveys?${bad}`);
      expect({ bad, status: refused.status }).toEqual({ bad, status: 422 });
    }
  });

  it('checks every question type on create: choices, labels, bounds, ids (422 questions.<i>.<field>)', async () => {
    const before = await events();
    const question = (overrides: Record<string, unknown>) => ({ question: 'Frage?', ...overrides });
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/surveys', {
      title: 'Fehlerhaft',
      questions: [
        question({ id: 'a', type: 'single_choice', answer_choices: [{ id: 'x', label: 'Nur eine' }] }),
        question({
          id: 'b',
          type: 'multiple_choice',
          answer_choices: [
            { id: 'x', label: 'Kaffee' },
            { id: 'y', label: ' kaffee ' },
          ],
        }),
        question({
          id: 'c',
          type: 'single_choice',
          answer_choices: [
            { id: 'x', label: 'Ja' },
            { id: 'x', label: 'Nein' },
          ],
        }),
        question({ id: 'd', type: 'number', min: 5, max: 5 }),
        question({ id: 'e', type: 'rating', min: 3, max: 2 }),
        question({ id: 'f', type: 'rating', max: 11 }),
        question({ id: 'g', type: 'scale', min: 0.5 }),
        question({ id: 'h', type: 'boolean' }),
        question({ id: 'h', type: 'date' }),
        question({ id: 'i', type: 'multiple_choice' }),
        question({ id: 'j', type: 'time' }),
        question({ id: 'k', type: 'text' }),
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'questions.0.answer_choices': [text('surveys.choices_too_few', { min: 2 })],
      'questions.1.answer_choices': [text('surveys.choice_label_taken')],
      'questions.2.answer_choices': [text('surveys.choice_id_taken')],
      'questions.3.max': [text('surveys.min_not_below_max')],
      'questions.4.max': [text('surveys.min_not_below_max')],
      'questions.5.max': [text('surveys.bound_out_of_range', { min: 0, max: 10 })],
      'questions.6.min': [text('surveys.bound_not_integer')],
      'questions.8.id': [text('surveys.question_id_taken')],
      'questions.9.answer_choices': [text('surveys.choices_too_few', { min: 2 })],
    });
    // The request's own shape: an unknown type, a blank question text, a bad id.
    const shape = await o.author.call<ErrorBody>('POST', '/api/v1/surveys', {
      title: 'Form',
      questions: [
        { id: 'a', type: 'essay', question: 'Frage?' },
        { id: 'b', type: 'text', question: '   ' },
        { id: 'mit leerzeichen', type: 'text', question: 'Frage?' },
      ],
    });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors ?? {}).sort()).toEqual(['questions.0.type', 'questions.1.question', 'questions.2.id']);
    expect(await events()).toBe(before);

    // All nine valid: created, a draft with every type.
    const id = await createSurvey(o.author, { title: 'Alle Typen', questions: ALL_QUESTIONS });
    expect((await getSurvey(o.author, id)).questions).toHaveLength(9);
  });

  it('locks the questions once an answer exists: no removal, no type change, no removed choice (409); a new choice is fine', async () => {
    const id = await publishedSurvey(o.author, [o.staff[0], o.staff[1]]);
    const questions = () => ALL_QUESTIONS.map((q) => ({ ...q }) as Record<string, unknown>);
    // Before any answer, the questions change freely.
    const withoutText = questions().filter((q) => q.id !== 'q_text');
    expect((await o.author.call('PATCH', path(id), { questions: withoutText })).status).toBe(200);
    expect((await o.author.call('PATCH', path(id), { questions: questions() })).status).toBe(200);

    await answerOk(o.staff[0], id, fullAnswers('Teilantwort').slice(0, 2), false);
    expect(await getSurvey(o.author, id)).toMatchObject({ answers_exist: true });
    const before = await events();
    const removed = await o.author.call<ErrorBody>('PATCH', path(id), { questions: withoutText });
    expect(removed).toMatchObject({
      status: 409,
      body: { code: 'surveys.questions_locked', errors: { questions: [text('surveys.question_removal_locked')] } },
    });
    const retyped = questions().map((q) => (q.id === 'q_bool' ? { ...q, type: 'text' } : q));
    expect(await o.author.call<ErrorBody>('PATCH', path(id), { questions: retyped })).toMatchObject({
      status: 409,
      body: { code: 'surveys.questions_locked', errors: { 'questions.0.type': [text('surveys.question_type_locked')] } },
    });
    const fewerChoices = questions().map((q) =>
      q.id === 'q_multi' ? { ...q, answer_choices: (q.answer_choices as Array<{ id: string }>).filter((c) => c.id !== 'm_c') } : q,
    );
    expect(await o.author.call<ErrorBody>('PATCH', path(id), { questions: fewerChoices })).toMatchObject({
      status: 409,
      body: { code: 'surveys.questions_locked', errors: { 'questions.7.answer_choices': [text('surveys.question_choice_locked')] } },
    });
    const narrowed = questions().map((q) => (q.id === 'q_num' ? { ...q, max: 400 } : q));
    expect(await o.author.call<ErrorBody>('PATCH', path(id), { questions: narrowed })).toMatchObject({
      status: 409,
      body: { code: 'surveys.questions_locked', errors: { 'questions.3.max': [text('surveys.question_bounds_locked')] } },
    });
    expect(await events()).toBe(before);

    // What keeps every answer valid: a new choice, a relabelled one, a wider bound, a new question, another order.
    const grown = questions().map((q) =>
      q.id === 'q_multi'
        ? { ...q, answer_choices: [...(q.answer_choices as object[]), { id: 'm_d', label: 'Saft' }] }
        : q.id === 'q_single'
          ? {
              ...q,
              answer_choices: [
                { id: 'c_a', label: 'Vertrieb & Marketing' },
                { id: 'c_b', label: 'Service' },
              ],
            }
          : q.id === 'q_num'
            ? { ...q, max: 1000 }
            : q,
    );
    const changed = await o.author.call<WriteResult>('PATCH', path(id), {
      questions: [{ id: 'q_new', type: 'boolean', question: 'Neu?' }, ...grown.reverse()],
    });
    expect(changed.status).toBe(200);
    const view = (await getSurvey(o.author, id)) as SurveyView;
    expect(view.questions.map((q) => q.id)).toEqual(['q_new', ...ALL_QUESTIONS.map((q) => q.id).reverse()]);
    expect(view.questions.find((q) => q.id === 'q_multi')?.answer_choices.map((c) => c.id)).toEqual(['m_a', 'm_b', 'm_c', 'm_d']);
    // The other assignee answers the new choice.
    await answerOk(o.staff[1], id, fullAnswers('Alles gut', { q_multi: ['m_d'], q_new: false }), true);
  });
});
