import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideConfirmEmailChange } from '../domain/user.decide';
import { NameReservations } from '../secrets/name-reservations';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { UserStream, type UserWrite } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class ConfirmEmailChange {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {}
}

const invalidCode = (): DomainRefusal => DomainRefusal.invalid('profile.confirmation_code_invalid', 'confirmation_code');

/**
 * The code from the mail → the new address replaces the old one. The new address is
 * reserved first (someone may have taken it since the request); the old one is freed after.
 */
@CommandHandler(ConfirmEmailChange)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChange, UserWrite> {
  constructor(
    private readonly oneTime: OneTimeTokenStore,
    private readonly names: NameReservations,
    private readonly users: UserStream,
  ) {}

  async execute({ userId, code, context }: ConfirmEmailChange): Promise<UserWrite> {
    const found = await this.oneTime.findByCode('email_code', userId, code, context.now);
    const newEmail = found?.payload.email;
    if (!found || !newEmail) throw invalidCode();
    const taken = await this.names.reserve(userId, [{ kind: 'email', value: newEmail }]);
    if (taken.length > 0) throw new DomainRefusal('invalid', 'profile.email_taken', { email: [{ key: 'profile.email_taken' }] });
    let write: UserWrite;
    try {
      if (!(await this.oneTime.consume(found.id, context.now))) throw invalidCode();
      write = await this.users.execute(userId, context, (state) => decideConfirmEmailChange(state, newEmail));
    } catch (error) {
      await this.names.release(userId, [{ kind: 'email', value: newEmail }]);
      throw error;
    }
    const oldEmail = write.before.email;
    if (oldEmail.toLowerCase() !== newEmail.toLowerCase()) await this.names.release(userId, [{ kind: 'email', value: oldEmail }]);
    return write;
  }
}
