import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  AddPortalMemberInput,
  ChangePortalInput,
  ChangePortalMemberInput,
  CreatePortalInput,
  ListPortalsQuery,
  type PortalListView,
  type PortalView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { PathIdPipe } from '../../../core/http/path-id.pipe';
import { AddPortalMember, type PortalMemberAdded } from '../commands/add-portal-member.handler';
import { ChangePortal, type PortalChange } from '../commands/change-portal.handler';
import { CreatePortal } from '../commands/create-portal.handler';
import { portalAggregate } from '../commands/portal.aggregate';
import { PortalReader } from '../queries/portal-reader';
import { ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';

/**
 * /api/v1/portals: contact portals (seed §2 manager area, §3 Portal, §5, §8). Managers
 * only. A portal's id is its contact's id (one portal per contact).
 */
@ApiTags('portals')
@ApiBearerAuth()
@ApiSecurity('Account')
@Roles('manager')
@Controller('v1/portals')
export class PortalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: PortalReader,
    private readonly history: ItemHistoryService,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @ApiAnswer('PortalListView', { description: '{ data: PortalView[], meta }' })
  @ApiOperation({ summary: 'The portals of the account, newest first: page, limit, filter[contact_id]' })
  list(@CurrentAccountId() accountId: string, @Query() query: ListPortalsQuery): Promise<PortalListView> {
    return this.reader.list(accountId, { page: query.page, limit: query.limit, contact_id: query['filter[contact_id]'] });
  }

  @Post()
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: the contact id, version, position }' })
  @ApiOperation({ summary: 'Create the portal of a contact {contact_id, contact_person}' })
  @ApiResponse({ status: 409, description: 'portals.portal_exists (portal already exists for contact)' })
  @ApiResponse({
    status: 422,
    description: 'portals.contact_not_found, portals.invalid_contact_person (user cannot be chosen as contact person), field errors',
  })
  create(@Write() call: WriteCall, @Body() input: CreatePortalInput): Promise<WriteResult> {
    return this.writes.execute(call, new CreatePortal(call.context, input), input.contact_id, 201);
  }

  @Get(':id')
  @ApiAnswer('PortalView')
  @ApiOperation({ summary: 'One portal; `?version=N` or `?at=ISO` for its state then (members as ids)' })
  @ApiParam({ name: 'id', description: 'The contact id' })
  @ApiResponse({ status: 404, description: 'portals.portal_not_found' })
  async get(@CurrentAccountId() accountId: string, @Param('id', PathIdPipe) id: string): Promise<PortalView> {
    const portal = await this.reader.get(accountId, id);
    if (!portal) throw DomainRefusal.notFound('portals.portal_not_found');
    return portal;
  }

  @Get(':id/history')
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiOperation({ summary: 'Who changed the portal when, and which fields (members included)' })
  async portalHistory(@CurrentAccountId() accountId: string, @Param('id', PathIdPipe) id: string): Promise<{ data: HistoryEntry[] }> {
    return { data: await this.history.history(portalAggregate, accountId, id) };
  }

  @Put(':id')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Another contact person {contact_person} (If-Match: version)' })
  @ApiResponse({ status: 422, description: 'portals.invalid_contact_person' })
  change(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Body() input: ChangePortalInput): Promise<WriteResult> {
    return this.apply(call, id, { type: 'ChangeContactPerson', contact_person: input.contact_person }, call.basedOn);
  }

  @Delete(':id')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Delete the portal; its users keep their account membership (remove them on the members screen)' })
  remove(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string): Promise<WriteResult> {
    return this.apply(call, id, { type: 'DeletePortal', data: {} });
  }

  @Post(':id/members')
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: the portal user id, version, position }' })
  @ApiOperation({ summary: 'Make a contact person of the contact a portal user {person_id, extended_permissions}; a new user is invited by e-mail' })
  @ApiResponse({
    status: 409,
    description: 'portals.user_already_in_portal (user already in portal), portals.user_is_staff, member.not_enough_portal_user_slots',
  })
  @ApiResponse({ status: 422, description: 'portals.person_not_found, portals.person_without_email' })
  async addMember(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Body() input: AddPortalMemberInput): Promise<WriteResult> {
    const added = await this.commands.execute<AddPortalMember, PortalMemberAdded>(new AddPortalMember(call.context, id, input));
    return this.writes.respond(call, added.userId, added.result, 201);
  }

  @Patch(':id/members/:userId')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: "A portal user's status (active, inactive) and extended permissions" })
  @ApiResponse({ status: 404, description: 'portals.portal_not_found, portals.member_not_found' })
  changeMember(
    @Write() call: WriteCall,
    @Param('id', PathIdPipe) id: string,
    @Param('userId', PathIdPipe) userId: string,
    @Body() input: ChangePortalMemberInput,
  ): Promise<WriteResult> {
    return this.apply(call, id, { type: 'ChangePortalMember', data: { user_id: userId, ...input } });
  }

  @Delete(':id/members/:userId')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Remove a portal user from the portal (the account membership stays)' })
  removeMember(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Param('userId', PathIdPipe) userId: string): Promise<WriteResult> {
    return this.apply(call, id, { type: 'RemovePortalMember', data: { user_id: userId } });
  }

  private apply(call: WriteCall, id: string, change: PortalChange, basedOn?: number): Promise<WriteResult> {
    return this.writes.execute(call, new ChangePortal(call.context, id, change, basedOn), id);
  }
}
