import type { AssignedSurveyView, SurveyListItemView, SurveyView } from '@kollab/contracts';
import type { StoredSurveyState } from '../commands/survey.aggregate';
import type { LiveSurvey } from '../domain/survey.state';

export type SurveyRowState = LiveSurvey & Pick<StoredSurveyState, 'created_at' | 'updated_at'>;

/** The author's view of a survey's state (read-model rows, past versions, pushes). Never a ballot id. */
export function toSurveyView(id: string, survey: SurveyRowState, version: number, at: string): SurveyView {
  return {
    id,
    title: survey.title,
    description: survey.description,
    anonymous: survey.anonymous,
    status: survey.status,
    closed_reason: survey.closed_reason,
    start_date: survey.start_date,
    due_date: survey.due_date,
    published: survey.status !== 'draft',
    published_at: survey.published_at,
    published_by: survey.published_by,
    author_user_id: survey.created_by,
    created_by: survey.created_by,
    assignees: survey.assignees.map(({ user_id, status }) => ({ user_id, status })),
    questions: survey.questions,
    answers_exist: survey.answers_exist,
    submitted_count: survey.assignees.filter((assignee) => assignee.status === 'closed').length,
    created_at: survey.created_at ?? at,
    updated_at: survey.updated_at ?? at,
    version,
  };
}

/** What an assignee who is not the author sees: no other assignees, no counts, their own status. */
export function toAssignedSurveyView(view: SurveyView, userId: string): AssignedSurveyView {
  const { assignees, answers_exist: _answers, submitted_count: _submitted, ...rest } = view;
  return { ...rest, my_status: assignees.find((assignee) => assignee.user_id === userId)?.status ?? 'open' };
}

/** A list row for `userId`: no assignee ids, the caller's own status when assigned. */
export function toSurveyListItem(view: SurveyView, userId: string): SurveyListItemView {
  return {
    id: view.id,
    title: view.title,
    anonymous: view.anonymous,
    status: view.status,
    start_date: view.start_date,
    due_date: view.due_date,
    published: view.published,
    author_user_id: view.author_user_id,
    question_count: view.questions.length,
    assignee_count: view.assignees.length,
    submitted_count: view.submitted_count,
    my_status: view.assignees.find((assignee) => assignee.user_id === userId)?.status ?? null,
    created_at: view.created_at,
    updated_at: view.updated_at,
    version: view.version,
  };
}
