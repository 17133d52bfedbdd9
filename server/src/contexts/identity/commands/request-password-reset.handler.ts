import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import { decideRequestPasswordReset } from '../domain/user.decide';
import { NameReservations } from '../secrets/name-reservations';
import { PasswordResetThrottle } from '../secrets/password-reset-throttle';
import { UserStream } from './user-stream';
import { isRefusal } from '@kollab/contracts';

export class RequestPasswordReset {
  constructor(
    /**
     * By e-mail and the caller's network address (the public trigger: an unknown e-mail is
     * silently ignored, both are rate limited) or by user id (managers: 404 when unknown).
     */
    readonly target: { email: string; address: string } | { userId: string },
    readonly context: CommandContext,
  ) {}
}

/**
 * Records the request; its event mails a reset link (IdentityMailJob: valid 2 hours, only
 * the newest link works). The public trigger is rate limited (PasswordResetThrottle).
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, void> {
  constructor(
    private readonly names: NameReservations,
    private readonly users: UserStream,
    private readonly throttle: PasswordResetThrottle,
  ) {}

  async execute({ target, context }: RequestPasswordReset): Promise<void> {
    if ('email' in target && !(await this.throttle.mayMail(target.email, target.address, context.now))) return;
    const userId = 'userId' in target ? target.userId : await this.names.holder({ kind: 'email', value: target.email });
    if (!userId) return;
    try {
      await this.users.execute(userId, context, decideRequestPasswordReset);
    } catch (error) {
      // The public trigger answers the same for every address and every repeat: a request
      // that lost the race to one for the same user (a double click) leaves the mailing to
      // it, and an address whose user is gone says nothing either.
      if ('email' in target && (error instanceof WrongExpectedVersionError || isRefusal(error, 'not_found'))) return;
      throw error;
    }
  }
}
