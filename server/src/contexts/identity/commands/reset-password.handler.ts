import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetPasswordInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSetPassword } from '../domain/user.decide';
import { CredentialsStore } from '../secrets/credentials.store';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { RefreshTokenStore } from '../secrets/refresh-token.store';
import { UserStream, type UserWrite } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class ResetPassword {
  constructor(
    readonly input: ResetPasswordInput,
    readonly context: CommandContext,
  ) {}
}

/**
 * The reset link's token and a new password (not one of the last five). Every session
 * ends; a pending user becomes active (the link proved the address).
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword, { userId: string; write: UserWrite }> {
  constructor(
    private readonly oneTime: OneTimeTokenStore,
    private readonly credentials: CredentialsStore,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly users: UserStream,
  ) {}

  async execute({ input, context }: ResetPassword): Promise<{ userId: string; write: UserWrite }> {
    const invalid = () => DomainRefusal.malformed('auth.reset_link_invalid');
    const found = await this.oneTime.find('password_reset', input.token, context.now);
    if (!found) throw invalid();
    const { state } = await this.users.load(found.userId);
    if (!state.exists || state.erased) throw invalid();
    await this.credentials.assertNotRecent(found.userId, input.password);
    if (!(await this.oneTime.consume(found.id, context.now))) throw invalid();
    await this.credentials.save(found.userId, input.password, { mustChange: false, now: context.now });
    await this.refreshTokens.revokeAll(found.userId, context.now);
    const write = await this.users.execute(found.userId, { ...context, actorId: found.userId }, (s) => decideSetPassword(s, 'reset'));
    return { userId: found.userId, write };
  }
}
