import { Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { TaskFileListView, WriteResult } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { DocumentUpload } from '../../../core/files/document-upload';
import { DocumentUploadRoute, UploadedDocument } from '../../../core/files/document-upload.interceptor';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { AddTaskFile, type TaskFileAdded } from '../commands/add-task-file.handler';
import { TaskReader } from '../queries/task-reader';
import { TaskActions } from './task-actions';
import { TaskCallers } from './task-caller';
import { FileIdPipe, TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';

/**
 * Files attached to a task (seed §7: GET …/files, DELETE …/files/{fid}; upload designed
 * here as POST …/files with multipart field `file`). Whoever reads the task lists its
 * files and downloads them (GET v1/files/{id}, asked of the policy per download);
 * uploading and removing need `edit`. Each upload and removal is an event of the task
 * (TaskFileAdded/TaskFileRemoved), so its history shows them.
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
@Controller('v1/tasks/:id/files')
export class TaskFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly writes: WriteRoutes,
    private readonly actions: TaskActions,
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The files of the task (download each from its `url`, GET v1/files/{id})' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('TaskFileListView')
  @ApiResponse({ status: 404, description: 'tasks.task_not_found: unknown, deleted, of another account, or not readable' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
  ): Promise<TaskFileListView> {
    const { actor } = await this.callers.of(accountId, principal);
    return { data: (await this.reader.readable(accountId, actor, id)).view.files };
  }

  @Post()
  @DocumentUploadRoute('The file')
  @TaskWriteRoute(
    "Attach a file (multipart field `file`; TaskFileAdded; `edit` on the task). The WriteResult names the new file, its version is the task's",
    'tasks.task_not_found',
    201,
  )
  async add(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @UploadedDocument() upload: DocumentUpload): Promise<WriteResult> {
    const { actor } = await this.callers.of(call.accountId, call.principal);
    const added = await this.commands.execute<AddTaskFile, TaskFileAdded>(new AddTaskFile(call.context, actor, id, upload, call.basedOn));
    return this.writes.respond(call, added.fileId, added.result, 201);
  }

  @Delete(':fid')
  @TaskWriteRoute(
    'Remove a file (TaskFileRemoved; `edit` on the task); its bytes are deleted, the history keeps its facts',
    'tasks.task_not_found, tasks.file_not_found',
  )
  @ApiParam({ name: 'fid', format: 'uuid', description: 'The file id' })
  remove(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Param('fid', FileIdPipe) fileId: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'RemoveTaskFile', data: { file_id: fileId } });
  }
}
