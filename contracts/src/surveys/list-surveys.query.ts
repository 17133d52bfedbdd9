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
