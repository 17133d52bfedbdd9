import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationEmailMode, NotificationKind } from '@kollab/contracts';
import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import {
  decideSettings,
  defaultNotificationSettings,
  type NotificationSettings,
  type NotificationSettingsChanged,
  type NotificationSettingsEvent,
} from '../domain/notification-settings';

/** Streams `notification_settings-<userId>` in the account. */
export const notificationSettingsAggregate = defineAggregate<NotificationSettings, NotificationSettingsEvent>({
  type: 'notification_settings',
  initialState: defaultNotificationSettings,
  evolve: (_state, event) => ({ email: event.data.email, kinds: event.data.kinds, time_zone: event.data.time_zone }),
});

/** PUT v1/users/{id}/notification_settings, or a mail's unsubscribe link (mails off). */
export class ChangeNotificationSettings {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly change: { email: NotificationEmailMode; kinds?: Partial<Record<NotificationKind, boolean>>; time_zone?: string },
    readonly via: NotificationSettingsChanged['data']['via'],
  ) {}
}

@CommandHandler(ChangeNotificationSettings)
export class ChangeNotificationSettingsHandler implements ICommandHandler<ChangeNotificationSettings, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, userId, change, via }: ChangeNotificationSettings): Promise<AppendResult> {
    return this.repository.execute(notificationSettingsAggregate, context, userId, (state) => decideSettings(state, change, via));
  }
}
