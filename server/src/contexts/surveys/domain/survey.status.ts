import type { FormErrors } from '@kollab/contracts';
import type { ChangeSurveyStatus, CloseSurveyAtDueDate, RemindSurveyAssignees, StartSurvey } from './survey.commands';
import { notPublished, publishIncomplete, surveyClosed } from './survey.errors';
import type { SurveyEvent } from './survey.events';
import { publishGaps, type SurveyDraft } from './survey.fields';
import type { LiveSurvey } from './survey.state';

/** The day (YYYY-MM-DD, UTC) of an ISO time: survey dates are days in UTC, as the jobs run them. */
export const dayOf = (now: string): string => now.slice(0, 10);

/** The survey's fields with its assignees' ids, as a create or change leaves them. */
export const draftOf = (survey: LiveSurvey): SurveyDraft => ({
  title: survey.title,
  description: survey.description,
  anonymous: survey.anonymous,
  start_date: survey.start_date,
  due_date: survey.due_date,
  questions: survey.questions,
  assignees: survey.assignees.map((assignee) => assignee.user_id),
});

/** A published survey still open whose start date has come is in progress (the start job may be late, or the date moved). */
export function startedBy(survey: Pick<LiveSurvey, 'status' | 'start_date'>, today: string): SurveyEvent[] {
  return survey.status === 'open' && survey.start_date !== null && survey.start_date <= today
    ? [{ type: 'SurveyStarted', data: { start_date: survey.start_date } }]
    : [];
}

/** Taking answers: published, not closed, from the start date through the due date. */
export const takesAnswers = (survey: LiveSurvey, today: string): boolean =>
  (survey.status === 'open' || survey.status === 'in_progress') &&
  survey.start_date !== null &&
  survey.due_date !== null &&
  survey.start_date <= today &&
  today <= survey.due_date;

/** A due date in the past, as a field error beside the gaps of publishing. */
function withDueDateInPast(errors: FormErrors, dueDate: string | null, today: string): FormErrors {
  if (dueDate !== null && dueDate < today && !errors.due_date) errors.due_date = [{ key: 'surveys.due_date_in_past' }];
  return errors;
}

/** The rules of publishing checked on `survey` as it will be: each gap named (422 `surveys.publish_incomplete`). */
export function checkPublishable(survey: SurveyDraft, today: string, dueDateChecked = true): void {
  const gaps = publishGaps(survey);
  if (dueDateChecked) withDueDateInPast(gaps, survey.due_date, today);
  if (Object.keys(gaps).length > 0) throw publishIncomplete(gaps);
}

/**
 * PATCH …/status: publishing a draft needs a title, a question, both dates (due after the
 * start, and not in the past) and an assignee; it is in progress at once when its start date
 * has come. Closing (its author) is final; closing a draft is refused. Repeats change nothing.
 */
export function changeStatus({ data }: ChangeSurveyStatus, survey: LiveSurvey): SurveyEvent[] {
  const today = dayOf(data.actor.now);
  if (data.status === 'published') {
    if (survey.status === 'closed') throw surveyClosed();
    if (survey.status !== 'draft') return [];
    checkPublishable(draftOf(survey), today);
    return [
      { type: 'SurveyPublished', data: { published_at: data.actor.now, published_by: data.actor.userId } },
      ...startedBy({ status: 'open', start_date: survey.start_date }, today),
    ];
  }
  if (survey.status === 'draft') throw notPublished();
  if (survey.status === 'closed') return [];
  return [{ type: 'SurveyClosed', data: { reason: 'author' } }];
}

/** The start job: only for the start date it was scheduled for, once it has come, and only for an open survey. */
export function start({ data }: StartSurvey, survey: LiveSurvey): SurveyEvent[] {
  if (survey.start_date !== data.start_date || data.today < data.start_date) return [];
  return startedBy(survey, data.today);
}

/**
 * The due-date job: only for the due date it was scheduled for, once it passed, and never
 * twice: closes the survey; who had not submitted is overdue (seed §4).
 */
export function closeAtDueDate({ data }: CloseSurveyAtDueDate, survey: LiveSurvey): SurveyEvent[] {
  if (survey.status === 'draft' || survey.status === 'closed' || survey.due_date !== data.due_date || data.today <= data.due_date) return [];
  const late = survey.assignees.filter((assignee) => assignee.status === 'open' || assignee.status === 'in_progress').map((a) => a.user_id);
  const events: SurveyEvent[] = [{ type: 'SurveyClosed', data: { reason: 'due_date' } }];
  if (late.length > 0) events.push({ type: 'SurveyAssigneesBecameOverdue', data: { due_date: data.due_date, user_ids: late } });
  return events;
}

/**
 * The reminder job (the day before the due date): once per due date, while the survey takes
 * answers, to the assignees who have not submitted; nothing when all have (issue 15).
 */
export function remind({ data }: RemindSurveyAssignees, survey: LiveSurvey): SurveyEvent[] {
  const { due_date, today } = data;
  if (survey.status === 'draft' || survey.status === 'closed' || survey.due_date !== due_date || today > due_date) return [];
  if (survey.reminded_for.includes(due_date)) return [];
  const waiting = survey.assignees.filter((assignee) => assignee.status === 'open' || assignee.status === 'in_progress').map((a) => a.user_id);
  return waiting.length > 0 ? [{ type: 'SurveyReminderSent', data: { due_date, user_ids: waiting } }] : [];
}
