import { isYmdDate } from '../contacts/contact.rules';

/** Seed §3 Task. */
export const TASK_TITLE_MAX = 255;
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** The task's own status; `overdue` is set only by the overdue job (seed §4). */
export const TASK_STATUSES = ['open', 'in_progress', 'closed', 'overdue'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** What PATCH v1/tasks/{id}/status accepts (the seed does not show it: every status but overdue). */
export const SETTABLE_TASK_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type SettableTaskStatus = (typeof SETTABLE_TASK_STATUSES)[number];
/** Each assignee's own status. */
export const TASK_ASSIGNEE_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TaskAssigneeStatus = (typeof TASK_ASSIGNEE_STATUSES)[number];
export const TASK_ESTIMATION_UNITS = ['hours', 'days'] as const;
export type TaskEstimationUnit = (typeof TASK_ESTIMATION_UNITS)[number];
export const TASK_ESTIMATION_MAX = 100_000;
/** PATCH v1/tasks/{id}/watch (values not shown by the seed). */
export const TASK_WATCH_STATUSES = ['watching', 'not_watching'] as const;
export type TaskWatchStatus = (typeof TASK_WATCH_STATUSES)[number];
export const TASK_COMMENT_MAX = 10_000;
/** Descriptions are sanitised rich text; the limit applies to what the client sends. */
export const TASK_DESCRIPTION_MAX = 100_000;
/** At most this many claims on one task. */
export const TASK_CLAIMS_MAX = 100;

/**
 * `filter[due_date]`: one day `2026-03-01`, or a range `2026-03-01..2026-03-31` with
 * either end left open (`..2026-03-31`, `2026-03-01..`); both ends included.
 * Undefined when the value is none of these (or the range runs backwards).
 */
export function parseDueDateFilter(value: string): { from?: string; to?: string } | undefined {
  const parts = value.split('..');
  if (parts.length === 1) return isYmdDate(value) ? { from: value, to: value } : undefined;
  if (parts.length !== 2) return undefined;
  const [from, to] = parts;
  if ((from && !isYmdDate(from)) || (to && !isYmdDate(to)) || (!from && !to)) return undefined;
  if (from && to && from > to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export const isDueDateFilter = (value: unknown): boolean => typeof value === 'string' && parseDueDateFilter(value) !== undefined;
