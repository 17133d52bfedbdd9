import type { TaskAssigneeStatus, TaskEstimationUnit, SettableTaskStatus, TaskPriority, TaskRepeatRule } from '@kollab/contracts';

/** The task's own fields (null: not set). */
export interface TaskFields {
  title: string;
  type: string | null;
  team: string | null;
  /** Claim type ids of the account; only while `type` is a claim type (`is_claim`). */
  claims: string[];
  description: string | null;
  priority: TaskPriority;
  start_date: string | null;
  due_date: string | null;
  estimation: { value: number; unit: TaskEstimationUnit } | null;
  comments_enabled: boolean;
}

/** `claims` is absent on tasks created before claims existed (folded as none). */
export type TaskCreated = {
  type: 'TaskCreated';
  data: Omit<TaskFields, 'claims'> & { claims?: string[]; number: string | null; created_by: string };
};
/** PATCH: only the fields that changed; `number` when the task got its first type. */
export type TaskChanged = { type: 'TaskChanged'; data: Partial<TaskFields> & { number?: string } };
export type TaskPublished = { type: 'TaskPublished'; data: { published_at: string; published_by: string } };
export type TaskUnpublished = { type: 'TaskUnpublished'; data: Record<string, never> };
export type TaskDeleted = { type: 'TaskDeleted'; data: Record<string, never> };
/** Set by a person (PATCH …/status), or back to the status before it became overdue when its due date moved out of the past. */
export type TaskStatusChanged = { type: 'TaskStatusChanged'; data: { status: SettableTaskStatus } };
/** Set by the overdue job: the due date `due_date` passed and the task was not closed. */
export type TaskBecameOverdue = { type: 'TaskBecameOverdue'; data: { due_date: string } };
/**
 * Set by the reminder job (issue 17) the day before the due date `due_date` (07:00 UTC), once per
 * due date, while the task was not closed: the notifications tell its assignees, watchers and author.
 */
export type TaskDueTomorrow = { type: 'TaskDueTomorrow'; data: { due_date: string } };
export type TaskAssigned = { type: 'TaskAssigned'; data: { user_id: string } };
export type TaskUnassigned = { type: 'TaskUnassigned'; data: { user_id: string } };
export type TaskAssigneeStatusChanged = { type: 'TaskAssigneeStatusChanged'; data: { user_id: string; status: TaskAssigneeStatus } };
export type TaskViewerAdded = { type: 'TaskViewerAdded'; data: { user_id: string } };
export type TaskViewerRemoved = { type: 'TaskViewerRemoved'; data: { user_id: string } };
export type TaskWatched = { type: 'TaskWatched'; data: { user_id: string } };
export type TaskUnwatched = { type: 'TaskUnwatched'; data: { user_id: string } };
export type TaskCommentAdded = { type: 'TaskCommentAdded'; data: { comment_id: string; body: string; author_id: string; at: string } };
export type TaskCommentChanged = { type: 'TaskCommentChanged'; data: { comment_id: string; body: string; at: string } };
export type TaskCommentRemoved = { type: 'TaskCommentRemoved'; data: { comment_id: string } };
export type TaskContactLinked = { type: 'TaskContactLinked'; data: { contact_id: string; public: boolean } };
export type TaskContactVisibilityChanged = { type: 'TaskContactVisibilityChanged'; data: { contact_id: string; public: boolean } };
export type TaskContactUnlinked = { type: 'TaskContactUnlinked'; data: { contact_id: string } };
/**
 * A protocol was linked to the task, or unlinked (from either side: POST v1/tasks/{id}/protocols
 * or POST v1/protocols/{id}/tasks). The task's stream is the one place the link is kept;
 * the protocols side reads it through TASK_LINKS (tasks/public/task-links.ts).
 */
export type TaskProtocolLinked = { type: 'TaskProtocolLinked'; data: { protocol_id: string } };
export type TaskProtocolUnlinked = { type: 'TaskProtocolUnlinked'; data: { protocol_id: string } };
/** A file was attached (its bytes are in the files store under `file_id`; `name` is the uploader's, a label only). */
export type TaskFileAdded = {
  type: 'TaskFileAdded';
  data: { file_id: string; name: string; content_type: string; size: number; added_by: string; at: string };
};
export type TaskFileRemoved = { type: 'TaskFileRemoved'; data: { file_id: string } };
/**
 * Recurring tasks (issue 16): the task repeats by `rule` from here on — set on a task, changed
 * on the newest occurrence of its series, or given to an occurrence the scheduler created.
 * `first` is the day the rule counts from (the due date of the task it was set on);
 * `series_id` is the same on every occurrence (the id of the series' first task, see
 * TaskRepeat); `index` is this task's occurrence number, 1 for the first.
 */
export type TaskRepeatSet = { type: 'TaskRepeatSet'; data: TaskRepeat };
/** The series ends with this task (PATCH `repeat: null`): no next occurrence is created. */
export type TaskRepeatEnded = { type: 'TaskRepeatEnded'; data: Record<string, never> };

/**
 * A task's series. `series_id` is the id of the task that started it, unless that task had
 * been in a series before (its series ended, or its next occurrence was deleted): then a new
 * id, so that the occurrences of the new series (whose ids derive from series and index) are
 * new tasks.
 */
export interface TaskRepeat {
  rule: TaskRepeatRule;
  /** YYYY-MM-DD. */
  first: string;
  series_id: string;
  index: number;
}

export type TaskEvent =
  | TaskCreated
  | TaskChanged
  | TaskPublished
  | TaskUnpublished
  | TaskDeleted
  | TaskStatusChanged
  | TaskBecameOverdue
  | TaskDueTomorrow
  | TaskAssigned
  | TaskUnassigned
  | TaskAssigneeStatusChanged
  | TaskViewerAdded
  | TaskViewerRemoved
  | TaskWatched
  | TaskUnwatched
  | TaskCommentAdded
  | TaskCommentChanged
  | TaskCommentRemoved
  | TaskContactLinked
  | TaskContactVisibilityChanged
  | TaskContactUnlinked
  | TaskProtocolLinked
  | TaskProtocolUnlinked
  | TaskFileAdded
  | TaskFileRemoved
  | TaskRepeatSet
  | TaskRepeatEnded;

export const TASK_EVENT_TYPES: readonly TaskEvent['type'][] = [
  'TaskCreated',
  'TaskChanged',
  'TaskPublished',
  'TaskUnpublished',
  'TaskDeleted',
  'TaskStatusChanged',
  'TaskBecameOverdue',
  'TaskDueTomorrow',
  'TaskAssigned',
  'TaskUnassigned',
  'TaskAssigneeStatusChanged',
  'TaskViewerAdded',
  'TaskViewerRemoved',
  'TaskWatched',
  'TaskUnwatched',
  'TaskCommentAdded',
  'TaskCommentChanged',
  'TaskCommentRemoved',
  'TaskContactLinked',
  'TaskContactVisibilityChanged',
  'TaskContactUnlinked',
  'TaskProtocolLinked',
  'TaskProtocolUnlinked',
  'TaskFileAdded',
  'TaskFileRemoved',
  'TaskRepeatSet',
  'TaskRepeatEnded',
];
