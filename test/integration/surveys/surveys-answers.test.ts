import { CommandBus } from '@nestjs/cqrs';
import { type AssignedSurveyView, type MySurveyAnswersView, type SurveyView } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { PerformSurveyAction } from '@kollab/server/contexts/surveys/commands/perform-survey-action.handler';
import { dateCommand } from '@kollab/server/contexts/surveys/jobs/survey-date.job';
import {
  addDays,
  answerOk,
  createSurvey,
  dayFromToday,
  fullAnswers,
  getSurvey,
  publishedSurvey,
  putAnswers,
  startSurveysFixture,
  surveyBody,
  text,
  type ErrorBody,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

// PUT and GET v1/surveys/{id}/answers/mine (issue 15): assignees answer without the surveys
// role; partial saves keep required questions open; every question type's answer is checked
// (422 answers.<question_id> with the rule's key); a submission is final; answers only from
// the start date through the due date, while published; 403 for a reader who is not
// assigned, 404 for who may not read the survey; an anonymous survey keeps no answer the
// respondent could be linked to (answers: null). Refusals append nothing.
describe('survey answers', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  let id: string;

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 4 });
    id = await publishedSurvey(o.author, o.staff.slice(0, 3));
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const events = () => f.t.eventCount(o.org);
  const mine = (caller = o.staff[0], survey = id) => caller.call<MySurveyAnswersView & ErrorBody>('GET', `/api/v1/surveys/${survey}/answers/mine`);

  it('lets an assignee with the role user only read the survey and save a partial answer (in progress, answers kept)', async () => {
    const staff = o.staff[0];
    const view = await getSurvey(staff, id);
    expect(view).toMatchObject({
      id,
      status: 'in_progress',
      my_status: 'open',
      can: { edit: false, delete: false, change_status: false, answer: true, results: false },
    });
    expect(view).not.toHaveProperty('assignees');
    expect(view).not.toHaveProperty('submitted_count');
    expect((view as AssignedSurveyView).questions).toHaveLength(9);

    const empty = await mine(staff);
    expect(empty).toMatchObject({
      status: 200,
      body: { survey_id: id, anonymous: false, status: 'open', answers: [], saved_at: null, submitted_at: null, version: view.version },
    });

    // The required questions (q_bool, q_single) may stay open on a save; answers are kept in question order, trimmed.
    const saved = await answerOk(
      staff,
      id,
      [
        { question_id: 'q_text', answer: '  Mehr Licht im Büro  ' },
        { question_id: 'q_num', answer: 12 },
        { question_id: 'q_date', answer: null },
      ],
      false,
    );
    expect(saved).toEqual({
      survey_id: id,
      anonymous: false,
      status: 'in_progress',
      answers: [
        { question_id: 'q_num', answer: 12 },
        { question_id: 'q_text', answer: 'Mehr Licht im Büro' },
      ],
      saved_at: expect.any(String),
      submitted_at: null,
      version: view.version + 1,
    });
    expect((await mine(staff)).body).toEqual(saved);
    const author = (await getSurvey(o.author, id)) as SurveyView;
    expect(author.assignees.find((a) => a.user_id === staff.user.id)).toEqual({ user_id: staff.user.id, status: 'in_progress' });
    expect(author.answers_exist).toBe(true);

    // A second save replaces the answers.
    const again = await answerOk(staff, id, [{ question_id: 'q_bool', answer: false }], false);
    expect(again.answers).toEqual([{ question_id: 'q_bool', answer: false }]);
    expect(again.status).toBe('in_progress');
  });

  it("checks every question type's answer (422 answers.<question_id> with the key of the rule), appending nothing", async () => {
    const before = await events();
    const wrong = await putAnswers(
      o.staff[1],
      id,
      [
        { question_id: 'q_bool', answer: 'ja' as unknown as boolean },
        { question_id: 'q_date', answer: '2025-02-30' },
        { question_id: 'q_time', answer: '24:00' },
        { question_id: 'q_num', answer: 501 },
        { question_id: 'q_rating', answer: 2.5 },
        { question_id: 'q_scale', answer: -1 },
        { question_id: 'q_single', answer: 'c_x' },
        { question_id: 'q_multi', answer: ['m_a', 'm_a'] },
        { question_id: 'q_text', answer: 'x'.repeat(5001) },
        { question_id: 'q_nope', answer: 'hallo' },
      ],
      false,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      'answers.q_bool': [text('surveys.answer_not_boolean')],
      'answers.q_date': [text('surveys.answer_not_date')],
      'answers.q_time': [text('surveys.answer_not_time')],
      'answers.q_num': [text('surveys.answer_too_large', { max: 500 })],
      'answers.q_rating': [text('surveys.answer_not_integer')],
      'answers.q_scale': [text('surveys.answer_too_small', { min: 0 })],
      'answers.q_single': [text('surveys.answer_unknown_choice')],
      'answers.q_multi': [text('surveys.answer_duplicate_choice')],
      'answers.q_text': [text('surveys.answer_too_long', { max: 5000 })],
      'answers.q_nope': [text('surveys.answer_unknown_question')],
    });
    const shapes = await putAnswers(
      o.staff[1],
      id,
      [
        { question_id: 'q_num', answer: 'zwölf' },
        { question_id: 'q_rating', answer: 6 },
        { question_id: 'q_single', answer: ['c_a'] },
        { question_id: 'q_multi', answer: 'm_a' },
        { question_id: 'q_text', answer: 5 },
        { question_id: 'q_date', answer: '15.08.2025' },
        { question_id: 'q_time', answer: '7:30' },
        { question_id: 'q_bool', answer: true },
        { question_id: 'q_bool', answer: false },
      ],
      false,
    );
    expect(shapes.status).toBe(422);
    expect(shapes.body.errors).toEqual({
      'answers.q_num': [text('surveys.answer_not_number')],
      'answers.q_rating': [text('surveys.answer_too_large', { max: 5 })],
      'answers.q_single': [text('surveys.answer_not_choice')],
      'answers.q_multi': [text('surveys.answer_not_choices')],
      'answers.q_text': [text('surveys.answer_not_text')],
      'answers.q_date': [text('surveys.answer_not_date')],
      'answers.q_time': [text('surveys.answer_not_time')],
      'answers.q_bool': [text('surveys.answer_duplicate_question')],
    });
    const unknownChoice = await putAnswers(o.staff[1], id, [{ question_id: 'q_multi', answer: ['m_a', 'm_z'] }], false);
    expect(unknownChoice.body.errors).toEqual({ 'answers.q_multi': [text('surveys.answer_unknown_choice')] });
    const badBody = await o.staff[1].call<ErrorBody>('PUT', `/api/v1/surveys/${id}/answers/mine`, { answers: 'alle', submit: 'ja' });
    expect(badBody.status).toBe(422);
    expect(Object.keys(badBody.body.errors ?? {}).sort()).toEqual(['answers', 'submit']);
    expect(await events()).toBe(before);
    expect((await mine(o.staff[1])).body).toMatchObject({ status: 'open', answers: [] });
  });

  it('needs the required answers only on submit; a submission is final (409 surveys.already_submitted)', async () => {
    const staff = o.staff[1];
    const partial = fullAnswers('Gut so').filter((a) => a.question_id !== 'q_bool' && a.question_id !== 'q_single');
    const before = await events();
    const missing = await putAnswers(staff, id, partial, true);
    expect(missing).toMatchObject({ status: 422 });
    expect(missing.body.errors).toEqual({
      'answers.q_bool': [text('surveys.answer_required')],
      'answers.q_single': [text('surveys.answer_required')],
    });
    // Text of spaces or no choice is no answer either.
    const blank = await putAnswers(staff, id, fullAnswers('Gut so', { q_bool: null, q_single: '   ' }), true);
    expect(blank.body.errors).toEqual({ 'answers.q_single': [text('surveys.answer_required')], 'answers.q_bool': [text('surveys.answer_required')] });
    expect(await events()).toBe(before);

    expect((await answerOk(staff, id, partial, false)).status).toBe('in_progress');
    const submitted = await answerOk(staff, id, fullAnswers(' Gut so '), true);
    expect(submitted).toMatchObject({ status: 'closed', submitted_at: expect.any(String), saved_at: expect.any(String) });
    // Kept normalised: the choices in the question's order, the text trimmed.
    expect(submitted.answers).toEqual([
      { question_id: 'q_bool', answer: true },
      { question_id: 'q_date', answer: '2025-08-15' },
      { question_id: 'q_time', answer: '07:30' },
      { question_id: 'q_num', answer: 42.5 },
      { question_id: 'q_rating', answer: 4 },
      { question_id: 'q_scale', answer: 7 },
      { question_id: 'q_single', answer: 'c_b' },
      { question_id: 'q_multi', answer: ['m_a', 'm_c'] },
      { question_id: 'q_text', answer: 'Gut so' },
    ]);
    expect((await getSurvey(staff, id)).can.answer).toBe(false);

    const after = await events();
    for (const submit of [true, false]) {
      const again = await putAnswers(staff, id, fullAnswers('Doch anders'), submit);
      expect(again).toMatchObject({ status: 409, body: { code: 'surveys.already_submitted' } });
    }
    expect(await events()).toBe(after);
    expect((await mine(staff)).body).toEqual(submitted);
    expect(((await getSurvey(o.author, id)) as SurveyView).submitted_count).toBe(1);
  });

  it('takes no answer before the start date (409 surveys.not_started) nor after the due date or the close (409 surveys.survey_closed)', async () => {
    const later = await publishedSurvey(o.author, [o.staff[0]], { start_date: dayFromToday(2), due_date: dayFromToday(9) });
    const before = await events();
    expect(await putAnswers(o.staff[0], later, fullAnswers('Zu früh'), false)).toMatchObject({ status: 409, body: { code: 'surveys.not_started' } });
    expect(await putAnswers(o.staff[0], later, fullAnswers('Zu früh'), true)).toMatchObject({ status: 409, body: { code: 'surveys.not_started' } });
    expect(await mine(o.staff[0], later)).toMatchObject({ status: 200, body: { status: 'open', answers: [] } });
    expect((await getSurvey(o.staff[0], later)).can.answer).toBe(false);
    expect(await events()).toBe(before);

    // Past its due date (the close job has not run yet): the day after the due date, as the command is decided then.
    const due = dayFromToday(7);
    const open = await publishedSurvey(o.author, [o.staff[0], o.staff[3]]);
    const actor = { userId: o.staff[0].user.id, roles: ['user' as const], flags: ['apps.surveys'], teams: [], portals: [] };
    const dayAfter = new Date(`${addDays(due, 1)}T09:00:00Z`);
    const late = f.t.app.get(CommandBus).execute(
      new PerformSurveyAction(
        commandContext(o.org, actor.userId, { now: dayAfter }),
        open,
        { actor, action: 'read' },
        {
          type: 'AnswerSurvey',
          data: { user_id: actor.userId, answers: fullAnswers('Zu spät'), submit: true, today: addDays(due, 1) },
        },
      ),
    );
    await expect(late).rejects.toMatchObject({ name: 'DomainRefusal', kind: 'conflict', code: 'surveys.survey_closed' });

    // Closed at its due date by the close job's command: the assignees who had not answered are overdue.
    await f.t.app
      .get(CommandBus)
      .execute(
        new PerformSurveyAction(
          commandContext(o.org, null, { now: dayAfter }),
          open,
          null,
          dateCommand({ kind: 'close', date: due }, addDays(due, 1)),
        ),
      );
    const atDue = await putAnswers(o.staff[0], open, fullAnswers('Zu spät'), true);
    expect(atDue).toMatchObject({ status: 409, body: { code: 'surveys.survey_closed' } });
    expect(await mine(o.staff[0], open)).toMatchObject({ status: 200, body: { status: 'overdue' } });

    // Closed by its author.
    const closed = await publishedSurvey(o.author, [o.staff[0]]);
    await answerOk(o.staff[0], closed, fullAnswers('Angefangen'), false);
    expect((await o.author.call('PATCH', `/api/v1/surveys/${closed}/status`, { status: 'closed' })).status).toBe(200);
    const after = await events();
    expect(await putAnswers(o.staff[0], closed, fullAnswers('Fertig'), true)).toMatchObject({ status: 409, body: { code: 'surveys.survey_closed' } });
    expect(await mine(o.staff[0], closed)).toMatchObject({
      status: 200,
      body: { status: 'in_progress', answers: [{ question_id: 'q_bool' }, ...Array(8).fill(expect.anything())] },
    });
    expect(await events()).toBe(after);
  });

  it('answers 403 surveys.not_assignee to a reader who is not assigned (its author), 404 to who cannot read the survey', async () => {
    const before = await events();
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { answers: fullAnswers('Ich bin der Autor'), submit: false } : undefined;
      const route = `${method} answers/mine`;
      const author = await o.author.call<ErrorBody>(method, `/api/v1/surveys/${id}/answers/mine`, body);
      expect({ route, status: author.status, code: author.body.code }).toEqual({ route, status: 403, code: 'surveys.not_assignee' });
      for (const who of [o.stranger, o.other, o.staff[3], o.manager, o.portal]) {
        const refused = await who.call<ErrorBody>(method, `/api/v1/surveys/${id}/answers/mine`, body);
        expect({ route, who: who.user.id, status: refused.status, code: refused.body.code }).toEqual({
          route,
          who: who.user.id,
          status: 404,
          code: 'surveys.survey_not_found',
        });
      }
    }
    // The assignee of a draft does not see it yet.
    const draft = await createSurvey(o.author, surveyBody([o.staff[0]]));
    expect(await mine(o.staff[0], draft)).toMatchObject({ status: 404, body: { code: 'surveys.survey_not_found' } });
    expect(await putAnswers(o.staff[0], draft, fullAnswers('Entwurf'), false)).toMatchObject({ status: 404 });
    expect(await mine(o.staff[0], '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404 });
    expect(await events()).toBe(before + 2); // the draft's SurveyCreated and SurveyAssigneesChanged
  });

  it('keeps no answer of an anonymous survey with its respondent: answers null, only the status moves', async () => {
    const anonymous = await publishedSurvey(o.author, [o.staff[0], o.staff[1], o.staff[2]], { anonymous: true });
    const staff = o.staff[2];
    expect(await mine(staff, anonymous)).toMatchObject({ status: 200, body: { anonymous: true, status: 'open', answers: null, saved_at: null } });
    const saved = await answerOk(staff, anonymous, fullAnswers('Entwurf auf dem Gerät'), false);
    expect(saved).toMatchObject({ anonymous: true, status: 'in_progress', answers: null, saved_at: expect.any(String), submitted_at: null });
    // A second save records nothing more: the server keeps no draft of an anonymous answer.
    const before = await events();
    const again = await answerOk(staff, anonymous, fullAnswers('Zweiter Entwurf'), false);
    expect(again).toMatchObject({ status: 'in_progress', answers: null, saved_at: saved.saved_at });
    expect(await events()).toBe(before);
    // The answers are checked all the same.
    expect((await putAnswers(staff, anonymous, fullAnswers('x', { q_rating: 9 }), true)).status).toBe(422);
    const submitted = await answerOk(staff, anonymous, fullAnswers('Endgültig'), true);
    expect(submitted).toMatchObject({ anonymous: true, status: 'closed', answers: null, submitted_at: expect.any(String) });
    expect(JSON.stringify(submitted)).not.toContain('Endgültig');
    expect((await mine(staff, anonymous)).body).toEqual(submitted);
    expect(await putAnswers(staff, anonymous, fullAnswers('Nochmal'), true)).toMatchObject({
      status: 409,
      body: { code: 'surveys.already_submitted' },
    });
    expect((await getSurvey(o.author, anonymous)) as SurveyView).toMatchObject({
      submitted_count: 1,
      assignees: expect.arrayContaining([{ user_id: staff.user.id, status: 'closed' }]),
    });
  });
});
