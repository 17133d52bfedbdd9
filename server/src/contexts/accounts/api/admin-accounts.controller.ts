import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ChangeAccountSlotsInput,
  CreateAccountInput,
  InviteRegistrationInput,
  ListAccountsQuery,
  type AccountListView,
  type AccountView,
  type RegistrationInvitationView,
  type WriteResult,
  DomainRefusal,
  RefusalFieldErrors,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { CurrentPrincipal, SystemAdmin } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { NEW_ACCOUNT_DEFAULTS } from '../accounts.options';
import { ChangeAccount } from '../commands/change-account.handler';
import { CreateAccount, type AccountCreated, type FirstManager } from '../commands/create-account.handler';
import { InviteRegistration } from '../commands/invite-registration.handler';
import { MarkAccountForDeletion } from '../commands/mark-account-for-deletion.handler';
import { AccountReader } from '../queries/account-reader';
import { ListAccounts } from '../queries/list-accounts.handler';
import { PathIdPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/** Organisations for the system admin (seed §6): no Account header, the admin flag instead. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiResponse({ status: 403, description: 'auth.forbidden: not a system admin' })
@SystemAdmin()
@Controller()
export class AdminAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reader: AccountReader,
    private readonly writes: WriteRoutes,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Get('v1/admin/accounts')
  @ApiAnswer('AccountListView')
  @ApiOperation({ summary: 'Every organisation: page, limit, search (name, domain), filter[status]' })
  list(@Query() query: ListAccountsQuery): Promise<AccountListView> {
    return this.queries.execute(new ListAccounts(query));
  }

  @Get('v1/admin/accounts/:id')
  @ApiAnswer('AccountView')
  @ApiOperation({ summary: 'One organisation' })
  async get(@Param('id', PathIdPipe) id: string): Promise<AccountView> {
    const account = await this.reader.account(id);
    if (!account || account.deleted) throw DomainRefusal.notFound();
    return this.reader.view(account);
  }

  @Post('v1/admin/accounts')
  @ApiAnswer('WriteResult', { status: 201, description: '{ id: account id, version, position }' })
  @ApiOperation({ summary: 'Create an organisation with its first manager (an existing user by e-mail, or a new one invited by mail)' })
  async create(@Write({ account: false }) call: WriteCall, @Body() input: CreateAccountInput): Promise<WriteResult> {
    const manager = await this.firstManager(input);
    const created = await this.commands.execute<CreateAccount, AccountCreated>(
      new CreateAccount(
        call.principal.userId,
        {
          name: input.name,
          domain: input.domain,
          apps: input.apps ?? [...NEW_ACCOUNT_DEFAULTS.apps],
          flags: input.flags ?? [...NEW_ACCOUNT_DEFAULTS.flags],
          user_slots: input.user_slots ?? NEW_ACCOUNT_DEFAULTS.user_slots,
          portal_user_slots: input.portal_user_slots ?? NEW_ACCOUNT_DEFAULTS.portal_user_slots,
          created_by: call.principal.userId,
        },
        manager,
      ),
    );
    return this.writes.respond(call, created.accountId, created.result, 201);
  }

  @Delete('v1/admin/accounts/:id')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'Delete an organisation: marked now, removed with its data after 10 days (the managers may cancel)' })
  async remove(@Write({ account: false }) call: WriteCall, @Param('id', PathIdPipe) id: string): Promise<WriteResult> {
    await this.existing(id);
    return this.writes.execute(call, new MarkAccountForDeletion(commandContext(id, call.principal.userId), id), id);
  }

  @Put('v1/admin/accounts/:id/slots')
  @ApiAnswer('WriteResult')
  @ApiOperation({ summary: 'User slots and portal user slots (granted by the provider)' })
  async slots(
    @Write({ account: false }) call: WriteCall,
    @Param('id', PathIdPipe) id: string,
    @Body() input: ChangeAccountSlotsInput,
  ): Promise<WriteResult> {
    await this.existing(id);
    return this.writes.execute(
      call,
      new ChangeAccount(commandContext(id, call.principal.userId), id, { type: 'ChangeAccountSlots', data: { ...input } }),
      id,
    );
  }

  @Post('v2/admin/registrations')
  @ApiAnswer('RegistrationInvitationView', { status: 201, description: '{ id, email, expires_at }' })
  @ApiOperation({ summary: 'Invite someone to register an organisation: a link by mail, valid 7 days' })
  invite(@CurrentPrincipal() principal: RequestPrincipal, @Body() input: InviteRegistrationInput): Promise<RegistrationInvitationView> {
    return this.commands.execute(new InviteRegistration(commandContext('_system', principal.userId), input));
  }

  private async existing(id: string): Promise<void> {
    const account = await this.reader.account(id);
    if (!account || account.deleted) throw DomainRefusal.notFound();
  }

  private async firstManager(input: CreateAccountInput): Promise<FirstManager> {
    const existing = await this.users.findByEmail(input.manager_email);
    if (existing) return { kind: 'existing', userId: existing.id };
    const missing: RefusalFieldErrors = {};
    if (!input.manager_username) missing.manager_username = [{ key: 'validation.required' }];
    if (!input.manager_first_name?.trim()) missing.manager_first_name = [{ key: 'validation.required' }];
    if (!input.manager_last_name?.trim()) missing.manager_last_name = [{ key: 'validation.required' }];
    if (Object.keys(missing).length) throw DomainRefusal.fields(missing);
    return {
      kind: 'new',
      user: {
        email: input.manager_email.trim(),
        username: input.manager_username!,
        first_name: input.manager_first_name!.trim(),
        last_name: input.manager_last_name!.trim(),
      },
    };
  }
}
