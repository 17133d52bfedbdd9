import { streamEvents } from '../../../core/testing/projection-specification';
import type { TaskCreated, TaskEvent } from '../domain/task.events';
import { RemindTaskDueJob } from '../jobs/remind-task-due.job';
import { remindDueAt, scheduleDueReminderReaction } from './schedule-due-reminder.reaction';

const HOUR_MS = 60 * 60 * 1000;

const created = (due_date: string | null): TaskCreated['data'] => ({
  title: 'Angebot nachfassen',
  type: 'tt-aufgabe',
  team: 'team-vertrieb',
  claims: [],
  description: null,
  priority: 'normal',
  start_date: null,
  due_date,
  estimation: null,
  comments_enabled: true,
  number: 'AUF-1',
  created_by: 'u-anna',
});

const at = (iso: string) => () => Date.parse(iso);

describe('scheduling the due-tomorrow reminder of a task (issue 17)', () => {
  it('reminds at 07:00 UTC the day before the due date: a due date in 3 days: in 1 day and 19 hours', () => {
    const task = streamEvents<TaskEvent>('task-t1', { accountId: 'a1' });
    const event = task('TaskCreated', created('2030-01-13'));
    expect(scheduleDueReminderReaction(at('2030-01-10T12:00:00Z')).react(event)).toEqual([
      {
        job: RemindTaskDueJob.jobName,
        data: { account_id: 'a1', task_id: 't1', due_date: '2030-01-13', event_id: event.eventId },
        delayMs: 24 * HOUR_MS + 19 * HOUR_MS,
      },
    ]);
    expect(remindDueAt('2030-01-13')).toBe(Date.parse('2030-01-12T07:00:00Z'));
  });

  it('reminds at once when it is the day before after 07:00 (the due day has not begun)', () => {
    const task = streamEvents<TaskEvent>('task-t1', { accountId: 'a1' });
    task('TaskCreated', created(null));
    const moved = task('TaskChanged', { due_date: '2030-01-11' });
    expect(scheduleDueReminderReaction(at('2030-01-10T18:30:00Z')).react(moved)).toEqual([
      {
        job: RemindTaskDueJob.jobName,
        data: { account_id: 'a1', task_id: 't1', due_date: '2030-01-11', event_id: moved.eventId },
        delayMs: 0,
      },
    ]);
  });

  it('schedules nothing once the due day has begun, nor for a past due date', () => {
    const task = streamEvents<TaskEvent>('task-t1', { accountId: 'a1' });
    const reaction = scheduleDueReminderReaction(at('2030-01-10T00:00:00Z'));
    expect(reaction.react(task('TaskCreated', created('2030-01-10')))).toEqual([]);
    expect(reaction.react(task('TaskChanged', { due_date: '2030-01-05' }))).toEqual([]);
  });

  it('schedules nothing without a due date: none given, cleared, or a change of other fields', () => {
    const task = streamEvents<TaskEvent>('task-t1', { accountId: 'a1' });
    const reaction = scheduleDueReminderReaction(at('2030-01-10T12:00:00Z'));
    expect(reaction.react(task('TaskCreated', created(null)))).toEqual([]);
    expect(reaction.react(task('TaskChanged', { due_date: null }))).toEqual([]);
    expect(reaction.react(task('TaskChanged', { title: 'Neu' }))).toEqual([]);
  });
});
