import { Body, Controller, Delete, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { TaskCommentInput, type WriteResult } from '@kollab/contracts';
import { Roles } from '../../../core/auth/auth.decorators';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { TaskActions } from './task-actions';
import { CommentIdPipe, TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';
import { newId } from '../../../core/aggregates/new-id';

const COMMENT_PARAM = ApiParam({ name: 'cid', format: 'uuid', description: 'The comment id' });
const DISABLED = ApiResponse({ status: 409, description: 'tasks.comments_disabled (or a stale If-Match: concurrency.wrong_expected_version)' });

/**
 * Comments on a task (staff only: the portal view has none). Anyone who reads the task
 * comments while comments are enabled; only a comment's author changes or deletes it
 * (deleting stays possible after comments were disabled). The body is plain text.
 */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Roles('user')
@UseGuards(TasksAppGuard)
@Controller('v1/tasks/:id/comments')
export class TaskCommentsController {
  constructor(private readonly actions: TaskActions) {}

  @Post()
  @TaskWriteRoute(
    "Comment on the task (TaskCommentAdded); the WriteResult names the new comment, its version is the task's",
    'tasks.task_not_found',
    201,
  )
  @DISABLED
  @ApiResponse({ status: 422, description: 'body required, max 10000' })
  add(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskCommentInput): Promise<WriteResult> {
    const commentId = newId();
    return this.actions.act({ call, id, permission: 'read', status: 201, resultId: commentId }, (now) => ({
      type: 'AddTaskComment',
      data: { comment_id: commentId, body: input.body, actor: { userId: call.principal.userId, now } },
    }));
  }

  @Put(':cid')
  @TaskWriteRoute("Change one's own comment (TaskCommentChanged); someone else's: 403", 'tasks.task_not_found, tasks.comment_not_found')
  @COMMENT_PARAM
  @DISABLED
  change(
    @Write() call: WriteCall,
    @Param('id', TaskIdPipe) id: string,
    @Param('cid', CommentIdPipe) commentId: string,
    @Body() input: TaskCommentInput,
  ): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'read' }, (now) => ({
      type: 'ChangeTaskComment',
      data: { comment_id: commentId, body: input.body, actor: { userId: call.principal.userId, now } },
    }));
  }

  @Delete(':cid')
  @TaskWriteRoute(
    "Delete one's own comment (TaskCommentRemoved; the history keeps it); someone else's: 403",
    'tasks.task_not_found, tasks.comment_not_found',
  )
  @COMMENT_PARAM
  remove(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Param('cid', CommentIdPipe) commentId: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'read' }, (now) => ({
      type: 'RemoveTaskComment',
      data: { comment_id: commentId, actor: { userId: call.principal.userId, now } },
    }));
  }
}
