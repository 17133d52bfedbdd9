import { isSurveyAnswered, type SurveyQuestionType } from '@kollab/contracts';
import type { SurveyAnswer } from '../domain/survey.events';

/** The counts of one question over the submissions counted, by choice id or value (never by the question's current labels or bounds). */
export interface SurveyQuestionCounts {
  /** Submissions that answer it. */
  answered: number;
  /** boolean (choice ids 'true' and 'false'), single_choice, multiple_choice: picks per choice id. */
  choices?: Record<string, number>;
  /** number, rating, scale (`String(n)`), date ('YYYY-MM-DD'), time ('HH:mm'): answers per value. */
  values?: Record<string, number>;
  /** number, rating, scale: the answers added up (the mean is sum / answered). */
  sum?: number;
}

export type SurveyCounts = Record<string, SurveyQuestionCounts>;

/** What a submission adds: the counts after it, and its text answers (by question id) to be kept beside them. */
export interface CountedSubmission {
  counts: SurveyCounts;
  texts: Record<string, string>;
}

const plusOne = (map: Record<string, number> | undefined, key: string): Record<string, number> => ({ ...map, [key]: (map?.[key] ?? 0) + 1 });
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One answer added to its question's counts (undefined: not an answer of that type, left out). */
function added(counts: SurveyQuestionCounts, type: SurveyQuestionType, answer: unknown): SurveyQuestionCounts | undefined {
  const answered = counts.answered + 1;
  switch (type) {
    case 'boolean':
      return typeof answer === 'boolean' ? { ...counts, answered, choices: plusOne(counts.choices, String(answer)) } : undefined;
    case 'single_choice':
      return typeof answer === 'string' ? { ...counts, answered, choices: plusOne(counts.choices, answer) } : undefined;
    case 'multiple_choice': {
      if (!Array.isArray(answer) || !answer.every((id) => typeof id === 'string')) return undefined;
      const choices = [...new Set(answer)].reduce<Record<string, number> | undefined>((picked, id) => plusOne(picked, id), counts.choices);
      return { ...counts, answered, choices };
    }
    case 'number':
    case 'rating':
    case 'scale':
      return isFiniteNumber(answer)
        ? { ...counts, answered, values: plusOne(counts.values, String(answer)), sum: (counts.sum ?? 0) + answer }
        : undefined;
    case 'date':
    case 'time':
      return typeof answer === 'string' ? { ...counts, answered, values: plusOne(counts.values, answer) } : undefined;
    case 'text':
      return typeof answer === 'string' ? { ...counts, answered } : undefined;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/**
 * A submission's answers added to the counts, each under its question's type as the survey
 * has it now (`types`): answers to questions it does not know, unanswered ones and values
 * of the wrong shape are left out. Text answers are counted as answered and handed back.
 */
export function countSubmission(
  counts: SurveyCounts,
  types: Readonly<Record<string, SurveyQuestionType>>,
  answers: readonly SurveyAnswer[],
): CountedSubmission {
  const next: SurveyCounts = { ...counts };
  const texts: Record<string, string> = {};
  for (const { question_id, answer } of answers) {
    const type = types[question_id];
    if (type === undefined || !isSurveyAnswered(answer)) continue;
    const after = added(next[question_id] ?? { answered: 0 }, type, answer);
    if (!after) continue;
    next[question_id] = after;
    if (type === 'text') texts[question_id] = answer as string;
  }
  return { counts: next, texts };
}
