import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AcceptTermsInput,
  ChangeAccountAppsInput,
  ChangeAccountFlagsInput,
  ChangeSenderAddressInput,
  RenameAccountInput,
  type AccountView,
  type PersonalizationView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { ImageUpload } from '../../../core/files/image-upload';
import { UploadedImage } from '../../../core/files/image-upload.interceptor';
import { ImageUploadRoute } from '../../../core/files/image-upload.route';
import { parseIfMatch } from '../../../core/http/if-match';
import { respondToWrite } from '../../../core/http/write-response';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { ChangeAccount } from '../commands/change-account.handler';
import { ChangeAccountImage } from '../commands/change-account-image.handler';
import { MarkAccountForDeletion } from '../commands/mark-account-for-deletion.handler';
import { RenameAccount } from '../commands/rename-account.handler';
import { accountAggregate } from '../commands/account.aggregate';
import type { AccountCommand } from '../domain/account.commands';
import type { AccountImage } from '../domain/account.events';
import { AccountReader, personalizationOf } from '../queries/account-reader';
import { ApiAnswer, HISTORY_SCHEMA } from '../../../core/http/openapi-schemas';

/** Account management of the caller's account (manager), and what every member reads of it. */
@ApiTags('account')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller()
export class AccountSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AccountReader,
    private readonly waiter: ReadYourWrites,
    private readonly history: ItemHistoryService,
  ) {}

  @Get('v2/account')
  @ApiAnswer('AccountView')
  @ApiOperation({ summary: 'The current account (from the Account header)' })
  async current(@CurrentAccountId() accountId: string): Promise<AccountView> {
    const account = await this.reader.account(accountId);
    if (!account || account.deleted) throw DomainRefusal.notFound();
    return this.reader.view(account);
  }

  @Get('v2/account/history')
  @ApiAnswer(HISTORY_SCHEMA)
  @Roles('manager')
  @ApiOperation({ summary: 'Every change of the account: who, when, what' })
  async accountHistory(@CurrentAccountId() accountId: string): Promise<{ data: HistoryEntry[] }> {
    return { data: await this.history.history(accountAggregate, accountId, accountId) };
  }

  @Put('v2/account/name')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on' })
  @ApiOperation({ summary: 'Rename (unique; letters, numbers and dashes); the domain stays' })
  async rename(
    @CurrentPrincipal() principal: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() input: RenameAccountInput,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WriteResult> {
    const result = await this.commands.execute<RenameAccount, AppendResult>(
      new RenameAccount(commandContext(accountId, principal.userId), input.name, parseIfMatch(ifMatch)),
    );
    return respondToWrite(this.waiter, response, accountId, result);
  }

  @Put('v2/account/apps')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({ summary: 'The enabled apps (their apps.<app> flags follow)' })
  apps(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() input: ChangeAccountAppsInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.change(p, accountId, { type: 'ChangeAccountApps', data: { apps: input.apps } }, response, parseIfMatch(ifMatch));
  }

  @Put('v2/account/feature-flags')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({ summary: 'The feature flags that are not apps' })
  flags(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() input: ChangeAccountFlagsInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.change(p, accountId, { type: 'ChangeAccountFlags', data: { flags: input.flags } }, response, parseIfMatch(ifMatch));
  }

  @Put('v2/account/sender-address')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({
    summary: "The account's sender address (flag email.custom_sender_address): Reply-To and sender name of the mails sent for the account",
    description: '422 when not an e-mail address; 403 account.custom_sender_disabled without the flag; null removes it.',
  })
  senderAddress(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() input: ChangeSenderAddressInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.change(
      p,
      accountId,
      { type: 'ChangeSenderAddress', data: { sender_address: input.sender_address ?? null } },
      response,
      parseIfMatch(ifMatch),
    );
  }

  @Post('v2/account/terms')
  @ApiAnswer('WriteResult', { status: 201 })
  @Roles('manager')
  @ApiOperation({ summary: 'Accept terms and privacy (seed §7); signatures issued before are outdated' })
  @ApiResponse({ status: 422, description: 'terms not true' })
  terms(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Body() _input: AcceptTermsInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.change(p, accountId, { type: 'AcceptTerms', data: { by: p.userId } }, response);
  }

  @Post('v2/account/deletion')
  @ApiAnswer('WriteResult', { status: 201 })
  @Roles('manager')
  @ApiOperation({ summary: 'Mark the account for deletion: removed with its data after 10 days unless cancelled' })
  @ApiResponse({ status: 409, description: 'account.marked_for_deletion (already marked)' })
  async markForDeletion(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WriteResult> {
    const result = await this.commands.execute<MarkAccountForDeletion, AppendResult>(
      new MarkAccountForDeletion(commandContext(accountId, p.userId), accountId),
    );
    return respondToWrite(this.waiter, response, accountId, result);
  }

  @Delete('v2/account/deletion')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiOperation({ summary: 'Cancel the deletion' })
  @ApiResponse({ status: 409, description: 'account.not_marked_for_deletion' })
  cancelDeletion(@CurrentPrincipal() p: RequestPrincipal, @CurrentAccountId() accountId: string, @Res({ passthrough: true }) response: Response) {
    return this.change(p, accountId, { type: 'CancelAccountDeletion', data: {} }, response);
  }

  @Get('v2/settings/personalization')
  @ApiAnswer('PersonalizationView')
  @ApiOperation({ summary: 'Logo and icon of the account', description: 'Addresses `/api/v1/files/{id}` (any member may download them), or null.' })
  async personalization(@CurrentAccountId() accountId: string): Promise<PersonalizationView> {
    const account = await this.reader.account(accountId);
    if (!account || account.deleted) throw DomainRefusal.notFound();
    return personalizationOf(account);
  }

  @Post('v1/account/logo')
  @Roles('manager')
  @HttpCode(200)
  @ImageUploadRoute('The logo')
  @ApiOperation({ summary: 'Upload the logo (multipart field `file`); replaces the previous one' })
  @ApiAnswer('WriteResult', { description: 'of the account' })
  uploadLogo(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @UploadedImage() image: ImageUpload,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.changeImage(p, accountId, 'logo', image, response);
  }

  @Post('v1/account/icon')
  @Roles('manager')
  @HttpCode(200)
  @ImageUploadRoute('The icon')
  @ApiOperation({ summary: 'Upload the icon (multipart field `file`); replaces the previous one' })
  @ApiAnswer('WriteResult', { description: 'of the account' })
  uploadIcon(
    @CurrentPrincipal() p: RequestPrincipal,
    @CurrentAccountId() accountId: string,
    @UploadedImage() image: ImageUpload,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.changeImage(p, accountId, 'icon', image, response);
  }

  @Delete('v1/account/logo')
  @ApiAnswer('WriteResult', { description: 'of the account' })
  @Roles('manager')
  @ApiOperation({ summary: 'Remove the logo' })
  removeLogo(@CurrentPrincipal() p: RequestPrincipal, @CurrentAccountId() accountId: string, @Res({ passthrough: true }) response: Response) {
    return this.changeImage(p, accountId, 'logo', null, response);
  }

  @Delete('v1/account/icon')
  @ApiAnswer('WriteResult', { description: 'of the account' })
  @Roles('manager')
  @ApiOperation({ summary: 'Remove the icon' })
  removeIcon(@CurrentPrincipal() p: RequestPrincipal, @CurrentAccountId() accountId: string, @Res({ passthrough: true }) response: Response) {
    return this.changeImage(p, accountId, 'icon', null, response);
  }

  private async changeImage(
    principal: RequestPrincipal,
    accountId: string,
    image: AccountImage,
    upload: ImageUpload | null,
    response: Response,
  ): Promise<WriteResult> {
    const result = await this.commands.execute<ChangeAccountImage, AppendResult>(
      new ChangeAccountImage(commandContext(accountId, principal.userId), image, upload),
    );
    return respondToWrite(this.waiter, response, accountId, result);
  }

  private async change(
    principal: RequestPrincipal,
    accountId: string,
    command: ChangeAccount['command'] & AccountCommand,
    response: Response,
    basedOn?: number,
  ): Promise<WriteResult> {
    const result = await this.commands.execute<ChangeAccount, AppendResult>(
      new ChangeAccount(commandContext(accountId, principal.userId), accountId, command, basedOn),
    );
    return respondToWrite(this.waiter, response, accountId, result);
  }
}
