import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction } from '../../../core/reactions/reaction';
import type { TaskChanged, TaskCreated } from '../domain/task.events';
import { MarkTaskOverdueJob, type MarkTaskOverdueJobData } from '../jobs/mark-task-overdue.job';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a due date has passed: the start of the next day, UTC (accounts have no time zone yet). */
export const overdueFrom = (dueDate: string): number => Date.parse(`${dueDate}T00:00:00Z`) + DAY_MS;

/**
 * TaskCreated or TaskChanged with a due date → MarkTaskOverdueJob, delayed until that
 * date passed. The job id comes from the event, so a re-read event schedules nothing new;
 * each new due date schedules its own job, and the old ones find the date changed.
 */
export function scheduleOverdueCheckReaction(clock: () => number = Date.now): Reaction {
  return {
    name: 'tasks-schedule-overdue-check',
    eventTypes: ['TaskCreated', 'TaskChanged'],
    react(event: RecordedEvent) {
      const due = (event.data as (TaskCreated | TaskChanged)['data']).due_date;
      if (!due) return [];
      const data: MarkTaskOverdueJobData = {
        account_id: event.metadata.accountId,
        task_id: event.streamId.slice('task-'.length),
        due_date: due,
        event_id: event.eventId,
      };
      return [{ job: MarkTaskOverdueJob.jobName, data, delayMs: Math.max(0, overdueFrom(due) - clock()) }];
    },
  };
}
