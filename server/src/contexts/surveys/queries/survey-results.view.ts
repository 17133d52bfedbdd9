import {
  surveyStepDefaults,
  type SurveyAnswerView,
  type SurveyChoiceCountView,
  type SurveyQuestion,
  type SurveyQuestionResultView,
  type SurveyResponseView,
  type SurveyResultsView,
  type SurveyStatus,
  type SurveyValueCountView,
} from '@kollab/contracts';
import type { SurveyQuestionCounts } from '../projections/survey-results.counts';
import type { SurveyHeader } from '../projections/survey-list.projection';
import type { StoredSurveyResponse, StoredTextBallot, SurveyResultsRow } from '../projections/survey-results.projection';

/** What the results are built against: the survey as it is now (its questions, how many were asked and submitted, version), from the surveys read model. */
export interface SurveyForResults {
  id: string;
  anonymous: boolean;
  status: SurveyStatus;
  questions: SurveyQuestion[];
  assignee_count: number;
  submitted_count: number;
  version: number;
}

/** What the results are built against: the survey as its header holds it now. */
export const surveyForResults = (header: SurveyHeader): SurveyForResults => ({
  id: header.id,
  anonymous: header.anonymous,
  status: header.status,
  questions: header.questions,
  assignee_count: header.assignee_count,
  submitted_count: header.submitted_count,
  version: header.version,
});

/** What the results projection holds of one survey. */
export interface SurveyResultsData {
  /** The counts row (undefined: none yet, or the survey was deleted). */
  row: SurveyResultsRow | undefined;
  /** Named: one page of the responses counted, newest first (`page`). */
  responses: readonly StoredSurveyResponse[];
  /** The page `responses` is. */
  page: { page: number; limit: number };
  /** The text answers of the submissions counted (anonymous: in a random order). */
  textBallots: readonly StoredTextBallot[];
  /** textAnswersOf(textBallots), when the reader has them already (sorting thousands of texts costs milliseconds). */
  texts?: Map<string, string[]>;
}

/** Boolean answers are counted under these choice ids, and shown with them as labels (the client words them: Ja/Nein). */
const BOOLEAN_CHOICES = ['true', 'false'] as const;

const collator = new Intl.Collator('de');
/** A total order that says nothing of the order the answers came in: by collation, then by code unit. */
const byText = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** The values given, ascending, and how often (numbers as numbers). */
function distributionOf(counts: SurveyQuestionCounts | undefined, numeric: boolean): SurveyValueCountView[] {
  const entries = Object.entries(counts?.values ?? {}).filter(([, count]) => count > 0);
  if (!numeric) return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([value, count]) => ({ value, count }));
  return entries.map(([value, count]) => ({ value: Number(value), count })).sort((a, b) => a.value - b.value);
}

/** Rating and scale: every whole value from min to max, zeros included (and any value counted outside them, should one be). */
function stepDistribution(question: SurveyQuestion, counts: SurveyQuestionCounts | undefined): SurveyValueCountView[] {
  const defaults = surveyStepDefaults(question.type as 'rating' | 'scale');
  const min = question.min ?? defaults.min;
  const max = question.max ?? defaults.max;
  const byValue = new Map<number, number>();
  for (let value = min; value <= max; value += 1) byValue.set(value, 0);
  for (const { value, count } of distributionOf(counts, true)) byValue.set(value as number, count);
  return [...byValue].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value as number) - (b.value as number));
}

/** The median of an ascending distribution: the middle value, or the mean of the two middle ones. */
export function medianOf(distribution: readonly SurveyValueCountView[]): number | null {
  const total = distribution.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const at = (index: number): number => {
    let seen = 0;
    for (const { value, count } of distribution) {
      seen += count;
      if (index < seen) return value as number;
    }
    throw new Error('index beyond the distribution');
  };
  const lower = at(Math.floor((total - 1) / 2));
  const upper = at(Math.floor(total / 2));
  return (lower + upper) / 2;
}

function questionResult(question: SurveyQuestion, counts: SurveyQuestionCounts | undefined, texts: string[]): SurveyQuestionResultView {
  const result: SurveyQuestionResultView = {
    question_id: question.id,
    type: question.type,
    question: question.question,
    answered: counts?.answered ?? 0,
    choices: null,
    distribution: null,
    mean: null,
    median: null,
    text_answers: null,
  };
  const choiceCount = (choice_id: string, label: string): SurveyChoiceCountView => ({ choice_id, label, count: counts?.choices?.[choice_id] ?? 0 });
  switch (question.type) {
    case 'boolean':
      return { ...result, choices: BOOLEAN_CHOICES.map((id) => choiceCount(id, id)) };
    case 'single_choice':
    case 'multiple_choice':
      return { ...result, choices: question.answer_choices.map((choice) => choiceCount(choice.id, choice.label)) };
    case 'number':
    case 'rating':
    case 'scale': {
      const distribution = question.type === 'number' ? distributionOf(counts, true) : stepDistribution(question, counts);
      const mean = counts && counts.answered > 0 ? (counts.sum ?? 0) / counts.answered : null;
      return { ...result, distribution, mean, median: medianOf(distribution) };
    }
    case 'date':
    case 'time':
      return { ...result, distribution: distributionOf(counts, false) };
    case 'text':
      return { ...result, text_answers: texts };
    default: {
      const unknown: never = question.type;
      return unknown;
    }
  }
}

/** A response as the API shows it: the answers to the survey's current questions, in their order. */
function responseView(response: StoredSurveyResponse, questions: readonly SurveyQuestion[]): SurveyResponseView {
  const answers: SurveyAnswerView[] = questions
    .filter((question) => Object.hasOwn(response.answers, question.id))
    .map((question) => ({ question_id: question.id, answer: response.answers[question.id] }));
  return { user_id: response.user_id, submitted_at: response.submitted_at, answers };
}

/** The text answers per question id: named in the order they were submitted, anonymous sorted. */
/** The text answers by question: a named survey's in the order they came, an anonymous survey's sorted. */
export function textAnswersOf(anonymous: boolean, textBallots: readonly StoredTextBallot[]): Map<string, string[]> {
  const byQuestion = new Map<string, string[]>();
  const add = (questionId: string, text: unknown) => {
    if (typeof text !== 'string') return;
    const texts = byQuestion.get(questionId);
    if (texts) texts.push(text);
    else byQuestion.set(questionId, [text]);
  };
  for (const ballot of textBallots) for (const [questionId, text] of Object.entries(ballot)) add(questionId, text);
  if (anonymous) for (const texts of byQuestion.values()) texts.sort(byText);
  return byQuestion;
}

/**
 * GET …/results (SurveyResultsView) from the counts and against the survey's current
 * questions, in their order: answers to questions no longer there are left out, choices and
 * labels are today's, rating and scale show every value of today's bounds. Anonymous: no
 * responses, nothing but the figures until a first group of ballots was cast.
 */
export function surveyResultsView(survey: SurveyForResults, data: SurveyResultsData): SurveyResultsView {
  const respondents = data.row?.respondents ?? 0;
  const released = !survey.anonymous || respondents > 0;
  const texts = released ? (data.texts ?? textAnswersOf(survey.anonymous, data.textBallots)) : new Map<string, string[]>();
  return {
    survey_id: survey.id,
    anonymous: survey.anonymous,
    status: survey.status,
    assignees: survey.assignee_count,
    submitted: survey.submitted_count,
    respondents,
    released,
    questions: released
      ? survey.questions.map((question) => questionResult(question, data.row?.counts[question.id], texts.get(question.id) ?? []))
      : [],
    responses: survey.anonymous ? null : data.responses.map((response) => responseView(response, survey.questions)),
    responses_meta: survey.anonymous ? null : { ...data.page, total: data.row?.responses ?? 0 },
    version: survey.version,
  };
}
