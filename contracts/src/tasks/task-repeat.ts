import { ArrayMinSize, ArrayUnique, ValidateBy, ValidateIf } from 'class-validator';
import { isYmdDate, YmdDate } from '../contacts/contact.rules';
import { AtLeast, AtMost, Int, List, OneOf, OnlyWhen, Optional, Required, Text } from '../validation/rules';

/**
 * Recurring tasks (issue 16, account flag `apps.tasks.recurring`): a task repeats daily,
 * weekly on chosen weekdays, monthly on a day or yearly, every `interval` of those, until a
 * day or for a number of times. Days are calendar dates (YYYY-MM-DD), counted in UTC.
 *
 * - The series' first day is an occurrence even where the rule would not pick it (a weekly
 *   series on Mondays that starts on a Wednesday); the rule picks the days after it.
 * - Weekly with interval n: every n-th week, the weeks (Monday to Sunday) counted from the week
 *   of the first day; within such a week every chosen weekday after the first day.
 * - Monthly: on `day_of_month` (left out: the first day's), every n-th month counted from the
 *   first day's month; a month shorter than that day has it on its last day (the 31st in April
 *   is the 30th), and the next month has the day again (31 March after 28 February).
 * - Yearly: on the first day's month and day; 29 February is the 28th in other years.
 * - `until` is the last day that may be an occurrence (inclusive); `count` the number of
 *   occurrences with the first one.
 */
export const TASK_REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TaskRepeatFrequency = (typeof TASK_REPEAT_FREQUENCIES)[number];
export const TASK_REPEAT_INTERVAL_MAX = 99;
/** A series of fewer than two occurrences does not repeat. */
export const TASK_REPEAT_COUNT_MIN = 2;
export const TASK_REPEAT_COUNT_MAX = 500;

export interface TaskRepeatRule {
  frequency: TaskRepeatFrequency;
  /** Every `interval` days, weeks, months or years: 1 to TASK_REPEAT_INTERVAL_MAX. */
  interval: number;
  /** Weekly only, and needed there: 1 = Monday … 7 = Sunday, each once. */
  weekdays?: number[] | null;
  /** Monthly only: 1 to 31 (left out: the first day's); a shorter month has it on its last day. */
  day_of_month?: number | null;
  /** YYYY-MM-DD, the last day an occurrence may fall on (inclusive); not with `count`. */
  until?: string | null;
  /** Occurrences in all, the first one included: TASK_REPEAT_COUNT_MIN to TASK_REPEAT_COUNT_MAX; not with `until`. */
  count?: number | null;
}

/** What checkTaskRepeat finds wrong (message keys of tasks.messages.ts). */
export type TaskRepeatProblem = 'tasks.repeat_needs_date' | 'tasks.repeat_until_not_after_first';

/**
 * The rule against the series' first day (the rules of one field are TaskRepeatInput's): a
 * repeating task needs that day, and `until` after it (else the task would not repeat).
 */
export function checkTaskRepeat(rule: TaskRepeatRule, first: string | null | undefined): TaskRepeatProblem | undefined {
  if (!first) return 'tasks.repeat_needs_date';
  if (rule.until != null && rule.until <= first) return 'tasks.repeat_until_not_after_first';
  return undefined;
}

/**
 * The next occurrence strictly after `after` of the series that began on `first`, of which
 * `done` occurrences (the first one included) have been: null when the series is over (the
 * next day would be after `until`, or `count` occurrences have been). Before the first day,
 * the first day. A malformed date or rule is a RangeError.
 */
export function occurrenceAfter(rule: TaskRepeatRule, first: string, after: string, done: number): string | null {
  const start = dayNumber(first);
  const from = dayNumber(after);
  if (!Number.isInteger(rule.interval) || rule.interval < 1) throw new RangeError(`repeat interval is not a whole number from 1: ${rule.interval}`);
  if (rule.count != null && done >= rule.count) return null;
  const next = ymd(from < start ? start : patternDayAfter(rule, start, from));
  return rule.until != null && next > rule.until ? null : next;
}

const DAY_MS = 86_400_000;

/** The first day after `from` (not before the first day `start`) that the rule picks. */
function patternDayAfter(rule: TaskRepeatRule, start: number, from: number): number {
  const { interval } = rule;
  switch (rule.frequency) {
    case 'daily':
      return start + (Math.floor((from - start) / interval) + 1) * interval;
    case 'weekly': {
      const weekdays = rule.weekdays?.length ? rule.weekdays : [isoWeekday(start)];
      if (!weekdays.every((weekday) => Number.isInteger(weekday) && weekday >= 1 && weekday <= 7)) {
        throw new RangeError(`weekdays are not 1 to 7: ${weekdays.join(',')}`);
      }
      const firstMonday = start - isoWeekday(start) + 1;
      for (let day = from + 1; ; day++) {
        const week = Math.floor((day - firstMonday) / 7);
        // A week between the chosen ones: on to the Monday of the next chosen week.
        if (week % interval !== 0) day = firstMonday + (week + interval - (week % interval)) * 7 - 1;
        else if (weekdays.includes(isoWeekday(day))) return day;
      }
    }
    case 'monthly': {
      const dayOfMonth = rule.day_of_month ?? dateOf(start).getUTCDate();
      if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) throw new RangeError(`day_of_month is not 1 to 31: ${dayOfMonth}`);
      const startMonth = monthNumber(start);
      let month = startMonth + Math.max(0, Math.ceil((monthNumber(from) - startMonth) / interval)) * interval;
      for (; ; month += interval) {
        const day = clampedDay(Math.floor(month / 12), month % 12, dayOfMonth);
        if (day > from) return day;
      }
    }
    case 'yearly': {
      const date = dateOf(start);
      const startYear = date.getUTCFullYear();
      let year = startYear + Math.max(0, Math.ceil((dateOf(from).getUTCFullYear() - startYear) / interval)) * interval;
      for (; ; year += interval) {
        const day = clampedDay(year, date.getUTCMonth(), date.getUTCDate());
        if (day > from) return day;
      }
    }
    default: {
      const unknown: never = rule.frequency;
      throw new RangeError(`unknown repeat frequency: ${String(unknown)}`);
    }
  }
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
function dayNumber(value: string): number {
  if (!isYmdDate(value)) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  const [year, month, day] = value.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const dateOf = (day: number): Date => new Date(day * DAY_MS);
const ymd = (day: number): string => dateOf(day).toISOString().slice(0, 10);
/** Months since year 0 (month 0-based). */
const monthNumber = (day: number): number => dateOf(day).getUTCFullYear() * 12 + dateOf(day).getUTCMonth();
/** 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** The day `dayOfMonth` of the month (0-based), or the month's last day where it is shorter. */
function clampedDay(year: number, month: number, dayOfMonth: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(dayOfMonth, lastDay)) / DAY_MS;
}

const Weekdays = (): PropertyDecorator =>
  ValidateBy({
    name: 'repeatWeekdays',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((weekday) => Number.isInteger(weekday) && weekday >= 1 && weekday <= 7),
      defaultMessage: () => 'tasks.repeat_weekdays_invalid',
    },
  });

const NotWithUntil = (): PropertyDecorator =>
  ValidateBy({
    name: 'repeatNotWithUntil',
    validator: {
      validate: (_value, args) => (args?.object as Partial<TaskRepeatRule> | undefined)?.until == null,
      defaultMessage: () => 'tasks.repeat_until_and_count',
    },
  });

/**
 * A task's `repeat` (account flag `apps.tasks.recurring`). The rules that need the task's
 * first day are checkTaskRepeat's.
 */
export class TaskRepeatInput implements TaskRepeatRule {
  @Required()
  @OneOf(TASK_REPEAT_FREQUENCIES)
  frequency!: TaskRepeatFrequency;

  @Required()
  @Int()
  @AtLeast(1)
  @AtMost(TASK_REPEAT_INTERVAL_MAX)
  interval!: number;

  /** Weekly only, and needed there: 1 = Monday … 7 = Sunday, each once. */
  @ValidateIf((input: TaskRepeatInput) => input.frequency === 'weekly' || input.weekdays != null)
  @Required()
  @OnlyWhen('frequency', 'weekly', 'tasks.repeat_weekdays_only_weekly')
  @List(7)
  @ArrayMinSize(1, { message: 'validation.required' })
  @ArrayUnique({ message: 'tasks.repeat_weekdays_invalid' })
  @Weekdays()
  weekdays?: number[] | null;

  /** Monthly only: 1 to 31 (left out: the day of the first occurrence). */
  @Optional()
  @OnlyWhen('frequency', 'monthly', 'tasks.repeat_day_of_month_only_monthly')
  @Int()
  @AtLeast(1)
  @AtMost(31)
  day_of_month?: number | null;

  /** YYYY-MM-DD, inclusive; after the first day. */
  @Optional()
  @Text()
  @YmdDate()
  until?: string | null;

  /** Occurrences in all, the first one included; not with `until`. */
  @Optional()
  @Int()
  @AtLeast(TASK_REPEAT_COUNT_MIN)
  @AtMost(TASK_REPEAT_COUNT_MAX)
  @NotWithUntil()
  count?: number | null;
}
