import type { TaskPriority, TaskView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { teamItemRow, type TeamItemRow } from '../../../core/projections/team-item-row';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import { taskAggregate, type StoredTaskState } from '../commands/task.aggregate';
import { TASK_EVENT_TYPES, type TaskEvent } from '../domain/task.events';
import type { LiveTask } from '../domain/task.state';
import { taskScopeKeys } from './task-scope';
import { toTaskView } from './task-view';

/** One row per task: its view, the folded state, what lists filter and sort on, and its read-scope keys. */
export const TASKS_COLLECTION = 'tasks';

/**
 * The row fields lists filter, sort and search on, as real columns of rm_tasks (see
 * core/read-store/collection-columns.ts): the read scope keys (text[] + GIN: `&&` with
 * the caller's keys), status and team (btree), creation time (the default order's
 * index), title and number (trigram search).
 */
defineCollectionColumns(TASKS_COLLECTION, {
  scope: { type: 'text[]' },
  deleted: { type: 'boolean', index: false },
  status: { type: 'text' },
  team: { type: 'text' },
  author: { type: 'text' },
  published_status: { type: 'text', index: false },
  resolved: { type: 'boolean', index: false },
  assignees: { type: 'text[]' },
  assignee_statuses: { type: 'text[]' },
  protocols: { type: 'text[]' },
  contact_ids: { type: 'text[]' },
  due_date: { type: 'text' },
  start_date: { type: 'text', index: false },
  created_at: { type: 'text', index: false, sortIndex: true },
  updated_at: { type: 'text', index: false },
  title_key: { type: 'text', index: false },
  priority: { type: 'numeric', index: false },
  title: { type: 'text', index: false, search: true },
  number: { type: 'text', search: true },
});

const PRIORITY_RANK: Record<TaskPriority, number> = { low: 0, normal: 1, high: 2, urgent: 3 };

/** The folded state a row keeps. */
export type TaskRowState = LiveTask & Pick<StoredTaskState, 'created_at' | 'updated_at'>;

export interface TaskRow extends TeamItemRow<TaskRowState, TaskView> {
  assignees: string[];
  /** `<user id>:<status>` per assignee (filter[user_status]). */
  assignee_statuses: string[];
  resolved: boolean;
  /** Linked protocols (a protocol's linked tasks). */
  protocols: string[];
  /** Linked contacts, public or not (a contact's tasks). */
  contact_ids: string[];
  due_date: string | null;
  start_date: string | null;
  priority: number;
}

const idOf = (streamId: string): string => streamId.slice(`${taskAggregate.type}-`.length);

/**
 * Folds each task with the aggregate's own evolve (so lists, GET and past states agree)
 * into its row. A deleted task keeps a row (`deleted: true`) so its readers can be told.
 */
export const taskListProjection = singleStreamProjection<TaskRow, TaskEvent>({
  name: 'task-list',
  // 2: linked protocols, files, contact ids. 3: participants read drafts (scope keys). 4: the view's `repeat`.
  version: 4,
  collection: TASKS_COLLECTION,
  eventTypes: TASK_EVENT_TYPES,
  evolve(row, recorded) {
    const state = taskAggregate.evolve(row?.state ?? taskAggregate.initialState(), recorded);
    if (state.lifecycle === 'none') return undefined;
    const version = recorded.streamPosition;
    const view = toTaskView(idOf(recorded.streamId), state, version, recorded.metadata.occurredAt);
    return {
      ...teamItemRow(state, view, version, taskScopeKeys(state)),
      assignees: state.assignees.map((a) => a.user_id),
      assignee_statuses: state.assignees.map((a) => `${a.user_id}:${a.status}`),
      resolved: state.status === 'closed',
      protocols: state.protocols,
      contact_ids: state.contacts.map((c) => c.contact_id),
      due_date: state.due_date,
      start_date: state.start_date,
      priority: PRIORITY_RANK[state.priority],
    };
  },
});
