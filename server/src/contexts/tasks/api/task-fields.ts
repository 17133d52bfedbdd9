import { COMMENTS_ENABLED_BY_DEFAULT, type ChangeTaskInput, type CreateTaskInput, DomainRefusal } from '@kollab/contracts';
import { sanitizeRichText } from '../../../core/rich-text/sanitize-rich-text';
import type { TaskChanges } from '../commands/change-task.handler';
import type { TaskFields } from '../domain/task.events';

const description = (html: string | null | undefined): string | null | undefined => {
  if (typeof html !== 'string') return html;
  const clean = sanitizeRichText(html);
  return clean.trim() === '' ? null : clean;
};

const estimationOf = (input: ChangeTaskInput['estimation']) => (input ? { value: input.value, unit: input.unit } : input);

/** POST v1/tasks: the fields of the new task, defaults filled, the description sanitised. */
export function createdFields(input: CreateTaskInput): TaskFields {
  return {
    title: input.title,
    type: input.type ?? null,
    team: input.team ?? null,
    claims: input.claims ?? [],
    description: description(input.description) ?? null,
    priority: input.priority ?? 'normal',
    start_date: input.start_date ?? null,
    due_date: input.due_date ?? null,
    estimation: estimationOf(input.estimation) ?? null,
    comments_enabled: input.comments_enabled ?? COMMENTS_ENABLED_BY_DEFAULT,
  };
}

/** PATCH v1/tasks/{id}: the fields sent (null clears), the description sanitised. */
export function changedFields(input: ChangeTaskInput): TaskChanges {
  const changes: TaskChanges = {
    title: input.title,
    type: input.type,
    team: input.team,
    // null clears the claims, like [].
    claims: input.claims === null ? [] : input.claims,
    description: description(input.description),
    priority: input.priority,
    start_date: input.start_date,
    due_date: input.due_date,
    estimation: estimationOf(input.estimation),
    comments_enabled: input.comments_enabled,
  };
  // Title and priority cannot be cleared.
  if (changes.title === null) throw DomainRefusal.fields({ title: [{ key: 'validation.required' }] });
  if (changes.priority === null) throw DomainRefusal.fields({ priority: [{ key: 'validation.required' }] });
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as TaskChanges;
}
