import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { defineAggregate } from '../../../core/aggregates/aggregate';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { NotificationReadEvent } from '../domain/notification-reads';

/** Streams `notification_reads-<userId>` in the account: nothing to decide on, the marks are facts. */
export const notificationReadsAggregate = defineAggregate<Record<string, never>, NotificationReadEvent>({
  type: 'notification_reads',
  initialState: () => ({}),
  evolve: (state) => state,
});

/** PATCH v1/notifications/{id} (one, read or unread) and POST v1/notifications/read_all (everything up to now). */
export class MarkNotifications {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly mark: { ids: string[]; read: boolean } | { all: true },
  ) {}
}

@CommandHandler(MarkNotifications)
export class MarkNotificationsHandler implements ICommandHandler<MarkNotifications, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, userId, mark }: MarkNotifications): Promise<AppendResult> {
    const event: NotificationReadEvent =
      'all' in mark ? { type: 'AllNotificationsRead', data: { up_to: context.now.toISOString() } } : { type: 'NotificationsMarked', data: mark };
    return this.repository.execute(notificationReadsAggregate, context, userId, () => [event]);
  }
}
