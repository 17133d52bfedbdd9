import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSendActivationLink } from '../domain/user.decide';
import { IdentityMailer } from '../mail/identity-mailer';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { eventIdOf, recipientOf, UserStream } from './user-stream';

export class SendActivationLink {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/** The welcome mail again, with a new activation link (the older ones stop working); 409 for an active user. */
@CommandHandler(SendActivationLink)
export class SendActivationLinkHandler implements ICommandHandler<SendActivationLink, void> {
  constructor(
    private readonly users: UserStream,
    private readonly oneTime: OneTimeTokenStore,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ userId, context }: SendActivationLink): Promise<void> {
    const write = await this.users.execute(userId, context, decideSendActivationLink);
    const token = await this.oneTime.issue('activation', userId, context.now);
    await this.mailer.activation(recipientOf(write.before), token, eventIdOf(write, 'UserActivationLinkSent'), context.onBehalfOf);
  }
}
