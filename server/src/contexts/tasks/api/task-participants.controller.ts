import { Body, Controller, Delete, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { TaskAssigneeStatusInput, TaskUserInput, type WriteResult } from '@kollab/contracts';
import { Roles } from '../../../core/auth/auth.decorators';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { TaskFactsReader } from '../commands/task-facts.reader';
import { TaskActions, type TaskActionRequest } from './task-actions';
import { TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';

const USER_PARAM = ApiParam({ name: 'user', description: 'The user id' });
const NOT_ACTIVE = ApiResponse({ status: 422, description: 'user_id not an active member of the account (tasks.member_not_active)' });

/**
 * Assignees (each with their own status) and viewers of a task. Adding and removing them
 * needs `edit`; an assignee sets their own status (anyone else: 403). Adding someone who is
 * there already changes nothing (same version).
 */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Roles('user', 'contact')
@UseGuards(TasksAppGuard)
@Controller('v1/tasks/:id')
export class TaskParticipantsController {
  constructor(
    private readonly actions: TaskActions,
    private readonly facts: TaskFactsReader,
  ) {}

  @Post('assignees')
  @TaskWriteRoute('Assign an active member (TaskAssigned, their status open); `edit` permission', 'tasks.task_not_found', 201)
  @NOT_ACTIVE
  assign(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskUserInput): Promise<WriteResult> {
    return this.add('AssignTask', { call, id, permission: 'edit', status: 201 }, input.user_id);
  }

  @Delete('assignees/:user')
  @TaskWriteRoute('Unassign (TaskUnassigned); `edit` permission', 'tasks.task_not_found, tasks.assignee_not_found')
  @USER_PARAM
  unassign(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Param('user') user: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'UnassignTask', data: { user_id: user } });
  }

  @Patch('assignees/:user')
  @TaskWriteRoute(
    'The assignee sets their own status open, in_progress or closed (TaskAssigneeStatusChanged); anyone else 403',
    'tasks.task_not_found, tasks.assignee_not_found',
  )
  @USER_PARAM
  assigneeStatus(
    @Write() call: WriteCall,
    @Param('id', TaskIdPipe) id: string,
    @Param('user') user: string,
    @Body() input: TaskAssigneeStatusInput,
  ): Promise<WriteResult> {
    return this.actions.act(
      { call, id, permission: 'read' },
      { type: 'ChangeAssigneeStatus', data: { user_id: user, status: input.status, actorId: call.principal.userId } },
    );
  }

  @Post('viewers')
  @TaskWriteRoute('Add a viewer: an active member who may read the published task (TaskViewerAdded); `edit` permission', 'tasks.task_not_found', 201)
  @NOT_ACTIVE
  addViewer(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskUserInput): Promise<WriteResult> {
    return this.add('AddTaskViewer', { call, id, permission: 'edit', status: 201 }, input.user_id);
  }

  @Delete('viewers/:user')
  @TaskWriteRoute('Remove a viewer (TaskViewerRemoved); `edit` permission', 'tasks.task_not_found, tasks.viewer_not_found')
  @USER_PARAM
  removeViewer(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Param('user') user: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'RemoveTaskViewer', data: { user_id: user } });
  }

  /** Assignees and viewers are active members of the account (the decider refuses others). */
  private async add(type: 'AssignTask' | 'AddTaskViewer', request: TaskActionRequest, userId: string): Promise<WriteResult> {
    const active = await this.facts.activeMember(request.call.accountId, userId);
    return this.actions.act(request, { type, data: { user_id: userId, active } });
  }
}
