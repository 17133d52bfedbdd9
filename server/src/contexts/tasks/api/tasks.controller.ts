import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ChangeTaskInput,
  CreateTaskInput,
  ListTasksQuery,
  TaskStatusInput,
  TASK_ORDERS,
  TaskWatchInput,
  type PortalTaskView,
  type TaskDetailView,
  type TaskListView,
  type TaskView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ChangeTask } from '../commands/change-task.handler';
import { CreateTask } from '../commands/create-task.handler';
import { ListTasks } from '../queries/list-tasks.handler';
import { TaskHistoryReader } from '../queries/task-history.reader';
import { TaskReader } from '../queries/task-reader';
import { TaskActions } from './task-actions';
import { TaskCallers } from './task-caller';
import { changedFields, createdFields } from './task-fields';
import { basedOnOf } from '../../../core/http/if-match';
import { TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';

/**
 * Tasks of the caller's account (seed §3, §4, §5, §7 Tasks): staff (role user) and portal
 * users (role contact), when the account has the tasks app. Every read and write asks the
 * one policy; tasks the caller may not read are 404 `tasks.task_not_found`.
 */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), neither role user nor contact (auth.forbidden), tasks app off (tasks.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(TasksAppGuard)
@Controller('v1/tasks')
export class TasksController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
    private readonly histories: TaskHistoryReader,
    private readonly actions: TaskActions,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The tasks the caller may read: page, limit, order, filter[search|due_date|assignee|user_status|author|published_status|status|team|hide_resolved]',
    description:
      "filter[due_date]: a day YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD (an end may be left open). filter[user_status]: the caller's own status as an assignee. " +
      'filter[search]: every word in title or number. Portal users get PortalTaskViews.',
  })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: [...TASK_ORDERS], default: '-created_at' } })
  @ApiAnswer('TaskListView')
  @ApiResponse({ status: 422, description: 'bad page, limit, order or filter (tasks.due_date_filter_invalid); unknown query parameter' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListTasksQuery,
  ): Promise<TaskListView> {
    const { actor } = await this.callers.of(accountId, principal);
    return this.queries.execute(new ListTasks(accountId, actor, query));
  }

  @Post()
  @ApiOperation({
    summary:
      'Create a task (TaskCreated, with `repeat` also TaskRepeatSet, with `published: true` also TaskPublished); numbered <type prefix>-<n> when it has a type',
  })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new task' })
  @ApiResponse({
    status: 403,
    description:
      'auth.forbidden: no `create` permission in the team (portal users: only without a team); tasks.recurring_disabled: `repeat` without the account flag apps.tasks.recurring',
  })
  @ApiResponse({
    status: 422,
    description:
      'field errors (request.validation_failed): title required/max 255, type or team unknown (validation.one_of), dates (validation.date), due_date before start_date (tasks.due_before_start), ' +
      'priority, estimation, repeat (repeat.<field>; tasks.repeat_needs_date without a due_date, tasks.repeat_until_not_after_first); ' +
      'tasks.publish_needs_team_and_type ("publishing fails without team and type")',
  })
  async create(@Write() call: WriteCall, @Body() input: CreateTaskInput): Promise<WriteResult> {
    const { actor } = await this.callers.of(call.accountId, call.principal);
    const command = new CreateTask(call.context, actor, createdFields(input), input.published ?? false, input.repeat);
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One task (ETag: its version); staff may ask ?version=N or ?at=ISO for the task as it was then (comments included)',
    description:
      'The current version carries `can: { edit, delete }`: what the one policy lets the caller do with the task now (not in past versions, pushes or list rows).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer(anyOfViews('TaskDetailView', 'TaskView', 'PortalTaskView'), {
    description: 'TaskDetailView (with `can`); with ?version/?at: TaskView or PortalTaskView',
  })
  @ApiResponse({ status: 403, description: 'auth.forbidden: portal users asking for a past version' })
  @ApiResponse({
    status: 404,
    description:
      'tasks.task_not_found: unknown, deleted, of another account, not readable, or not yet existing at that version or time; ' +
      'tenancy.other_account (with `account: { account_id, account_name }`): the task is in another account of the caller where they may read it (seed §8)',
  })
  @ApiResponse({ status: 422, description: 'bad version or at' })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaskDetailView | TaskView | PortalTaskView> {
    const { actor } = await this.callers.of(accountId, principal);
    const { row, can } = await this.reader.readableHereOrElsewhere({ ...principal, accountId }, actor, id);
    const asOf = parseAsOf({ version, at });
    if (asOf && !actor.roles.includes('user')) throw DomainRefusal.forbidden('auth.forbidden');
    const view = asOf ? await this.histories.taskAt(accountId, id, asOf) : row.view;
    if (!view) throw DomainRefusal.notFound('tasks.task_not_found');
    response.setHeader('ETag', `"${view.version}"`);
    // `can` answers for the task as it is now: a past version carries none.
    const face = await this.reader.faceFor(accountId, actor, view);
    return asOf ? face : { ...face, can };
  }

  @Get(':id/history')
  @Roles('user')
  @ApiOperation({
    summary:
      'Every change of the task: who, when, which fields (comments.<id>, comments.<id>.body, assignees.<user>.status, contacts.<id>.public, …)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({ status: 404, description: 'tasks.task_not_found: unknown, deleted, of another account or not readable' })
  async history(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
  ): Promise<{ data: HistoryEntry[] }> {
    const { actor } = await this.callers.of(accountId, principal);
    await this.reader.readable(accountId, actor, id);
    return { data: await this.histories.history(accountId, id) };
  }

  @Patch(':id')
  @TaskWriteRoute(
    'Change the fields sent (TaskChanged; TaskPublished/TaskUnpublished for `published`; TaskRepeatSet for a new `repeat` rule, TaskRepeatEnded for `repeat: null`); ' +
      'nothing when unchanged. `edit` permission; moving to a team needs `create` there; a rule needs the account flag apps.tasks.recurring (403 tasks.recurring_disabled)',
  )
  @ApiResponse({
    status: 422,
    description:
      'field errors as for POST; repeat: tasks.repeat_not_newest (the series went on past this task), tasks.repeat_count_reached; ' +
      'due_date: tasks.repeat_needs_date (a repeating task keeps a due date); tasks.publish_needs_team_and_type (also when a published task would lose team or type); bad If-Match or version',
  })
  async change(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: ChangeTaskInput): Promise<WriteResult> {
    const { actor } = await this.callers.of(call.accountId, call.principal);
    const basedOn = basedOnOf(call.basedOn, input.version);
    return this.writes.execute(call, new ChangeTask(call.context, actor, id, changedFields(input), input.published, basedOn, input.repeat), id);
  }

  @Delete(':id')
  @TaskWriteRoute('Delete the task (TaskDeleted; `delete` permission). Its history stays')
  remove(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'delete' }, { type: 'DeleteTask', data: {} });
  }

  @Patch(':id/status')
  @TaskWriteRoute(
    'Set the task status open, in_progress or closed (TaskStatusChanged; `edit` permission; overdue is set only by the system: reopening a task whose due date passed makes it overdue at once)',
  )
  @ApiResponse({ status: 422, description: 'status not one of open, in_progress, closed' })
  status(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskStatusInput): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, (now) => ({
      type: 'ChangeTaskStatus',
      data: { status: input.status, today: now.slice(0, 10) },
    }));
  }

  @Patch(':id/watch')
  @TaskWriteRoute('The caller watches the task or stops (TaskWatched/TaskUnwatched; anyone who reads it; nothing when unchanged)')
  @ApiResponse({ status: 422, description: 'status not watching or not_watching' })
  watch(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskWatchInput): Promise<WriteResult> {
    return this.actions.act(
      { call, id, permission: 'read', ifMatch: false },
      { type: 'WatchTask', data: { user_id: call.principal.userId, watching: input.status === 'watching' } },
    );
  }
}
