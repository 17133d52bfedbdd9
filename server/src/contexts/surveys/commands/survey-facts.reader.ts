import { Inject, Injectable } from '@nestjs/common';
import { SURVEY_PORTAL_FLAG } from '@kollab/contracts';
import { MEMBERSHIP_DIRECTORY, type Membership, type MembershipDirectory } from '../../accounts/public/membership-directory';
import type { SurveyFieldFacts } from '../domain/survey.commands';

/**
 * May this member be assigned to a survey? Active, in an active account; staff (role user,
 * or any role but contact), or a portal user where the account allows it (apps.surveys.portal).
 */
export function answersSurveys(membership: Membership | undefined): boolean {
  if (!membership || membership.status !== 'active' || membership.account_status !== 'active') return false;
  const portalUser = membership.roles.includes('contact') && !membership.roles.includes('user');
  return !portalUser || membership.flags.includes(SURVEY_PORTAL_FLAG);
}

/** What the surveys' commands look up outside the survey before they are decided. */
@Injectable()
export class SurveyFactsReader {
  constructor(@Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory) {}

  /** The facts of a create or change: which of the assignees named may not answer surveys here. */
  async fieldFacts(accountId: string, assignees: readonly string[] | null | undefined): Promise<SurveyFieldFacts> {
    const ids = [...new Set(assignees ?? [])];
    if (ids.length === 0) return { unknownAssignees: [] };
    const found = this.memberships.membershipsIn
      ? await this.memberships.membershipsIn(accountId, ids)
      : new Map(await Promise.all(ids.map(async (id) => [id, await this.memberships.membership(accountId, id)] as const)));
    return { unknownAssignees: ids.filter((id) => !answersSurveys(found.get(id))) };
  }
}
