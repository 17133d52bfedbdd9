import type { PolicyActor, TaskListView, TaskOrder } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, sortByOrder, type FieldFilter, type FindQuery, type SortField } from '../../../core/read-store/read-store';
import { TaskReader } from './task-reader';

/** Row fields each `order` sorts by (titles case-insensitively, priority by rank). */
const SORT_FIELDS: Record<string, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  title: 'title_key',
  number: 'number',
  due_date: 'due_date',
  start_date: 'start_date',
  priority: 'priority',
  status: 'status',
};

/** Lists count their matches up to this many; more: `total` is this and `meta.total_capped` true. */
export const TASK_COUNT_LIMIT = 10_000;

export const taskSort = (order: TaskOrder = '-created_at'): SortField[] =>
  sortByOrder(order, SORT_FIELDS, { field: 'created_at', direction: 'desc' });

export interface TaskPageQuery {
  page?: number;
  limit?: number;
  order?: TaskOrder;
}

/**
 * One page of the live tasks matching `where` that the caller may read (rows whose scope
 * keys share one of the caller's), sorted in SQL; portal users get PortalTaskViews. The
 * one list path of GET v1/tasks, a protocol's linked tasks and a contact's tasks.
 */
export async function pageOfTasks(
  reader: TaskReader,
  accountId: string,
  actor: PolicyActor,
  where: Record<string, FieldFilter>,
  query: TaskPageQuery,
  search?: FindQuery['search'],
): Promise<TaskListView> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const keys = await reader.scopeKeys(accountId, actor);
  if (keys === null) return { data: [], meta: { page, limit, total: 0 } };
  const found = await reader.rows(accountId).find({
    where: { ...where, deleted: false, scope: { overlaps: keys } },
    search,
    sort: taskSort(query.order),
    page,
    limit,
    countLimit: TASK_COUNT_LIMIT,
  });
  return {
    data: await reader.facesFor(
      accountId,
      actor,
      found.items.map((row) => row.view),
    ),
    meta: { page: found.page, limit: found.limit, total: found.total, ...(found.totalCapped ? { total_capped: true } : {}) },
  };
}
