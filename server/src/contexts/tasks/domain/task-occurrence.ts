import { occurrenceAfter } from '@kollab/contracts';
import type { LiveTask } from './task.state';

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const ymd = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The next occurrence of a task's series, as the scheduler creates it. */
export interface TaskOccurrencePlan {
  /** Its occurrence number in the series. */
  index: number;
  /** YYYY-MM-DD. */
  due_date: string;
  /** YYYY-MM-DD: as far before its due date as the task's start date is before the task's due date; null when the task has none. */
  start_date: string | null;
  /** YYYY-MM-DD: the day it is created (00:00 UTC): its start date, else its due date. */
  appears_on: string;
}

/**
 * The occurrence after `task` in its series (null: the series ends with it, or the task does
 * not repeat), on `today` (YYYY-MM-DD, UTC). The next due date is the rule's next day after
 * the task's due date; days that passed before today are skipped (a series set on a task
 * long due, or a scheduler that was down, makes no backlog of tasks): then the next is the
 * first day of the rule from today on. The numbers count the tasks made: a skipped day takes
 * none, and `count` counts the tasks of the series. A rule the contracts' occurrenceAfter
 * cannot read (never stored: the input is checked) ends the series.
 */
export function nextOccurrence(task: Pick<LiveTask, 'repeat' | 'due_date' | 'start_date'>, today: string): TaskOccurrencePlan | null {
  const repeat = task.repeat;
  if (!repeat || !task.due_date) return null;
  const after = task.due_date >= today ? task.due_date : ymd(dayNumber(today) - 1);
  let due: string | null;
  try {
    due = occurrenceAfter(repeat.rule, repeat.first, after, repeat.index);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  if (due === null) return null;
  const lead = task.start_date ? dayNumber(task.due_date) - dayNumber(task.start_date) : null;
  const start_date = lead === null ? null : ymd(dayNumber(due) - lead);
  return { index: repeat.index + 1, due_date: due, start_date, appears_on: start_date ?? due };
}

/** When the scheduler creates the occurrence: 00:00 UTC of the day it appears on (ms since the epoch). */
export const occurrenceRunsAt = (plan: Pick<TaskOccurrencePlan, 'appears_on'>): number => dayNumber(plan.appears_on) * DAY_MS;
