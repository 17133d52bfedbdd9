import type { TaskOrder } from '@kollab/contracts';

/**
 * The /tasks list query (GET v1/tasks): paging, order and every filter of the seed. It lives in the
 * URL (shareable, the back button works): each field is a search parameter of the same name.
 */
export interface TasksQuery {
  page: number;
  limit: number;
  order: TaskOrder;
  search: string;
  /** A day `YYYY-MM-DD` or a range `from..to` (either end open). */
  due_date: string;
  assignee: string;
  /** The caller's own status as an assignee. */
  user_status: string;
  author: string;
  published_status: string;
  status: string;
  team: string;
  hide_resolved: boolean;
}

export const TASK_PAGE_SIZES = [10, 25, 50, 100] as const;

export const DEFAULT_TASKS_QUERY: TasksQuery = {
  page: 1,
  limit: 25,
  order: '-created_at',
  search: '',
  due_date: '',
  assignee: '',
  user_status: '',
  author: '',
  published_status: '',
  status: '',
  team: '',
  hide_resolved: false,
};
