import {
  checkSurveyQuestion,
  DomainRefusal,
  isNumericQuestion,
  isYmdDate,
  normalizeSurveyQuestion,
  SURVEY_ASSIGNEES_MAX,
  SURVEY_DESCRIPTION_MAX,
  SURVEY_QUESTIONS_MAX,
  SURVEY_TITLE_MAX,
  type FieldError,
  type FormErrors,
  type SurveyQuestion,
} from '@kollab/contracts';
import type { SurveyDraftFields, SurveyFieldFacts } from './survey.commands';
import type { SurveyFields } from './survey.events';

/** What a create or change leaves: the survey's fields and its assignees. */
export type SurveyDraft = SurveyFields & { assignees: string[] };

function add(errors: FormErrors, field: string, key: string, params?: FieldError['params']): void {
  (errors[field] ??= []).push(params ? { key, params } : { key });
}

/**
 * The sent fields as kept: the title trimmed, a blank description none, `null` lists empty,
 * each question normalized (normalizeSurveyQuestion: the fields its type does not use emptied,
 * a rating or scale given its default bounds). Values of the wrong type stay, for the check.
 */
export function fieldsFromDraft(sent: Partial<Record<keyof SurveyDraftFields, unknown>>): Partial<SurveyDraft> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (field === 'title') fields.title = typeof value === 'string' ? value.trim() : value;
    else if (field === 'description') fields.description = typeof value === 'string' && value.trim() === '' ? null : value;
    else if (field === 'questions')
      fields.questions = Array.isArray(value) ? value.map((question) => normalizeSurveyQuestion(question as Partial<SurveyQuestion>)) : (value ?? []);
    else if (field === 'assignees') fields.assignees = value ?? [];
    else if (field === 'anonymous') fields.anonymous = value ?? false;
    else fields[field] = value;
  }
  return fields as Partial<SurveyDraft>;
}

/**
 * The rules a survey's fields hold after a create or change (seed §3, §5; issue 15): a title
 * of at most 255; a description within its limit; real dates, the due date after the start;
 * at most 200 questions, each by checkSurveyQuestion (`questions.<i>.<field>`) with an id of
 * its own; assignees the account's members (looked up only when `touched`). All fields at
 * fault are named at once.
 */
export function checkFields(fields: SurveyDraft, facts: SurveyFieldFacts, touched: ReadonlySet<string>): void {
  const errors: FormErrors = {};
  if (typeof fields.title !== 'string' || fields.title === '') add(errors, 'title', 'validation.required');
  else if (fields.title.length > SURVEY_TITLE_MAX) add(errors, 'title', 'validation.max_length', { max: SURVEY_TITLE_MAX });
  if (fields.description !== null && typeof fields.description !== 'string') add(errors, 'description', 'validation.string');
  else if (fields.description !== null && fields.description.length > SURVEY_DESCRIPTION_MAX)
    add(errors, 'description', 'validation.max_length', { max: SURVEY_DESCRIPTION_MAX });
  if (typeof fields.anonymous !== 'boolean') add(errors, 'anonymous', 'validation.boolean');
  for (const field of ['start_date', 'due_date'] as const)
    if (fields[field] !== null && !isYmdDate(fields[field])) add(errors, field, 'validation.date');
  if (isYmdDate(fields.start_date) && isYmdDate(fields.due_date) && fields.due_date <= fields.start_date)
    add(errors, 'due_date', 'surveys.due_not_after_start');
  checkQuestions(fields.questions, errors);
  if (!Array.isArray(fields.assignees)) add(errors, 'assignees', 'validation.array');
  else if (fields.assignees.length > SURVEY_ASSIGNEES_MAX) add(errors, 'assignees', 'validation.max', { max: SURVEY_ASSIGNEES_MAX });
  else if (touched.has('assignees'))
    for (const user_id of facts.unknownAssignees)
      if (fields.assignees.includes(user_id)) add(errors, 'assignees', 'surveys.assignee_not_member', { user_id });
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
}

function checkQuestions(questions: unknown, errors: FormErrors): void {
  if (!Array.isArray(questions)) {
    add(errors, 'questions', 'validation.array');
    return;
  }
  if (questions.length > SURVEY_QUESTIONS_MAX) add(errors, 'questions', 'validation.max', { max: SURVEY_QUESTIONS_MAX });
  const ids = new Set<unknown>();
  (questions as SurveyQuestion[]).forEach((question, i) => {
    for (const [field, list] of Object.entries(checkSurveyQuestion(question)))
      for (const error of list) add(errors, `questions.${i}.${field}`, error.key, error.params);
    if (ids.has(question.id)) add(errors, `questions.${i}.id`, 'surveys.question_id_taken');
    ids.add(question.id);
  });
}

/**
 * Seed §4 and issue 15: publishing needs a title (always there), at least one question, a
 * start and a due date (the due date after the start: checkFields), and at least one assignee.
 * The fields missing, each with its key (empty: it may be published).
 */
export function publishGaps(survey: SurveyDraft): FormErrors {
  const errors: FormErrors = {};
  if (survey.questions.length === 0) add(errors, 'questions', 'surveys.publish_needs_question');
  if (survey.start_date === null) add(errors, 'start_date', 'surveys.publish_needs_date');
  if (survey.due_date === null) add(errors, 'due_date', 'surveys.publish_needs_date');
  if (survey.assignees.length === 0) add(errors, 'assignees', 'surveys.publish_needs_assignee');
  return errors;
}

/**
 * Once a first answer exists, what a change of the questions may not do (issue 15: nothing
 * that invalidates answers): remove a question, change its type, remove a choice, or narrow
 * its bounds (a raised minimum, a lowered maximum, a bound set where there was none). Its text,
 * `required`, the order, new questions, new choices, relabelled choices and wider bounds are
 * fine. The questions at fault, by their place in the new list (a removed one under `questions`).
 */
export function lockedQuestionChanges(before: readonly SurveyQuestion[], after: readonly SurveyQuestion[]): FormErrors {
  const errors: FormErrors = {};
  for (const old of before) {
    const i = after.findIndex((question) => question.id === old.id);
    if (i < 0) {
      add(errors, 'questions', 'surveys.question_removal_locked', { question_id: old.id });
      continue;
    }
    const next = after[i];
    if (next.type !== old.type) {
      add(errors, `questions.${i}.type`, 'surveys.question_type_locked');
      continue;
    }
    if (old.answer_choices.some((choice) => !next.answer_choices.some((kept) => kept.id === choice.id)))
      add(errors, `questions.${i}.answer_choices`, 'surveys.question_choice_locked');
    if (isNumericQuestion(old.type)) {
      const raised = old.min === null ? next.min !== null : next.min !== null && next.min > old.min;
      const lowered = old.max === null ? next.max !== null : next.max !== null && next.max < old.max;
      if (raised) add(errors, `questions.${i}.min`, 'surveys.question_bounds_locked');
      if (lowered) add(errors, `questions.${i}.max`, 'surveys.question_bounds_locked');
    }
  }
  return errors;
}
