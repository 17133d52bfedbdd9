/**
 * The survey editor's values and what it sends: POST with the fields filled in, PATCH with only
 * the changed ones; checked before sending by the contracts' rules (CreateSurveyInput /
 * ChangeSurveyInput, `checkSurveyQuestion`) in the server's words.
 */
import { ChangeSurveyInput, CreateSurveyInput, localeFrom, type Locale, type SurveyRuleError, type SurveyView } from '@kollab/contracts';
import { sameValue } from '@kollab/contracts/lib/same-value';
import { ruleText, validateWith, type FieldMessages } from '../../lib/validation';
import { draftOf, questionErrors, questionOf, type QuestionDraft, type QuestionErrors } from './survey-questions';
import type { SurveyChanges } from './surveys.state';

export interface SurveyFormValues {
  title: string;
  /** Rich text, '' when blank. */
  description: string;
  anonymous: boolean;
  /** YYYY-MM-DD or '' (INVALID_DATE while a typed date is incomplete). */
  start_date: string;
  due_date: string;
  assignees: string[];
  questions: QuestionDraft[];
}

export const emptyValues = (): SurveyFormValues => ({
  title: '',
  description: '',
  anonymous: false,
  start_date: '',
  due_date: '',
  assignees: [],
  questions: [],
});

/** The form's values of a survey. */
export function valuesOf(view: SurveyView): SurveyFormValues {
  return {
    title: view.title,
    description: view.description ?? '',
    anonymous: view.anonymous,
    start_date: view.start_date ?? '',
    due_date: view.due_date ?? '',
    assignees: view.assignees.map((assignee) => assignee.user_id),
    questions: view.questions.map(draftOf),
  };
}

/** What an emptied rich-text editor holds counts as no description. */
const descriptionOf = (html: string) => (html.replace(/<br\s*\/?>|<p>\s*<\/p>|&nbsp;|\s/gi, '') === '' ? null : html);

/** POST v1/surveys: the title and what is filled in. */
export function createBody(values: SurveyFormValues): SurveyChanges & { title: string } {
  const body: SurveyChanges & { title: string } = { title: values.title.trim(), anonymous: values.anonymous };
  const description = descriptionOf(values.description);
  if (description) body.description = description;
  if (values.start_date) body.start_date = values.start_date;
  if (values.due_date) body.due_date = values.due_date;
  if (values.assignees.length > 0) body.assignees = [...values.assignees];
  if (values.questions.length > 0) body.questions = values.questions.map(questionOf);
  return body;
}

const sorted = (ids: readonly string[]) => [...ids].sort();

/** PATCH v1/surveys/{id}: what the form changed relative to the version it started from (nothing else). */
export function changesOf(base: SurveyView, values: SurveyFormValues): SurveyChanges {
  const changes: SurveyChanges = {};
  if (values.title.trim() !== base.title) changes.title = values.title.trim();
  const description = descriptionOf(values.description);
  if (description !== (base.description ?? null)) changes.description = description;
  if (values.anonymous !== base.anonymous) changes.anonymous = values.anonymous;
  for (const field of ['start_date', 'due_date'] as const) if ((values[field] || null) !== base[field]) changes[field] = values[field] || null;
  const assignees = base.assignees.map((assignee) => assignee.user_id);
  if (!sameValue(sorted(values.assignees), sorted(assignees))) changes.assignees = [...values.assignees];
  const questions = values.questions.map(questionOf);
  if (!sameValue(questions, base.questions)) changes.questions = questions;
  return changes;
}

/** A rule's text in the server's words (`{ key, params }` as `checkSurveyQuestion` and `checkSurveyAnswer` give it). */
export function ruleMessage(error: SurveyRuleError, locale: Locale): string {
  const params = Object.entries(error.params ?? {}).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return ruleText(params.length > 0 ? `${error.key}?${params.join('&')}` : error.key, locale);
}

/** Each question's broken rules, in the form's order (`before`: the saved questions, when answers lock them). */
export function questionErrorsOf(values: SurveyFormValues, before: SurveyView | null): QuestionErrors[] {
  const saved = before?.answers_exist ? new Map(before.questions.map((question) => [question.id, question])) : null;
  return values.questions.map((draft) => questionErrors(draft, saved?.get(draft.id)));
}

export interface CheckedSurvey<B> {
  /** What to send (only meaningful when there are no messages). */
  body: B;
  /** The survey's own fields' messages (title, description, dates, assignees). */
  messages: FieldMessages;
  /** Each question's broken rules. */
  questions: QuestionErrors[];
}

const hasErrors = (checked: CheckedSurvey<unknown>) =>
  Object.keys(checked.messages).length > 0 || checked.questions.some((errors) => Object.keys(errors).length > 0);
export const isValid = (checked: CheckedSurvey<unknown>) => !hasErrors(checked);

/** The dates: due after start (422 `surveys.due_not_after_start` otherwise). */
function dateMessages(values: SurveyFormValues, locale: Locale): FieldMessages {
  const { start_date: start, due_date: due } = values;
  const ymd = /^\d{4}-\d{2}-\d{2}$/;
  return ymd.test(start) && ymd.test(due) && due <= start ? { due_date: ruleText('surveys.due_not_after_start', locale) } : {};
}

function check<B extends SurveyChanges>(Input: new () => object, body: B, values: SurveyFormValues, language: string, before: SurveyView | null) {
  const locale = localeFrom(language);
  const { questions: _questions, ...fields } = body;
  const messages = { ...validateWith(Input, fields as Partial<object>, locale), ...dateMessages(values, locale) };
  return { body, messages, questions: questionErrorsOf(values, before) };
}

/** A new survey, checked before sending. */
export function checkNew(values: SurveyFormValues, language: string): CheckedSurvey<SurveyChanges & { title: string }> {
  return check(CreateSurveyInput, createBody(values), values, language, null);
}

/** An edit, checked before sending: the changed fields only. */
export function checkEdit(base: SurveyView, values: SurveyFormValues, language: string): CheckedSurvey<SurveyChanges> {
  return check(ChangeSurveyInput, changesOf(base, values), values, language, base);
}
