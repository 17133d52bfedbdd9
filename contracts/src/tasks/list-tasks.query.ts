import { ValidateBy } from 'class-validator';
import { QueryBoolean } from '../validation/query-values';
import { Bool, MaxLen, OneOf, Optional, Text } from '../validation/rules';
import { PageQuery } from '../validation/page-query';
import { TASK_ASSIGNEE_STATUSES, isDueDateFilter, TASK_STATUSES, type TaskAssigneeStatus, type TaskStatus } from './task.rules';

/** Fields GET v1/tasks sorts by; `-field` sorts descending. Default `-created_at`. */
export const TASK_ORDER_FIELDS = ['created_at', 'updated_at', 'title', 'number', 'due_date', 'start_date', 'priority', 'status'] as const;
export const TASK_ORDERS = [...TASK_ORDER_FIELDS, ...TASK_ORDER_FIELDS.map((field) => `-${field}` as const)];
export type TaskOrder = (typeof TASK_ORDERS)[number];
export const TASK_PUBLISHED_STATUSES = ['draft', 'published'] as const;

const DueDateFilter = (): PropertyDecorator =>
  ValidateBy({ name: 'dueDateFilter', validator: { validate: isDueDateFilter, defaultMessage: () => 'tasks.due_date_filter_invalid' } });

/**
 * GET v1/tasks (seed §7; Express keeps the brackets, so each filter is its own field):
 * page, limit, order, and
 * - `filter[search]`: every word in the title or the number;
 * - `filter[due_date]`: a day `2026-03-01` or a range `2026-03-01..2026-03-31` (an end may be left open);
 * - `filter[assignee]`: a user id among the assignees;
 * - `filter[user_status]`: the caller's own status as an assignee (tasks they are not assigned to drop out);
 * - `filter[author]`: the creator's user id;
 * - `filter[published_status]`: draft or published;
 * - `filter[status]`: open, in_progress, closed or overdue;
 * - `filter[team]`: a team id;
 * - `filter[hide_resolved]`: true leaves out closed tasks.
 * Only tasks the caller may read are listed (the policy's read scope).
 */
export class ListTasksQuery extends PageQuery {
  @Optional()
  @OneOf(TASK_ORDERS)
  order?: TaskOrder;

  @Optional()
  @Text()
  @MaxLen(255)
  'filter[search]'?: string;

  @Optional()
  @Text()
  @DueDateFilter()
  'filter[due_date]'?: string;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[assignee]'?: string;

  @Optional()
  @OneOf(TASK_ASSIGNEE_STATUSES)
  'filter[user_status]'?: TaskAssigneeStatus;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[author]'?: string;

  @Optional()
  @OneOf(TASK_PUBLISHED_STATUSES)
  'filter[published_status]'?: (typeof TASK_PUBLISHED_STATUSES)[number];

  @Optional()
  @OneOf(TASK_STATUSES)
  'filter[status]'?: TaskStatus;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[team]'?: string;

  @Optional()
  @QueryBoolean()
  @Bool()
  'filter[hide_resolved]'?: boolean;
}

/**
 * Tasks linked to something (GET v1/protocols/{id}/tasks, GET v1/contacts/{id}/tasks):
 * page, limit and order as GET v1/tasks (`-created_at` by default); only the tasks the
 * caller may read.
 */
export class LinkedTasksQuery extends PageQuery {
  @Optional()
  @OneOf(TASK_ORDERS)
  order?: TaskOrder;
}
