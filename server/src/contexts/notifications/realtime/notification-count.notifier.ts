import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
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
 * the account it counts in (a user's sockets may be in another of their accounts). The counts
 * of one commit's users are read together (NotificationReader.unreadCounts).
 */
@Injectable()
export class NotificationCountNotifier implements OnModuleInit {
  private readonly logger = new Logger('NotificationCountNotifier');

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly reader: NotificationReader,
  ) {}

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.notify(commit));
  }

  private async notify(commit: ProjectionCommit): Promise<void> {
    const users = new Map<string, Set<string>>();
    for (const change of commit.changes) {
      if (change.collection !== NOTIFICATIONS_COLLECTION || !change.doc) continue;
      users.set(change.accountId, (users.get(change.accountId) ?? new Set()).add((change.doc as NotificationRow).user_id));
    }
    for (const [accountId, userIds] of users) {
      try {
        const counts = await this.reader.unreadCounts(accountId, [...userIds]);
        for (const [userId, count] of counts) {
          this.gateway.emitToRooms([rooms.user(userId)], NOTIFICATIONS_CHANGED, {
            account_id: accountId,
            count,
            position: commit.checkpoint.position,
          });
        }
      } catch (error) {
        this.logger.error(`counts in ${accountId} not pushed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
