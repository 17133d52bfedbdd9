import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction } from '../../../core/reactions/reaction';
import type { TaskChanged, TaskCreated } from '../domain/task.events';
import { RemindTaskDueJob, type RemindTaskDueJobData } from '../jobs/remind-task-due.job';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The start of the due day, UTC: from then on the task is no longer due tomorrow. */
export const dueDayBegins = (dueDate: string): number => Date.parse(`${dueDate}T00:00:00Z`);

/** When to remind: 07:00 UTC the day before the due date (as the surveys' reminder; accounts have no time zone yet). */
export const remindDueAt = (dueDate: string): number => dueDayBegins(dueDate) - DAY_MS + 7 * HOUR_MS;

/**
 * TaskCreated or TaskChanged with a due date → RemindTaskDueJob, delayed until 07:00 UTC the
 * day before (at once when that passed but the due day has not begun; nothing once it has).
 * The job id comes from the event, so a re-read event schedules nothing new; each new due
 * date schedules its own job, and the old ones find the date changed.
 */
export function scheduleDueReminderReaction(clock: () => number = Date.now): Reaction {
  return {
    name: 'tasks-schedule-due-reminder',
    eventTypes: ['TaskCreated', 'TaskChanged'],
    react(event: RecordedEvent) {
      const due = (event.data as (TaskCreated | TaskChanged)['data']).due_date;
      if (!due) return [];
      const now = clock();
      if (now >= dueDayBegins(due)) return [];
      const data: RemindTaskDueJobData = {
        account_id: event.metadata.accountId,
        task_id: event.streamId.slice('task-'.length),
        due_date: due,
        event_id: event.eventId,
      };
      return [{ job: RemindTaskDueJob.jobName, data, delayMs: Math.max(0, remindDueAt(due) - now) }];
    },
  };
}
