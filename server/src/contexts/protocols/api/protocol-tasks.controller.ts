import { Body, Controller, Delete, Get, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { LinkedTasksQuery, ProtocolTaskInput, type PolicyActor, type TaskListView, type WriteResult, DomainRefusal } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { TASK_LINKS, type TaskLinks } from '../../tasks/public/task-links';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolReader } from '../queries/protocol-reader';
import { LinkedTaskIdPipe, ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolsAppGuard } from './protocols-app.guard';

const LINK_WRITE_RESULT =
  "WriteResult: `id` and `version` are the protocol's (unchanged: the link is kept on the task's stream), `position` the link's event";

/**
 * Tasks linked to a protocol (seed §7: GET, POST v1/protocols/{id}/tasks {task_id},
 * DELETE v1/protocols/{id}/tasks/{tid}). A link is one fact with GET v1/tasks/{id}/protocols:
 * it is kept on the task's stream (TaskProtocolLinked/Unlinked, through the tasks
 * context's TASK_LINKS), so both sides always agree and the task's history shows it.
 * Linking needs `edit` on the protocol and read on the task; unlinking `edit` on the
 * protocol; the list shows the linked tasks the caller may read.
 */
@ApiTags('protocols')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), wrong role (auth.forbidden), protocols app off (protocols.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(ProtocolsAppGuard)
@Controller('v1/protocols/:id/tasks')
export class ProtocolTasksController {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
    @Inject(TASK_LINKS) private readonly tasks: TaskLinks,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The linked tasks the caller may read: page, limit, order (as GET v1/tasks, `-created_at` by default)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('TaskListView', { description: 'the linked tasks the caller may read, as GET v1/tasks' })
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found: unknown, deleted, of another account, or not readable' })
  @ApiResponse({ status: 422, description: 'bad page, limit or order' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ProtocolIdPipe) id: string,
    @Query() query: LinkedTasksQuery,
  ): Promise<TaskListView> {
    const actor = await this.access.actor({ ...principal, accountId });
    const view = await this.reader.protocol(accountId, id);
    if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertReads(accountId, actor, view);
    return this.tasks.linkedToProtocol(accountId, actor, id, query);
  }

  @Post()
  @ApiOperation({ summary: 'Link a task the caller may read (TaskProtocolLinked on the task; `edit` on the protocol); linked already: nothing' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult', { status: 201, description: LINK_WRITE_RESULT })
  @ApiResponse({ status: 403, description: 'auth.forbidden: the caller reads the protocol but may not edit it' })
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found' })
  @ApiResponse({ status: 422, description: 'task_id required; not a live task of the account the caller may read (protocols.task_unknown)' })
  async link(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Body() input: ProtocolTaskInput): Promise<WriteResult> {
    const { actor, version } = await this.editable(call.accountId, call.principal, id);
    const linked = await this.tasks.linkProtocol(call.context, actor, input.task_id.trim(), id);
    if (typeof linked === 'string') throw DomainRefusal.fields({ task_id: [{ key: 'protocols.task_unknown' }] });
    return this.answer(call, id, version, linked, 201);
  }

  @Delete(':tid')
  @ApiOperation({ summary: 'Unlink the task (TaskProtocolUnlinked on the task; `edit` on the protocol)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'tid', format: 'uuid', description: 'The linked task' })
  @ApiAnswer('WriteResult', { description: LINK_WRITE_RESULT })
  @ApiResponse({ status: 403, description: 'auth.forbidden: the caller reads the protocol but may not edit it' })
  @ApiResponse({ status: 404, description: 'protocols.protocol_not_found; protocols.task_not_linked' })
  async unlink(
    @Write() call: WriteCall,
    @Param('id', ProtocolIdPipe) id: string,
    @Param('tid', LinkedTaskIdPipe) taskId: string,
  ): Promise<WriteResult> {
    const { version } = await this.editable(call.accountId, call.principal, id);
    const unlinked = await this.tasks.unlinkProtocol(call.context, taskId, id);
    if (typeof unlinked === 'string') throw DomainRefusal.notFound('protocols.task_not_linked');
    return this.answer(call, id, version, unlinked);
  }

  /** The caller and the protocol's version, once the policy allowed `edit` on the live protocol (404 unreadable, 403 not editable). */
  private async editable(accountId: string, principal: RequestPrincipal, id: string): Promise<{ actor: PolicyActor; version: number }> {
    const actor = await this.access.actor({ ...principal, accountId });
    const row = await this.reader.index(accountId).get(id);
    if (!row || row.status !== 'active') throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertMay(accountId, actor, 'edit', row.state);
    return { actor, version: row.version };
  }

  /** The protocol's WriteResult once the read models reached the link's event (its position). */
  private answer(call: WriteCall, id: string, version: number, result: AppendResult, status: 200 | 201 = 200): Promise<WriteResult> {
    return this.writes.respond(call, id, { ...result, version }, status);
  }
}
