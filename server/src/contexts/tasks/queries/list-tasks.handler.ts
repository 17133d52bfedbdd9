import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseDueDateFilter, type ListTasksQuery, type PolicyActor, type TaskListView } from '@kollab/contracts';
import type { FieldFilter, FindQuery } from '../../../core/read-store/read-store';
import { pageOfTasks } from './task-page';
import { TaskReader } from './task-reader';

export class ListTasks {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListTasksQuery,
  ) {}
}

/**
 * The tasks the caller may read (rows whose scope keys share one of the caller's), filtered
 * and sorted in SQL; portal users get PortalTaskViews.
 */
@QueryHandler(ListTasks)
export class ListTasksHandler implements IQueryHandler<ListTasks, TaskListView> {
  constructor(private readonly reader: TaskReader) {}

  execute({ accountId, actor, query }: ListTasks): Promise<TaskListView> {
    const { where, search } = taskListFilter(actor, query);
    return pageOfTasks(this.reader, accountId, actor, where, query, search);
  }
}

/** The rows GET v1/tasks' filters ask for (shared with the tasks export): the row filters and the search. */
export function taskListFilter(
  actor: Pick<PolicyActor, 'userId'>,
  query: ListTasksQuery,
): { where: Record<string, FieldFilter>; search?: FindQuery['search'] } {
  const where: Record<string, FieldFilter> = {};
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
  return { where, ...(search ? { search: { text: search, fields: ['title', 'number'] } } : {}) };
}
