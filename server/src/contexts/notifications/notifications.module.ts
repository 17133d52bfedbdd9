import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { NotificationsController } from './api/notifications.controller';
import { MarkNotificationsHandler } from './commands/mark-notifications.handler';
import { notificationsProjection } from './projections/notifications.projection';
import { NotificationReader } from './queries/notification-reader';
import { NotificationCountNotifier } from './realtime/notification-count.notifier';

/** The notifications context (issue 17): who is told of what, the inbox, the badge's live count. See its README. */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationReader, MarkNotificationsHandler, NotificationCountNotifier],
})
export class NotificationsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(notificationsProjection);
  }
}
