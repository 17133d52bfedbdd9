import { Controller, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListTasksQuery, type Locale, type PortalTaskView, type TaskListView, type TaskView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { pdfResponse } from '../../../core/print/pdf-response';
import type { PrintDocument } from '../../../core/print/print-document';
import { PrintJobs } from '../../../core/print/print-jobs';
import { printLabel } from '../../../core/print/print-labels';
import { namesOf, PrintNames } from '../../../core/print/print-names';
import { PrintLocale } from '../../../core/print/print-locale.decorator';
import { PrintRoute } from '../../../core/print/print-route';
import { htmlToBlocks, printDate } from '../../../core/print/print-text';
import { ACCOUNT_LETTERHEADS, type AccountLetterheads } from '../../accounts/public/account-letterhead';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { ListTasks } from '../queries/list-tasks.handler';
import { TaskReader } from '../queries/task-reader';
import { TaskCallers } from './task-caller';
import { TaskIdPipe } from './task-path.pipes';
import { TasksAppGuard } from './tasks-app.guard';

/** The list print stops here (two pages of the list's largest size); the PDF says how many there were. */
export const TASK_PRINT_MAX_ROWS = 1000;
const PAGE = 500;

const assigneeIds = (task: Pick<TaskView, 'assignees'>): string[] => task.assignees.map((a) => a.user_id);

/**
 * PDFs of tasks (issue 6, seed §7 Tasks): the filtered list and one task, rendered by
 * PrintTasksJob. The same policy as the reads: a task the caller may not read is 404
 * `tasks.task_not_found`; the list holds only readable tasks; portal users get the
 * fields of their PortalTaskView (no team). Registered before TasksController, so that
 * `print` is not taken for a task id.
 */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems, neither role user nor contact (auth.forbidden), tasks app off (tasks.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(TasksAppGuard)
@Controller('v1/tasks')
export class TaskPrintController {
  private readonly names: PrintNames;

  constructor(
    private readonly queries: QueryBus,
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
    private readonly prints: PrintJobs,
    @Inject(ACCOUNT_LETTERHEADS) accounts: AccountLetterheads,
    @Inject(TEAM_NAMES) teams: TeamNames,
    @Inject(USER_DIRECTORY) users: UserDirectory,
    @Inject(TYPE_CATALOG) types: TypeCatalog,
  ) {
    this.names = new PrintNames({ accounts, users, teams, types }, 'task');
  }

  @PrintRoute(
    'print',
    'The task list as a PDF: the filters and order of GET v1/tasks (page and limit ignored), at most 1000 readable tasks: number, title, status, due date, assignees',
  )
  @ApiResponse({ status: 422, description: 'bad order or filter (tasks.due_date_filter_invalid); unknown query parameter' })
  async printList(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListTasksQuery,
    @PrintLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { actor } = await this.callers.of(accountId, principal);
    const filtered = { ...query, page: undefined, limit: PAGE };
    const first = await this.queries.execute<ListTasks, TaskListView>(new ListTasks(accountId, actor, { ...filtered, page: 1 }));
    const rest =
      first.meta.total > PAGE
        ? await this.queries.execute<ListTasks, TaskListView>(new ListTasks(accountId, actor, { ...filtered, page: 2 }))
        : undefined;
    const tasks = [...first.data, ...(rest?.data ?? [])].slice(0, TASK_PRINT_MAX_ROWS);
    const label = (key: string) => printLabel(locale, key);
    const users = await this.names.users(tasks.flatMap(assigneeIds));
    const document: PrintDocument = {
      ...(await this.names.head(accountId, locale)),
      title: label('tasks'),
      fields: [],
      sections: [],
      table: {
        columns: [label('number'), label('title'), label('status'), label('due_date'), label('assignees')],
        widths: [12, 38, 14, 12, 24],
        rows: tasks.map((task) => [
          task.number ?? '',
          task.title,
          label(`status.${task.status}`),
          printDate(task.due_date),
          namesOf(assigneeIds(task), users),
        ]),
      },
      note: `${tasks.length} ${label('of')} ${first.meta.total} ${label('tasks')}`,
    };
    const pdf = await this.prints.print(accountId, document);
    return pdfResponse(response, pdf, `${label('tasks')}-${new Date().toISOString().slice(0, 10)}`);
  }

  @PrintRoute(':id/print', 'One task as a PDF: number, title, type, team (staff), status, priority, dates, assignees and the description as text')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 404, description: 'tasks.task_not_found: unknown, deleted, of another account or not readable' })
  async printOne(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
    @PrintLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { actor } = await this.callers.of(accountId, principal);
    const task: TaskView | PortalTaskView = await this.reader.faceFor(accountId, actor, (await this.reader.readable(accountId, actor, id)).view);
    const label = (key: string) => printLabel(locale, key);
    const users = await this.names.users(assigneeIds(task));
    const team = 'team' in task && task.team ? await this.names.teams(accountId, [task.team]) : undefined;
    const item = await this.names.item(accountId, locale, task);
    const document: PrintDocument = {
      ...(await this.names.head(accountId, locale)),
      title: item.title,
      fields: [
        ...item.fields,
        ...(team ? [{ label: label('team'), value: team.join(', ') }] : []),
        { label: label('status'), value: label(`status.${task.status}`) },
        { label: label('priority'), value: label(`priority.${task.priority}`) },
        { label: label('start_date'), value: printDate(task.start_date) },
        { label: label('due_date'), value: printDate(task.due_date) },
        { label: label('assignees'), value: namesOf(assigneeIds(task), users) },
      ],
      sections: [{ heading: label('description'), blocks: htmlToBlocks(task.description) }],
    };
    const pdf = await this.prints.print(accountId, document);
    return pdfResponse(response, pdf, task.number ?? `${label('task')}-${task.id.slice(0, 8)}`);
  }
}
