import { Type } from 'class-transformer';
import { IsNumber, IsObject, ValidateNested } from 'class-validator';
import { NotBlank, YmdDate } from '../contacts/contact.rules';
import { AtLeast, AtMost, Bool, ID_MAX, IdList, Int, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import {
  TASK_ASSIGNEE_STATUSES,
  TASK_CLAIMS_MAX,
  TASK_ESTIMATION_MAX,
  TASK_ESTIMATION_UNITS,
  SETTABLE_TASK_STATUSES,
  TASK_COMMENT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  TASK_TITLE_MAX,
  TASK_WATCH_STATUSES,
  type TaskAssigneeStatus,
  type TaskEstimationUnit,
  type SettableTaskStatus,
  type TaskPriority,
  type TaskWatchStatus,
} from './task.rules';
import { TaskRepeatInput } from './task-repeat';

export class TaskEstimationInput {
  @Required()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'validation.invalid' })
  @AtLeast(0)
  @AtMost(TASK_ESTIMATION_MAX)
  value!: number;

  @Required()
  @OneOf(TASK_ESTIMATION_UNITS)
  unit!: TaskEstimationUnit;
}

/** The fields POST and PATCH share; on PATCH each is optional and `null` clears an optional one. */
class TaskFieldsInput {
  /** A task type id of the account (GET v1/account_manager/task_types). */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  type?: string | null;

  /** A team id of the account; creating in (or moving to) a team needs `create` there. */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  team?: string | null;

  /**
   * Claim type ids of the account (GET v1/account_manager/claim_types). Only a task whose type
   * has `is_claim` may have claims (422 `tasks.claims_need_claim_type`); an id that is not a
   * claim type of the account is 422 `tasks.claim_unknown`. On PATCH the list replaces the
   * old one; `[]` or `null` clears it.
   */
  @Optional()
  @IdList(TASK_CLAIMS_MAX)
  claims?: string[] | null;

  /** Rich text, sanitised on write. */
  @Optional()
  @Text()
  @MaxLen(TASK_DESCRIPTION_MAX)
  description?: string | null;

  @Optional()
  @OneOf(TASK_PRIORITIES)
  priority?: TaskPriority;

  @Optional()
  @Text()
  @YmdDate()
  start_date?: string | null;

  /** Not before start_date. */
  @Optional()
  @Text()
  @YmdDate()
  due_date?: string | null;

  @Optional()
  @IsObject({ message: 'validation.invalid' })
  @ValidateNested()
  @Type(() => TaskEstimationInput)
  estimation?: TaskEstimationInput | null;

  /** Left out on create: COMMENTS_ENABLED_BY_DEFAULT (on). */
  @Optional()
  @Bool()
  comments_enabled?: boolean;

  /** true publishes (needs team and type), false makes it a draft again. */
  @Optional()
  @Bool()
  published?: boolean;

  /**
   * Recurring tasks (account flag `apps.tasks.recurring`, else 403 `tasks.recurring_disabled`):
   * the task repeats; the series' first day is its `due_date` (needed: 422
   * `tasks.repeat_needs_date`). On PATCH a rule changes the series from this task on (on the
   * newest occurrence only: 422 `tasks.repeat_not_newest`), `null` ends it.
   */
  @Optional()
  @IsObject({ message: 'validation.invalid' })
  @ValidateNested()
  @Type(() => TaskRepeatInput)
  repeat?: TaskRepeatInput | null;
}

/** POST v1/tasks (seed §3, §5): title required; the rest optional (a draft needs no team or type). */
export class CreateTaskInput extends TaskFieldsInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(TASK_TITLE_MAX)
  title!: string;
}

/** PATCH v1/tasks/{id}: the fields sent change; `version` (or If-Match) guards against lost updates. */
export class ChangeTaskInput extends TaskFieldsInput {
  @Optional()
  @Text()
  @NotBlank()
  @MaxLen(TASK_TITLE_MAX)
  title?: string;

  /** The version the edit is based on (instead of If-Match; both must agree). */
  @Optional()
  @Int()
  @AtLeast(1)
  version?: number;
}

/** PATCH v1/tasks/{id}/status. */
export class TaskStatusInput {
  @Required()
  @OneOf(SETTABLE_TASK_STATUSES)
  status!: SettableTaskStatus;
}

/** PATCH v1/tasks/{id}/watch: the caller watches the task (is told of its changes) or not. */
export class TaskWatchInput {
  @Required()
  @OneOf(TASK_WATCH_STATUSES)
  status!: TaskWatchStatus;
}

/** POST v1/tasks/{id}/assignees and /viewers: an active member of the account. */
export class TaskUserInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  user_id!: string;
}

/** PATCH v1/tasks/{id}/assignees/{user}: the assignee's own status, set by that assignee. */
export class TaskAssigneeStatusInput {
  @Required()
  @OneOf(TASK_ASSIGNEE_STATUSES)
  status!: TaskAssigneeStatus;
}

/** POST v1/tasks/{id}/comments, PUT …/comments/{cid}. */
export class TaskCommentInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(TASK_COMMENT_MAX)
  body!: string;
}

/** POST v1/tasks/{id}/contacts: link a contact (not public unless said). */
export class TaskContactInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  contact_id!: string;

  @Optional()
  @Bool()
  public?: boolean;
}

/** PUT v1/tasks/{id}/contacts/{cid}: share the task into the contact's portal, or not. */
export class TaskContactVisibilityInput {
  @Required()
  @Bool()
  public!: boolean;
}

/**
 * POST v1/tasks/{id}/protocols {protocol_id}: link a protocol the caller may read. Also
 * DELETE v1/tasks/{id}/protocols (the seed shows no id in the path): `protocol_id` as a
 * query parameter (`?protocol_id=`) or in the body.
 */
export class TaskProtocolInput {
  @Required()
  @Text()
  @MaxLen(ID_MAX)
  protocol_id!: string;
}

/** DELETE v1/tasks/{id}/protocols?protocol_id=…: the query form of TaskProtocolInput (the body form is allowed too). */
export class TaskProtocolQuery {
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  protocol_id?: string;
}

/** DELETE v1/tasks/{id}/protocols with a body: `protocol_id` there (or in the query). */
export class TaskProtocolBody {
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  protocol_id?: string;
}
