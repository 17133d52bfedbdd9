import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  RefreshTokensInput,
  RespondToChallengeInput,
  SignInInput,
  SignOutInput,
  type SignInResponse,
  type TokenResponse,
  DomainRefusal,
} from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from '../../../core/auth/access-token-verifier';
import { Public } from '../../../core/auth/auth.decorators';
import { RefreshTokens } from '../commands/refresh-tokens.handler';
import { RespondToChallenge } from '../commands/respond-to-challenge.handler';
import { SignIn } from '../commands/sign-in.handler';
import { SignOut } from '../commands/sign-out.handler';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { clientAddress } from './client-address';
import { ApiAnswer } from '../../../core/http/openapi-schemas';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Sign-in, the first-sign-in challenge, token refresh and sign-out (seed §7 Auth). */
@ApiTags('auth')
@Public()
@Controller('v1/oauth')
export class OAuthController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly accessTokens: AccessTokenVerifier,
  ) {}

  @Post('token')
  @ApiAnswer('SignInResponse', { description: 'Tokens or a challenge' })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with username (or e-mail) and password',
    description:
      'Answers { AccessToken, IdToken, RefreshToken, ExpiresIn, TokenType }, or for a temporary password ' +
      '{ ChallengeName: "NEW_PASSWORD_REQUIRED", Session, ChallengeParameters }. With account_id the membership is checked ' +
      '(404 auth.account_not_found, 403 auth.account_inactive / auth.account_marked_for_deletion). ' +
      'Unknown user and wrong password: the same 401 auth.invalid_credentials; 5 failures in 15 minutes per account (user name and e-mail count together; an unknown name by itself) and address: 429.',
  })
  @ApiResponse({ status: 401, description: 'auth.invalid_credentials' })
  @ApiResponse({ status: 429, description: 'request.too_many, with Retry-After' })
  signIn(@Body() input: SignInInput, @Req() request: Request): Promise<SignInResponse> {
    return this.commands.execute<SignIn, SignInResponse>(new SignIn(input, clientAddress(request), new Date()));
  }

  @Post('challenge')
  @ApiAnswer('TokenResponse', { description: 'Tokens' })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer the NEW_PASSWORD_REQUIRED challenge with a new password',
    description: 'The Session from sign-in is single use and valid 10 minutes (else 401 auth.session_invalid).',
  })
  @ApiResponse({ status: 422, description: 'Password policy, or auth.password_used_recently' })
  respondToChallenge(@Body() input: RespondToChallengeInput): Promise<TokenResponse> {
    return this.commands.execute<RespondToChallenge, TokenResponse>(new RespondToChallenge(input, commandContext(SYSTEM_ACCOUNT_ID, null)));
  }

  @Post('refresh')
  @ApiAnswer('TokenResponse', { description: 'Tokens, with a new RefreshToken' })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange a refresh token for a new token set',
    description: 'Refresh tokens rotate: each works once. Replaying a used one revokes its whole family (401 auth.refresh_token_invalid).',
  })
  @ApiResponse({ status: 401, description: 'auth.refresh_token_invalid' })
  refresh(@Body() input: RefreshTokensInput): Promise<TokenResponse> {
    return this.commands.execute<RefreshTokens, TokenResponse>(new RefreshTokens(input, new Date()));
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Sign out everywhere',
    description:
      'Revokes every refresh token of the user named by the bearer access token or, when it has expired, by the ' +
      'refresh_token in the body. Access tokens expire on their own within 15 minutes.',
  })
  @ApiResponse({ status: 204, description: 'Signed out' })
  @ApiResponse({ status: 401, description: 'Neither a valid bearer token nor a refresh token' })
  async signOut(@Body() input: SignOutInput, @Headers('authorization') authorization: string | undefined): Promise<void> {
    const bearer = BEARER.exec(authorization ?? '')?.[1];
    const userId = bearer ? (await this.accessTokens.verify(bearer).catch(() => undefined))?.userId : undefined;
    if (!userId && !input.refresh_token) throw DomainRefusal.unauthenticated('auth.unauthorized');
    await this.commands.execute(new SignOut(userId, input.refresh_token ?? undefined, new Date()));
  }
}
