import type { ListTasksQuery } from '@kollab/contracts';
import type { ListMatcher } from '../../../core/notify/list-matchers';
import { TASK_EVENT_TYPES } from '../domain/task.events';
import { TASKS_COLLECTION, taskListProjection } from '../projections/task-list.projection';
import { taskListFilter } from '../queries/list-tasks.handler';

/** The task list's saved filters, as notifications evaluate them on one task (saved-filter subscriptions). */
export const taskListMatcher: ListMatcher = {
  list: 'tasks',
  exportKind: 'tasks',
  streamType: 'task',
  eventTypes: TASK_EVENT_TYPES,
  projection: taskListProjection,
  collection: TASKS_COLLECTION,
  where: (userId, query) => taskListFilter({ userId }, query as ListTasksQuery),
};
