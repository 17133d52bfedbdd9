/**
 * The editor's questions: what is typed (bounds as text), made into the contracts' question
 * (`normalizeSurveyQuestion`) and checked by its rules as you type (`checkSurveyQuestion`); the
 * editor's moves (add, change type, duplicate, reorder) and what answers lock.
 */
import {
  checkSurveyQuestion,
  isChoiceQuestion,
  isNumericQuestion,
  normalizeSurveyQuestion,
  surveyStepDefaults,
  type SurveyChoice,
  type SurveyQuestion,
  type SurveyQuestionType,
  type SurveyRuleError,
} from '@kollab/contracts/surveys/survey.questions';
import { newSurveyItemId } from './survey-ids';

/** A question as the editor holds it: the bounds as typed ('' for none). */
export interface QuestionDraft {
  id: string;
  type: SurveyQuestionType;
  question: string;
  required: boolean;
  answer_choices: SurveyChoice[];
  min: string;
  max: string;
  min_label: string;
  max_label: string;
}

/** The fields of a question that have messages. */
export type QuestionField = 'type' | 'question' | 'required' | 'answer_choices' | 'min' | 'max' | 'min_label' | 'max_label';
export type QuestionErrors = Partial<Record<QuestionField, SurveyRuleError>>;

const isStep = (type: SurveyQuestionType): type is 'rating' | 'scale' => type === 'rating' || type === 'scale';

/** Ids in use in a list of questions (questions and their choices). */
export const idsOf = (questions: readonly QuestionDraft[]) =>
  questions.flatMap((question) => [question.id, ...question.answer_choices.map((c) => c.id)]);

/** A new choice (an empty label), its id not among `taken`. */
export const newChoice = (taken: Iterable<string>): SurveyChoice => ({ id: newSurveyItemId('c', taken), label: '' });

/** The bounds a type starts with: rating 1–5, scale 1–10, number none. */
function boundsOf(type: SurveyQuestionType): Pick<QuestionDraft, 'min' | 'max'> {
  if (!isStep(type)) return { min: '', max: '' };
  const defaults = surveyStepDefaults(type);
  return { min: String(defaults.min), max: String(defaults.max) };
}

/** A new question of `type` (a choice question with two empty choices), its ids not among `taken`. */
export function newQuestion(type: SurveyQuestionType, taken: readonly string[]): QuestionDraft {
  const id = newSurveyItemId('q', taken);
  const first = isChoiceQuestion(type) ? newChoice([...taken, id]) : null;
  const choices = first ? [first, newChoice([...taken, id, first.id])] : [];
  return { id, type, question: '', required: false, answer_choices: choices, ...boundsOf(type), min_label: '', max_label: '' };
}

/** Another type: the text, `required` and (between choice types) the choices stay; bounds start afresh. */
export function withType(draft: QuestionDraft, type: SurveyQuestionType, taken: readonly string[]): QuestionDraft {
  if (type === draft.type) return draft;
  const choices = isChoiceQuestion(type) ? (draft.answer_choices.length > 0 ? draft.answer_choices : newQuestion(type, taken).answer_choices) : [];
  return {
    ...draft,
    type,
    answer_choices: choices,
    ...boundsOf(type),
    min_label: type === 'scale' ? draft.min_label : '',
    max_label: type === 'scale' ? draft.max_label : '',
  };
}

/** A copy of a question below it: new ids for it and its choices. */
export function duplicateQuestion(draft: QuestionDraft, taken: readonly string[]): QuestionDraft {
  const id = newSurveyItemId('q', taken);
  const used = [...taken, id];
  const choices = draft.answer_choices.map((choice) => {
    const copy = { id: newSurveyItemId('c', used), label: choice.label };
    used.push(copy.id);
    return copy;
  });
  return { ...draft, id, answer_choices: choices };
}

/** The list with the item at `from` moved to `to` (out of range: unchanged). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A typed bound: '' is none; a number in either language's form (`2,5`, `2.5`); anything else NaN (the rules name it). */
export function boundOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

const boundText = (value: number | null) => (value === null ? '' : String(value));

/** The question as the API takes it (every field present, those its type does not use empty). */
export function questionOf(draft: QuestionDraft): SurveyQuestion {
  return normalizeSurveyQuestion({ ...draft, min: boundOf(draft.min), max: boundOf(draft.max) });
}

/** The editor's form of a question of the API. */
export function draftOf(question: SurveyQuestion): QuestionDraft {
  return {
    id: question.id,
    type: question.type,
    question: question.question,
    required: question.required,
    answer_choices: question.answer_choices.map((choice) => ({ ...choice })),
    min: boundText(question.min),
    max: boundText(question.max),
    min_label: question.min_label ?? '',
    max_label: question.max_label ?? '',
  };
}

/**
 * The first broken rule of each field, by the contracts' `checkSurveyQuestion` (what the
 * server answers with 422 `questions.<i>.<field>`); and, once answers exist (`before`: the
 * question as saved), narrowed bounds (what it answers with 409 `surveys.questions_locked`).
 */
export function questionErrors(draft: QuestionDraft, before?: SurveyQuestion): QuestionErrors {
  const question = questionOf(draft);
  const found = checkSurveyQuestion(question);
  const errors: QuestionErrors = {};
  for (const field of ['type', 'question', 'answer_choices', 'min', 'max', 'min_label', 'max_label'] as const) {
    const first = found[field]?.[0];
    if (first) errors[field] = first;
  }
  if (before && before.type === question.type && isNumericQuestion(question.type)) {
    if (!errors.min && (before.min === null ? question.min !== null : question.min !== null && question.min > before.min))
      errors.min = { key: 'surveys.question_bounds_locked' };
    if (!errors.max && (before.max === null ? question.max !== null : question.max !== null && question.max < before.max))
      errors.max = { key: 'surveys.question_bounds_locked' };
  }
  return errors;
}

/** What answers lock of a question that was saved with them: its type, its removal, the removal of its saved choices. */
export interface QuestionLocks {
  type: boolean;
  remove: boolean;
  /** Choices that may not be removed. */
  choices: ReadonlySet<string>;
}

const NO_LOCKS: QuestionLocks = { type: false, remove: false, choices: new Set() };

export function locksOf(before: SurveyQuestion | undefined): QuestionLocks {
  if (!before) return NO_LOCKS;
  return { type: true, remove: true, choices: new Set(before.answer_choices.map((choice) => choice.id)) };
}
