import { checkTaskRepeat, DomainRefusal, sameValue, type FeatureFlag, type FormErrors, type TaskRepeatRule } from '@kollab/contracts';
import type { ChangeTask, NewTaskSeries } from './task.commands';
import type { TaskEvent, TaskFields } from './task.events';
import type { LiveTask } from './task.state';

/** The account flag of recurring tasks (issue 16). */
export const RECURRING_TASKS_FLAG: FeatureFlag = 'apps.tasks.recurring';

/** What a decision on `repeat` gives: the field errors to report with the others, or its events. */
export interface RepeatDecision {
  errors: FormErrors;
  events: TaskEvent[];
}

const NOTHING: RepeatDecision = { errors: {}, events: [] };
const refused = (field: string, key: string): RepeatDecision => ({ errors: { [field]: [{ key }] }, events: [] });

/** 403: setting or changing a rule needs the account flag `apps.tasks.recurring`. */
export const recurringDisabled = (): DomainRefusal => DomainRefusal.forbidden('tasks.recurring_disabled');

/** The rule as stored: only the fields of its frequency, the weekdays in order, no nulls (so an unchanged rule compares equal). */
export function normalizeRepeatRule(rule: TaskRepeatRule): TaskRepeatRule {
  const normal: TaskRepeatRule = { frequency: rule.frequency, interval: rule.interval };
  if (rule.frequency === 'weekly' && rule.weekdays?.length) normal.weekdays = [...new Set(rule.weekdays)].sort((a, b) => a - b);
  if (rule.frequency === 'monthly' && rule.day_of_month != null) normal.day_of_month = rule.day_of_month;
  if (rule.until != null) normal.until = rule.until;
  if (rule.count != null) normal.count = rule.count;
  return normal;
}

/**
 * The rule against the series: a first day (the task's due date), `until` after it, and a
 * `count` (tasks of the whole series) that leaves room for the task's occurrence number
 * (`more`: and for one after it — a rule set on a task must make it repeat).
 */
function ruleErrors(rule: TaskRepeatRule, first: string | null, index: number, more: boolean): FormErrors {
  const problem = checkTaskRepeat(rule, first);
  if (problem) return { repeat: [{ key: problem }] };
  if (rule.count != null && rule.count < index + (more ? 1 : 0)) return { repeat: [{ key: 'tasks.repeat_count_reached' }] };
  return {};
}

/** CreateTask: a new task that repeats starts with TaskRepeatSet (POST: index 1; the scheduler: the next occurrence's). */
export function newTaskRepeat(series: NewTaskSeries | undefined, fields: TaskFields): RepeatDecision {
  if (!series) return NOTHING;
  if (!series.enabled) throw recurringDisabled();
  const rule = normalizeRepeatRule(series.rule);
  const first = fields.due_date ? series.first : null;
  // The scheduler's last occurrence has the number `count`.
  const errors = ruleErrors(rule, first, series.index, series.index === 1);
  if (Object.keys(errors).length > 0 || !first) return { errors, events: [] };
  return { errors, events: [{ type: 'TaskRepeatSet', data: { rule, first, series_id: series.series_id, index: series.index } }] };
}

/**
 * PATCH: a rule sets the series from this task on (first: its due date after the change), a
 * changed rule keeps the series and the task's number in it, null ends it (TaskRepeatEnded).
 * Only the newest occurrence changes or ends its series (an older one's next task exists:
 * `tasks.repeat_not_newest`). A task that was in a series before (ended, or its next task was
 * deleted) starts a new series with a fresh id. A repeating task keeps a due date.
 */
export function repeatChange(task: LiveTask, next: TaskFields, sent: ChangeTask['data']['repeat']): RepeatDecision {
  const current = task.repeat ?? null;
  const keepsDate = (): RepeatDecision => (next.due_date === null ? refused('due_date', 'tasks.repeat_needs_date') : NOTHING);
  if (sent === undefined) return current ? keepsDate() : NOTHING;
  const { rule, facts } = sent;
  if (rule === null) {
    if (!current) return NOTHING;
    if (facts.successor === 'live') return refused('repeat', 'tasks.repeat_not_newest');
    return { errors: {}, events: [{ type: 'TaskRepeatEnded', data: {} }] };
  }
  if (!facts.enabled) throw recurringDisabled();
  const normal = normalizeRepeatRule(rule);
  const continues = current !== null && facts.successor !== 'deleted';
  if (continues && sameValue(normal, current.rule)) return keepsDate();
  if (continues && facts.successor === 'live') return refused('repeat', 'tasks.repeat_not_newest');
  const series_id = continues ? current.series_id : task.repeat === undefined ? facts.task_id : facts.new_series_id;
  const index = continues ? current.index : 1;
  const errors = ruleErrors(normal, next.due_date, index, true);
  if (Object.keys(errors).length > 0 || !next.due_date) return { errors, events: [] };
  return { errors, events: [{ type: 'TaskRepeatSet', data: { rule: normal, first: next.due_date, series_id, index } }] };
}
