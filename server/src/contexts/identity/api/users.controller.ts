import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, type StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ActivateUserInput,
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  RequestEmailChangeInput,
  UpdateProfileInput,
  type TokenResponse,
  type UserView,
  type WriteResult,
  DomainRefusal,
} from '@kollab/contracts';
import { commandContext, type CommandContext } from '../../../core/aggregates/command-context';
import { CurrentPrincipal, NoAccount, Public } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { ImageUpload } from '../../../core/files/image-upload';
import { UploadedImage } from '../../../core/files/image-upload.interceptor';
import { ImageUploadRoute } from '../../../core/files/image-upload.route';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, storedFileResponse } from '../../../core/files/stored-file.response';
import { PublicWrite, Write, WriteRoutes, type PublicWriteCall, type WriteCall } from '../../../core/http/write-route';
import { ActivateUser, type ActivateUserHandler } from '../commands/activate-user.handler';
import { ChangeAvatar } from '../commands/change-avatar.handler';
import { ChangePassword, type ChangePasswordHandler } from '../commands/change-password.handler';
import { ChangeProfile } from '../commands/change-profile.handler';
import { ConfirmEmailChange } from '../commands/confirm-email-change.handler';
import { RequestEmailChange } from '../commands/request-email-change.handler';
import type { UserWrite } from '../commands/user-stream';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { GetUser } from '../queries/get-user.handler';
import { GetUserAvatar, type UserAvatar } from '../queries/get-user-avatar.handler';
import { ApiAnswer, binaryContent, viewSchema } from '../../../core/http/openapi-schemas';

/** The caller may change only their own profile; the answer does not tell whether another id exists. */
function ownProfile(principal: RequestPrincipal, id: string): CommandContext {
  if (principal.userId !== id) throw DomainRefusal.forbidden('profile.not_own');
  return commandContext(SYSTEM_ACCOUNT_ID, principal.userId);
}

/**
 * Users and the own profile (seed §7; the profile paths are ours, in the seed's style).
 * Users are global, so these routes need a token but no Account header.
 */
@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Post('v1/users/activate/:token')
  @ApiAnswer('WriteResult', { description: '{ id, version, position } of the user; sign in next' })
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Activate a user with the token of the activation link and a first password',
    description: '`user_pool_id` is accepted and ignored. 400 auth.activation_link_invalid when the link is unknown, used or expired (7 days).',
  })
  @ApiParam({ name: 'token', description: 'From the activation link' })
  @ApiResponse({ status: 400, description: 'auth.activation_link_invalid' })
  async activate(@PublicWrite() call: PublicWriteCall, @Param('token') token: string, @Body() input: ActivateUserInput): Promise<WriteResult> {
    const { userId, write } = await this.commands.execute<ActivateUser, Awaited<ReturnType<ActivateUserHandler['execute']>>>(
      new ActivateUser(token, input, commandContext(SYSTEM_ACCOUNT_ID, null)),
    );
    return this.writes.respond(call, userId, write.result);
  }

  @Get('v1/users/:id')
  @ApiAnswer('UserView')
  @NoAccount()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A user',
    description: 'Oneself, or a user who shares an account with the caller (then without new_email and date_of_birth); 404 otherwise.',
  })
  @ApiResponse({ status: 404, description: 'request.not_found' })
  getV1(@CurrentPrincipal() principal: RequestPrincipal, @Param('id') id: string): Promise<UserView> {
    return this.queries.execute<GetUser, UserView>(new GetUser(principal.userId, id));
  }

  @Get('v2/users/:id')
  @ApiAnswer('UserView')
  @NoAccount()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A user (v2: the same view and rules as v1)' })
  getV2(@CurrentPrincipal() principal: RequestPrincipal, @Param('id') id: string): Promise<UserView> {
    return this.queries.execute<GetUser, UserView>(new GetUser(principal.userId, id));
  }

  @Patch('v1/users/:id')
  @ApiAnswer('WriteResult')
  @NoAccount()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Change the own profile',
    description:
      'first_name, last_name (1–100), gender (male, female), date_of_birth (YYYY-MM-DD, age 14–120), locale (de, en). ' +
      'username cannot be changed: another value is a 422 on that field. 403 profile.not_own for another user.',
  })
  @ApiResponse({ status: 422, description: 'request.validation_failed' })
  async updateProfile(@Write({ account: false }) call: WriteCall, @Param('id') id: string, @Body() input: UpdateProfileInput): Promise<WriteResult> {
    const write = await this.commands.execute<ChangeProfile, UserWrite>(new ChangeProfile(id, input, ownProfile(call.principal, id)));
    return this.writes.respond(call, id, write.result);
  }

  @Post('v1/users/:id/email')
  @ApiAnswer('WriteResult')
  @NoAccount()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Ask to change the own e-mail address',
    description: 'Mails a 6-digit code (30 minutes, 5 tries) to the new address; new_email shows the pending change. 422 profile.email_taken.',
  })
  async requestEmailChange(
    @Write({ account: false }) call: WriteCall,
    @Param('id') id: string,
    @Body() input: RequestEmailChangeInput,
  ): Promise<WriteResult> {
    const write = await this.commands.execute<RequestEmailChange, UserWrite>(new RequestEmailChange(id, input.email, ownProfile(call.principal, id)));
    return this.writes.respond(call, id, write.result);
  }

  @Post('v1/users/:id/email/confirm')
  @ApiAnswer('WriteResult')
  @NoAccount()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Confirm the new e-mail address with the mailed code',
    description: '422 profile.confirmation_code_invalid (wrong, used or expired code), 422 profile.email_taken.',
  })
  async confirmEmailChange(
    @Write({ account: false }) call: WriteCall,
    @Param('id') id: string,
    @Body() input: ConfirmEmailChangeInput,
  ): Promise<WriteResult> {
    const write = await this.commands.execute<ConfirmEmailChange, UserWrite>(
      new ConfirmEmailChange(id, input.confirmation_code, ownProfile(call.principal, id)),
    );
    return this.writes.respond(call, id, write.result);
  }

  @Post('v1/users/:id/password')
  @ApiAnswer({ allOf: [viewSchema('WriteResult'), viewSchema('TokenResponse')] }, { description: 'WriteResult and a fresh TokenResponse' })
  @NoAccount()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Change the own password',
    description:
      'Needs old_password (422 profile.wrong_password; 5 wrong in 15 minutes: 429); the new one must keep the policy and ' +
      'not be one of the last 5 (422 auth.password_used_recently). Revokes every refresh token of the user and answers ' +
      'with a fresh token set for this device besides { id, version, position }.',
  })
  async changePassword(
    @Write({ account: false }) call: WriteCall,
    @Param('id') id: string,
    @Body() input: ChangePasswordInput,
  ): Promise<WriteResult & TokenResponse> {
    const { write, tokens } = await this.commands.execute<ChangePassword, Awaited<ReturnType<ChangePasswordHandler['execute']>>>(
      new ChangePassword(id, input, ownProfile(call.principal, id)),
    );
    return { ...(await this.writes.respond(call, id, write.result)), ...tokens };
  }

  @Post('v1/users/:id/avatar')
  @ApiAnswer('WriteResult', { description: '{ id, version, position } of the user' })
  @NoAccount()
  @HttpCode(200)
  @ApiBearerAuth()
  @ImageUploadRoute('The picture')
  @ApiOperation({
    summary: 'Upload the own picture (multipart field `file`)',
    description:
      'PNG, JPEG or WebP (recognised by its bytes), at most 2 MiB; replaces the previous picture. avatar_url of the user ' +
      'becomes `/api/v1/users/{id}/avatar?v=<version>`. 403 profile.not_own for another user.',
  })
  async uploadAvatar(@Write({ account: false }) call: WriteCall, @Param('id') id: string, @UploadedImage() image: ImageUpload): Promise<WriteResult> {
    const write = await this.commands.execute<ChangeAvatar, UserWrite>(new ChangeAvatar(id, image, ownProfile(call.principal, id)));
    return this.writes.respond(call, id, write.result);
  }

  @Delete('v1/users/:id/avatar')
  @ApiAnswer('WriteResult', { description: '{ id, version, position } of the user' })
  @NoAccount()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Remove the own picture (avatar_url becomes null)', description: '403 profile.not_own for another user.' })
  async removeAvatar(@Write({ account: false }) call: WriteCall, @Param('id') id: string): Promise<WriteResult> {
    const write = await this.commands.execute<ChangeAvatar, UserWrite>(new ChangeAvatar(id, null, ownProfile(call.principal, id)));
    return this.writes.respond(call, id, write.result);
  }

  @Get('v1/users/:id/avatar')
  @NoAccount()
  @ApiBearerAuth()
  @ApiOperation({
    summary: "A user's picture",
    description:
      'For whoever may see the user (oneself, users sharing an account, system admins); 404 otherwise or without a picture. ' +
      'With the current `v` (as in avatar_url) cached privately for a year, otherwise revalidated by ETag.',
  })
  @ApiQuery({ name: 'v', required: false, description: 'The version from avatar_url' })
  @ApiResponse({ status: 200, description: 'The picture', content: binaryContent('image/png', 'image/jpeg', 'image/webp') })
  @ApiResponse({ status: 404, description: 'request.not_found' })
  async avatar(
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id') id: string,
    @Query('v') version: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile | undefined> {
    const { file, url } = await this.queries.execute<GetUserAvatar, UserAvatar>(new GetUserAvatar(principal.userId, id));
    // Only the current address may be cached for good: an old `v` would keep an old answer.
    const current = version !== undefined && url?.endsWith(`?v=${version}`);
    return storedFileResponse(request, response, file, current ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  }
}
