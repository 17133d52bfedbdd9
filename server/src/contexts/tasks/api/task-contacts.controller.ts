import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { TaskContactInput, TaskContactVisibilityInput, type TaskContactView, type WriteResult } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer, dataSchema } from '../../../core/http/openapi-schemas';
import { Write, type WriteCall } from '../../../core/http/write-route';
import { TaskFactsReader } from '../commands/task-facts.reader';
import { TaskReader } from '../queries/task-reader';
import { TaskActions } from './task-actions';
import { TaskCallers } from './task-caller';
import { TaskIdPipe } from './task-path.pipes';
import { TaskWriteRoute } from './task-write.route';
import { TasksAppGuard } from './tasks-app.guard';

const CONTACT_PARAM = ApiParam({ name: 'cid', description: 'The contact id' });
const SHARED_BY_PROTOCOL = ApiResponse({
  status: 409,
  description:
    'tasks.contact_shared_by_protocol (seed §8): a protocol linked to the task is shared with this contact (linked publicly to it), so the task stays public to it and linked; ' +
    'or a stale If-Match (concurrency.wrong_expected_version)',
});

/**
 * Contacts linked to a task (staff only). `public: true` shares the published task into
 * the contact's portal: its portal users read it (PortalTaskView). Changes need `edit`.
 */
@ApiTags('tasks')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@Roles('user')
@UseGuards(TasksAppGuard)
@Controller('v1/tasks/:id/contacts')
export class TaskContactsController {
  constructor(
    private readonly actions: TaskActions,
    private readonly facts: TaskFactsReader,
    private readonly callers: TaskCallers,
    private readonly reader: TaskReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The contacts linked to the task, with their public flag' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(dataSchema('TaskContactView'))
  @ApiResponse({ status: 404, description: 'tasks.task_not_found' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TaskIdPipe) id: string,
  ): Promise<{ data: TaskContactView[] }> {
    const { actor } = await this.callers.of(accountId, principal);
    return { data: (await this.reader.readable(accountId, actor, id)).view.contacts };
  }

  @Post()
  @TaskWriteRoute('Link a contact of the account (TaskContactLinked; public false unless sent); linked already: nothing', 'tasks.task_not_found', 201)
  @ApiResponse({ status: 422, description: 'contact_id not a contact of the account (tasks.contact_unknown)' })
  async link(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Body() input: TaskContactInput): Promise<WriteResult> {
    const contactKnown = await this.facts.contactKnown(call.accountId, input.contact_id);
    return this.actions.act(
      { call, id, permission: 'edit', status: 201 },
      { type: 'LinkTaskContact', data: { contact_id: input.contact_id, public: input.public ?? false, contactKnown } },
    );
  }

  @Put(':cid')
  @TaskWriteRoute(
    "Share the task into the contact's portal or hide it (TaskContactVisibilityChanged)",
    'tasks.task_not_found, tasks.contact_not_linked',
  )
  @CONTACT_PARAM
  @SHARED_BY_PROTOCOL
  visibility(
    @Write() call: WriteCall,
    @Param('id', TaskIdPipe) id: string,
    @Param('cid') contactId: string,
    @Body() input: TaskContactVisibilityInput,
  ): Promise<WriteResult> {
    // sharingProtocolIds: looked up by the handler on the task it decides on (seed §8).
    return this.actions.act(
      { call, id, permission: 'edit' },
      { type: 'ChangeTaskContactVisibility', data: { contact_id: contactId, public: input.public, sharingProtocolIds: [] } },
    );
  }

  @Delete(':cid')
  @TaskWriteRoute('Unlink the contact (TaskContactUnlinked)', 'tasks.task_not_found, tasks.contact_not_linked')
  @CONTACT_PARAM
  @SHARED_BY_PROTOCOL
  unlink(@Write() call: WriteCall, @Param('id', TaskIdPipe) id: string, @Param('cid') contactId: string): Promise<WriteResult> {
    return this.actions.act({ call, id, permission: 'edit' }, { type: 'UnlinkTaskContact', data: { contact_id: contactId, sharingProtocolIds: [] } });
  }
}
