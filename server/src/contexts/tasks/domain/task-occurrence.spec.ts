import type { TaskRepeatRule } from '@kollab/contracts';
import { nextOccurrence, occurrenceRunsAt } from './task-occurrence';
import type { TaskRepeat } from './task.events';

// 2026-03-02 is a Monday.
const weekly: TaskRepeatRule = { frequency: 'weekly', interval: 1, weekdays: [1, 3] };
const series = (overrides: Partial<TaskRepeat> = {}): TaskRepeat => ({ rule: weekly, first: '2026-03-02', series_id: 's1', index: 1, ...overrides });
const task = (repeat: TaskRepeat | null, due_date: string | null = '2026-03-02', start_date: string | null = null) => ({
  repeat,
  due_date,
  start_date,
});

describe('nextOccurrence (when the scheduler creates the next task of a series)', () => {
  it('is the rule’s next day after the task’s due date, with the next number', () => {
    expect(nextOccurrence(task(series()), '2026-03-01')).toEqual({ index: 2, due_date: '2026-03-04', start_date: null, appears_on: '2026-03-04' });
    expect(nextOccurrence(task(series({ index: 2 }), '2026-03-04'), '2026-03-01')).toMatchObject({ index: 3, due_date: '2026-03-09' });
  });

  it('keeps the distance of start and due date: the task appears on its start date', () => {
    expect(nextOccurrence(task(series(), '2026-03-02', '2026-02-27'), '2026-03-01')).toEqual({
      index: 2,
      due_date: '2026-03-04',
      start_date: '2026-03-01',
      appears_on: '2026-03-01',
    });
    expect(occurrenceRunsAt({ appears_on: '2026-03-01' })).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });

  it('skips the days that passed: the next is the first from today on', () => {
    const daily = series({ rule: { frequency: 'daily', interval: 1 }, first: '2025-01-01' });
    expect(nextOccurrence(task(daily, '2025-01-01'), '2026-03-05')).toMatchObject({ index: 2, due_date: '2026-03-05' });
    expect(nextOccurrence(task(series(), '2026-03-02'), '2026-03-05')).toMatchObject({ index: 2, due_date: '2026-03-09' });
  });

  it('ends with the count or after until', () => {
    expect(nextOccurrence(task(series({ rule: { ...weekly, count: 2 } })), '2026-03-01')).toMatchObject({ index: 2 });
    expect(nextOccurrence(task(series({ rule: { ...weekly, count: 2 }, index: 2 }), '2026-03-04'), '2026-03-01')).toBeNull();
    expect(nextOccurrence(task(series({ rule: { ...weekly, until: '2026-03-03' } })), '2026-03-01')).toBeNull();
  });

  it('is none for a task that does not repeat, has no due date, or a rule that cannot be read', () => {
    expect(nextOccurrence(task(null), '2026-03-01')).toBeNull();
    expect(nextOccurrence(task(series(), null), '2026-03-01')).toBeNull();
    expect(nextOccurrence(task(series({ rule: { frequency: 'weekly', interval: 0 } })), '2026-03-01')).toBeNull();
  });
});
