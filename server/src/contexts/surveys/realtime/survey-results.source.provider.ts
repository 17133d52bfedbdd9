import { Inject, Injectable } from '@nestjs/common';
import { can } from '@kollab/contracts';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { surveyPolicyItem } from '../domain/survey-policy';
import { SurveyReader } from '../queries/survey-reader';
import { surveyForResults } from '../queries/survey-results.view';
import type { SurveyForResultsPush, SurveyResultsSource } from './survey-results.source';

/**
 * SURVEY_RESULTS_SOURCE on the surveys read model: the survey whose results changed, when its
 * author may still see its results (an active member holding the role surveys).
 */
@Injectable()
export class SurveyRowResultsSource implements SurveyResultsSource {
  constructor(
    private readonly surveys: SurveyReader,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async surveyFor(accountId: string, surveyId: string): Promise<SurveyForResultsPush | null> {
    const header = await this.surveys.header(accountId, surveyId);
    if (!header) return null;
    const author = header.created_by;
    const membership = await this.memberships.membership(accountId, author);
    if (!membership || membership.status !== 'active' || membership.account_status !== 'active') return null;
    const actor = { userId: author, roles: membership.roles, flags: membership.flags, teams: [], portals: [] };
    if (!can(actor, 'edit', surveyPolicyItem({ created_by: author, status: header.status, assignees: [] }))) return null;
    return { ...surveyForResults(header), created_by: author };
  }
}
