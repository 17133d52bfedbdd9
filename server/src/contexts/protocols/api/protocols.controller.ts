import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ChangeProtocolInput,
  CreateProtocolInput,
  ListProtocolsQuery,
  PROTOCOL_ORDERS,
  WatchProtocolInput,
  type PortalProtocolView,
  type ProtocolDetailView,
  type ProtocolListView,
  type ProtocolView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { anyOfViews, ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';
import { basedOnOf } from '../../../core/http/if-match';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ActOnProtocol } from '../commands/act-on-protocol.handler';
import { ChangeProtocol } from '../commands/change-protocol.handler';
import { CreateProtocol } from '../commands/create-protocol.handler';
import { ListProtocols } from '../queries/list-protocols.handler';
import { ProtocolAccess } from '../queries/protocol-access';
import { ProtocolHistoryReader } from '../queries/protocol-history.reader';
import { ProtocolReader } from '../queries/protocol-reader';
import { ProtocolIdPipe } from './protocol-path.pipes';
import { ProtocolWriteRoute } from './protocol-write.route';
import { ProtocolsAppGuard } from './protocols-app.guard';

/**
 * Protocols (meeting minutes) of the caller's account (seed §3, §5, §7): staff (role
 * user) and portal users (role contact) reach these routes when the account has the
 * protocols app; what each may read and change is the one policy's answer (404 for a
 * protocol they may not read, 403 for one they read but may not change).
 */
@ApiTags('protocols')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description:
    'Account header problems (seed §8 messages), neither role user nor contact (auth.forbidden), protocols app off (protocols.app_disabled)',
})
@Roles('user', 'contact')
@UseGuards(ProtocolsAppGuard)
@Controller('v1/protocols')
export class ProtocolsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
    private readonly reader: ProtocolReader,
    private readonly histories: ProtocolHistoryReader,
    private readonly access: ProtocolAccess,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The protocols the caller may read: page, limit, order, filter[date|author|published_status|attendee|team|search]',
    description:
      'filter[date]: a day YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD (an open end allowed, both ends included); filter[author], filter[attendee]: user ids; ' +
      'filter[published_status]: draft|published; filter[team]: a team id; filter[search]: every word in title, number or body text. order: a field, `-field` descending (`-date` by default). ' +
      'Portal users get PortalProtocolView items.',
  })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: [...PROTOCOL_ORDERS], default: '-date' } })
  @ApiAnswer('ProtocolListView')
  @ApiResponse({ status: 422, description: 'bad page, limit, order or filter; unknown query parameter' })
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListProtocolsQuery,
  ): Promise<ProtocolListView> {
    const actor = await this.access.actor({ ...principal, accountId });
    return this.queries.execute(new ListProtocols(accountId, actor, query));
  }

  @Post()
  @ApiOperation({ summary: 'Create a protocol (ProtocolCreated): role user, and `create` in every team named' })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new protocol' })
  @ApiResponse({ status: 403, description: 'auth.forbidden: not role user, or no `create` in a team named' })
  @ApiResponse({
    status: 422,
    description:
      'field errors (request.validation_failed): title required, max 255; type not a protocol type (validation.one_of); teams (protocols.team_unknown); ' +
      'author, attendees, viewers not active members (protocols.member_not_active); date (validation.date); body too long (protocols.body_too_long). ' +
      'protocols.publish_needs_team_and_type ("publishing fails without team and type")',
  })
  async create(@Write() call: WriteCall, @Body() input: CreateProtocolInput): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    const command = new CreateProtocol(call.context, actor, { ...input });
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One protocol (ETag: its version); staff: with ?version=N or ?at=ISO the protocol as it was then, comments included',
    description:
      'The current version carries `can: { edit, delete }`: what the one policy lets the caller do with the protocol now (not in past versions, pushes or list rows).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer(anyOfViews('ProtocolDetailView', 'ProtocolView', 'PortalProtocolView'), {
    description: 'ProtocolDetailView (with `can`); with ?version/?at: ProtocolView or PortalProtocolView',
  })
  @ApiResponse({
    status: 404,
    description:
      'protocols.protocol_not_found: unknown, deleted, of another account, not readable, or not yet existing at that version or time; ' +
      'tenancy.other_account (with `account: { account_id, account_name }`): the protocol is in another account of the caller where they may read it (seed §8)',
  })
  @ApiResponse({ status: 422, description: 'bad version or at' })
  async get(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', ProtocolIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProtocolDetailView | ProtocolView | PortalProtocolView> {
    const actor = await this.access.actor({ ...principal, accountId });
    const row = await this.access.orOtherAccount(
      { ...principal, accountId },
      () => this.assertReads(accountId, actor, id),
      async (other, there) => {
        const found = await this.reader.index(other).get(id);
        return found?.status === 'active' && (await this.access.reads(other, there, found.state));
      },
    );
    const asOf = parseAsOf({ version, at });
    // Past states are for staff (as for contacts): a portal user sees the protocol as it is now.
    if (asOf && !principal.roles.includes('user')) throw DomainRefusal.notFound('protocols.protocol_not_found');
    const view = asOf ? await this.histories.protocolAt(accountId, id, asOf) : await this.reader.protocol(accountId, id);
    if (!view) throw DomainRefusal.notFound('protocols.protocol_not_found');
    response.setHeader('ETag', `"${view.version}"`);
    // `can` answers for the protocol as it is now: a past version carries none.
    const face = await this.access.faceFor(accountId, actor, view);
    if (asOf) return face;
    return { ...face, can: await this.access.abilities(accountId, actor, row.state) };
  }

  @Get(':id/history')
  @Roles('user')
  @ApiOperation({
    summary:
      'Every change of the protocol: who, when, which fields (comments.<id>, comments.<id>.body, contacts.<id>, contacts.<id>.public, watchers, published, …)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({
    status: 404,
    description:
      'protocols.protocol_not_found: unknown, of another account or not readable (a deleted protocol keeps its history for those who read it)',
  })
  async history(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', ProtocolIdPipe) id: string,
  ): Promise<{ data: HistoryEntry[] }> {
    const actor = await this.access.actor({ ...principal, accountId });
    await this.assertReads(accountId, actor, id);
    return { data: await this.histories.history(accountId, id) };
  }

  @Patch(':id')
  @ProtocolWriteRoute(
    'Change the fields sent (ProtocolChanged, ProtocolPublished/Unpublished; nothing when unchanged): `edit` on the protocol, `create` in teams added',
  )
  @ApiResponse({ status: 422, description: 'field errors as for POST; protocols.publish_needs_team_and_type; bad If-Match or version' })
  async change(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Body() input: ChangeProtocolInput): Promise<WriteResult> {
    const { version, ...draft } = input;
    const basedOn = basedOnOf(call.basedOn, version);
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    return this.writes.execute(call, new ChangeProtocol(call.context, actor, id, draft, basedOn), id);
  }

  @Delete(':id')
  @ProtocolWriteRoute('Delete the protocol (ProtocolDeleted): its author or creator, or `delete` in one of its teams')
  async remove(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    return this.writes.execute(call, new ActOnProtocol(call.context, actor, id, { type: 'DeleteProtocol', data: {} }, call.basedOn), id);
  }

  @Patch(':id/watch')
  @ProtocolWriteRoute('Watch the protocol or stop (ProtocolWatchChanged; nothing when unchanged): anyone who reads it')
  @ApiResponse({ status: 422, description: 'status not watching|not_watching' })
  async watch(@Write() call: WriteCall, @Param('id', ProtocolIdPipe) id: string, @Body() input: WatchProtocolInput): Promise<WriteResult> {
    const actor = await this.access.actor({ ...call.principal, accountId: call.accountId });
    const act = { type: 'WatchProtocol' as const, data: { user_id: call.principal.userId, watching: input.status === 'watching' } };
    return this.writes.execute(call, new ActOnProtocol(call.context, actor, id, act), id);
  }

  /** The caller reads the protocol as it is now (deleted ones: as they were when deleted), else 404. */
  /** The protocol's index row when the actor reads it (404 otherwise). */
  private async assertReads(accountId: string, actor: Parameters<ProtocolAccess['assertReads']>[1], id: string) {
    const row = await this.reader.index(accountId).get(id);
    if (!row) throw DomainRefusal.notFound('protocols.protocol_not_found');
    await this.access.assertReads(accountId, actor, row.state);
    return row;
  }
}
