import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock';
import { EVENT_STORE, type EventStore } from '../../core/event-store/event-store';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { READ_STORE, type ReadStore } from '../../core/read-store/read-store';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { FilterSubscriptionsController } from './api/filter-subscriptions.controller';
import { NotificationSettingsController, UnsubscribeController } from './api/notification-settings.controller';
import { NotificationsController } from './api/notifications.controller';
import { ChangeFilterSubscriptionHandler, RecordFilterMatchHandler } from './commands/filter-subscriptions.handler';
import { MailNotificationsHandler } from './commands/mail-notifications.handler';
import { MarkNotificationsHandler } from './commands/mark-notifications.handler';
import { ChangeNotificationSettingsHandler } from './commands/notification-settings.handler';
import {
  NotificationDigestJob,
  NotificationMailJob,
  notificationMailReaction,
  NotificationMailSweepJob,
  notificationMailSweepReaction,
} from './jobs/notification-mail.jobs';
import { notificationsProjection } from './projections/notifications.projection';
import { NotificationReader } from './queries/notification-reader';
import { FilterMatchJob, filterMatchesReaction } from './reactions/filter-matches.reaction';
import { NotificationCountNotifier } from './realtime/notification-count.notifier';

/** The notifications context (issue 17): who is told of what, the inbox, the badge's live count, mails, saved-filter subscriptions. See its README. */
@Module({
  controllers: [NotificationsController, NotificationSettingsController, UnsubscribeController, FilterSubscriptionsController],
  providers: [
    NotificationReader,
    MarkNotificationsHandler,
    ChangeNotificationSettingsHandler,
    MailNotificationsHandler,
    ChangeFilterSubscriptionHandler,
    RecordFilterMatchHandler,
    NotificationCountNotifier,
    NotificationMailSweepJob,
    NotificationDigestJob,
    NotificationMailJob,
    FilterMatchJob,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
    private readonly sweep: NotificationMailSweepJob,
    private readonly digest: NotificationDigestJob,
    private readonly mail: NotificationMailJob,
    private readonly matches: FilterMatchJob,
  ) {}

  onModuleInit(): void {
    this.projections.register(notificationsProjection);
    this.jobs.register(this.sweep);
    this.jobs.register(this.digest);
    this.jobs.register(this.mail);
    this.jobs.register(this.matches);
    this.reactions.register(notificationMailSweepReaction(this.jobs, this.clock));
    this.reactions.register(notificationMailReaction);
    this.reactions.register(filterMatchesReaction(this.events, this.store));
  }
}
