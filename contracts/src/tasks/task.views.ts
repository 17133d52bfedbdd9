import type { ItemFileView } from '../files/item-file';
import type { ItemAbilities } from '../policy/item-abilities';
import { pickNames, type PortalNames } from '../policy/portal-names';
import type { TaskAssigneeStatus, TaskEstimationUnit, TaskPriority, TaskStatus } from './task.rules';
import type { TaskRepeatRule } from './task-repeat';

export interface TaskAssigneeView {
  user_id: string;
  status: TaskAssigneeStatus;
}

export interface TaskCommentView {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

export interface TaskContactView {
  contact_id: string;
  /** Shared into the contact's portal (its portal users read the published task). */
  public: boolean;
}

/** A file attached to a task (GET v1/tasks/{id}/files); whoever may read the task downloads it from `url`. */
export type TaskFileView = ItemFileView;

/** A recurring task's series (issue 16): its rule, the series and this task's place in it. */
export interface TaskRepeatView {
  rule: TaskRepeatRule;
  /** The same on every occurrence of the series. */
  series_id: string;
  /** The occurrence number of this task in its series: 1 for the first. */
  index: number;
  /** YYYY-MM-DD: when the occurrence after this one is due; null when the series ends with this task. */
  next_due_date: string | null;
}

/** GET v1/tasks/{id}, the list rows and the `tasks/taskChanged` push for staff. */
export interface TaskView {
  id: string;
  /** `<type prefix>-<n>` (e.g. AUF-12), given when the task first gets a type; null before. */
  number: string | null;
  title: string;
  type: string | null;
  team: string | null;
  /** Claim type ids of the account (set only while `type` is a claim type); staff only, not in PortalTaskView. */
  claims: string[];
  /** Sanitised rich text. */
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  start_date: string | null;
  due_date: string | null;
  estimation: { value: number; unit: TaskEstimationUnit } | null;
  comments_enabled: boolean;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  author_user_id: string;
  created_by: string;
  assignees: TaskAssigneeView[];
  viewers: string[];
  watchers: string[];
  comments: TaskCommentView[];
  contacts: TaskContactView[];
  /** Ids of the linked protocols (GET v1/tasks/{id}/protocols lists those the caller may read). */
  protocols: string[];
  files: TaskFileView[];
  /** Recurring tasks: the series this task belongs to while it repeats; null when it does not (or its series ended). Staff only. */
  repeat: TaskRepeatView | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * What a portal user (role contact) sees of a task shared with their contact: no
 * internal fields — no team, estimation, viewers, watchers, comments (internal
 * discussion), no other linked contacts and no linked protocols. Its files are part of
 * what is shared (whoever reads the task may download them).
 */
export type PortalTaskView = Pick<
  TaskView,
  | 'id'
  | 'number'
  | 'title'
  | 'type'
  | 'description'
  | 'priority'
  | 'status'
  | 'start_date'
  | 'due_date'
  | 'published'
  | 'published_at'
  | 'assignees'
  | 'files'
  | 'created_at'
  | 'updated_at'
  | 'version'
> &
  PortalNames;

/** The user ids a PortalTaskView names (assignees, file uploaders): the only ones its `user_names` may carry. */
export const portalTaskUserIds = (task: Pick<TaskView, 'assignees' | 'files'>): string[] => [
  ...new Set([...task.assignees.map((assignee) => assignee.user_id), ...task.files.map((file) => file.added_by)]),
];

export function portalTaskView(task: TaskView, names: PortalNames): PortalTaskView {
  const {
    id,
    number,
    title,
    type,
    description,
    priority,
    status,
    start_date,
    due_date,
    published,
    published_at,
    assignees,
    files,
    created_at,
    updated_at,
    version,
  } = task;
  const user_names = pickNames(names.user_names, portalTaskUserIds(task));
  return {
    id,
    number,
    title,
    type,
    description,
    priority,
    status,
    start_date,
    due_date,
    published,
    published_at,
    assignees,
    files,
    created_at,
    updated_at,
    version,
    type_title: names.type_title,
    user_names,
  };
}

/**
 * GET v1/tasks/{id} (the current version, not `?version=`/`?at=`): the view plus what the
 * caller may do with it (`can`, from the one policy). Pushes and list rows do not carry
 * `can` (they are shared by many readers): the screen keeps the one of its last read.
 */
export type TaskDetailView = (TaskView | PortalTaskView) & { can: ItemAbilities };

/**
 * A deleted task in a push — also "gone for you": a user who could read the previous
 * version and cannot read this one gets `{ id, version, deleted: true, revoked: true }`
 * (the task still exists, but the screen must drop it as if it were deleted).
 */
export interface DeletedTaskView {
  id: string;
  version: number;
  deleted: true;
  /** true: the task was not deleted, the receiver just lost read access to it. */
  revoked?: true;
}

export interface TaskListView {
  data: Array<TaskView | PortalTaskView>;
  /**
   * `total` counts the matches up to 10,000; with more it is 10,000 and `total_capped`
   * is true (the list shows "10,000+"; pages past it are still served).
   */
  meta: { page: number; limit: number; total: number; total_capped?: true };
}

/** GET v1/tasks/{id}/files. */
export interface TaskFileListView {
  data: TaskFileView[];
}
