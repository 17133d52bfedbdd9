import { MaxLen, OneOf, Optional, Text } from '../validation/rules';
import { PageQuery } from '../validation/page-query';
import {
  SURVEY_ASSIGNED_FILTERS,
  SURVEY_ORDERS,
  SURVEY_STATUSES,
  type SurveyAssignedFilter,
  type SurveyOrder,
  type SurveyStatus,
} from './survey.rules';

/**
 * GET v1/surveys (issue 15; Express keeps the brackets, so each filter is its own field):
 * page, limit, order (`-created_at` by default), and
 * - `filter[search]`: every word in the title;
 * - `filter[status]`: draft, open, in_progress or closed;
 * - `filter[author]`: the creator's user id ("Von mir erstellt": the caller's own id);
 * - `filter[assigned]=me`: only surveys the caller is assigned to ("Meine Umfragen").
 * Only surveys the caller may read are listed: their own, and the published ones assigned to them.
 */
export class ListSurveysQuery extends PageQuery {
  @Optional()
  @OneOf(SURVEY_ORDERS)
  order?: SurveyOrder;

  @Optional()
  @Text()
  @MaxLen(255)
  'filter[search]'?: string;

  @Optional()
  @OneOf(SURVEY_STATUSES)
  'filter[status]'?: SurveyStatus;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[author]'?: string;

  @Optional()
  @OneOf(SURVEY_ASSIGNED_FILTERS)
  'filter[assigned]'?: SurveyAssignedFilter;
}

/** The default page size of the responses of GET v1/surveys/{id}/results. */
export const SURVEY_RESPONSES_PAGE_SIZE = 50;

/**
 * GET v1/surveys/{id}/results: `page` and `limit` page the per-respondent `responses` of a
 * survey that is not anonymous (newest first; 50 by default); the figures are always whole.
 */
export class SurveyResultsQuery extends PageQuery {}

export const SURVEY_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type SurveyExportFormat = (typeof SURVEY_EXPORT_FORMATS)[number];

/** GET v1/surveys/{id}/results/export?format=xlsx|csv (xlsx by default). */
export class SurveyResultsExportQuery {
  @Optional()
  @OneOf(SURVEY_EXPORT_FORMATS)
  format?: SurveyExportFormat;
}
