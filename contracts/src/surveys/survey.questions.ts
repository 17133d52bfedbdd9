/**
 * The questions of a survey and the check of an answer against its question (issue 15),
 * shared by the server (inputs, deciders) and the client (the editor and the answer page
 * validate as you type, exactly as the server will). Plain TypeScript on purpose: this
 * module imports nothing, so the client can take it alone
 * (`@kollab/contracts/surveys/survey.questions`).
 *
 * Every failure has a stable message key (texts in errors/surveys.messages.ts) and, where
 * its text names a bound, the bound as a param: `{ key: 'surveys.answer_too_large', params: { max: 5 } }`.
 */

/** The nine question types (seed §3). */
export const SURVEY_QUESTION_TYPES = ['boolean', 'date', 'time', 'number', 'rating', 'scale', 'single_choice', 'multiple_choice', 'text'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** Types answered by picking answer choices: they need at least two (seed §5, §9). */
export const SURVEY_CHOICE_TYPES = ['single_choice', 'multiple_choice'] as const satisfies readonly SurveyQuestionType[];
/** Types answered by a number: their results have a distribution, a mean and a median. */
export const SURVEY_NUMERIC_TYPES = ['number', 'rating', 'scale'] as const satisfies readonly SurveyQuestionType[];
/** Types whose answers are whole numbers from `min` to `max` (both always set, defaults below). */
export const SURVEY_STEP_TYPES = ['rating', 'scale'] as const satisfies readonly SurveyQuestionType[];

/** Seed §5: a question required, at most 255 characters. */
export const SURVEY_QUESTION_TEXT_MAX = 255;
/** Seed §5: an answer choice required, at most 255 characters; seed §9: at least two. */
export const SURVEY_CHOICE_LABEL_MAX = 255;
export const SURVEY_CHOICES_MIN = 2;
export const SURVEY_CHOICES_MAX = 100;
/** The optional labels of a scale's two ends ("not at all" … "completely"). */
export const SURVEY_SCALE_LABEL_MAX = 255;
/** A text answer: at most 5,000 characters (issue 15). */
export const SURVEY_TEXT_ANSWER_MAX = 5_000;
/** Question and choice ids: given by the client (the editor makes them), unique within the survey / the question. */
export const SURVEY_ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Rating: whole numbers (stars), 1–5 unless set; the bounds themselves within 0–10. */
export const SURVEY_RATING_DEFAULT = { min: 1, max: 5 } as const;
export const SURVEY_RATING_LIMITS = { min: 0, max: 10 } as const;
/** Scale: whole numbers, 1–10 unless set; the bounds themselves within −100–100. */
export const SURVEY_SCALE_DEFAULT = { min: 1, max: 10 } as const;
export const SURVEY_SCALE_LIMITS = { min: -100, max: 100 } as const;
/** Number answers and bounds: finite, at most this far from 0 (exact in a double, summable for the mean). */
export const SURVEY_NUMBER_LIMIT = 1_000_000_000_000;

export interface SurveyChoice {
  id: string;
  label: string;
}

/**
 * A question as events, state and views keep it: every field present; those that do not
 * apply to its type are empty (`answer_choices` [] and `min`/`max`/labels null), which
 * `normalizeSurveyQuestion` ensures.
 */
export interface SurveyQuestion {
  id: string;
  type: SurveyQuestionType;
  /** The question's text. */
  question: string;
  /** An answer is needed to submit (not to save a partial answer). */
  required: boolean;
  /** single_choice and multiple_choice: at least two, labels unique. */
  answer_choices: SurveyChoice[];
  /** number: optional bounds; rating and scale: always set (whole numbers). */
  min: number | null;
  max: number | null;
  /** scale only: what its ends mean (optional). */
  min_label: string | null;
  max_label: string | null;
}

/**
 * One answer as sent and kept: boolean (boolean), 'YYYY-MM-DD' (date), 'HH:mm' (time), a
 * number (number, rating, scale), a choice id (single_choice), choice ids (multiple_choice),
 * text (text). null: not answered.
 */
export type SurveyAnswerValue = boolean | number | string | string[] | null;

export type SurveyAnswerErrorKey =
  | 'surveys.answer_required'
  | 'surveys.answer_not_boolean'
  | 'surveys.answer_not_date'
  | 'surveys.answer_not_time'
  | 'surveys.answer_not_number'
  | 'surveys.answer_not_integer'
  | 'surveys.answer_too_small'
  | 'surveys.answer_too_large'
  | 'surveys.answer_not_choice'
  | 'surveys.answer_not_choices'
  | 'surveys.answer_unknown_choice'
  | 'surveys.answer_duplicate_choice'
  | 'surveys.answer_not_text'
  | 'surveys.answer_too_long';

export type SurveyQuestionErrorKey =
  | 'validation.required'
  | 'validation.max_length'
  | 'validation.one_of'
  | 'validation.invalid'
  | 'surveys.choices_too_few'
  | 'surveys.choices_too_many'
  | 'surveys.choice_id_taken'
  | 'surveys.choice_label_taken'
  | 'surveys.bound_not_number'
  | 'surveys.bound_not_integer'
  | 'surveys.bound_out_of_range'
  | 'surveys.min_not_below_max';

/** A failed rule: a message key and the values its text names (the shape of a FieldError). */
export interface SurveyRuleError<Key extends string = string> {
  key: Key;
  params?: Record<string, number>;
}
export type SurveyAnswerError = SurveyRuleError<SurveyAnswerErrorKey>;

const error = <Key extends string>(key: Key, params?: Record<string, number>): SurveyRuleError<Key> => (params ? { key, params } : { key });

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
export const isChoiceQuestion = (type: SurveyQuestionType): boolean => includes(SURVEY_CHOICE_TYPES, type);
export const isNumericQuestion = (type: SurveyQuestionType): boolean => includes(SURVEY_NUMERIC_TYPES, type);
const isStepQuestion = (type: SurveyQuestionType): type is 'rating' | 'scale' => includes(SURVEY_STEP_TYPES, type);

/** The bounds a rating or scale has when none are set, and what its bounds may be. */
export const surveyStepDefaults = (type: 'rating' | 'scale') => (type === 'rating' ? SURVEY_RATING_DEFAULT : SURVEY_SCALE_DEFAULT);
export const surveyStepLimits = (type: 'rating' | 'scale') => (type === 'rating' ? SURVEY_RATING_LIMITS : SURVEY_SCALE_LIMITS);

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isSurveyDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = YMD.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day written HH:mm, 00:00 to 23:59. */
export const isSurveyTime = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A question as sent (fields may be missing or of the wrong type) made whole: the text
 * trimmed, `required` false unless true, the fields its type does not use emptied, a rating
 * or scale without bounds given its defaults. Values of the wrong type are kept as sent, for
 * `checkSurveyQuestion` to name.
 */
export function normalizeSurveyQuestion(sent: Partial<Record<keyof SurveyQuestion, unknown>>): SurveyQuestion {
  const type = sent.type as SurveyQuestionType;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const optionalText = (value: unknown) => {
    const trimmed = text(value);
    return trimmed === '' || trimmed === undefined ? null : trimmed;
  };
  const question: Record<string, unknown> = {
    id: sent.id,
    type,
    question: text(sent.question) ?? '',
    required: sent.required === true,
    answer_choices: [],
    min: null,
    max: null,
    min_label: null,
    max_label: null,
  };
  if (isChoiceQuestion(type)) {
    const choices = sent.answer_choices ?? [];
    question.answer_choices = Array.isArray(choices)
      ? choices.map((choice: unknown) =>
          typeof choice === 'object' && choice !== null
            ? { id: (choice as SurveyChoice).id, label: text((choice as SurveyChoice).label) ?? '' }
            : choice,
        )
      : choices;
  } else if (isNumericQuestion(type)) {
    const defaults = isStepQuestion(type) ? surveyStepDefaults(type) : { min: null, max: null };
    question.min = sent.min ?? defaults.min;
    question.max = sent.max ?? defaults.max;
    if (type === 'scale') {
      question.min_label = optionalText(sent.min_label);
      question.max_label = optionalText(sent.max_label);
    }
  }
  return question as unknown as SurveyQuestion;
}

/**
 * The rules of one question (seed §5, §9; issue 15), per field: a known type; an id of
 * letters, digits, `_` and `-`; a text that is more than spaces, at most 255; for choice
 * questions at least two and at most 100 choices, each with an id and a label that is more
 * than spaces, at most 255, ids and labels unique (labels compared trimmed and without case);
 * for numeric questions finite bounds (whole numbers within their limits for rating and scale)
 * with `min` below `max`; scale labels at most 255. Takes a normalized question.
 */
export function checkSurveyQuestion(question: SurveyQuestion): Partial<Record<keyof SurveyQuestion, SurveyRuleError<SurveyQuestionErrorKey>[]>> {
  const errors: Partial<Record<keyof SurveyQuestion, SurveyRuleError<SurveyQuestionErrorKey>[]>> = {};
  const fail = (field: keyof SurveyQuestion, key: SurveyQuestionErrorKey, params?: Record<string, number>) =>
    (errors[field] ??= []).push(error(key, params));
  if (typeof question.id !== 'string' || !SURVEY_ITEM_ID_PATTERN.test(question.id)) fail('id', 'validation.invalid');
  if (typeof question.type !== 'string' || !includes(SURVEY_QUESTION_TYPES, question.type)) {
    fail('type', 'validation.one_of');
    return errors;
  }
  if (typeof question.question !== 'string' || question.question.trim() === '') fail('question', 'validation.required');
  else if (question.question.length > SURVEY_QUESTION_TEXT_MAX) fail('question', 'validation.max_length', { max: SURVEY_QUESTION_TEXT_MAX });
  if (isChoiceQuestion(question.type)) checkChoices(question.answer_choices, (key, params) => fail('answer_choices', key, params));
  if (isNumericQuestion(question.type)) checkBounds(question, fail);
  for (const field of ['min_label', 'max_label'] as const) {
    const label = question[field];
    if (label !== null && typeof label !== 'string') fail(field, 'validation.invalid');
    else if (label !== null && label.length > SURVEY_SCALE_LABEL_MAX) fail(field, 'validation.max_length', { max: SURVEY_SCALE_LABEL_MAX });
  }
  return errors;
}

function checkChoices(choices: unknown, fail: (key: SurveyQuestionErrorKey, params?: Record<string, number>) => void): void {
  if (!Array.isArray(choices)) return fail('validation.invalid');
  if (choices.length < SURVEY_CHOICES_MIN) fail('surveys.choices_too_few', { min: SURVEY_CHOICES_MIN });
  if (choices.length > SURVEY_CHOICES_MAX) fail('surveys.choices_too_many', { max: SURVEY_CHOICES_MAX });
  const ids = new Set<string>();
  const labels = new Set<string>();
  const found = new Set<SurveyQuestionErrorKey>();
  const once = (key: SurveyQuestionErrorKey, params?: Record<string, number>) => {
    if (!found.has(key)) fail(key, params);
    found.add(key);
  };
  for (const choice of choices as Partial<SurveyChoice>[]) {
    const { id, label } = typeof choice === 'object' && choice !== null ? choice : ({} as Partial<SurveyChoice>);
    if (typeof id !== 'string' || !SURVEY_ITEM_ID_PATTERN.test(id)) once('validation.invalid');
    else if (ids.has(id)) once('surveys.choice_id_taken');
    else ids.add(id);
    if (typeof label !== 'string' || label.trim() === '') once('validation.required');
    else if (label.length > SURVEY_CHOICE_LABEL_MAX) once('validation.max_length', { max: SURVEY_CHOICE_LABEL_MAX });
    else if (labels.has(label.trim().toLowerCase())) once('surveys.choice_label_taken');
    else labels.add(label.trim().toLowerCase());
  }
}

function checkBounds(
  question: SurveyQuestion,
  fail: (field: keyof SurveyQuestion, key: SurveyQuestionErrorKey, params?: Record<string, number>) => void,
): void {
  const limits = isStepQuestion(question.type) ? surveyStepLimits(question.type) : { min: -SURVEY_NUMBER_LIMIT, max: SURVEY_NUMBER_LIMIT };
  let valid = true;
  for (const field of ['min', 'max'] as const) {
    const bound = question[field];
    if (bound === null) continue;
    if (!isFiniteNumber(bound)) fail(field, 'surveys.bound_not_number');
    else if (isStepQuestion(question.type) && !Number.isInteger(bound)) fail(field, 'surveys.bound_not_integer');
    else if (bound < limits.min || bound > limits.max) fail(field, 'surveys.bound_out_of_range', { min: limits.min, max: limits.max });
    else continue;
    valid = false;
  }
  if (valid && question.min !== null && question.max !== null && question.min >= question.max) fail('max', 'surveys.min_not_below_max');
}

/**
 * Is there an answer? null and undefined are none; so are text of only spaces and an empty
 * choice list (what a cleared control sends).
 */
export function isSurveyAnswered(answer: unknown): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/**
 * The check of one answer against its question, its type and bounds (issue 15), shared by
 * server and client: null when it holds, else the first rule broken with its stable key.
 * `mode` 'save' (a partial answer) lets a required question stay unanswered; 'submit' does not.
 * - boolean: true or false; date: a real date YYYY-MM-DD; time: HH:mm (00:00–23:59);
 * - number: a finite number within `min`/`max` when set (and within ±SURVEY_NUMBER_LIMIT);
 * - rating, scale: a whole number from `min` to `max`;
 * - single_choice: the id of one of its choices; multiple_choice: ids of its choices, each once;
 * - text: at most SURVEY_TEXT_ANSWER_MAX characters.
 */
export function checkSurveyAnswer(question: SurveyQuestion, answer: unknown, mode: 'save' | 'submit' = 'submit'): SurveyAnswerError | null {
  if (!isSurveyAnswered(answer)) return mode === 'submit' && question.required ? error('surveys.answer_required') : null;
  switch (question.type) {
    case 'boolean':
      return typeof answer === 'boolean' ? null : error('surveys.answer_not_boolean');
    case 'date':
      return isSurveyDate(answer) ? null : error('surveys.answer_not_date');
    case 'time':
      return isSurveyTime(answer) ? null : error('surveys.answer_not_time');
    case 'number':
      return checkNumber(answer, question.min ?? -SURVEY_NUMBER_LIMIT, question.max ?? SURVEY_NUMBER_LIMIT, false);
    case 'rating':
    case 'scale': {
      const defaults = surveyStepDefaults(question.type);
      return checkNumber(answer, question.min ?? defaults.min, question.max ?? defaults.max, true);
    }
    case 'single_choice':
      if (typeof answer !== 'string') return error('surveys.answer_not_choice');
      return question.answer_choices.some((choice) => choice.id === answer) ? null : error('surveys.answer_unknown_choice');
    case 'multiple_choice': {
      if (!Array.isArray(answer) || answer.some((id) => typeof id !== 'string')) return error('surveys.answer_not_choices');
      if (answer.some((id) => !question.answer_choices.some((choice) => choice.id === id))) return error('surveys.answer_unknown_choice');
      return new Set(answer).size === answer.length ? null : error('surveys.answer_duplicate_choice');
    }
    case 'text':
      if (typeof answer !== 'string') return error('surveys.answer_not_text');
      return answer.trim().length > SURVEY_TEXT_ANSWER_MAX ? error('surveys.answer_too_long', { max: SURVEY_TEXT_ANSWER_MAX }) : null;
    default: {
      const unknown: never = question.type;
      return unknown;
    }
  }
}

function checkNumber(answer: unknown, min: number, max: number, whole: boolean): SurveyAnswerError | null {
  if (!isFiniteNumber(answer)) return error('surveys.answer_not_number');
  if (whole && !Number.isInteger(answer)) return error('surveys.answer_not_integer');
  if (answer < min) return error('surveys.answer_too_small', { min });
  if (answer > max) return error('surveys.answer_too_large', { max });
  return null;
}

/**
 * An answer as kept once it holds: text trimmed; the choices of a multiple_choice in the
 * question's order (the order they were clicked in is no one's business); null for no answer
 * (text of spaces, no choice picked); otherwise as sent. Call after `checkSurveyAnswer` found nothing.
 */
export function normalizeSurveyAnswer(question: SurveyQuestion, answer: unknown): SurveyAnswerValue {
  if (!isSurveyAnswered(answer)) return null;
  if (typeof answer === 'string') return answer.trim();
  if (question.type === 'multiple_choice' && Array.isArray(answer))
    return question.answer_choices.filter((choice) => answer.includes(choice.id)).map((choice) => choice.id);
  return answer as SurveyAnswerValue;
}
