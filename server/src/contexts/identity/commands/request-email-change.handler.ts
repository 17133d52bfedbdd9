import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideRequestEmailChange } from '../domain/user.decide';
import { NameReservations } from '../secrets/name-reservations';
import { UserStream, type UserWrite } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class RequestEmailChange {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Its event mails a 6-digit code (IdentityMailJob: 30 minutes, 5 tries) to the new address; the address changes once it is confirmed. */
@CommandHandler(RequestEmailChange)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChange, UserWrite> {
  constructor(
    private readonly names: NameReservations,
    private readonly users: UserStream,
  ) {}

  async execute({ userId, email, context }: RequestEmailChange): Promise<UserWrite> {
    const newEmail = email.trim();
    const holder = await this.names.holder({ kind: 'email', value: newEmail });
    if (holder && holder !== userId) throw new DomainRefusal('invalid', 'profile.email_taken', { email: [{ key: 'profile.email_taken' }] });
    return this.users.execute(userId, context, (state) => decideRequestEmailChange(state, newEmail));
  }
}
