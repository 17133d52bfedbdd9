import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangePasswordInput, TokenResponse } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSetPassword } from '../domain/user.decide';
import { CredentialsStore } from '../secrets/credentials.store';
import { LoginThrottle } from '../secrets/login-throttle';
import { RefreshTokenStore } from '../secrets/refresh-token.store';
import { TokenIssuer } from '../tokens/token-issuer';
import { UserStream, type UserWrite } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class ChangePassword {
  constructor(
    readonly userId: string,
    readonly input: ChangePasswordInput,
    readonly context: CommandContext,
  ) {}
}

/**
 * The old password and a new one (not one of the last five). Every refresh token of the
 * user is revoked (other devices sign in again); the caller gets a fresh token set so
 * this device stays signed in. Wrong old passwords are throttled like sign-ins.
 */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword, { write: UserWrite; tokens: TokenResponse }> {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly credentials: CredentialsStore,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly users: UserStream,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute({ userId, input, context }: ChangePassword): Promise<{ write: UserWrite; tokens: TokenResponse }> {
    const key = `password-change|${userId}`;
    await this.throttle.assertAllowed(key, context.now);
    if (!(await this.credentials.verify(userId, input.old_password))) {
      await this.throttle.recordFailure(key, context.now);
      throw new DomainRefusal('invalid', 'profile.wrong_password', { old_password: [{ key: 'profile.wrong_password' }] });
    }
    await this.throttle.reset(key);
    await this.credentials.assertNotRecent(userId, input.password);
    const write = await this.users.execute(userId, context, (state) => decideSetPassword(state, 'change'));
    await this.credentials.save(userId, input.password, { mustChange: false, now: context.now });
    await this.refreshTokens.revokeAll(userId, context.now);
    const user = await this.users.living(userId);
    return { write, tokens: await this.tokens.issue(userId, user, context.now) };
  }
}
