import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { streamEvents } from '../../../core/testing/projection-specification';
import { taskAggregate } from '../commands/task.aggregate';
import type { TaskCreated, TaskEvent, TaskRepeat } from '../domain/task.events';
import { CreateTaskOccurrenceJob } from '../jobs/create-task-occurrence.job';
import { scheduleTaskOccurrenceReaction } from './schedule-task-occurrence.reaction';

const NOW = Date.parse('2030-01-10T12:00:00Z');

const created: TaskCreated['data'] = {
  title: 'Wochenbericht',
  type: 'tt-aufgabe',
  team: 'team-vertrieb',
  claims: [],
  description: null,
  priority: 'normal',
  start_date: '2030-01-12',
  due_date: '2030-01-14',
  estimation: null,
  comments_enabled: true,
  number: 'AUF-1',
  created_by: 'u-anna',
};
// 2030-01-14 is a Monday: weekly on Mondays.
const repeat: TaskRepeat = { rule: { frequency: 'weekly', interval: 1, weekdays: [1] }, first: '2030-01-14', series_id: 't1', index: 1 };

/** The task's stream as recorded, and a repository that folds it up to a version (as the reaction reads it). */
function taskStream() {
  const task = streamEvents<TaskEvent>('task-t1', { accountId: 'a1' });
  const events: RecordedEvent[] = [];
  const record = (type: TaskEvent['type'], data: unknown): RecordedEvent => {
    const event = task(type, data as never) as RecordedEvent;
    events.push(event);
    return event;
  };
  const repository = {
    load: (_definition: unknown, _accountId: string, _id: string, options: { toVersion?: number } = {}) => {
      const upTo = events.filter((event) => event.streamPosition <= (options.toVersion ?? Infinity));
      const state = upTo.reduce((folded, event) => taskAggregate.evolve(folded, event as never), taskAggregate.initialState());
      return Promise.resolve({ state, version: upTo.length, events: upTo });
    },
  } as unknown as EventSourcedRepository;
  return { record, reaction: scheduleTaskOccurrenceReaction(repository, () => NOW) };
}

describe('scheduling the next occurrence of a recurring task', () => {
  it('schedules the next occurrence at 00:00 UTC of the day it appears (its start date: the same distance to its due date)', async () => {
    const { record, reaction } = taskStream();
    record('TaskCreated', created);
    const set = record('TaskRepeatSet', repeat);
    expect(await reaction.react(set)).toEqual([
      {
        job: CreateTaskOccurrenceJob.jobName,
        data: {
          account_id: 'a1',
          task_id: 't1',
          repeat,
          due_date: '2030-01-14',
          start_date: '2030-01-12',
          next: { index: 2, due_date: '2030-01-21', start_date: '2030-01-19', appears_on: '2030-01-19' },
          event_id: set.eventId,
        },
        delayMs: Date.parse('2030-01-19T00:00:00Z') - NOW,
      },
    ]);
  });

  it('schedules again when a repeating task’s dates move, not for other changes nor for a task that does not repeat', async () => {
    const { record, reaction } = taskStream();
    const first = record('TaskCreated', created);
    record('TaskRepeatSet', repeat);
    const moved = record('TaskChanged', { start_date: null });
    const renamed = record('TaskChanged', { title: 'Monatsbericht' });
    expect(await reaction.react(moved)).toMatchObject([
      { data: { next: { due_date: '2030-01-21', start_date: null, appears_on: '2030-01-21' } }, delayMs: Date.parse('2030-01-21T00:00:00Z') - NOW },
    ]);
    expect(await reaction.react(renamed)).toEqual([]);
    expect(await reaction.react({ ...first, type: 'TaskChanged', data: { due_date: '2030-01-15' } })).toEqual([]);
  });

  it('schedules nothing once the series ended or is over', async () => {
    const { record, reaction } = taskStream();
    record('TaskCreated', created);
    const last = record('TaskRepeatSet', { ...repeat, rule: { ...repeat.rule, count: 2 }, index: 2 });
    record('TaskRepeatEnded', {});
    const moved = record('TaskChanged', { due_date: '2030-01-15' });
    expect(await reaction.react(last)).toEqual([]);
    expect(await reaction.react(moved)).toEqual([]);
  });
});
