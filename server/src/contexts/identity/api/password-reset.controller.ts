import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ResetPasswordInput, TriggerPasswordResetInput, type WriteResult } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { Public } from '../../../core/auth/auth.decorators';
import { PublicWrite, WriteRoutes, type PublicWriteCall } from '../../../core/http/write-route';
import { RequestPasswordReset } from '../commands/request-password-reset.handler';
import { ResetPassword, type ResetPasswordHandler } from '../commands/reset-password.handler';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { RESET_MAILS_PER_EMAIL, RESET_REQUESTS_PER_ADDRESS } from '../secrets/password-reset-throttle';
import { clientAddress } from './client-address';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

/** Forgotten password: a link by mail, then a new password (seed §7). `user_pool_id` is accepted and ignored. */
@ApiTags('auth')
@Public()
@Controller('v1/password')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Post('reset/trigger')
  @ApiAnswer(
    { type: 'object', required: ['accepted'], properties: { accepted: { type: 'boolean', enum: [true] } } },
    { status: 202, description: 'Accepted' },
  )
  @HttpCode(202)
  @ApiOperation({
    summary: 'Mail a password reset link',
    description:
      'Answers 202 { accepted: true } whether or not the address is known, so it reveals no accounts. ' +
      `At most ${RESET_MAILS_PER_EMAIL.max} mails per e-mail address in ${RESET_MAILS_PER_EMAIL.windowSeconds / 60} minutes ` +
      '(past that the same 202, and no mail); ' +
      `at most ${RESET_REQUESTS_PER_ADDRESS.max} requests per client address in ${RESET_REQUESTS_PER_ADDRESS.windowSeconds / 60} minutes ` +
      '(past that 429 request.too_many with Retry-After).',
  })
  @ApiResponse({ status: 429, description: 'request.too_many, with Retry-After: too many requests from this address' })
  async trigger(@Body() input: TriggerPasswordResetInput, @Req() request: Request): Promise<{ accepted: true }> {
    await this.commands.execute(
      new RequestPasswordReset({ email: input.email, address: clientAddress(request) }, commandContext(SYSTEM_ACCOUNT_ID, null)),
    );
    return { accepted: true };
  }

  @Post('reset')
  @ApiAnswer('WriteResult', { description: '{ id, version, position } of the user' })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the token of the reset link',
    description: 'Ends every session of the user. 400 auth.reset_link_invalid; 422 auth.password_used_recently (last 5).',
  })
  @ApiResponse({ status: 400, description: 'auth.reset_link_invalid' })
  async reset(@PublicWrite() call: PublicWriteCall, @Body() input: ResetPasswordInput): Promise<WriteResult> {
    const { userId, write } = await this.commands.execute<ResetPassword, Awaited<ReturnType<ResetPasswordHandler['execute']>>>(
      new ResetPassword(input, commandContext(SYSTEM_ACCOUNT_ID, null)),
    );
    return this.writes.respond(call, userId, write.result);
  }
}
