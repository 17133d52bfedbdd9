import { checkTaskRepeat, TaskRepeatInput, type Locale, type TaskRepeatFrequency, type TaskRepeatRule } from '@kollab/contracts';
import { ruleText, validateWith, type FieldMessages } from '../../lib/validation';

/** The account flag that offers the repeat section (issue 16). */
export const RECURRING_FLAG = 'apps.tasks.recurring';

/** How a series ends: never, on a day, after a number of tasks. */
export type TaskRepeatEnd = 'never' | 'until' | 'count';

/** What the repeat section edits (text fields as typed); `frequency` '' = the task does not repeat. */
export interface TaskRepeatFormValues {
  frequency: '' | TaskRepeatFrequency;
  interval: string;
  /** Weekly: 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** Monthly: empty = the due date's day. */
  day_of_month: string;
  end: TaskRepeatEnd;
  until: string;
  count: string;
}

export const NO_REPEAT: TaskRepeatFormValues = { frequency: '', interval: '1', weekdays: [], day_of_month: '', end: 'never', until: '', count: '' };

/** 1 = Monday … 7 = Sunday of a YYYY-MM-DD date. */
export const isoWeekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The section for a task's rule (or none). */
export function repeatFormOf(rule: TaskRepeatRule | null | undefined): TaskRepeatFormValues {
  if (!rule) return NO_REPEAT;
  return {
    frequency: rule.frequency,
    interval: String(rule.interval),
    weekdays: rule.weekdays ?? [],
    day_of_month: rule.day_of_month == null ? '' : String(rule.day_of_month),
    end: rule.until ? 'until' : rule.count ? 'count' : 'never',
    until: rule.until ?? '',
    count: rule.count == null ? '' : String(rule.count),
  };
}

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The `repeat` of POST and PATCH v1/tasks: null when off; only the fields of its frequency, the
 * weekdays in order (as the server stores it, so an unchanged rule compares equal).
 */
export function repeatRuleOf(values: TaskRepeatFormValues): TaskRepeatRule | null {
  if (!values.frequency) return null;
  const rule: TaskRepeatRule = { frequency: values.frequency, interval: number(values.interval) };
  if (values.frequency === 'weekly') rule.weekdays = [...new Set(values.weekdays)].sort((a, b) => a - b);
  if (values.frequency === 'monthly' && values.day_of_month.trim() !== '') rule.day_of_month = number(values.day_of_month);
  if (values.end === 'until') rule.until = values.until;
  if (values.end === 'count') rule.count = number(values.count);
  return rule;
}

/** The same rule (whatever order the keys came in, nulls as left out). */
export function sameRepeatRule(a: TaskRepeatRule | null | undefined, b: TaskRepeatRule | null | undefined): boolean {
  const canonical = (rule: TaskRepeatRule | null | undefined) => JSON.stringify(repeatRuleOf(repeatFormOf(rule)));
  return canonical(a) === canonical(b);
}

/**
 * The section's messages before sending, as the server's 422 would say them: the contracts'
 * TaskRepeatInput rules per field (`repeat.<field>`), an end day or number that is needed, and
 * the rule against the due date (`repeat`: a due date is needed, the end after it).
 */
export function checkRepeatForm(values: TaskRepeatFormValues, dueDate: string, locale: Locale): FieldMessages {
  const rule = repeatRuleOf(values);
  if (!rule) return {};
  const messages: FieldMessages = {};
  for (const [field, text] of Object.entries(validateWith(TaskRepeatInput, rule, locale))) messages[`repeat.${field}`] = text;
  if (values.end === 'until' && !values.until) messages['repeat.until'] = ruleText('validation.required', locale);
  if (values.end === 'count' && values.count.trim() === '') messages['repeat.count'] = ruleText('validation.required', locale);
  // an end day still to be given is the field's message, not the rule's
  const problem = checkTaskRepeat({ ...rule, until: rule.until || null }, dueDate || null);
  if (problem) messages.repeat = ruleText(problem, locale);
  return messages;
}
