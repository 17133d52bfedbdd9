import type { TaskRepeatRule, TaskView } from '@kollab/contracts';
import { sameRepeatRule } from './task-repeat-form';
import type { TaskConflict } from './tasks.state';

/** The fields PATCH v1/tasks/{id} changes (the edit form, the conflict dialog and the version diff). */
export const TASK_EDIT_FIELDS = [
  'title',
  'type',
  'team',
  'priority',
  'start_date',
  'due_date',
  'estimation',
  'description',
  'comments_enabled',
  'published',
  'claims',
  // the rule (PATCH `repeat`); the view holds it with its series (`repeat.rule`)
  'repeat',
] as const;
export type TaskEditField = (typeof TASK_EDIT_FIELDS)[number];

/** What a version diff compares: the edit fields and the rest a task shows. */
export const TASK_DIFF_FIELDS = [...TASK_EDIT_FIELDS, 'status', 'assignees', 'viewers', 'contacts', 'protocols'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The PATCH body: the fields whose value in `draft` differs from `base` (null clears; `repeat: null` ends the series). */
export function changedFields(base: TaskView, draft: Partial<Record<TaskEditField, unknown>>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of TASK_EDIT_FIELDS) {
    if (!(field in draft)) continue;
    const changed = field === 'repeat' ? !sameRepeatRule(base.repeat?.rule, draft.repeat as TaskRepeatRule | null) : !same(base[field], draft[field]);
    if (changed) changes[field] = draft[field] ?? null;
  }
  return changes;
}

/** A 409 re-apply: my changed fields (conflictOf's `mine`) as a PATCH body. */
export function bodyOfChanges(changes: ReadonlyArray<{ field: string; to: unknown }>): Record<string, unknown> {
  return Object.fromEntries(changes.map((change) => [change.field, change.to ?? null]));
}

type View = Record<string, unknown>;

/** conflictOf's arguments for a stored conflict: base, current, and my draft as a whole view (base with my changes). */
export function conflictViews(conflict: TaskConflict): [View, View, View] {
  const base = conflict.base as unknown as View;
  return [base, conflict.current as unknown as View, { ...base, ...conflict.mine }];
}
