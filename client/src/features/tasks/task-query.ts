import { TASK_ASSIGNEE_STATUSES, TASK_ORDERS, TASK_PUBLISHED_STATUSES, TASK_STATUSES } from '@kollab/contracts';
import { DEFAULT_TASKS_QUERY, type TasksQuery } from './tasks-query.model';

export { DEFAULT_TASKS_QUERY, TASK_PAGE_SIZES, type TasksQuery } from './tasks-query.model';

/** The filter fields (what a saved filter keeps: everything but the page). */
export const TASK_FILTER_KEYS = [
  'search',
  'due_date',
  'assignee',
  'user_status',
  'author',
  'published_status',
  'status',
  'team',
  'hide_resolved',
] as const;
export type TaskFilterKey = (typeof TASK_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The query a URL says (unknown or bad values fall back to the defaults). */
export function queryFromParams(params: URLSearchParams): TasksQuery {
  const limit = positive(params.get('limit'), DEFAULT_TASKS_QUERY.limit);
  return {
    page: positive(params.get('page'), 1),
    limit: Math.min(limit, 500),
    order: oneOf(TASK_ORDERS, params.get('order')) || DEFAULT_TASKS_QUERY.order,
    search: params.get('search') ?? '',
    due_date: params.get('due_date') ?? '',
    assignee: params.get('assignee') ?? '',
    user_status: oneOf(TASK_ASSIGNEE_STATUSES, params.get('user_status')),
    author: params.get('author') ?? '',
    published_status: oneOf(TASK_PUBLISHED_STATUSES, params.get('published_status')),
    status: oneOf(TASK_STATUSES, params.get('status')),
    team: params.get('team') ?? '',
    hide_resolved: params.get('hide_resolved') === 'true',
  };
}

/** The URL's search parameters for a query: only what differs from the defaults, so links stay short. */
export function paramsFromQuery(query: TasksQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as Array<[keyof TasksQuery, TasksQuery[keyof TasksQuery]]>) {
    if (value === DEFAULT_TASKS_QUERY[key]) continue;
    params[key] = String(value);
  }
  return params;
}

/** The query parameters of GET v1/tasks (and GET v1/tasks/print) for a query. */
export function apiQueryOf(query: TasksQuery, paged = true): Record<string, string | number | boolean | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return {
    ...(paged ? { page: query.page, limit: query.limit } : {}),
    order: query.order,
    'filter[search]': text(query.search),
    'filter[due_date]': text(query.due_date),
    'filter[assignee]': text(query.assignee),
    'filter[user_status]': text(query.user_status),
    'filter[author]': text(query.author),
    'filter[published_status]': text(query.published_status),
    'filter[status]': text(query.status),
    'filter[team]': text(query.team),
    'filter[hide_resolved]': query.hide_resolved ? true : undefined,
  };
}

/** Whether any filter is set (an empty list then says "no matches", not "no tasks yet"). */
export const isFiltered = (query: TasksQuery) => TASK_FILTER_KEYS.some((key) => query[key] !== DEFAULT_TASKS_QUERY[key]);

/** A stable key of a query (the list knows which query its rows answer). */
export const queryKey = (query: TasksQuery) => new URLSearchParams(paramsFromQuery(query)).toString();

/** The query with only its filters (page 1, the default order and size): what a saved filter holds. */
export function filtersOf(query: TasksQuery): Partial<TasksQuery> {
  return Object.fromEntries(TASK_FILTER_KEYS.filter((key) => query[key] !== DEFAULT_TASKS_QUERY[key]).map((key) => [key, query[key]]));
}
