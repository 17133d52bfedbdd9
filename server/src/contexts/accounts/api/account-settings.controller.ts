import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
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
import { CurrentAccountId, Roles } from '../../../core/auth/auth.decorators';
import type { ImageUpload } from '../../../core/files/image-upload';
import { UploadedImage } from '../../../core/files/image-upload.interceptor';
import { ImageUploadRoute } from '../../../core/files/image-upload.route';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import type { HistoryEntry } from '../../../core/history/item-history';
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
    private readonly reader: AccountReader,
    private readonly history: ItemHistoryService,
    private readonly writes: WriteRoutes,
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
  rename(@Write() call: WriteCall, @Body() input: RenameAccountInput): Promise<WriteResult> {
    return this.writes.execute(call, new RenameAccount(call.context, input.name, call.basedOn), call.accountId);
  }

  @Put('v2/account/apps')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({ summary: 'The enabled apps (their apps.<app> flags follow)' })
  apps(@Write() call: WriteCall, @Body() input: ChangeAccountAppsInput) {
    return this.change(call, { type: 'ChangeAccountApps', data: { apps: input.apps } }, call.basedOn);
  }

  @Put('v2/account/feature-flags')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({ summary: 'The feature flags that are not apps' })
  flags(@Write() call: WriteCall, @Body() input: ChangeAccountFlagsInput) {
    return this.change(call, { type: 'ChangeAccountFlags', data: { flags: input.flags } }, call.basedOn);
  }

  @Put('v2/account/sender-address')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The version the change is based on (409 when stale)' })
  @ApiOperation({
    summary: "The account's sender address (flag email.custom_sender_address): Reply-To and sender name of the mails sent for the account",
    description: '422 when not an e-mail address; 403 account.custom_sender_disabled without the flag; null removes it.',
  })
  senderAddress(@Write() call: WriteCall, @Body() input: ChangeSenderAddressInput) {
    return this.change(call, { type: 'ChangeSenderAddress', data: { sender_address: input.sender_address ?? null } }, call.basedOn);
  }

  @Post('v2/account/terms')
  @ApiAnswer('WriteResult', { status: 201 })
  @Roles('manager')
  @ApiOperation({ summary: 'Accept terms and privacy (seed §7); signatures issued before are outdated' })
  @ApiResponse({ status: 422, description: 'terms not true' })
  terms(@Write() call: WriteCall, @Body() _input: AcceptTermsInput) {
    return this.change(call, { type: 'AcceptTerms', data: { by: call.principal.userId } });
  }

  @Post('v2/account/deletion')
  @ApiAnswer('WriteResult', { status: 201 })
  @Roles('manager')
  @ApiOperation({ summary: 'Mark the account for deletion: removed with its data after 10 days unless cancelled' })
  @ApiResponse({ status: 409, description: 'account.marked_for_deletion (already marked)' })
  markForDeletion(@Write() call: WriteCall): Promise<WriteResult> {
    return this.writes.execute(call, new MarkAccountForDeletion(call.context, call.accountId), call.accountId);
  }

  @Delete('v2/account/deletion')
  @ApiAnswer('WriteResult')
  @Roles('manager')
  @ApiOperation({ summary: 'Cancel the deletion' })
  @ApiResponse({ status: 409, description: 'account.not_marked_for_deletion' })
  cancelDeletion(@Write() call: WriteCall) {
    return this.change(call, { type: 'CancelAccountDeletion', data: {} });
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
  uploadLogo(@Write() call: WriteCall, @UploadedImage() image: ImageUpload) {
    return this.changeImage(call, 'logo', image);
  }

  @Post('v1/account/icon')
  @Roles('manager')
  @HttpCode(200)
  @ImageUploadRoute('The icon')
  @ApiOperation({ summary: 'Upload the icon (multipart field `file`); replaces the previous one' })
  @ApiAnswer('WriteResult', { description: 'of the account' })
  uploadIcon(@Write() call: WriteCall, @UploadedImage() image: ImageUpload) {
    return this.changeImage(call, 'icon', image);
  }

  @Delete('v1/account/logo')
  @ApiAnswer('WriteResult', { description: 'of the account' })
  @Roles('manager')
  @ApiOperation({ summary: 'Remove the logo' })
  removeLogo(@Write() call: WriteCall) {
    return this.changeImage(call, 'logo', null);
  }

  @Delete('v1/account/icon')
  @ApiAnswer('WriteResult', { description: 'of the account' })
  @Roles('manager')
  @ApiOperation({ summary: 'Remove the icon' })
  removeIcon(@Write() call: WriteCall) {
    return this.changeImage(call, 'icon', null);
  }

  private changeImage(call: WriteCall, image: AccountImage, upload: ImageUpload | null): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeAccountImage(call.context, image, upload), call.accountId);
  }

  private change(call: WriteCall, command: ChangeAccount['command'] & AccountCommand, basedOn?: number): Promise<WriteResult> {
    return this.writes.execute(call, new ChangeAccount(call.context, call.accountId, command, basedOn), call.accountId);
  }
}
