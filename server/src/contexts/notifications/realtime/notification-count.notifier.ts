import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { rooms } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { NOTIFICATIONS_COLLECTION, type NotificationRow } from '../projections/notifications.projection';
import { NotificationReader } from '../queries/notification-reader';

/** The push of a user's unread count: `{ account_id, count, position }`. */
export const NOTIFICATIONS_CHANGED = 'notifications/changed';

/**
 * After the notifications projection committed, each user whose notifications changed gets
 * their unread count (as the badge shows it: deliverable ones only) in their user room, with
 * the account it counts in (a user's sockets may be in another of their accounts).
 */
@Injectable()
export class NotificationCountNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('NotificationCountNotifier');
  private subscription?: Subscription;

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly reader: NotificationReader,
  ) {}

  onModuleInit(): void {
    this.subscription = this.commits.commits$.subscribe((commit) => void this.notify(commit));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  private async notify(commit: ProjectionCommit): Promise<void> {
    const users = new Map<string, { accountId: string; userId: string }>();
    for (const change of commit.changes) {
      if (change.collection !== NOTIFICATIONS_COLLECTION || !change.doc) continue;
      const userId = (change.doc as NotificationRow).user_id;
      users.set(`${change.accountId} ${userId}`, { accountId: change.accountId, userId });
    }
    for (const { accountId, userId } of users.values()) {
      try {
        const { count } = await this.reader.unreadCount(accountId, userId);
        this.gateway.emitToRooms([rooms.user(userId)], NOTIFICATIONS_CHANGED, { account_id: accountId, count, position: commit.checkpoint.position });
      } catch (error) {
        this.logger.error(`count of ${userId} in ${accountId} not pushed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
