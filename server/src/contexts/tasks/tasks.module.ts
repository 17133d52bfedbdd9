import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { DownloadableFileKinds } from '../../core/files/downloadable-file-kinds';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { PrintModule } from '../../core/print/print.module';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPE_USAGE, type TypeUsageRegistry } from '../types/public/type-catalog';
import { ContactTasksController } from './api/contact-tasks.controller';
import { TaskActions } from './api/task-actions';
import { TaskCallers } from './api/task-caller';
import { TaskCommentsController } from './api/task-comments.controller';
import { TaskContactsController } from './api/task-contacts.controller';
import { TaskFilesController } from './api/task-files.controller';
import { TaskParticipantsController } from './api/task-participants.controller';
import { TaskProtocolsController } from './api/task-protocols.controller';
import { TaskPrintController } from './api/task-print.controller';
import { ExportSources } from '../../core/export/export-sources';
import { ItemReaders } from '../../core/notify/item-readers';
import { PolicyService } from '../access/public/policy.service';
import { TaskExportSource } from './queries/task-export.source';
import { TasksAppGuard } from './api/tasks-app.guard';
import { TasksController } from './api/tasks.controller';
import { TaskAudience } from './realtime/task-audience';
import { TaskPresence } from './realtime/task-presence';
import { PerformTaskActionHandler, TASK_FILE_KIND } from './commands/perform-task-action.handler';
import { AddTaskFileHandler } from './commands/add-task-file.handler';
import { ChangeTaskHandler } from './commands/change-task.handler';
import { CreateTaskHandler } from './commands/create-task.handler';
import { MarkTaskOverdueHandler } from './commands/mark-task-overdue.handler';
import { RemindTaskDueHandler } from './commands/remind-task-due.handler';
import { TaskFactsReader } from './commands/task-facts.reader';
import { MarkTaskOverdueJob } from './jobs/mark-task-overdue.job';
import { RemindTaskDueJob } from './jobs/remind-task-due.job';
import { CreateTaskOccurrenceJob } from './jobs/create-task-occurrence.job';
import { taskListProjection } from './projections/task-list.projection';
import { TASK_LINKS } from './public/task-links';
import { TaskLinksService } from './public/task-links.service';
import { ListTasksHandler } from './queries/list-tasks.handler';
import { TaskFileAccess } from './queries/task-file-access';
import { TaskHistoryReader } from './queries/task-history.reader';
import { TaskReader } from './queries/task-reader';
import { scheduleOverdueCheckReaction } from './reactions/schedule-overdue-check.reaction';
import { scheduleDueReminderReaction } from './reactions/schedule-due-reminder.reaction';
import { scheduleTaskOccurrenceReaction } from './reactions/schedule-task-occurrence.reaction';
import { EventSourcedRepository } from '../../core/aggregates/event-sourced-repository';
import { TaskNumberCounter } from './store/task-number-counter';
import { TASKS_SCHEMA, TASKS_SCHEMA_LOCK } from './store/tasks.schema';

/**
 * The tasks context (issue 6): tasks, their assignees, viewers, watchers, comments, linked
 * contacts and protocols, and files; a contact's tasks tab (GET v1/contacts/{id}/tasks).
 * Global because it provides TASK_LINKS to the protocols context.
 */
@Global()
@Module({
  imports: [PrintModule],
  controllers: [
    TaskPrintController,
    TasksController,
    TaskParticipantsController,
    TaskCommentsController,
    TaskContactsController,
    TaskProtocolsController,
    TaskFilesController,
    ContactTasksController,
  ],
  providers: [
    CreateTaskHandler,
    ChangeTaskHandler,
    PerformTaskActionHandler,
    AddTaskFileHandler,
    TaskFileAccess,
    TaskLinksService,
    { provide: TASK_LINKS, useExisting: TaskLinksService },
    MarkTaskOverdueHandler,
    RemindTaskDueHandler,
    ListTasksHandler,
    TaskFactsReader,
    TaskNumberCounter,
    TaskReader,
    TaskHistoryReader,
    TaskCallers,
    TaskActions,
    TasksAppGuard,
    TaskAudience,
    TaskPresence,
    MarkTaskOverdueJob,
    RemindTaskDueJob,
    CreateTaskOccurrenceJob,
    TaskExportSource,
  ],
  exports: [TASK_LINKS],
})
export class TasksModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly overdue: MarkTaskOverdueJob,
    private readonly dueReminder: RemindTaskDueJob,
    private readonly occurrences: CreateTaskOccurrenceJob,
    private readonly repository: EventSourcedRepository,
    private readonly reader: TaskReader,
    private readonly downloadable: DownloadableFileKinds,
    private readonly fileAccess: TaskFileAccess,
    @Inject(TYPE_USAGE) private readonly typeUsage: TypeUsageRegistry,
    private readonly exportSources: ExportSources,
    private readonly itemReaders: ItemReaders,
    private readonly policy: PolicyService,
    private readonly exportSource: TaskExportSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, TASKS_SCHEMA_LOCK, TASKS_SCHEMA);
    this.projections.register(taskListProjection);
    this.jobs.register(this.overdue);
    this.jobs.register(this.dueReminder);
    this.jobs.register(this.occurrences);
    this.reactions.register(scheduleOverdueCheckReaction());
    this.reactions.register(scheduleDueReminderReaction());
    this.reactions.register(scheduleTaskOccurrenceReaction(this.repository));
    this.exportSources.register(this.exportSource);
    // Notifications about a task are delivered to who may read it now.
    this.itemReaders.register(
      'task',
      async (accountId, userId, ids) => {
        const actor = await this.policy.currentActor(accountId, userId);
        return actor ? this.reader.readableIds(accountId, actor, ids) : new Set<string>();
      },
      (accountId, ids) => this.reader.readersOf(accountId, ids),
    );
    // Task files: GET v1/files/{id} serves them to whoever may read their task.
    this.downloadable.allowWhen(TASK_FILE_KIND, (request) => this.fileAccess.mayDownload(request));
    // A task type in use by a live task cannot be deleted.
    this.typeUsage.register({
      kind: 'task',
      countUsing: async (accountId, typeId) =>
        (await this.reader.rows(accountId).find({ where: { deleted: false, 'state.type': typeId }, limit: 1 })).total,
    });
    // A claim type that live tasks name among their claims cannot be deleted.
    this.typeUsage.register({
      kind: 'claim',
      countUsing: async (accountId, typeId) =>
        (await this.reader.rows(accountId).find({ where: { deleted: false, 'state.claims': { contains: typeId } }, limit: 1 })).total,
    });
  }
}
