import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseDueDateFilter, type ListTasksQuery, type PolicyActor, type TaskListView, type TaskOrder } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, type FieldFilter, type SortField } from '../../../core/read-store/read-store';
import { TaskReader, viewFor } from './task-reader';

export class ListTasks {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListTasksQuery,
  ) {}
}

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

function sortOf(order: TaskOrder = '-created_at'): SortField[] {
  const descending = order.startsWith('-');
  return [{ field: SORT_FIELDS[descending ? order.slice(1) : order], direction: descending ? 'desc' : 'asc' }, { field: 'created_at', direction: 'desc' }];
}

/**
 * The tasks the caller may read (rows whose scope keys share one of the caller's), filtered
 * and sorted in SQL; portal users get PortalTaskViews.
 */
@QueryHandler(ListTasks)
export class ListTasksHandler implements IQueryHandler<ListTasks, TaskListView> {
  constructor(private readonly reader: TaskReader) {}

  async execute({ accountId, actor, query }: ListTasks): Promise<TaskListView> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const keys = await this.reader.scopeKeys(accountId, actor);
    if (keys === null) return { data: [], meta: { page, limit, total: 0 } };
    const where: Record<string, FieldFilter> = { deleted: false, scope: { overlaps: keys } };
    const dueDate = query['filter[due_date]'] ? parseDueDateFilter(query['filter[due_date]']) : undefined;
    if (dueDate) where.due_date = { ...(dueDate.from ? { gte: dueDate.from } : {}), ...(dueDate.to ? { lte: dueDate.to } : {}), exists: true };
    if (query['filter[assignee]']) where.assignees = { contains: query['filter[assignee]'] };
    if (query['filter[user_status]']) where.assignee_statuses = { contains: `${actor.userId}:${query['filter[user_status]']}` };
    if (query['filter[author]']) where.author = query['filter[author]'];
    if (query['filter[published_status]']) where.published_status = query['filter[published_status]'];
    if (query['filter[status]']) where.status = query['filter[status]'];
    if (query['filter[team]']) where.team = query['filter[team]'];
    if (query['filter[hide_resolved]']) where.resolved = false;
    const search = query['filter[search]']?.trim();
    const found = await this.reader.rows(accountId).find({
      where,
      search: search ? { text: search, fields: ['title', 'number'] } : undefined,
      sort: sortOf(query.order),
      page,
      limit,
    });
    return { data: found.items.map((row) => viewFor(actor, row.view)), meta: { page: found.page, limit: found.limit, total: found.total } };
  }
}
