import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RefreshTokensInput, TokenResponse } from '@kollab/contracts';
import { NameReservations } from '../secrets/name-reservations';
import { RefreshTokenStore } from '../secrets/refresh-token.store';
import { TokenIssuer } from '../tokens/token-issuer';
import { UserStream } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class RefreshTokens {
  constructor(
    readonly input: RefreshTokensInput,
    readonly now: Date,
  ) {}
}

const invalid = (): DomainRefusal => DomainRefusal.unauthenticated('auth.refresh_token_invalid');

/**
 * A refresh token → a new token set with its successor. Each token works once; a used
 * one coming back means a copy exists, so its whole family is revoked (the holder of the
 * newer token has to sign in again too).
 */
@CommandHandler(RefreshTokens)
export class RefreshTokensHandler implements ICommandHandler<RefreshTokens, TokenResponse> {
  constructor(
    private readonly refreshTokens: RefreshTokenStore,
    private readonly names: NameReservations,
    private readonly users: UserStream,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute({ input, now }: RefreshTokens): Promise<TokenResponse> {
    // A username that names nobody can match no token ('' is no user id).
    const expectedUserId = input.username ? ((await this.names.userIdFor(input.username)) ?? '') : undefined;
    const rotated = await this.refreshTokens.rotate(input.refresh_token, now, { expectedUserId, clientId: input.client_id });
    if (rotated.outcome !== 'rotated') throw invalid();
    const { state } = await this.users.load(rotated.userId);
    if (!state.exists || state.erased) throw invalid();
    return this.tokens.issue(rotated.userId, state, now, { refreshToken: rotated.token });
  }
}
