import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { ApiError } from '../../../core/http/api-error';
import { decideRequestEmailChange } from '../domain/user.decide';
import { IdentityMailer } from '../mail/identity-mailer';
import { NameReservations } from '../secrets/name-reservations';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { eventIdOf, recipientOf, UserStream, type UserWrite } from './user-stream';

export class RequestEmailChange {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Mails a 6-digit code (30 minutes, 5 tries) to the new address; the address changes once it is confirmed. */
@CommandHandler(RequestEmailChange)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChange, UserWrite> {
  constructor(
    private readonly names: NameReservations,
    private readonly users: UserStream,
    private readonly oneTime: OneTimeTokenStore,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ userId, email, context }: RequestEmailChange): Promise<UserWrite> {
    const newEmail = email.trim();
    const holder = await this.names.holder({ kind: 'email', value: newEmail });
    if (holder && holder !== userId) throw new ApiError(422, 'profile.email_taken', { email: [{ key: 'profile.email_taken' }] });
    const write = await this.users.execute(userId, context, (state) => decideRequestEmailChange(state, newEmail));
    const code = await this.oneTime.issue('email_code', userId, context.now, { email: newEmail });
    await this.mailer.emailCode(recipientOf(write.before), newEmail, code, eventIdOf(write, 'UserEmailChangeRequested'));
    return write;
  }
}
