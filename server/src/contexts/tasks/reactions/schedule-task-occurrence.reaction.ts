import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { taskAggregate } from '../commands/task.aggregate';
import { nextOccurrence, occurrenceRunsAt } from '../domain/task-occurrence';
import type { TaskChanged } from '../domain/task.events';
import { CreateTaskOccurrenceJob, type CreateTaskOccurrenceJobData } from '../jobs/create-task-occurrence.job';

const taskIdOf = (event: RecordedEvent): string => event.streamId.slice(`${taskAggregate.type}-`.length);

/**
 * Recurring tasks: TaskRepeatSet (a rule set or changed, an occurrence created) or a moved
 * start or due date of a repeating task → CreateTaskOccurrenceJob for the next occurrence,
 * delayed to 00:00 UTC of the day it appears (its start date, else its due date; the start
 * keeps the task's distance to the due date). Reads the task as that event left it; keyed by
 * the event, so a re-read event schedules nothing twice; the jobs of older events find the
 * series or dates changed and do nothing.
 */
export function scheduleTaskOccurrenceReaction(repository: EventSourcedRepository, clock: () => number = Date.now): Reaction {
  return {
    name: 'tasks-schedule-occurrence',
    eventTypes: ['TaskRepeatSet', 'TaskChanged'],
    async react(event: RecordedEvent): Promise<ReactionJob[]> {
      if (event.type === 'TaskChanged') {
        const changed = event.data as TaskChanged['data'];
        if (!('due_date' in changed) && !('start_date' in changed)) return [];
      }
      const accountId = event.metadata.accountId;
      const taskId = taskIdOf(event);
      const { state } = await repository.load(taskAggregate, accountId, taskId, { toVersion: event.streamPosition });
      if (state.lifecycle !== 'live' || !state.repeat || !state.due_date) return [];
      const now = clock();
      const next = nextOccurrence(state, new Date(now).toISOString().slice(0, 10));
      if (!next) return [];
      const data: CreateTaskOccurrenceJobData = {
        account_id: accountId,
        task_id: taskId,
        repeat: state.repeat,
        due_date: state.due_date,
        start_date: state.start_date,
        next,
        event_id: event.eventId,
      };
      return [{ job: CreateTaskOccurrenceJob.jobName, data, delayMs: Math.max(0, occurrenceRunsAt(next) - now) }];
    },
  };
}
