import type { TaskRepeatView, TaskView } from '@kollab/contracts';
import { fileUrl } from '../../../core/files/file-store';
import type { StoredTaskState } from '../commands/task.aggregate';
import { nextOccurrence } from '../domain/task-occurrence';
import type { LiveTask } from '../domain/task.state';

/**
 * The task's series: `next_due_date` is the rule's next day after the task's due date (the
 * view has no clock: the scheduler skips days that passed before it could create them).
 */
function repeatView(task: LiveTask): TaskRepeatView | null {
  if (!task.repeat) return null;
  const { rule, series_id, index } = task.repeat;
  return { rule, series_id, index, next_due_date: nextOccurrence(task, task.due_date ?? '')?.due_date ?? null };
}

/** The view of a task's state (read model rows, past states, pushes). */
export function toTaskView(id: string, task: LiveTask & Pick<StoredTaskState, 'created_at' | 'updated_at'>, version: number, at: string): TaskView {
  return {
    id,
    number: task.number,
    title: task.title,
    type: task.type,
    team: task.team,
    // Rows and states folded before claims existed have none.
    claims: task.claims ?? [],
    description: task.description,
    priority: task.priority,
    status: task.status,
    start_date: task.start_date,
    due_date: task.due_date,
    estimation: task.estimation,
    comments_enabled: task.comments_enabled,
    published: task.published,
    published_at: task.published_at,
    published_by: task.published_by,
    author_user_id: task.created_by,
    created_by: task.created_by,
    assignees: task.assignees,
    viewers: task.viewers,
    watchers: task.watchers,
    comments: task.comments,
    contacts: task.contacts,
    protocols: task.protocols,
    files: task.files.map((file) => ({ ...file, url: fileUrl(file.id) })),
    repeat: repeatView(task),
    created_at: task.created_at ?? at,
    updated_at: task.updated_at ?? at,
    version,
  };
}
