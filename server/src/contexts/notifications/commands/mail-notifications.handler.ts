import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import {
  decideMail,
  evolveMail,
  initialMailState,
  type NotificationMailEvent,
  type NotificationMailState,
  type NotificationsMailed,
} from '../domain/notification-mail';

/** Streams `notification_mail-<userId>` in the account. */
export const notificationMailAggregate = defineAggregate<NotificationMailState, NotificationMailEvent>({
  type: 'notification_mail',
  initialState: initialMailState,
  evolve: evolveMail,
});

/** A mail job's decision: these notifications go out in one mail (the mail itself follows the event). */
export class MailNotifications {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly mail: NotificationsMailed['data'],
  ) {}
}

@CommandHandler(MailNotifications)
export class MailNotificationsHandler implements ICommandHandler<MailNotifications, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, userId, mail }: MailNotifications): Promise<AppendResult> {
    return this.repository.execute(notificationMailAggregate, context, userId, (state) => decideMail(state, mail));
  }
}
