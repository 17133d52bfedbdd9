import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefreshTokenStore } from '../secrets/refresh-token.store';

export class SignOut {
  constructor(
    /** From a valid bearer token, when one was sent. */
    readonly userId: string | undefined,
    readonly refreshToken: string | undefined,
    readonly now: Date,
  ) {}
}

/**
 * Revokes every refresh token of the user (all devices). Access tokens are not
 * revocable; they expire within 15 minutes. An unknown refresh token is nothing to revoke.
 */
@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut, void> {
  constructor(private readonly refreshTokens: RefreshTokenStore) {}

  async execute({ userId, refreshToken, now }: SignOut): Promise<void> {
    const owner = userId ?? (refreshToken ? await this.refreshTokens.ownerOf(refreshToken) : undefined);
    if (owner) await this.refreshTokens.revokeAll(owner, now);
  }
}
