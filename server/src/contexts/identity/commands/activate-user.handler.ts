import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActivateUserInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSetPassword } from '../domain/user.decide';
import { CredentialsStore } from '../secrets/credentials.store';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { UserStream, type UserWrite } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class ActivateUser {
  constructor(
    readonly token: string,
    readonly input: ActivateUserInput,
    readonly context: CommandContext,
  ) {}
}

/**
 * The activation link's token and a first password: the user becomes active and the
 * address verified. The token stays usable when the password is refused, so the user
 * can try another one.
 */
@CommandHandler(ActivateUser)
export class ActivateUserHandler implements ICommandHandler<ActivateUser, { userId: string; write: UserWrite }> {
  constructor(
    private readonly oneTime: OneTimeTokenStore,
    private readonly credentials: CredentialsStore,
    private readonly users: UserStream,
  ) {}

  async execute({ token, input, context }: ActivateUser): Promise<{ userId: string; write: UserWrite }> {
    const invalid = () => DomainRefusal.malformed('auth.activation_link_invalid');
    const found = await this.oneTime.find('activation', token, context.now);
    if (!found) throw invalid();
    const { state } = await this.users.load(found.userId);
    if (!state.exists || state.erased || state.status === 'active') throw invalid();
    await this.credentials.assertNotRecent(found.userId, input.password);
    if (!(await this.oneTime.consume(found.id, context.now))) throw invalid();
    await this.credentials.save(found.userId, input.password, { mustChange: false, now: context.now });
    const write = await this.users.execute(found.userId, { ...context, actorId: found.userId }, (s) => decideSetPassword(s, 'activation'));
    return { userId: found.userId, write };
  }
}
