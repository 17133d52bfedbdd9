import type { SurveyForResults } from '../queries/survey-results.view';

/** A survey as the results push needs it: what SurveyResultsReader.results builds against, and its author (who alone gets the push). */
export type SurveyForResultsPush = SurveyForResults & { created_by: string };

/**
 * Where the results notifier reads the survey whose results changed (its questions and
 * assignees live in the surveys read model, not in the results projection). Provided by the
 * surveys module under SURVEY_RESULTS_SOURCE; null when there is no such survey (deleted, or
 * not projected yet), or when its author may not read its results: then nothing is pushed.
 */
export interface SurveyResultsSource {
  surveyFor(accountId: string, surveyId: string): Promise<SurveyForResultsPush | null>;
}

export const SURVEY_RESULTS_SOURCE = Symbol('SURVEY_RESULTS_SOURCE');
