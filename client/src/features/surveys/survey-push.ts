import type { AssignedSurveyView, SurveyListItemView, SurveyResultsView, SurveyView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { isNewerPush, readItemPush, type ItemPush } from '../../lib/item-push';
import type { SurveyShown } from './surveys.state';

/**
 * What a `surveys/surveyChanged` push says: the survey as the receiver sees it now (the
 * author: SurveyView; an assignee: AssignedSurveyView), or that it is gone (deleted, or no
 * longer readable for me: `{ id, version, deleted: true, revoked: true }`).
 */
export type SurveyPush = ItemPush<SurveyShown>;

export const readSurveyPush = (message: ViewChangedMessage): SurveyPush => readItemPush<SurveyShown>(message);

const isAuthorView = (view: SurveyShown): view is SurveyView => 'assignees' in view;

/**
 * A listed row after a push of its survey: the fields both views have; the counts from the
 * author's view, my status from an assignee's (what the view does not carry stays).
 */
export function rowOfPush(row: SurveyListItemView, view: SurveyShown): SurveyListItemView {
  const next: SurveyListItemView = {
    ...row,
    title: view.title,
    anonymous: view.anonymous,
    status: view.status,
    start_date: view.start_date,
    due_date: view.due_date,
    published: view.published,
    author_user_id: view.author_user_id,
    question_count: view.questions.length,
    created_at: view.created_at,
    updated_at: view.updated_at,
    version: view.version,
  };
  if (isAuthorView(view)) return { ...next, assignee_count: view.assignees.length, submitted_count: view.submitted_count };
  return { ...next, my_status: (view as AssignedSurveyView).my_status };
}

/**
 * Applies a push to the rows of a list page: a listed row takes a newer version in place (or
 * leaves on a deletion); a survey not listed may belong on the page now, so the list is marked
 * outdated (the saga re-reads the page once per burst of such pushes).
 */
export function rowsAfterPush(rows: readonly SurveyListItemView[], push: SurveyPush) {
  const index = rows.findIndex((row) => row.id === push.id);
  if (index < 0) return { rows: [...rows], removed: false, outdated: push.kind === 'changed' };
  if (!isNewerPush(push, rows[index].version)) return { rows: [...rows], removed: false, outdated: false };
  if (push.kind === 'deleted') return { rows: rows.filter((row) => row.id !== push.id), removed: true, outdated: false };
  const next = [...rows];
  next[index] = rowOfPush(rows[index], push.view);
  return { rows: next, removed: false, outdated: false };
}

/**
 * Whether pushed results replace the ones shown: results of the same survey, not of an older
 * version, and (submissions only grow; the version stays while people answer) not fewer counted.
 */
export function takesResults(shown: SurveyResultsView | null, pushed: SurveyResultsView): boolean {
  if (!shown) return false;
  if (shown.survey_id !== pushed.survey_id || pushed.version < shown.version) return false;
  if (pushed.version > shown.version) return true;
  return pushed.submitted >= shown.submitted && pushed.respondents >= shown.respondents;
}
