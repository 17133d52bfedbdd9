import { checkSurveyAnswer, SURVEY_QUESTION_TYPES, type SurveyAnswerInput, type SurveyQuestion } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import { mayAnswer, surveyPolicyItem } from './survey-policy';
import { decideSurvey } from './survey.decide';
import type { SurveyCommand } from './survey.commands';
import type { SurveyEvent } from './survey.events';
import {
  ANNA,
  ANSWERS,
  anonymousStarted,
  anonymousSubmitted,
  answer,
  assigned,
  author,
  BEN,
  CARL,
  change,
  closedBy,
  create,
  created,
  DORA,
  fields,
  KEPT,
  published,
  question,
  QUESTIONS,
  saved,
  seal,
  setStatus,
  started,
  submitted,
  TODAY,
} from './survey.spec-data';
import { evolveSurvey, initialSurveyState, type LiveSurvey, type SurveyState } from './survey.state';

const spec = DeciderSpecification.for({
  decide: (command: SurveyCommand, state: SurveyState) => decideSurvey(command, state, seal),
  evolve: evolveSurvey,
  initialState: initialSurveyState,
});
const live = (state: SurveyState): LiveSurvey => {
  if (state.lifecycle !== 'live') throw new Error('live');
  return state;
};
const ON = (day: string) => `${day}T09:00:00.000Z`;
const publishedOn = (day: string): SurveyEvent => ({ type: 'SurveyPublished', data: { published_at: ON(day), published_by: BEN } });
const draftSurvey = spec.given(created(), assigned(ANNA, CARL));
const openSurvey = spec.given(created({ start_date: '2026-03-10' }), assigned(ANNA, CARL), published);
const running = spec.given(created(), assigned(ANNA, CARL, DORA), published, started());
const answered = spec.given(created(), assigned(ANNA, CARL, DORA), published, started(), submitted(ANNA));
const changed = (data: Partial<LiveSurvey>): SurveyEvent => ({ type: 'SurveyChanged', data });
const without = (id: string) => QUESTIONS.filter((q) => q.id !== id);
const replaced = (id: string, overrides: Partial<SurveyQuestion>) => QUESTIONS.map((q) => (q.id === id ? { ...q, ...overrides } : q));

describe('CreateSurvey', () => {
  it('creates a draft by its author, not anonymous unless said, with its assignees', () => {
    spec
      .given()
      .when(create({ assignees: [ANNA, CARL] }))
      .then([
        created({ start_date: null, due_date: null, questions: [] }),
        { type: 'SurveyAssigneesChanged', data: { added: [ANNA, CARL], removed: [] } },
      ]);
    const state = live(draftSurvey.state);
    expect([state.status, state.anonymous, state.created_by, state.assignees]).toEqual([
      'draft',
      false,
      BEN,
      [
        { user_id: ANNA, status: 'open' },
        { user_id: CARL, status: 'open' },
      ],
    ]);
  });
  it('takes every field and every question type at once', () => {
    const sent = { anonymous: true, start_date: '2026-03-02', due_date: '2026-03-13', questions: QUESTIONS, description: '<p>Bitte bis Freitag</p>' };
    spec
      .given()
      .when(create(sent))
      .then([created({ ...sent })]);
  });
  it('needs a title that is more than spaces, of at most 255 characters (kept trimmed)', () => {
    spec
      .given()
      .when(create({ title: '  ' }))
      .thenRefusesFields({ title: 'validation.required' });
    spec
      .given()
      .when(create({ title: 'x'.repeat(256) }))
      .thenRefusesFields({ title: { key: 'validation.max_length', params: { max: 255 } } });
    spec
      .given()
      .when(create({ title: ` ${'x'.repeat(255)} ` }))
      .then([created({ title: 'x'.repeat(255), start_date: null, due_date: null, questions: [] })]);
  });
  it('needs real dates, the due date after the start', () => {
    spec
      .given()
      .when(create({ start_date: '2026-02-30' }))
      .thenRefusesFields({ start_date: 'validation.date' });
    spec
      .given()
      .when(create({ start_date: '2026-03-13', due_date: '2026-03-13' }))
      .thenRefusesFields({ due_date: 'surveys.due_not_after_start' });
    spec
      .given()
      .when(create({ start_date: '2026-03-14', due_date: '2026-03-13' }))
      .thenRefusesFields({ due_date: 'surveys.due_not_after_start' });
  });
  it('checks each question: text required at most 255, at least two choices (seed §5, §9), ids unique', () => {
    const sent = [
      { id: 'q1', type: 'text', question: ' ' },
      { id: 'q2', type: 'single_choice', question: 'Farbe?', answer_choices: [{ id: 'a', label: 'Rot' }] },
      { id: 'q2', type: 'rating', question: 'Wie gut?', min: 3, max: 3 },
      {
        id: 'q4',
        type: 'multiple_choice',
        question: 'x'.repeat(256),
        answer_choices: [
          { id: 'a', label: 'Rot' },
          { id: 'b', label: 'rot' },
        ],
      },
    ];
    spec
      .given()
      .when(create({ questions: sent }))
      .thenRefusesFields({
        'questions.0.question': 'validation.required',
        'questions.1.answer_choices': { key: 'surveys.choices_too_few', params: { min: 2 } },
        'questions.2.max': 'surveys.min_not_below_max',
        'questions.2.id': 'surveys.question_id_taken',
        'questions.3.question': { key: 'validation.max_length', params: { max: 255 } },
        'questions.3.answer_choices': 'surveys.choice_label_taken',
      });
  });
  it('keeps each question whole: what its type does not use dropped, ratings and scales with default bounds', () => {
    const sent = [
      { id: 'q1', type: 'text', question: ' Warum? ', answer_choices: [{ id: 'a', label: 'Rot' }], min: 1 },
      { id: 'q2', type: 'rating', question: 'Wie gut?', required: true },
    ];
    spec
      .given()
      .when(create({ questions: sent }))
      .then((events) =>
        expect(events[0].data).toEqual(
          expect.objectContaining({
            questions: [
              {
                id: 'q1',
                type: 'text',
                question: 'Warum?',
                required: false,
                answer_choices: [],
                min: null,
                max: null,
                min_label: null,
                max_label: null,
              },
              {
                id: 'q2',
                type: 'rating',
                question: 'Wie gut?',
                required: true,
                answer_choices: [],
                min: 1,
                max: 5,
                min_label: null,
                max_label: null,
              },
            ],
          }),
        ),
      );
  });
  it('takes only active members as assignees (portal users where the account allows it: the handler says)', () => {
    spec
      .given()
      .when(create({ assignees: [ANNA, 'user-gone'] }, { unknownAssignees: ['user-gone'] }))
      .thenRefusesFields({ assignees: { key: 'surveys.assignee_not_member', params: { user_id: 'user-gone' } } });
  });
  it('refuses a create on a survey that exists', () => {
    draftSurvey.when(create()).thenRefuses('conflict', 'concurrency.wrong_expected_version');
  });
});

describe('ChangeSurvey', () => {
  it('records only the fields that changed, nothing when nothing did', () => {
    draftSurvey
      .when(change({ title: 'Befragung Frühjahr', due_date: '2026-03-13', anonymous: true }))
      .then([changed({ title: 'Befragung Frühjahr', anonymous: true })]);
    draftSurvey.when(change({ title: ' Mitarbeiterbefragung 2026 ', questions: QUESTIONS })).thenNothing();
  });
  it('records assignees added and removed, nothing for the same ones in another order', () => {
    draftSurvey.when(change({ assignees: [CARL, DORA] })).then([{ type: 'SurveyAssigneesChanged', data: { added: [DORA], removed: [ANNA] } }]);
    draftSurvey.when(change({ assignees: [CARL, ANNA] })).thenNothing();
  });
  it('lets a draft lose what publishing needs', () => {
    draftSurvey
      .when(change({ questions: null, assignees: null, start_date: null }))
      .then([changed({ questions: [], start_date: null }), { type: 'SurveyAssigneesChanged', data: { added: [], removed: [ANNA, CARL] } }]);
  });
  it('keeps a published survey publishable', () => {
    running.when(change({ questions: [] })).thenRefuses({
      kind: 'invalid',
      code: 'surveys.publish_incomplete',
      errors: { questions: [{ key: 'surveys.publish_needs_question' }] },
    });
    running.when(change({ assignees: [], due_date: null })).thenRefuses({
      kind: 'invalid',
      code: 'surveys.publish_incomplete',
      errors: { assignees: [{ key: 'surveys.publish_needs_assignee' }], due_date: [{ key: 'surveys.publish_needs_date' }] },
    });
  });
  it('fixes the anonymity once published (the assignees were invited under it)', () => {
    openSurvey.when(change({ anonymous: true })).thenRefuses('conflict', 'surveys.anonymity_fixed');
    openSurvey.when(change({ anonymous: false })).thenNothing();
  });
  it('moves the start date until the survey is in progress; a start that has come starts it', () => {
    openSurvey.when(change({ start_date: '2026-03-04' }, ON(TODAY))).then([changed({ start_date: '2026-03-04' }), started('2026-03-04')]);
    openSurvey.when(change({ start_date: '2026-03-08' }, ON(TODAY))).then([changed({ start_date: '2026-03-08' })]);
    running.when(change({ start_date: '2026-03-03' }, ON(TODAY))).thenRefuses('conflict', 'surveys.start_date_fixed');
  });
  it('moves the due date of a published survey, never into the past nor before the start', () => {
    running.when(change({ due_date: '2026-03-20' }, ON(TODAY))).then([changed({ due_date: '2026-03-20' })]);
    running.when(change({ due_date: TODAY }, ON(TODAY))).then([changed({ due_date: TODAY })]);
    running.when(change({ due_date: '2026-03-04' }, ON(TODAY))).thenRefuses({
      kind: 'invalid',
      code: 'surveys.publish_incomplete',
      errors: { due_date: [{ key: 'surveys.due_date_in_past' }] },
    });
    running.when(change({ due_date: '2026-03-01' }, ON(TODAY))).thenRefusesFields({ due_date: 'surveys.due_not_after_start' });
  });
  it('refuses any change to a closed survey, and to a deleted one', () => {
    spec
      .given(created(), assigned(ANNA), published, closedBy('author'))
      .when(change({ title: 'Neu' }))
      .thenRefuses('conflict', 'surveys.survey_closed');
    spec
      .given(created(), { type: 'SurveyDeleted', data: {} })
      .when(change({ title: 'Neu' }))
      .thenRefuses('not_found', 'surveys.survey_not_found');
  });
});

describe('ChangeSurvey once the first answer exists', () => {
  it('still changes the title, description, due date and assignees', () => {
    answered
      .when(change({ title: 'Neu', description: '<p>Danke</p>', due_date: '2026-03-20' }, ON(TODAY)))
      .then([changed({ title: 'Neu', description: '<p>Danke</p>', due_date: '2026-03-20' })]);
    answered
      .when(change({ assignees: [ANNA, CARL, 'user-eva'] }, ON(TODAY)))
      .then([{ type: 'SurveyAssigneesChanged', data: { added: ['user-eva'], removed: [DORA] } }]);
  });
  it('counts a partial answer (anonymous: its mere start) as an answer', () => {
    for (const first of [saved(CARL), anonymousStarted(CARL)]) {
      const survey = spec.given(created(), assigned(ANNA, CARL), published, started(), first);
      expect(live(survey.state).answers_exist).toBe(true);
      survey.when(change({ questions: without('q-text') }, ON(TODAY))).thenRefuses({ kind: 'conflict', code: 'surveys.questions_locked' });
    }
    expect(live(running.state).answers_exist).toBe(false);
    running.when(change({ questions: without('q-text') }, ON(TODAY))).then([changed({ questions: without('q-text') })]);
  });
  it('refuses what would invalidate answers: a question removed, its type changed, a choice removed, bounds narrowed', () => {
    answered.when(change({ questions: without('q-text') }, ON(TODAY))).thenRefuses({
      kind: 'conflict',
      code: 'surveys.questions_locked',
      errors: { questions: [{ key: 'surveys.question_removal_locked', params: { question_id: 'q-text' } }] },
    });
    const locked = QUESTIONS.map((q) => {
      if (q.id === 'q-boolean')
        return {
          ...q,
          type: 'single_choice' as const,
          answer_choices: [
            { id: 'y', label: 'Ja' },
            { id: 'n', label: 'Nein' },
          ],
        };
      if (q.id === 'q-single') return { ...q, answer_choices: q.answer_choices.slice(0, 2) };
      if (q.id === 'q-number') return { ...q, min: 1, max: 50 };
      if (q.id === 'q-rating') return { ...q, max: 4 };
      return q;
    });
    answered.when(change({ questions: locked }, ON(TODAY))).thenRefuses({
      kind: 'conflict',
      code: 'surveys.questions_locked',
      errors: {
        'questions.0.type': [{ key: 'surveys.question_type_locked' }],
        'questions.3.min': [{ key: 'surveys.question_bounds_locked' }],
        'questions.3.max': [{ key: 'surveys.question_bounds_locked' }],
        'questions.4.max': [{ key: 'surveys.question_bounds_locked' }],
        'questions.6.answer_choices': [{ key: 'surveys.question_choice_locked' }],
      },
    });
  });
  it('takes what keeps every answer valid: texts, required, order, new questions and choices, relabelled choices, wider bounds', () => {
    const next = [
      ...replaced('q-single', {
        question: 'Ihre Lieblingsfarbe?',
        required: true,
        answer_choices: [
          { id: 'c-gelb', label: 'Gelb' },
          { id: 'c-blau', label: 'Dunkelblau' },
          { id: 'c-rot', label: 'Rot' },
          { id: 'c-gruen', label: 'Grün' },
        ],
      })
        .map((q) => (q.id === 'q-number' ? { ...q, min: null, max: 1000 } : q))
        .map((q) => (q.id === 'q-scale' ? { ...q, min: 0, max: 10 } : q))
        .reverse(),
      { ...question('q-text'), id: 'q-new', question: 'Noch etwas?' },
    ];
    answered.when(change({ questions: next }, ON(TODAY))).then([changed({ questions: next })]);
  });
  it('keeps an assignee who submitted; one who only started may go', () => {
    answered.when(change({ assignees: [CARL, DORA] }, ON(TODAY))).thenRefuses({
      kind: 'conflict',
      code: 'surveys.assignee_submitted',
      errors: { assignees: [{ key: 'surveys.assignee_submitted', params: { user_id: ANNA } }] },
    });
    spec
      .given(created(), assigned(ANNA, CARL), published, started(), saved(CARL))
      .when(change({ assignees: [ANNA] }, ON(TODAY)))
      .then([{ type: 'SurveyAssigneesChanged', data: { added: [], removed: [CARL] } }]);
  });
});

describe('ChangeSurveyStatus: publishing', () => {
  it('publishes a complete draft; it is open until its start date', () => {
    draftSurvey.when(setStatus('published')).then([published]);
    expect(live(openSurvey.state).status).toBe('open');
  });
  it('is in progress at once when its start date has come', () => {
    draftSurvey.when(setStatus('published', ON('2026-03-02'))).then([publishedOn('2026-03-02'), started()]);
  });
  it('needs a question, both dates and an assignee, each named', () => {
    spec
      .given(created({ questions: [], start_date: null, due_date: null }))
      .when(setStatus('published'))
      .thenRefuses({
        kind: 'invalid',
        code: 'surveys.publish_incomplete',
        errors: {
          questions: [{ key: 'surveys.publish_needs_question' }],
          start_date: [{ key: 'surveys.publish_needs_date' }],
          due_date: [{ key: 'surveys.publish_needs_date' }],
          assignees: [{ key: 'surveys.publish_needs_assignee' }],
        },
      });
  });
  it('refuses a due date in the past; the due day itself is fine', () => {
    draftSurvey.when(setStatus('published', ON('2026-03-14'))).thenRefuses({
      kind: 'invalid',
      code: 'surveys.publish_incomplete',
      errors: { due_date: [{ key: 'surveys.due_date_in_past' }] },
    });
    draftSurvey.when(setStatus('published', ON('2026-03-13'))).then([publishedOn('2026-03-13'), started()]);
  });
  it('does nothing for a published survey; a closed one stays closed', () => {
    openSurvey.when(setStatus('published')).thenNothing();
    spec
      .given(created(), assigned(ANNA), published, closedBy('author'))
      .when(setStatus('published'))
      .thenRefuses('conflict', 'surveys.survey_closed');
  });
});

describe('ChangeSurveyStatus: closing by its author', () => {
  it('closes a published survey, open or in progress; closed is final', () => {
    openSurvey.when(setStatus('closed')).then([closedBy('author')]);
    running.when(setStatus('closed')).then([closedBy('author')]);
    const state = live(spec.given(created(), assigned(ANNA), published, closedBy('author')).state);
    expect([state.status, state.closed_reason]).toEqual(['closed', 'author']);
  });
  it('makes nobody overdue (only the due date does)', () => {
    const { state } = spec.given(created(), assigned(ANNA, CARL), published, started(), submitted(ANNA), closedBy('author'));
    expect(live(state).assignees.map((a) => a.status)).toEqual(['closed', 'open']);
  });
  it('refuses closing a draft; closing twice changes nothing', () => {
    draftSurvey.when(setStatus('closed')).thenRefuses('conflict', 'surveys.not_published');
    spec.given(created(), assigned(ANNA), published, closedBy('author')).when(setStatus('closed')).thenNothing();
  });
});

describe('status by dates: the start, due-date and reminder jobs', () => {
  const start = (start_date: string, today: string) => ({ type: 'StartSurvey', data: { start_date, today } }) as const;
  const close = (due_date: string, today: string) => ({ type: 'CloseSurveyAtDueDate', data: { due_date, today } }) as const;
  const remind = (due_date: string, today: string) => ({ type: 'RemindSurveyAssignees', data: { due_date, today } }) as const;

  it('starts an open survey on its start date, not before, and only for the date it has', () => {
    openSurvey.when(start('2026-03-10', '2026-03-10')).then([started('2026-03-10')]);
    openSurvey.when(start('2026-03-10', '2026-03-09')).thenNothing();
    openSurvey.when(start('2026-03-02', '2026-03-10')).thenNothing();
    running.when(start('2026-03-02', '2026-03-05')).thenNothing();
    spec
      .given(created({ start_date: '2026-03-10' }))
      .when(start('2026-03-10', '2026-03-10'))
      .thenNothing();
    expect(live(running.state).status).toBe('in_progress');
  });
  it('closes the survey the day after its due date; who had not submitted is overdue', () => {
    const survey = spec.given(created(), assigned(ANNA, CARL, DORA), published, started(), submitted(ANNA), saved(CARL));
    survey
      .when(close('2026-03-13', '2026-03-14'))
      .then([closedBy('due_date'), { type: 'SurveyAssigneesBecameOverdue', data: { due_date: '2026-03-13', user_ids: [CARL, DORA] } }]);
    const state = live(
      spec.given(created(), assigned(ANNA, CARL), published, started(), submitted(ANNA), closedBy('due_date'), {
        type: 'SurveyAssigneesBecameOverdue',
        data: { due_date: '2026-03-13', user_ids: [CARL] },
      }).state,
    );
    expect([state.status, state.closed_reason, state.assignees]).toEqual([
      'closed',
      'due_date',
      [
        { user_id: ANNA, status: 'closed' },
        { user_id: CARL, status: 'overdue' },
      ],
    ]);
  });
  it('names nobody overdue when all submitted', () => {
    spec
      .given(created(), assigned(ANNA), published, started(), submitted(ANNA))
      .when(close('2026-03-13', '2026-03-14'))
      .then([closedBy('due_date')]);
  });
  it('does not close on the due date itself, for a date the survey no longer has, nor twice, nor a draft', () => {
    running.when(close('2026-03-13', '2026-03-13')).thenNothing();
    running.when(close('2026-03-10', '2026-03-14')).thenNothing();
    spec.given(created(), assigned(ANNA), published, closedBy('author')).when(close('2026-03-13', '2026-03-14')).thenNothing();
    draftSurvey.when(close('2026-03-13', '2026-03-14')).thenNothing();
  });
  it('reminds who has not submitted, once per due date, never after it (issue 15)', () => {
    const survey = spec.given(created(), assigned(ANNA, CARL, DORA), published, started(), submitted(ANNA), saved(CARL));
    const sent: SurveyEvent = { type: 'SurveyReminderSent', data: { due_date: '2026-03-13', user_ids: [CARL, DORA] } };
    survey.when(remind('2026-03-13', '2026-03-12')).then([sent]);
    spec
      .given(created(), assigned(ANNA, CARL, DORA), published, started(), submitted(ANNA), saved(CARL), sent)
      .when(remind('2026-03-13', '2026-03-12'))
      .thenNothing();
    survey.when(remind('2026-03-13', '2026-03-14')).thenNothing();
    survey.when(remind('2026-03-10', '2026-03-09')).thenNothing();
  });
  it('reminds again for a new due date, and nobody when all submitted', () => {
    const sent: SurveyEvent = { type: 'SurveyReminderSent', data: { due_date: '2026-03-13', user_ids: [ANNA] } };
    spec
      .given(created(), assigned(ANNA), published, started(), sent, changed({ due_date: '2026-03-20' }))
      .when(remind('2026-03-20', '2026-03-19'))
      .then([{ type: 'SurveyReminderSent', data: { due_date: '2026-03-20', user_ids: [ANNA] } }]);
    spec.given(created(), assigned(ANNA), published, started(), submitted(ANNA)).when(remind('2026-03-13', '2026-03-12')).thenNothing();
  });
});

describe('AnswerSurvey: who may answer, and when', () => {
  it('takes answers from assignees only', () => {
    running.when(answer(BEN, ANSWERS, true)).thenRefuses('forbidden', 'surveys.not_assignee');
  });
  it('takes answers only while the survey is published, from its start date through its due date', () => {
    draftSurvey.when(answer(ANNA, ANSWERS, true)).thenRefuses('conflict', 'surveys.not_published');
    openSurvey.when(answer(ANNA, ANSWERS, true, '2026-03-09')).thenRefuses('conflict', 'surveys.not_started');
    running.when(answer(ANNA, ANSWERS, true, '2026-03-14')).thenRefuses('conflict', 'surveys.survey_closed');
    running.when(answer(ANNA, ANSWERS, true, '2026-03-13')).then([submitted(ANNA)]);
    spec
      .given(created(), assigned(ANNA), published, started(), closedBy('author'))
      .when(answer(ANNA, ANSWERS, false))
      .thenRefuses('conflict', 'surveys.survey_closed');
  });
  it('starts a survey whose start job is late before taking the answer', () => {
    openSurvey.when(answer(ANNA, ANSWERS, false, '2026-03-10')).then([started('2026-03-10'), saved(ANNA)]);
  });
  it('refuses a second submission, and a save after it', () => {
    answered.when(answer(ANNA, ANSWERS, true)).thenRefuses('conflict', 'surveys.already_submitted');
    answered.when(answer(ANNA, ANSWERS, false)).thenRefuses('conflict', 'surveys.already_submitted');
  });
  it('refuses a deleted survey', () => {
    spec
      .given(created(), { type: 'SurveyDeleted', data: {} })
      .when(answer(ANNA, ANSWERS, true))
      .thenRefuses('not_found', 'surveys.survey_not_found');
  });
});

describe('AnswerSurvey: a survey that is not anonymous keeps the answers with the respondent', () => {
  it('saves a partial answer (required questions may stay open): the assignee is in progress', () => {
    const partial = [{ question_id: 'q-text', answer: 'Erst mal nur das' }];
    running.when(answer(ANNA, partial, false)).then([saved(ANNA, [{ question_id: 'q-text', answer: 'Erst mal nur das' }])]);
    expect(live(spec.given(created(), assigned(ANNA), published, started(), saved(ANNA, [])).state).assignees).toEqual([
      { user_id: ANNA, status: 'in_progress' },
    ]);
  });
  it('saves again, each time all the answers given so far', () => {
    spec
      .given(created(), assigned(ANNA), published, started(), saved(ANNA, []))
      .when(answer(ANNA, ANSWERS, false))
      .then([saved(ANNA)]);
  });
  it('submits all answers, normalized, in the order of the questions: the assignee is closed', () => {
    running.when(answer(ANNA, [...ANSWERS].reverse(), true)).then([submitted(ANNA, KEPT)]);
    expect(live(answered.state).assignees[0]).toEqual({ user_id: ANNA, status: 'closed' });
  });
  it('leaves unanswered questions out (text of spaces, no choice picked)', () => {
    const required = [
      { question_id: 'q-boolean', answer: false },
      { question_id: 'q-rating', answer: 1 },
      { question_id: 'q-text', answer: '   ' },
      { question_id: 'q-multiple', answer: [] },
      { question_id: 'q-number', answer: null },
    ];
    running.when(answer(ANNA, required, true)).then([
      submitted(ANNA, [
        { question_id: 'q-boolean', answer: false },
        { question_id: 'q-rating', answer: 1 },
      ]),
    ]);
  });
  it('needs every required question answered to submit, each named by its id', () => {
    running.when(answer(ANNA, [{ question_id: 'q-text', answer: 'x' }], true)).thenRefusesFields({
      'answers.q-boolean': 'surveys.answer_required',
      'answers.q-rating': 'surveys.answer_required',
    });
  });
  it('refuses answers to questions the survey does not have, and a question answered twice', () => {
    running
      .when(answer(ANNA, [...ANSWERS, { question_id: 'q-gone', answer: 1 }], false))
      .thenRefusesFields({ 'answers.q-gone': 'surveys.answer_unknown_question' });
    running.when(answer(ANNA, [...ANSWERS, { question_id: 'q-text', answer: 'noch mal' }], false)).thenRefusesFields({
      'answers.q-text': 'surveys.answer_duplicate_question',
    });
    running
      .when(answer(ANNA, [{ answer: 1 } as unknown as SurveyAnswerInput], false))
      .thenRefusesFields({ 'answers.0': 'surveys.answer_unknown_question' });
  });
});

describe("AnswerSurvey: every question type's answer check, through the decider", () => {
  // Per type: a valid answer, and one answer for each way it can fail (the contracts' spec checks each rule in depth).
  const cases: Record<(typeof SURVEY_QUESTION_TYPES)[number], { valid: unknown[]; invalid: Array<[unknown, string, Record<string, number>?]> }> = {
    boolean: { valid: [true, false], invalid: [['ja', 'surveys.answer_not_boolean']] },
    date: { valid: ['2024-02-29'], invalid: [['2025-02-29', 'surveys.answer_not_date']] },
    time: { valid: ['23:59'], invalid: [['24:00', 'surveys.answer_not_time']] },
    number: {
      valid: [0, 99.5, 100],
      invalid: [
        ['12', 'surveys.answer_not_number'],
        [-1, 'surveys.answer_too_small', { min: 0 }],
        [100.5, 'surveys.answer_too_large', { max: 100 }],
      ],
    },
    rating: {
      valid: [1, 5],
      invalid: [
        [3.5, 'surveys.answer_not_integer'],
        [0, 'surveys.answer_too_small', { min: 1 }],
        [6, 'surveys.answer_too_large', { max: 5 }],
        ['5', 'surveys.answer_not_number'],
      ],
    },
    scale: {
      valid: [1, 10],
      invalid: [
        [9.9, 'surveys.answer_not_integer'],
        [0, 'surveys.answer_too_small', { min: 1 }],
        [11, 'surveys.answer_too_large', { max: 10 }],
      ],
    },
    single_choice: {
      valid: ['c-blau'],
      invalid: [
        ['c-gelb', 'surveys.answer_unknown_choice'],
        [['c-blau'], 'surveys.answer_not_choice'],
      ],
    },
    multiple_choice: {
      valid: [['c-blau'], ['c-rot', 'c-gruen', 'c-blau']],
      invalid: [
        ['c-blau', 'surveys.answer_not_choices'],
        [['c-blau', 'c-gelb'], 'surveys.answer_unknown_choice'],
        [['c-blau', 'c-blau'], 'surveys.answer_duplicate_choice'],
      ],
    },
    text: {
      valid: ['x'.repeat(5_000)],
      invalid: [
        [42, 'surveys.answer_not_text'],
        ['x'.repeat(5_001), 'surveys.answer_too_long', { max: 5_000 }],
      ],
    },
  };
  const idOf = (type: string) => QUESTIONS.find((q) => q.type === type)!.id;
  const withAnswer = (id: string, value: unknown) =>
    ANSWERS.map((a) => (a.question_id === id ? { question_id: id, answer: value as SurveyAnswerInput['answer'] } : a));

  it.each(SURVEY_QUESTION_TYPES.map((type) => [type]))('%s: takes a valid answer, saved and submitted', (type) => {
    const id = idOf(type);
    for (const value of cases[type].valid) {
      expect(checkSurveyAnswer(question(id), value)).toBeNull();
      running
        .when(answer(ANNA, withAnswer(id, value), true))
        .then((events) => expect(events.map((event) => event.type)).toEqual(['SurveyAnswersSubmitted']));
      running
        .when(answer(ANNA, withAnswer(id, value), false))
        .then((events) => expect(events.map((event) => event.type)).toEqual(['SurveyAnswersSaved']));
    }
  });
  it.each(SURVEY_QUESTION_TYPES.map((type) => [type]))(
    '%s: refuses each invalid answer under answers.<question id>, on save as on submit',
    (type) => {
      const id = idOf(type);
      for (const [value, key, params] of cases[type].invalid)
        for (const submit of [true, false])
          running.when(answer(ANNA, withAnswer(id, value), submit)).thenRefusesFields({ [`answers.${id}`]: params ? { key, params } : key });
    },
  );
  it('names every answer at fault at once', () => {
    const wrong = withAnswer('q-time', '9 Uhr').map((a) => (a.question_id === 'q-rating' ? { question_id: 'q-rating', answer: 9 } : a));
    running.when(answer(ANNA, wrong, true)).thenRefusesFields({
      'answers.q-time': 'surveys.answer_not_time',
      'answers.q-rating': { key: 'surveys.answer_too_large', params: { max: 5 } },
    });
  });
});

describe('AnswerSurvey: an anonymous survey keeps no answer with the respondent', () => {
  const anonymous = spec.given(created({ anonymous: true }), assigned(ANNA, CARL, DORA), published, started());
  it('records of a partial save only that the assignee started, the first time, without the answers', () => {
    anonymous.when(answer(ANNA, ANSWERS, false)).then([anonymousStarted(ANNA)]);
    spec
      .given(created({ anonymous: true }), assigned(ANNA), published, started(), anonymousStarted(ANNA))
      .when(answer(ANNA, ANSWERS, false))
      .thenNothing();
    expect(live(spec.given(created({ anonymous: true }), assigned(ANNA), published, started(), anonymousStarted(ANNA)).state).assignees).toEqual([
      { user_id: ANNA, status: 'in_progress' },
    ]);
  });
  it('checks a partial answer all the same (the client learns its mistakes)', () => {
    anonymous.when(answer(ANNA, [{ question_id: 'q-scale', answer: 11 }], false)).thenRefusesFields({
      'answers.q-scale': { key: 'surveys.answer_too_large', params: { max: 10 } },
    });
  });
  it('records a submission as "has submitted" with the ballot sealed, the answers nowhere readable', () => {
    anonymous.when(answer(ANNA, ANSWERS, true)).then([
      {
        type: 'SurveyAnonymousAnswersSubmitted',
        data: { user_id: ANNA, ballot: { ballot_id: 'ballot-new', sealed: `sealed(${JSON.stringify({ answers: KEPT })})` } },
      },
    ]);
  });
  it('gives the sealer the answers and nothing of the respondent', () => {
    const sealed: unknown[] = [];
    const decider = DeciderSpecification.for({
      decide: (command: SurveyCommand, state: SurveyState) =>
        decideSurvey(command, state, (ballot) => {
          sealed.push(ballot);
          return { ballot_id: 'b', sealed: 's' };
        }),
      evolve: evolveSurvey,
      initialState: initialSurveyState,
    });
    decider
      .given(created({ anonymous: true }), assigned(ANNA), published, started())
      .when(answer(ANNA, ANSWERS, true))
      .then((events) => {
        expect(JSON.stringify(events[0].data)).toBe(JSON.stringify({ user_id: ANNA, ballot: { ballot_id: 'b', sealed: 's' } }));
      });
    expect(sealed).toEqual([{ answers: KEPT }]);
    expect(JSON.stringify(sealed)).not.toContain(ANNA);
  });
  it('closes the assignee, keeps the ballot pending, and refuses a second submission', () => {
    const survey = spec.given(created({ anonymous: true }), assigned(ANNA, CARL), published, started(), anonymousSubmitted(ANNA));
    const state = live(survey.state);
    expect([state.assignees[0].status, state.pending_ballots, state.answers_exist]).toEqual(['closed', [`ballot-${ANNA}`], true]);
    survey.when(answer(ANNA, ANSWERS, true)).thenRefuses('conflict', 'surveys.already_submitted');
  });
  it('folds a submission whose sealed answers were erased (after its release) the same way', () => {
    const erased: SurveyEvent = { type: 'SurveyAnonymousAnswersSubmitted', data: { user_id: ANNA, ballot: { ballot_id: 'b-1' } } };
    expect(live(spec.given(created({ anonymous: true }), assigned(ANNA), published, started(), erased).state).pending_ballots).toEqual(['b-1']);
  });
});

describe('ReleaseSurveyBallots: anonymous answers are counted in groups of at least 3', () => {
  const release = { type: 'ReleaseSurveyBallots', data: { release_id: 'release-1' } } as const;
  const people = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'];
  const withSubmissions = (count: number, ...after: SurveyEvent[]) =>
    spec.given(
      created({ anonymous: true }),
      assigned(...people),
      published,
      started(),
      ...people.slice(0, count).map((u) => anonymousSubmitted(u)),
      ...after,
    );
  const ballots = (...users: string[]) => users.map((u) => `ballot-${u}`);

  it('releases nothing while fewer than 6 wait', () => {
    for (const count of [0, 1, 3, 5]) withSubmissions(count).when(release).thenNothing();
  });
  it('releases all but the newest 3 once 6 wait: the 3 left join the next group', () => {
    withSubmissions(6)
      .when(release)
      .then([{ type: 'SurveyBallotsReleased', data: { release_id: 'release-1', ballot_ids: ballots('u1', 'u2', 'u3') } }]);
    const after = withSubmissions(6, { type: 'SurveyBallotsReleased', data: { release_id: 'release-1', ballot_ids: ballots('u1', 'u2', 'u3') } });
    expect([live(after.state).pending_ballots, live(after.state).released_ballots]).toEqual([ballots('u4', 'u5', 'u6'), 3]);
    after.when(release).thenNothing();
  });
  it('releases every waiting ballot when the survey closed, if they are at least 3', () => {
    withSubmissions(3, closedBy('author'))
      .when(release)
      .then([{ type: 'SurveyBallotsReleased', data: { release_id: 'release-1', ballot_ids: ballots('u1', 'u2', 'u3') } }]);
    withSubmissions(7, { type: 'SurveyBallotsReleased', data: { release_id: 'r0', ballot_ids: ballots('u1', 'u2', 'u3') } }, closedBy('due_date'))
      .when(release)
      .then([{ type: 'SurveyBallotsReleased', data: { release_id: 'release-1', ballot_ids: ballots('u4', 'u5', 'u6', 'u7') } }]);
  });
  it('discards the ballots of a survey that closed with fewer than 3 submissions (it never shows results)', () => {
    withSubmissions(2, closedBy('due_date'))
      .when(release)
      .then([{ type: 'SurveyBallotsDiscarded', data: { ballot_ids: ballots('u1', 'u2') } }]);
    expect(
      live(withSubmissions(2, closedBy('due_date'), { type: 'SurveyBallotsDiscarded', data: { ballot_ids: ballots('u1', 'u2') } }).state)
        .pending_ballots,
    ).toEqual([]);
  });
  it('has nothing to release for a survey that is not anonymous', () => {
    answered.when(release).thenNothing();
  });
});

describe('DeleteSurvey', () => {
  it('deletes a survey in any state; then it is gone for every command', () => {
    draftSurvey.when({ type: 'DeleteSurvey', data: {} }).then([{ type: 'SurveyDeleted', data: {} }]);
    answered.when({ type: 'DeleteSurvey', data: {} }).then([{ type: 'SurveyDeleted', data: {} }]);
    const gone = spec.given(created(), { type: 'SurveyDeleted', data: {} });
    gone.when({ type: 'DeleteSurvey', data: {} }).thenRefuses('not_found', 'surveys.survey_not_found');
    gone.when(setStatus('published')).thenRefuses('not_found', 'surveys.survey_not_found');
    gone.when({ type: 'ReleaseSurveyBallots', data: { release_id: 'r' } }).thenRefuses('not_found', 'surveys.survey_not_found');
  });
  it('discards the sealed ballots still waiting: they are never counted', () => {
    spec
      .given(created({ anonymous: true }), assigned(ANNA, CARL), published, started(), anonymousSubmitted(ANNA))
      .when({ type: 'DeleteSurvey', data: {} })
      .then([
        { type: 'SurveyBallotsDiscarded', data: { ballot_ids: [`ballot-${ANNA}`] } },
        { type: 'SurveyDeleted', data: {} },
      ]);
  });
});

describe('surveyPolicyItem and mayAnswer', () => {
  it('names the author as owner, the assignees, and a draft as unpublished', () => {
    expect(surveyPolicyItem(live(draftSurvey.state))).toEqual(
      expect.objectContaining({ kind: 'survey', authorId: BEN, createdBy: BEN, published: false, assigneeIds: [ANNA, CARL] }),
    );
    expect(surveyPolicyItem(live(running.state)).published).toBe(true);
  });
  it('lets an assignee answer while the survey takes answers, until they submitted', () => {
    const survey = live(answered.state);
    expect([mayAnswer(survey, CARL, TODAY), mayAnswer(survey, ANNA, TODAY), mayAnswer(survey, BEN, TODAY)]).toEqual([true, false, false]);
    expect([mayAnswer(survey, CARL, '2026-03-01'), mayAnswer(survey, CARL, '2026-03-14')]).toEqual([false, false]);
    expect(mayAnswer(live(openSurvey.state), ANNA, TODAY)).toBe(false);
  });
});

describe('evolveSurvey', () => {
  it('keeps the fields of the survey as created, and who published it when', () => {
    expect(live(spec.given(created()).state)).toEqual(
      expect.objectContaining({ ...fields(), created_by: BEN, status: 'draft', published_at: null, pending_ballots: [], released_ballots: 0 }),
    );
    expect(live(openSurvey.state)).toEqual(expect.objectContaining({ status: 'open', published_at: author.now, published_by: BEN }));
  });
  it('adds an assignee once, with the status open', () => {
    const { state } = spec.given(created(), assigned(ANNA), assigned(ANNA, CARL));
    expect(live(state).assignees).toEqual([
      { user_id: ANNA, status: 'open' },
      { user_id: CARL, status: 'open' },
    ]);
  });
});
