import { ERROR_MESSAGES } from '../errors/error-codes';
import { VALIDATION_MESSAGES } from '../validation/validation-messages';
import {
  checkSurveyAnswer,
  checkSurveyQuestion,
  isSurveyAnswered,
  normalizeSurveyAnswer,
  normalizeSurveyQuestion,
  SURVEY_NUMBER_LIMIT,
  SURVEY_QUESTION_TYPES,
  type SurveyAnswerErrorKey,
  type SurveyQuestion,
  type SurveyQuestionErrorKey,
  type SurveyQuestionType,
} from './survey.questions';

const question = (type: SurveyQuestionType, overrides: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  normalizeSurveyQuestion({
    id: `q-${type}`,
    type,
    question: `Frage ${type}`,
    required: true,
    answer_choices: [
      { id: 'c-rot', label: 'Rot' },
      { id: 'c-gruen', label: 'Grün' },
      { id: 'c-blau', label: 'Blau' },
    ],
    ...overrides,
  });
const fails = (key: SurveyAnswerErrorKey, params?: Record<string, number>) => (params ? { key, params } : { key });

describe('checkSurveyAnswer: every type, valid and each failure', () => {
  it('takes no answer to an optional question, and refuses none to a required one on submit only', () => {
    for (const type of SURVEY_QUESTION_TYPES) {
      for (const none of [null, undefined]) {
        expect(checkSurveyAnswer(question(type, { required: false }), none)).toBeNull();
        expect(checkSurveyAnswer(question(type), none)).toEqual(fails('surveys.answer_required'));
        expect(checkSurveyAnswer(question(type), none, 'save')).toBeNull();
      }
    }
  });
  it('counts text of spaces and an empty choice list as no answer', () => {
    expect(checkSurveyAnswer(question('text'), '   ')).toEqual(fails('surveys.answer_required'));
    expect(checkSurveyAnswer(question('multiple_choice'), [])).toEqual(fails('surveys.answer_required'));
    expect(checkSurveyAnswer(question('text', { required: false }), '  ')).toBeNull();
  });

  it('boolean: true or false', () => {
    expect(checkSurveyAnswer(question('boolean'), true)).toBeNull();
    expect(checkSurveyAnswer(question('boolean'), false)).toBeNull();
    for (const wrong of ['true', 1, 0, ['true'], {}])
      expect(checkSurveyAnswer(question('boolean'), wrong)).toEqual(fails('surveys.answer_not_boolean'));
  });

  it('date: a real calendar date YYYY-MM-DD', () => {
    expect(checkSurveyAnswer(question('date'), '2026-03-01')).toBeNull();
    expect(checkSurveyAnswer(question('date'), '2028-02-29')).toBeNull();
    for (const wrong of ['2026-02-30', '2026-13-01', '01.03.2026', '2026-3-1', '2026-03-01T10:00', 20260301, true])
      expect(checkSurveyAnswer(question('date'), wrong)).toEqual(fails('surveys.answer_not_date'));
  });

  it('time: HH:mm from 00:00 to 23:59', () => {
    for (const time of ['00:00', '09:30', '23:59']) expect(checkSurveyAnswer(question('time'), time)).toBeNull();
    for (const wrong of ['24:00', '9:30', '09:60', '09:30:00', '0930', 930, false])
      expect(checkSurveyAnswer(question('time'), wrong)).toEqual(fails('surveys.answer_not_time'));
  });

  it('number: any finite number, within min and max when set', () => {
    const free = question('number');
    for (const value of [0, -3.5, 1e9, 0.1 + 0.2]) expect(checkSurveyAnswer(free, value)).toBeNull();
    for (const wrong of ['5', NaN, Infinity, -Infinity, [5], true])
      expect(checkSurveyAnswer(free, wrong)).toEqual(fails('surveys.answer_not_number'));
    const bounded = question('number', { min: -10, max: 10.5 });
    expect([checkSurveyAnswer(bounded, -10), checkSurveyAnswer(bounded, 10.5)]).toEqual([null, null]);
    expect(checkSurveyAnswer(bounded, -10.01)).toEqual(fails('surveys.answer_too_small', { min: -10 }));
    expect(checkSurveyAnswer(bounded, 11)).toEqual(fails('surveys.answer_too_large', { max: 10.5 }));
    expect(checkSurveyAnswer(question('number', { min: 0 }), 1e6)).toBeNull();
  });
  it('number: never beyond ±SURVEY_NUMBER_LIMIT', () => {
    expect(checkSurveyAnswer(question('number'), SURVEY_NUMBER_LIMIT + 1)).toEqual(fails('surveys.answer_too_large', { max: SURVEY_NUMBER_LIMIT }));
    expect(checkSurveyAnswer(question('number'), -SURVEY_NUMBER_LIMIT - 1)).toEqual(fails('surveys.answer_too_small', { min: -SURVEY_NUMBER_LIMIT }));
  });

  it('rating: whole numbers from 1 to 5 unless set', () => {
    const rating = question('rating');
    for (const value of [1, 3, 5]) expect(checkSurveyAnswer(rating, value)).toBeNull();
    expect(checkSurveyAnswer(rating, 0)).toEqual(fails('surveys.answer_too_small', { min: 1 }));
    expect(checkSurveyAnswer(rating, 6)).toEqual(fails('surveys.answer_too_large', { max: 5 }));
    expect(checkSurveyAnswer(rating, 2.5)).toEqual(fails('surveys.answer_not_integer'));
    expect(checkSurveyAnswer(rating, '4')).toEqual(fails('surveys.answer_not_number'));
    expect(checkSurveyAnswer(question('rating', { min: 0, max: 10 }), 10)).toBeNull();
  });

  it('scale: whole numbers from 1 to 10 unless set', () => {
    const scale = question('scale');
    for (const value of [1, 7, 10]) expect(checkSurveyAnswer(scale, value)).toBeNull();
    expect(checkSurveyAnswer(scale, 0)).toEqual(fails('surveys.answer_too_small', { min: 1 }));
    expect(checkSurveyAnswer(scale, 11)).toEqual(fails('surveys.answer_too_large', { max: 10 }));
    expect(checkSurveyAnswer(scale, 7.1)).toEqual(fails('surveys.answer_not_integer'));
    expect(checkSurveyAnswer(scale, null, 'save')).toBeNull();
    const centred = question('scale', { min: -3, max: 3 });
    expect([checkSurveyAnswer(centred, -3), checkSurveyAnswer(centred, -4)]).toEqual([null, fails('surveys.answer_too_small', { min: -3 })]);
  });

  it('single_choice: the id of one of its choices', () => {
    expect(checkSurveyAnswer(question('single_choice'), 'c-gruen')).toBeNull();
    expect(checkSurveyAnswer(question('single_choice'), 'c-gelb')).toEqual(fails('surveys.answer_unknown_choice'));
    expect(checkSurveyAnswer(question('single_choice'), 'Grün')).toEqual(fails('surveys.answer_unknown_choice'));
    for (const wrong of [['c-gruen'], 1, true])
      expect(checkSurveyAnswer(question('single_choice'), wrong)).toEqual(fails('surveys.answer_not_choice'));
  });

  it('multiple_choice: ids of its choices, each once', () => {
    expect(checkSurveyAnswer(question('multiple_choice'), ['c-rot'])).toBeNull();
    expect(checkSurveyAnswer(question('multiple_choice'), ['c-blau', 'c-rot', 'c-gruen'])).toBeNull();
    expect(checkSurveyAnswer(question('multiple_choice'), ['c-rot', 'c-gelb'])).toEqual(fails('surveys.answer_unknown_choice'));
    expect(checkSurveyAnswer(question('multiple_choice'), ['c-rot', 'c-rot'])).toEqual(fails('surveys.answer_duplicate_choice'));
    for (const wrong of ['c-rot', [1], ['c-rot', null], true])
      expect(checkSurveyAnswer(question('multiple_choice'), wrong)).toEqual(fails('surveys.answer_not_choices'));
  });

  it('text: at most 5,000 characters (trimmed)', () => {
    expect(checkSurveyAnswer(question('text'), 'Mehr Pausen')).toBeNull();
    expect(checkSurveyAnswer(question('text'), 'x'.repeat(5_000))).toBeNull();
    expect(checkSurveyAnswer(question('text'), ` ${'x'.repeat(5_000)} `)).toBeNull();
    expect(checkSurveyAnswer(question('text'), 'x'.repeat(5_001))).toEqual(fails('surveys.answer_too_long', { max: 5_000 }));
    for (const wrong of [5, true, ['text']]) expect(checkSurveyAnswer(question('text'), wrong)).toEqual(fails('surveys.answer_not_text'));
  });

  it('has a German and an English text for every key it gives', () => {
    const keys: SurveyAnswerErrorKey[] = [
      'surveys.answer_required',
      'surveys.answer_not_boolean',
      'surveys.answer_not_date',
      'surveys.answer_not_time',
      'surveys.answer_not_number',
      'surveys.answer_not_integer',
      'surveys.answer_too_small',
      'surveys.answer_too_large',
      'surveys.answer_not_choice',
      'surveys.answer_not_choices',
      'surveys.answer_unknown_choice',
      'surveys.answer_duplicate_choice',
      'surveys.answer_not_text',
      'surveys.answer_too_long',
    ];
    for (const key of keys) expect([ERROR_MESSAGES[key].de, ERROR_MESSAGES[key].en]).toEqual([expect.any(String), expect.any(String)]);
  });
});

describe('isSurveyAnswered and normalizeSurveyAnswer', () => {
  it('keep answers as sent, text trimmed, nothing as null', () => {
    expect([true, false, 0, 'a', ['x']].map(isSurveyAnswered)).toEqual([true, true, true, true, true]);
    expect([null, undefined, '', ' ', []].map(isSurveyAnswered)).toEqual([false, false, false, false, false]);
    const text = question('text');
    expect([false, 0, ' Mehr Pausen ', '  '].map((answer) => normalizeSurveyAnswer(text, answer))).toEqual([false, 0, 'Mehr Pausen', null]);
  });
  it('keep the choices of a multiple choice in the order of the question, not the order they were picked in', () => {
    const colours = question('multiple_choice');
    expect(normalizeSurveyAnswer(colours, ['c-blau', 'c-rot'])).toEqual(['c-rot', 'c-blau']);
    expect(normalizeSurveyAnswer(colours, [])).toBeNull();
  });
});

describe('normalizeSurveyQuestion', () => {
  it('empties what the type does not use, trims texts and gives ratings and scales their default bounds', () => {
    expect(question('text', { min: 1, max: 2, min_label: 'a' })).toEqual({
      id: 'q-text',
      type: 'text',
      question: 'Frage text',
      required: true,
      answer_choices: [],
      min: null,
      max: null,
      min_label: null,
      max_label: null,
    });
    expect(question('rating')).toEqual(expect.objectContaining({ min: 1, max: 5, answer_choices: [] }));
    expect(question('scale', { min_label: ' gar nicht ', max_label: '' })).toEqual(
      expect.objectContaining({ min: 1, max: 10, min_label: 'gar nicht', max_label: null }),
    );
    expect(question('number')).toEqual(expect.objectContaining({ min: null, max: null }));
    expect(question('single_choice', { answer_choices: [{ id: 'a', label: ' Ja ' }] }).answer_choices).toEqual([{ id: 'a', label: 'Ja' }]);
    expect(normalizeSurveyQuestion({ id: 'q', type: 'boolean', question: ' Ok? ' })).toEqual(
      expect.objectContaining({ question: 'Ok?', required: false }),
    );
  });
});

describe('checkSurveyQuestion: the rules of a question', () => {
  const errorsOf = (overrides: Partial<SurveyQuestion>, type: SurveyQuestionType = 'single_choice') =>
    checkSurveyQuestion({ ...question(type), ...overrides });
  const only = (field: string, key: SurveyQuestionErrorKey, params?: Record<string, number>) => ({ [field]: [params ? { key, params } : { key }] });

  it('takes a valid question of every type', () => {
    for (const type of SURVEY_QUESTION_TYPES) expect(checkSurveyQuestion(question(type))).toEqual({});
  });
  it('needs a text that is more than spaces, at most 255 (seed §5)', () => {
    expect(errorsOf({ question: ' ' })).toEqual(only('question', 'validation.required'));
    expect(errorsOf({ question: 'x'.repeat(256) })).toEqual(only('question', 'validation.max_length', { max: 255 }));
    expect(errorsOf({ question: 'x'.repeat(255) })).toEqual({});
  });
  it('needs a known type and an id of letters, digits, _ and -', () => {
    expect(errorsOf({ type: 'slider' as SurveyQuestionType })).toEqual(only('type', 'validation.one_of'));
    expect(errorsOf({ id: 'a b' })).toEqual(only('id', 'validation.invalid'));
    expect(errorsOf({ id: 'x'.repeat(65) })).toEqual(only('id', 'validation.invalid'));
  });
  it('choice questions need at least two choices (seed §9), at most 100', () => {
    for (const type of ['single_choice', 'multiple_choice'] as const) {
      expect(errorsOf({ answer_choices: [{ id: 'a', label: 'Ja' }] }, type)).toEqual(only('answer_choices', 'surveys.choices_too_few', { min: 2 }));
      expect(errorsOf({ answer_choices: [] }, type)).toEqual(only('answer_choices', 'surveys.choices_too_few', { min: 2 }));
    }
    const many = Array.from({ length: 101 }, (_, i) => ({ id: `c${i}`, label: `Wahl ${i}` }));
    expect(errorsOf({ answer_choices: many })).toEqual(only('answer_choices', 'surveys.choices_too_many', { max: 100 }));
  });
  it('each choice required, at most 255 (seed §5), ids and labels unique', () => {
    const choices = (...labels: string[]) => labels.map((label, i) => ({ id: `c${i}`, label }));
    expect(errorsOf({ answer_choices: choices('Ja', ' ') })).toEqual(only('answer_choices', 'validation.required'));
    expect(errorsOf({ answer_choices: choices('Ja', 'x'.repeat(256)) })).toEqual(only('answer_choices', 'validation.max_length', { max: 255 }));
    expect(errorsOf({ answer_choices: choices('Ja', ' ja') })).toEqual(only('answer_choices', 'surveys.choice_label_taken'));
    expect(errorsOf({ answer_choices: [...choices('Ja', 'Nein'), { id: 'c0', label: 'Vielleicht' }] })).toEqual(
      only('answer_choices', 'surveys.choice_id_taken'),
    );
    expect(errorsOf({ answer_choices: [{ id: '', label: 'Ja' }, ...choices('Nein', 'Vielleicht').slice(1)] })).toEqual(
      only('answer_choices', 'validation.invalid'),
    );
  });
  it('names each choice rule once, beside the count', () => {
    expect(errorsOf({ answer_choices: [{ id: 'a', label: '' }] })).toEqual({
      answer_choices: [{ key: 'surveys.choices_too_few', params: { min: 2 } }, { key: 'validation.required' }],
    });
  });
  it('number bounds are optional and finite, min below max', () => {
    expect(errorsOf({ min: 0 }, 'number')).toEqual({});
    expect(errorsOf({ min: -0.5, max: 0.5 }, 'number')).toEqual({});
    expect(errorsOf({ min: 5, max: 5 }, 'number')).toEqual(only('max', 'surveys.min_not_below_max'));
    expect(errorsOf({ min: Number.NaN }, 'number')).toEqual(only('min', 'surveys.bound_not_number'));
    expect(errorsOf({ max: '5' as unknown as number }, 'number')).toEqual(only('max', 'surveys.bound_not_number'));
    expect(errorsOf({ max: 1e13 }, 'number')).toEqual(only('max', 'surveys.bound_out_of_range', { min: -1e12, max: 1e12 }));
  });
  it('rating bounds are whole numbers within 0–10, scale bounds within −100–100, min below max', () => {
    expect(errorsOf({ min: 0, max: 10 }, 'rating')).toEqual({});
    expect(errorsOf({ min: 1.5 }, 'rating')).toEqual(only('min', 'surveys.bound_not_integer'));
    expect(errorsOf({ max: 11 }, 'rating')).toEqual(only('max', 'surveys.bound_out_of_range', { min: 0, max: 10 }));
    expect(errorsOf({ min: 5, max: 5 }, 'rating')).toEqual(only('max', 'surveys.min_not_below_max'));
    expect(errorsOf({ min: -100, max: 100 }, 'scale')).toEqual({});
    expect(errorsOf({ min: -101 }, 'scale')).toEqual(only('min', 'surveys.bound_out_of_range', { min: -100, max: 100 }));
    expect(errorsOf({ min: 10, max: 1 }, 'scale')).toEqual(only('max', 'surveys.min_not_below_max'));
  });
  it('scale labels at most 255', () => {
    expect(errorsOf({ max_label: 'x'.repeat(256) }, 'scale')).toEqual(only('max_label', 'validation.max_length', { max: 255 }));
  });
  it('has a text for every key it gives', () => {
    const texts: Record<string, unknown> = { ...VALIDATION_MESSAGES, ...ERROR_MESSAGES };
    const keys: SurveyQuestionErrorKey[] = [
      'validation.required',
      'validation.max_length',
      'validation.one_of',
      'validation.invalid',
      'surveys.choices_too_few',
      'surveys.choices_too_many',
      'surveys.choice_id_taken',
      'surveys.choice_label_taken',
      'surveys.bound_not_number',
      'surveys.bound_not_integer',
      'surveys.bound_out_of_range',
      'surveys.min_not_below_max',
    ];
    for (const key of keys) expect(texts[key]).toEqual({ de: expect.any(String), en: expect.any(String) });
  });
});
