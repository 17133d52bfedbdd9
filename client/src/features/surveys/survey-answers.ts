/**
 * The answer page's values: answers as the controls hand them on, checked by the contracts'
 * `checkSurveyAnswer` as you type (a partial save lets required questions stay open; a
 * submission does not), and what PUT …/answers/mine sends.
 */
import {
  checkSurveyAnswer,
  normalizeSurveyAnswer,
  type SurveyAnswerInput,
  type SurveyAnswerValue,
  type SurveyQuestion,
  type SurveyRuleError,
} from '@kollab/contracts';

/** My answers by question id (a question left out is unanswered). */
export type AnswerValues = Record<string, SurveyAnswerValue>;

/** The answers kept for the survey's questions (a draft may hold answers to questions removed since). */
export function answersFor(questions: readonly SurveyQuestion[], kept: AnswerValues | null | undefined): AnswerValues {
  const values: AnswerValues = {};
  for (const question of questions) if (kept && question.id in kept) values[question.id] = kept[question.id];
  return values;
}

/** The first broken rule per question (`save`: required questions may stay open). */
export function answerErrors(questions: readonly SurveyQuestion[], values: AnswerValues, mode: 'save' | 'submit'): Record<string, SurveyRuleError> {
  const errors: Record<string, SurveyRuleError> = {};
  for (const question of questions) {
    const error = checkSurveyAnswer(question, values[question.id] ?? null, mode);
    if (error) errors[question.id] = error;
  }
  return errors;
}

/** PUT …/answers/mine's list: every question in order, as kept (text trimmed, choices in the question's order; none: null). */
export function answersBody(questions: readonly SurveyQuestion[], values: AnswerValues): SurveyAnswerInput[] {
  return questions.map((question) => ({ question_id: question.id, answer: normalizeSurveyAnswer(question, values[question.id] ?? null) }));
}

/**
 * A number as typed in either language (`2,5`, `2.5`, `-3`): '' is no answer; what is no
 * number stays text, for the rule to name (`surveys.answer_not_number`).
 */
export function typedNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normal = trimmed.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) ? Number(normal) : trimmed;
}

/** A number as the UI language writes it (`2,5` in German). */
export const numberText = (value: number, language: string) => (language.startsWith('de') ? String(value).replace('.', ',') : String(value));
