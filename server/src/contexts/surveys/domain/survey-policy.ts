import { policyItem, type PolicyItem } from '@kollab/contracts';
import type { LiveSurvey } from './survey.state';
import { takesAnswers } from './survey.status';

/**
 * A survey as the one policy (contracts/src/policy) sees it: `apps.surveys` and the role
 * surveys; its author reads, edits, deletes, publishes and closes it and sees its results;
 * assignees read it once it is published. Surveys belong to no team and are shared into no portal.
 */
export function surveyPolicyItem(survey: Pick<LiveSurvey, 'created_by' | 'status' | 'assignees'>): PolicyItem {
  return policyItem('survey', {
    authorId: survey.created_by,
    createdBy: survey.created_by,
    published: survey.status !== 'draft',
    assigneeIds: survey.assignees.map((assignee) => assignee.user_id),
  });
}

/** `can.answer`: the caller is an assignee who has not submitted, and the survey takes answers today. */
export function mayAnswer(survey: LiveSurvey, userId: string, today: string): boolean {
  const assignee = survey.assignees.find((candidate) => candidate.user_id === userId);
  return assignee !== undefined && assignee.status !== 'closed' && assignee.status !== 'overdue' && takesAnswers(survey, today);
}
