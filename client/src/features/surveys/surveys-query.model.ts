import type { SurveyOrder } from '@kollab/contracts/surveys/survey.rules';

/** The two tabs of /surveys: the surveys I am asked to answer, and those I made (role surveys). */
export const SURVEY_TABS = ['mine', 'authored'] as const;
export type SurveysTab = (typeof SURVEY_TABS)[number];

/**
 * The /surveys list query (GET v1/surveys): the tab, paging, order, the search and the status.
 * It lives in the URL (shareable, the back button works): each field is a search parameter of
 * the same name. The tab becomes the API's `filter[assigned]=me` or `filter[author]=<me>`.
 */
export interface SurveysQuery {
  tab: SurveysTab;
  page: number;
  limit: number;
  order: SurveyOrder;
  search: string;
  /** '' | draft | open | in_progress | closed */
  status: string;
}

export const DEFAULT_SURVEYS_QUERY: SurveysQuery = {
  tab: 'mine',
  page: 1,
  limit: 25,
  order: '-created_at',
  search: '',
  status: '',
};
