import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  isStaff,
  ListMembersQuery,
  permissionStrings,
  STAFF_ROLES,
  type MemberListView,
  type UserPermissionsView,
  DomainRefusal,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { directoryContext } from '../commands/directory-context';
import { AccountReader } from '../queries/account-reader';
import { ListMembers } from '../queries/list-members.handler';
import { PathIdPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/** The users of the caller's account, as other features need them (pickers, permissions, welcome mail). */
@ApiTags('users')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller()
export class AccountUsersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reader: AccountReader,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
  ) {}

  @Get('v2/users')
  @ApiAnswer('MemberListView')
  // Staff only: a portal contact does not list the organisation's people.
  @Roles(...STAFF_ROLES)
  @ApiOperation({ summary: "The account's active users: page, limit, filter (search text), unscoped (all statuses), search" })
  list(@CurrentAccountId() accountId: string, @Query() query: ListMembersQuery): Promise<MemberListView> {
    return this.queries.execute(new ListMembers(accountId, query, ['active']));
  }

  @Get('v1/users/:id/permissions')
  @ApiAnswer('UserPermissionsView')
  @ApiOperation({
    summary: "A member's team permissions: every team of the account as { team_id, permissions[], is_member }",
    description:
      "permissions are the seed's strings (team.tasks.read, …, team.admin; admin implies the others); [] and is_member false for teams the user is not in. Teams in the order of their names. " +
      "Staff read anyone's; a portal user (role contact) only their own, listing only the teams they belong to.",
  })
  @ApiResponse({ status: 403, description: "auth.forbidden: a portal user asking for someone else's permissions" })
  @ApiResponse({ status: 404, description: 'Not a member of the account' })
  async permissions(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', PathIdPipe) id: string,
  ): Promise<UserPermissionsView> {
    // Portal users see no staff grants nor the organisation's teams (issue 11 item 5):
    // another member's are refused like a @Roles route, before any read; their own list only their teams.
    const staff = isStaff(principal.roles);
    if (id !== principal.userId && !staff) throw DomainRefusal.forbidden('auth.forbidden');
    const member = await this.reader.member(accountId, id);
    if (!member || member.status === 'deleted') throw DomainRefusal.notFound();
    const [grants, teams] = await Promise.all([this.teams.grantsOf(accountId, id), this.teams.membersOf(accountId, [])]);
    const byTeam = new Map(grants.map((grant) => [grant.team_id, grant]));
    const entries = [...teams.keys()].map((teamId) => {
      const grant = byTeam.get(teamId);
      return { team_id: teamId, permissions: grant ? permissionStrings(grant.permissions) : [], is_member: !!grant };
    });
    return { team_permissions: staff ? entries : entries.filter((entry) => entry.is_member) };
  }

  @Post('v1/users/:id/welcome-email')
  @HttpCode(202)
  @Roles('manager')
  @ApiOperation({ summary: 'Send a member the welcome (activation) mail again' })
  @ApiResponse({ status: 202, description: 'The mail is on its way (no body)' })
  @ApiResponse({ status: 409, description: 'member.welcome_already_activated' })
  async welcome(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', PathIdPipe) id: string,
  ): Promise<void> {
    const member = await this.reader.member(accountId, id);
    if (!member || member.status === 'deleted') throw DomainRefusal.notFound();
    const user = await this.users.getUser(id);
    if (!user) throw DomainRefusal.notFound();
    if (user.status === 'active') throw DomainRefusal.conflict('member.welcome_already_activated');
    await this.users.sendWelcome(id, directoryContext(commandContext(accountId, principal.userId)));
  }
}
