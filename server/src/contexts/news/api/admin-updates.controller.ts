import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  ADMIN_UPDATE_PAGE_MAX,
  ADMIN_UPDATE_PAGE_SIZE,
  EditUpdateInput,
  ListAdminUpdatesQuery,
  PublishUpdateInput,
  type ListPage,
  type UpdateView,
  type WriteResult,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { SystemAdmin } from '../../../core/auth/auth.decorators';
import { ApiAnswer, pageSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { EditUpdate } from '../commands/edit-update.handler';
import { PublishUpdate } from '../commands/publish-update.handler';
import { WithdrawUpdate } from '../commands/withdraw-update.handler';
import type { UpdateDraft } from '../domain/update.commands';
import { SYSTEM_ACCOUNT_ID } from '../domain/system-account';
import { ListUpdates } from '../queries/list-updates.handler';

const draftOf = (input: PublishUpdateInput | EditUpdateInput): UpdateDraft => ({
  title: input.title,
  text: input.text,
  date: input.date ?? null,
  image_url: input.image_url ?? null,
});

/**
 * /api/v2/admin/updates: system admins write the global updates (stored in the `_system`
 * account). The admin flag of the user's identity counts; no organisation, no Account header.
 */
@ApiTags('news')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'the caller is not a system admin (auth.forbidden)' })
@SystemAdmin()
@Controller('v2/admin/updates')
export class AdminUpdatesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every update, scheduled ones included, newest first' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: ADMIN_UPDATE_PAGE_MAX } })
  @ApiAnswer(pageSchema('UpdateView'), { description: '{ data: UpdateView[], meta }' })
  list(@Query() query: ListAdminUpdatesQuery): Promise<ListPage<UpdateView>> {
    return this.queries.execute<ListUpdates, ListPage<UpdateView>>(new ListUpdates(query.page ?? 1, query.limit ?? ADMIN_UPDATE_PAGE_SIZE));
  }

  @Post()
  @ApiOperation({ summary: 'Publish an update (event UpdatePublished)' })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult; ETag holds the version' })
  @ApiUnprocessableEntityResponse({ description: 'field errors' })
  publish(@Write({ account: false }) call: WriteCall, @Body() input: PublishUpdateInput): Promise<WriteResult> {
    const command = new PublishUpdate(commandContext(SYSTEM_ACCOUNT_ID, call.principal.userId), draftOf(input));
    return this.writes.execute(call, command, command.id, 201);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit an update (event UpdateEdited, none when nothing changes); If-Match optional' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult')
  @ApiNotFoundResponse({ description: 'no such update (news.update_not_found)' })
  @ApiConflictResponse({ description: 'If-Match names an older version' })
  @ApiUnprocessableEntityResponse({ description: 'field errors' })
  edit(@Write({ account: false }) call: WriteCall, @Param('id') id: string, @Body() input: EditUpdateInput): Promise<WriteResult> {
    return this.writes.execute(call, new EditUpdate(commandContext(SYSTEM_ACCOUNT_ID, call.principal.userId), id, draftOf(input), call.basedOn), id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Withdraw an update (event UpdateWithdrawn); seed §6: admins delete updates' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult')
  @ApiNotFoundResponse({ description: 'no such update (news.update_not_found)' })
  withdraw(@Write({ account: false }) call: WriteCall, @Param('id') id: string): Promise<WriteResult> {
    return this.writes.execute(call, new WithdrawUpdate(commandContext(SYSTEM_ACCOUNT_ID, call.principal.userId), id), id);
  }
}
