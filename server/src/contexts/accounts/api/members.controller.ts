import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ChangeMemberStatusInput,
  CreateMemberInput,
  GrantMemberRoleInput,
  InviteMemberInput,
  ListMembersQuery,
  MANAGEABLE_ROLES,
  type ManageableRole,
  type MemberListView,
  type MemberView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { AddMember, type MemberAdded } from '../commands/add-member.handler';
import { ChangeMember, type MemberChange } from '../commands/change-member.handler';
import { directoryContext } from '../commands/directory-context';
import { AccountReader } from '../queries/account-reader';
import { ListMembers, toMemberView } from '../queries/list-members.handler';
import { PathIdPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/** Members management of the caller's account (seed §2 manager area). Every id is looked up in that account only. */
@ApiTags('members')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 403, description: 'Account header problems (seed §8 messages) or not a manager' })
@Roles('manager')
@Controller('v1/accounts/members')
export class MembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reader: AccountReader,
    private readonly writes: WriteRoutes,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Get()
  @ApiAnswer('MemberListView')
  @ApiOperation({ summary: 'Members with profile: page, limit, search, unscoped (with removed), filter[status|role|portal|search]' })
  list(@CurrentAccountId() accountId: string, @Query() query: ListMembersQuery): Promise<MemberListView> {
    return this.queries.execute(new ListMembers(accountId, query, ['active', 'inactive']));
  }

  @Get(':id')
  @ApiAnswer('MemberView')
  @ApiOperation({ summary: 'One member' })
  async get(@CurrentAccountId() accountId: string, @Param('id', PathIdPipe) id: string): Promise<MemberView> {
    const doc = await this.reader.member(accountId, id);
    if (!doc) throw DomainRefusal.notFound();
    return toMemberView(doc, await this.users.getUser(id));
  }

  @Post()
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: user id, version, position }' })
  @ApiOperation({ summary: 'Add a member by e-mail; a new user signs in first with temporary_password' })
  @ApiResponse({ status: 409, description: 'member.email_exists, member.not_enough_user_slots, member.not_enough_portal_user_slots' })
  async create(@Write() call: WriteCall, @Body() input: CreateMemberInput): Promise<WriteResult> {
    const { temporary_password: password, ...member } = input;
    const added = await this.commands.execute<AddMember, MemberAdded>(new AddMember(call.context, member, { kind: 'temporary_password', password }));
    return this.writes.respond(call, added.userId, added.result, 201);
  }

  @Post('invitations')
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: user id, version, position }' })
  @ApiOperation({ summary: 'Invite a member by e-mail; a new user gets an activation link' })
  async invite(@Write() call: WriteCall, @Body() input: InviteMemberInput): Promise<WriteResult> {
    const added = await this.commands.execute<AddMember, MemberAdded>(new AddMember(call.context, input, { kind: 'invite' }));
    return this.writes.respond(call, added.userId, added.result, 201);
  }

  @Patch(':id/attributes/status')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Activate or deactivate a member (not oneself: member.cannot_deactivate_self)' })
  status(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Body() input: ChangeMemberStatusInput): Promise<WriteResult> {
    return this.change(call, id, { type: 'ChangeMemberStatus', status: input.status });
  }

  @Delete(':id')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Remove a member (status deleted); the user is erased when this was their last organisation' })
  remove(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string): Promise<WriteResult> {
    return this.change(call, id, { type: 'RemoveMember' });
  }

  @Post(':id/roles')
  @ApiAnswer('WriteResult', { status: 201 })
  @ApiOperation({ summary: 'Grant manager, billing or surveys' })
  grant(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Body() input: GrantMemberRoleInput): Promise<WriteResult> {
    return this.change(call, id, { type: 'GrantMemberRole', role: input.role });
  }

  @Delete(':id/roles/:role')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Revoke manager, billing or surveys (the last active manager keeps manager)' })
  revoke(@Write() call: WriteCall, @Param('id', PathIdPipe) id: string, @Param('role') role: string): Promise<WriteResult> {
    if (!(MANAGEABLE_ROLES as readonly string[]).includes(role)) throw DomainRefusal.fields({ role: [{ key: 'validation.one_of' }] });
    return this.change(call, id, { type: 'RevokeMemberRole', role: role as ManageableRole });
  }

  @Post(':id/password-reset')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the member a password reset e-mail' })
  @ApiResponse({ status: 202, description: 'The mail is on its way (no body)' })
  async passwordReset(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Param('id', PathIdPipe) id: string,
  ): Promise<void> {
    const member = await this.reader.member(accountId, id);
    if (!member || member.status === 'deleted') throw DomainRefusal.notFound();
    await this.users.sendPasswordReset(id, directoryContext(commandContext(accountId, principal.userId)));
  }

  private change(call: WriteCall, id: string, change: MemberChange): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeMember(call.context, id, change), id);
  }
}
