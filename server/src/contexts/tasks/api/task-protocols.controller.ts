import { Body, Controller, Delete, Get, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  LinkedProtocolsQuery,
  TaskProtocolBody,
  TaskProtocolInput,
  TaskProtocolQuery,
  type PolicyActor,
  type ProtocolListView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { PROTOCOL_LINKS, type ProtocolLinks } from '../../protocols/public/protocol-links';
import { TaskReader } from '../queries/task-reader';
import { TaskActions } from './task-actions';
import { TaskCallers } from './task-caller';
import { TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';
import { isUuid } from '../../../core/http/path-id.pipe';

/**
 * Protocols linked to a task (seed §7: GET, POST v1/tasks/{id}/protocols {protocol_id},
 * DELETE v1/tasks/{id}/protocols). The link is kept on the task's stream
 * (TaskProtocolLinked/Unlinked) and is the same fact as GET v1/protocols/{id}/tasks shows.
 * Linking needs `edit` on the task and read on the protocol; unlinking `edit` on the task;
 * the list shows the linked protocols the caller may read (the one policy, per protocol).
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
@Controller('v1/tasks/:id/protocols')
export class TaskProtocolsController {
  constructor(
    private readonly actions: TaskActions,
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
    @Inject(PROTOCOL_LINKS) private readonly protocols: ProtocolLinks,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The linked protocols the caller may read: page, limit, order (as GET v1/protocols, `-date` by default)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('ProtocolListView', { description: 'the linked protocols the caller may read, as GET v1/protocols' })
  @ApiResponse({ status: 404, description: 'tasks.task_not_found: unknown, deleted, of another account, or not readable' })
  @ApiResponse({ status: 422, description: 'bad page, limit or order' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
    @Query() query: LinkedProtocolsQuery,
  ): Promise<ProtocolListView> {
    const { actor } = await this.callers.of(accountId, principal);
    const row = await this.reader.readable(accountId, actor, id);
    return this.protocols.pageOf(accountId, actor, row.state.protocols, query);
  }

  @Post()
  @TaskWriteRoute(
    'Link a protocol the caller may read (TaskProtocolLinked; `edit` on the task); linked already: nothing',
    'tasks.task_not_found',
    201,
  )
  @ApiResponse({ status: 422, description: 'protocol_id required; not a live protocol of the account the caller may read (tasks.protocol_unknown)' })
  async link(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskProtocolInput): Promise<WriteResult> {
    const protocolId = input.protocol_id.trim().toLowerCase();
    const { actor } = await this.callers.of(call.accountId, call.principal);
    const protocolKnown = await this.readsProtocol(call.accountId, actor, protocolId);
    return this.actions.act(
      { call, id, permission: 'edit', status: 201 },
      { type: 'LinkTaskProtocol', data: { protocol_id: protocolId, protocolKnown } },
    );
  }

  @Delete()
  @TaskWriteRoute(
    'Unlink a protocol (TaskProtocolUnlinked; `edit` on the task). The seed shows no id in the path: `protocol_id` goes in the query (?protocol_id=) or in the body',
    'tasks.task_not_found, tasks.protocol_not_linked',
  )
  @ApiQuery({ name: 'protocol_id', required: false, description: 'The protocol to unlink (or `protocol_id` in the body)' })
  @ApiBody({ required: false, type: TaskProtocolBody })
  @ApiResponse({ status: 422, description: 'protocol_id missing, or query and body name different protocols (tasks.protocol_id_mismatch)' })
  unlink(
    @Write() call: WriteCall,
    @Param('id', TaskIdPipe) id: string,
    @Query() query: TaskProtocolQuery,
    @Body() body: TaskProtocolBody,
  ): Promise<WriteResult> {
    const protocolId = protocolIdOf(query.protocol_id, body?.protocol_id);
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'UnlinkTaskProtocol', data: { protocol_id: protocolId } });
  }

  private async readsProtocol(accountId: string, actor: PolicyActor, protocolId: string): Promise<boolean> {
    return isUuid(protocolId) && (await this.protocols.readable(accountId, actor, protocolId));
  }
}

/** `protocol_id` of DELETE: from the query or the body (both: they must agree). */
function protocolIdOf(fromQuery: string | undefined, fromBody: string | undefined): string {
  const [query, body] = [fromQuery, fromBody].map((value) => value?.trim().toLowerCase() || undefined);
  if (query && body && query !== body) throw DomainRefusal.fields({ protocol_id: [{ key: 'tasks.protocol_id_mismatch' }] });
  const id = query ?? body;
  if (!id) throw DomainRefusal.fields({ protocol_id: [{ key: 'validation.required' }] });
  return id;
}
