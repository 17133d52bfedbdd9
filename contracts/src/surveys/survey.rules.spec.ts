import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ListSurveysQuery } from './list-surveys.query';
import { ChangeSurveyInput, CreateSurveyInput, MySurveyAnswersInput, SurveyStatusInput } from './survey.inputs';
import { SURVEY_QUESTION_TYPES } from './survey.questions';
import { SETTABLE_SURVEY_STATUSES, SURVEY_ORDERS, SURVEY_STATUSES } from './survey.rules';

/** The messages of each field at fault, nested fields as `questions.0.question` (as the validation pipe reads them). */
function errorsOf(cls: new () => object, body: Record<string, unknown>): Record<string, string[]> {
  const into: Record<string, string[]> = {};
  const collect = (errors: ValidationError[], prefix: string) => {
    for (const error of errors) {
      const field = prefix ? `${prefix}.${error.property}` : error.property;
      if (error.constraints) into[field] = Object.values(error.constraints);
      collect(error.children ?? [], field);
    }
  };
  collect(validateSync(plainToInstance(cls, body), { whitelist: true, forbidNonWhitelisted: true }), '');
  return into;
}

const question = (overrides: Record<string, unknown> = {}) => ({ id: 'q1', type: 'text', question: 'Was wünschen Sie sich?', ...overrides });

describe('survey rules', () => {
  it('publishes and closes by PATCH …/status, never sets open or in progress by hand', () => {
    expect(SETTABLE_SURVEY_STATUSES).toEqual(['published', 'closed']);
    expect(SURVEY_STATUSES).toEqual(['draft', 'open', 'in_progress', 'closed']);
  });
  it('sorts by each order field both ways', () => {
    expect(SURVEY_ORDERS).toEqual(expect.arrayContaining(['created_at', '-created_at', 'due_date', '-start_date', 'title']));
  });
});

describe('survey inputs', () => {
  it('take a draft with only a title, and one with every field and question type', () => {
    expect(errorsOf(CreateSurveyInput, { title: 'Mitarbeiterbefragung' })).toEqual({});
    const questions = SURVEY_QUESTION_TYPES.map((type, i) =>
      question({
        id: `q${i}`,
        type,
        required: i % 2 === 0,
        ...(type.endsWith('choice')
          ? {
              answer_choices: [
                { id: 'a', label: 'Ja' },
                { id: 'b', label: 'Nein' },
              ],
            }
          : {}),
        ...(type === 'scale' ? { min: 0, max: 10, min_label: 'gar nicht', max_label: 'völlig' } : {}),
      }),
    );
    const body = {
      title: 'Mitarbeiterbefragung',
      description: '<p>Bitte bis Freitag</p>',
      anonymous: true,
      start_date: '2026-03-02',
      due_date: '2026-03-13',
      assignees: ['user-anna', 'user-ben'],
      questions,
    };
    expect(errorsOf(CreateSurveyInput, body)).toEqual({});
  });
  it('need a title of at most 255 that is more than spaces (seed §5)', () => {
    expect(errorsOf(CreateSurveyInput, {})).toEqual({ title: expect.arrayContaining(['validation.required']) });
    expect(errorsOf(CreateSurveyInput, { title: '  ' })).toEqual({ title: ['validation.required'] });
    expect(errorsOf(ChangeSurveyInput, { title: 'x'.repeat(256) })).toEqual({ title: ['validation.max_length?max=255'] });
  });
  it('refuse dates that are none, and assignees twice or blank', () => {
    expect(errorsOf(ChangeSurveyInput, { start_date: '2026-02-30', due_date: '13.03.2026' })).toEqual({
      start_date: ['validation.date'],
      due_date: ['validation.date'],
    });
    expect(errorsOf(ChangeSurveyInput, { assignees: ['user-anna', 'user-anna'] })).toEqual({ assignees: ['validation.invalid'] });
    expect(errorsOf(ChangeSurveyInput, { assignees: [' '] })).toEqual({ assignees: ['validation.invalid'] });
    expect(errorsOf(ChangeSurveyInput, { assignees: null, start_date: null, due_date: null, description: null })).toEqual({});
  });
  it('check each question: id, known type, text required at most 255 (seed §5), unknown fields refused', () => {
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ type: 'slider' })] })).toEqual({ 'questions.0.type': ['validation.one_of'] });
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ question: ' ' })] })).toEqual({ 'questions.0.question': ['validation.required'] });
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ question: 'x'.repeat(256) })] })).toEqual({
      'questions.0.question': ['validation.max_length?max=255'],
    });
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ id: 'q 1' })] })).toEqual({ 'questions.0.id': ['validation.invalid'] });
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ hint: 'x' })] })).toEqual({ 'questions.0.hint': expect.any(Array) });
    expect(errorsOf(ChangeSurveyInput, { questions: ['text'] })).toEqual(expect.objectContaining({ questions: ['validation.invalid'] }));
  });
  it('check each answer choice: required, at most 255 (seed §5), with an id', () => {
    const choices = (...labels: string[]) => labels.map((label, i) => ({ id: `c${i}`, label }));
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ type: 'single_choice', answer_choices: choices('Ja', '') })] })).toEqual({
      'questions.0.answer_choices.1.label': expect.arrayContaining(['validation.required']),
    });
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ type: 'single_choice', answer_choices: choices('Ja', 'x'.repeat(256)) })] })).toEqual(
      {
        'questions.0.answer_choices.1.label': ['validation.max_length?max=255'],
      },
    );
    expect(
      errorsOf(ChangeSurveyInput, {
        questions: [question({ type: 'multiple_choice', answer_choices: [{ label: 'Ja' }, { id: 'b', label: 'Nein' }] })],
      }),
    ).toEqual({ 'questions.0.answer_choices.0.id': expect.arrayContaining(['validation.required']) });
  });
  it('take bounds as finite numbers only (the rest of their rules is checkSurveyQuestion)', () => {
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ type: 'number', min: -1.5, max: null })] })).toEqual({});
    expect(errorsOf(ChangeSurveyInput, { questions: [question({ type: 'number', min: '1' })] })).toEqual({
      'questions.0.min': ['surveys.bound_not_number'],
    });
  });
  it('take a status of published or closed', () => {
    expect(errorsOf(SurveyStatusInput, { status: 'published' })).toEqual({});
    expect(errorsOf(SurveyStatusInput, { status: 'in_progress' })).toEqual({ status: ['validation.one_of'] });
  });
  it('take my answers as a list of objects and a submit flag (each answer is checked by the decider)', () => {
    expect(errorsOf(MySurveyAnswersInput, { answers: [{ question_id: 'q1', answer: ['a', 'b'] }], submit: false })).toEqual({});
    expect(errorsOf(MySurveyAnswersInput, { answers: [], submit: true })).toEqual({});
    expect(errorsOf(MySurveyAnswersInput, { answers: ['q1'] })).toEqual({ answers: ['validation.invalid'], submit: expect.any(Array) });
  });
  it('list with every filter of the issue', () => {
    const query = {
      order: '-due_date',
      'filter[search]': 'Befragung',
      'filter[status]': 'in_progress',
      'filter[author]': 'user-ben',
      'filter[assigned]': 'me',
    };
    expect(errorsOf(ListSurveysQuery, query)).toEqual({});
    expect(errorsOf(ListSurveysQuery, { 'filter[assigned]': 'user-anna' })).toEqual({ 'filter[assigned]': ['validation.one_of'] });
    expect(errorsOf(ListSurveysQuery, { 'filter[status]': 'overdue' })).toEqual({ 'filter[status]': ['validation.one_of'] });
  });
});
