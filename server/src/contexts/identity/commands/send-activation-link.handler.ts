import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSendActivationLink } from '../domain/user.decide';
import { UserStream } from './user-stream';

export class SendActivationLink {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/** The welcome mail again (IdentityMailJob), with a new activation link (the older ones stop working); 409 for an active user. */
@CommandHandler(SendActivationLink)
export class SendActivationLinkHandler implements ICommandHandler<SendActivationLink, void> {
  constructor(private readonly users: UserStream) {}

  async execute({ userId, context }: SendActivationLink): Promise<void> {
    await this.users.execute(userId, context, decideSendActivationLink);
  }
}
