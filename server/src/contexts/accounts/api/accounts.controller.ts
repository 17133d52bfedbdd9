import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AccountWithSignatureView, UserAccountListView } from '@kollab/contracts';
import { CurrentPrincipal, NoAccount } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { accountAccess } from '../domain/account-access';
import { AccountReader } from '../queries/account-reader';
import { ListUserAccounts } from '../queries/list-user-accounts.handler';
import { AccountSignaturesService } from '../signature/account-signatures.service';
import { PathIdPipe } from '../../../core/http/path-id.pipe';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { DomainRefusal } from '@kollab/contracts';

/** The account picker and the Account signature: a token, no Account header (it is what they hand out). */
@ApiTags('accounts')
@ApiBearerAuth()
@NoAccount()
@Controller()
export class AccountsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reader: AccountReader,
    private readonly signatures: AccountSignaturesService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Get('v1/users/:user_id/accounts')
  @ApiAnswer('UserAccountListView')
  @ApiOperation({ summary: "The user's organisations (one's own; any user's for the system admin)" })
  async userAccounts(@CurrentPrincipal() principal: RequestPrincipal, @Param('user_id', PathIdPipe) userId: string): Promise<UserAccountListView> {
    if (userId !== principal.userId && !(await this.isAdmin(principal.userId))) throw DomainRefusal.forbidden('auth.forbidden');
    return this.queries.execute(new ListUserAccounts(userId));
  }

  @Get('v1/accounts/:account_id')
  @ApiAnswer('AccountWithSignatureView')
  @ApiOperation({ summary: "The organisation, the caller's roles in it and the Account signature for every further call" })
  @ApiResponse({ status: 404, description: 'No such organisation, or the caller is not a member' })
  @ApiResponse({ status: 403, description: 'member.inactive, or account.marked_for_deletion for members who are not managers' })
  async account(
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('account_id', PathIdPipe) accountId: string,
  ): Promise<AccountWithSignatureView> {
    const [account, member] = await Promise.all([this.reader.account(accountId), this.reader.member(accountId, principal.userId)]);
    const access = accountAccess({ account, member });
    if (access === 'unknown' || !account || !member) throw DomainRefusal.notFound();
    if (access === 'inactive') throw DomainRefusal.forbidden('member.inactive');
    if (access === 'marked_for_deletion') throw DomainRefusal.forbidden('account.marked_for_deletion');
    const isAdmin = await this.isAdmin(principal.userId);
    const [view, issued] = await Promise.all([this.reader.view(account), this.signatures.issueWithRoles(account, member, isAdmin)]);
    return { ...view, roles: issued.roles, signature: issued.signature };
  }

  private async isAdmin(userId: string): Promise<boolean> {
    return (await this.users.getUser(userId))?.is_admin ?? false;
  }
}
