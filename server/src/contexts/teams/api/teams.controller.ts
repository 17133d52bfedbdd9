import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  AddTeamMemberInput,
  ChangeTeamInput,
  ChangeTeamMemberInput,
  CreateTeamInput,
  ListTeamsQuery,
  type PastTeamView,
  type Role,
  type TeamListView,
  type TeamView,
  type WriteResult,
} from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { parseAsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ApiAnswer, HISTORY_SCHEMA, viewSchema } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { AddTeamMember } from '../commands/add-team-member.handler';
import { ChangeTeam, type TeamChange } from '../commands/change-team.handler';
import { CreateTeam } from '../commands/create-team.handler';
import type { TeamActor } from '../domain/team.commands';
import { GetPastTeam } from '../queries/get-past-team.handler';
import { GetTeam } from '../queries/get-team.handler';
import { GetTeamHistory } from '../queries/get-team-history.handler';
import { ListTeams } from '../queries/list-teams.handler';
import type { TeamCaller } from '../queries/team-reader';
import { MemberIdPipe, TeamIdPipe } from './team-path.pipes';

/** Staff read teams (pickers); portal users (contact) do not list the organisation's people, as in GET v2/users. */
const STAFF: Role[] = ['user', 'manager', 'team_admin', 'billing', 'surveys'];

const actorOf = (principal: RequestPrincipal): TeamActor => ({ user_id: principal.userId, manager: principal.roles.includes('manager') });
const callerOf = (accountId: string, principal: RequestPrincipal): TeamCaller => ({ accountId, userId: principal.userId, roles: principal.roles });

/**
 * Teams of the caller's account (seed §2 /manager/teams, §3 Team, §6). Managers manage
 * every team; a team's admins (derived role team_admin) that team only; every other
 * refusal is 403 auth.forbidden, and a team of another account is 404.
 */
@ApiTags('teams')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token' })
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages), or auth.forbidden' })
@Controller('v1/teams')
export class TeamsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @Roles(...STAFF)
  @ApiOperation({ summary: "Teams by name: page, limit, search (name or short); permissions for managers and each team's admins" })
  @ApiAnswer('TeamListView')
  @ApiResponse({ status: 422, description: 'bad page, limit or search; unknown query parameter' })
  list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Query() query: ListTeamsQuery,
  ): Promise<TeamListView> {
    return this.queries.execute(new ListTeams(callerOf(accountId, principal), query));
  }

  @Post()
  @Roles('manager')
  @ApiOperation({
    summary: 'Create a team (TeamCreated, then TeamMemberAdded per first member): its creator is its first admin unless `members` names an admin',
  })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the new team' })
  @ApiResponse({
    status: 422,
    description:
      'name and short required (max 255 and 5); members.<i>.user_id teams.user_not_eligible or teams.user_already_member (named twice); field errors',
  })
  create(@Write() call: WriteCall, @Body() input: CreateTeamInput): Promise<WriteResult> {
    const members = (input.members ?? []).map(({ user_id, permissions, extended_permissions }) => ({ user_id, permissions, extended_permissions }));
    const command = new CreateTeam(call.context, actorOf(call.principal), input.name, input.short, members);
    return this.writes.execute(call, command, command.id, 201);
  }

  @Get(':id')
  @Roles(...STAFF)
  @ApiOperation({ summary: 'One team; with ?version=N or ?at=ISO the team as it was then (from its events)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiQuery({ name: 'at', required: false, type: String, description: 'ISO 8601 time' })
  @ApiAnswer({ oneOf: [viewSchema('TeamView'), viewSchema('PastTeamView')] }, { description: 'TeamView; with ?version/?at: PastTeamView' })
  @ApiResponse({ status: 404, description: 'unknown, deleted, or of another account (request.not_found); no state at that version or time' })
  @ApiResponse({ status: 422, description: 'bad version or at' })
  async get(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TeamIdPipe) id: string,
    @Query('version') version: string | undefined,
    @Query('at') at: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TeamView | PastTeamView> {
    const asOf = parseAsOf({ version, at });
    if (asOf) return this.queries.execute(new GetPastTeam(callerOf(accountId, principal), id, asOf));
    const view = await this.queries.execute<GetTeam, TeamView>(new GetTeam(callerOf(accountId, principal), id));
    response.setHeader('ETag', `"${view.version}"`);
    return view;
  }

  @Get(':id/history')
  @Roles('manager', 'team_admin')
  @ApiOperation({ summary: "Every change of the team: who, when, which fields (managers and the team's admins)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer(HISTORY_SCHEMA)
  @ApiResponse({ status: 404, description: 'unknown or of another account' })
  history(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', TeamIdPipe) id: string,
  ): Promise<{ data: HistoryEntry[] }> {
    return this.queries.execute(new GetTeamHistory(callerOf(accountId, principal), id));
  }

  @Put(':id')
  @Roles('manager', 'team_admin')
  @ApiOperation({ summary: 'Rename the team and change its short (TeamChanged with the changed fields; nothing when unchanged)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when the team changed since)' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'unknown, deleted or of another account' })
  @ApiResponse({ status: 409, description: 'concurrency.wrong_expected_version (If-Match)' })
  @ApiResponse({ status: 422, description: 'name and short required (max 255 and 5); bad If-Match' })
  change(@Write() call: WriteCall, @Param('id', TeamIdPipe) id: string, @Body() input: ChangeTeamInput): Promise<WriteResult> {
    return this.decide(
      call,
      id,
      { type: 'ChangeTeam', data: { name: input.name, short: input.short, actor: actorOf(call.principal) } },
      call.basedOn,
    );
  }

  @Delete(':id')
  @Roles('manager')
  @ApiOperation({ summary: 'Delete the team (TeamDeleted); its members lose their grants' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the deletion is based on' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'unknown, deleted or of another account' })
  remove(@Write() call: WriteCall, @Param('id', TeamIdPipe) id: string): Promise<WriteResult> {
    return this.decide(call, id, { type: 'DeleteTeam', data: { actor: actorOf(call.principal) } }, call.basedOn);
  }

  @Post(':id/members')
  @Roles('manager', 'team_admin')
  @ApiOperation({ summary: 'Add an active user of the account (role user, not a portal user) with permissions (TeamMemberAdded)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of the team' })
  @ApiResponse({ status: 404, description: 'unknown, deleted or of another account' })
  @ApiResponse({ status: 409, description: 'teams.user_already_member ("user already a member")' })
  @ApiResponse({ status: 422, description: 'user_id not an active user of the account (teams.user_not_eligible); bad permissions' })
  addMember(@Write() call: WriteCall, @Param('id', TeamIdPipe) id: string, @Body() input: AddTeamMemberInput): Promise<WriteResult> {
    const { user_id, permissions, extended_permissions } = input;
    return this.writes.execute(
      call,
      new AddTeamMember(call.context, id, actorOf(call.principal), { user_id, permissions, extended_permissions }),
      id,
      201,
    );
  }

  @Put(':id/members/:user_id')
  @Roles('manager', 'team_admin')
  @ApiOperation({ summary: "Change a member's permissions (TeamMemberPermissionsChanged; nothing when unchanged)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'user_id' })
  @ApiHeader({ name: 'If-Match', required: false, description: "The team's version the change is based on" })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'unknown team, or the user is not a member' })
  @ApiResponse({ status: 409, description: 'teams.last_admin_cannot_be_removed ("last admin cannot be removed"): admin taken from the only admin' })
  @ApiResponse({ status: 422, description: 'bad permissions or extended_permissions' })
  changeMember(
    @Write() call: WriteCall,
    @Param('id', TeamIdPipe) id: string,
    @Param('user_id', MemberIdPipe) userId: string,
    @Body() input: ChangeTeamMemberInput,
  ): Promise<WriteResult> {
    const { permissions, extended_permissions } = input;
    const change: TeamChange = {
      type: 'ChangeTeamMemberPermissions',
      data: { user_id: userId, permissions, extended_permissions, actor: actorOf(call.principal) },
    };
    return this.decide(call, id, change, call.basedOn);
  }

  @Delete(':id/members/:user_id')
  @Roles('manager', 'team_admin')
  @ApiOperation({ summary: 'Remove a member (TeamMemberRemoved)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'user_id' })
  @ApiAnswer('WriteResult')
  @ApiResponse({ status: 404, description: 'unknown team, or the user is not a member' })
  @ApiResponse({ status: 409, description: 'teams.last_admin_cannot_be_removed ("last admin cannot be removed")' })
  removeMember(@Write() call: WriteCall, @Param('id', TeamIdPipe) id: string, @Param('user_id', MemberIdPipe) userId: string): Promise<WriteResult> {
    return this.decide(call, id, { type: 'RemoveTeamMember', data: { user_id: userId, actor: actorOf(call.principal) } });
  }

  private decide(call: WriteCall, id: string, change: TeamChange, basedOn?: number): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeTeam(call.context, id, change, basedOn), id);
  }
}
