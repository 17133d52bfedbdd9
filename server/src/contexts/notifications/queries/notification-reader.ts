import { Inject, Injectable } from '@nestjs/common';
import {
  DomainRefusal,
  type ListNotificationsQuery,
  type NotificationKind,
  type NotificationCountView,
  type NotificationListView,
  type NotificationView,
} from '@kollab/contracts';
import { ItemReaders } from '../../../core/notify/item-readers';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { DEFAULT_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { NOTIFICATIONS_COLLECTION, type NotificationRow } from '../projections/notifications.projection';

/** The badge counts up to this many (the client shows 99+ above 99). */
export const UNREAD_COUNT_CAP = 100;

/** What only staff may learn of (comments are internal): never delivered to portal users. */
const STAFF_ONLY_KINDS: readonly NotificationKind[] = ['commented'];

/**
 * A notification as a portal user may see it: without the staff-only kinds it folded in (its
 * count then the number of the kinds left, a lower bound); undefined when nothing is left.
 */
export function portalFace(row: NotificationRow): NotificationRow | undefined {
  const kinds = row.kinds.filter((kind) => !STAFF_ONLY_KINDS.includes(kind));
  if (kinds.length === row.kinds.length) return row;
  return kinds.length === 0 ? undefined : { ...row, kind: kinds[0], kinds, count: kinds.length };
}

export const viewOf = ({ user_id: _user, position: _position, mail: _mail, ...view }: NotificationRow): NotificationView => view;

/**
 * A user's notifications in an account, newest first — only those about items they may read
 * now (ItemReaders: asked when they are delivered, so losing access to an item hides what was
 * said about it, in the list, the count and the push).
 */
@Injectable()
export class NotificationReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly readers: ItemReaders,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  /** Which of `userIds` are staff (role user) here; the others (portal users) get portal faces only. */
  private async staffAmong(accountId: string, userIds: readonly string[]): Promise<Set<string>> {
    const found = this.memberships.membershipsIn
      ? await this.memberships.membershipsIn(accountId, userIds)
      : new Map(await Promise.all(userIds.map(async (userId) => [userId, await this.memberships.membership(accountId, userId)] as const)));
    return new Set(userIds.filter((userId) => found.get(userId)?.roles.includes('user')));
  }

  private rows(accountId: string) {
    return this.store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(accountId);
  }

  /** The rows of `rows` whose item the user may read now (as a portal user sees them). */
  async deliverable(accountId: string, userId: string, rows: readonly NotificationRow[]): Promise<NotificationRow[]> {
    const [readable, staff] = await Promise.all([
      this.readers.readable(
        accountId,
        userId,
        rows.map((row) => row.item),
      ),
      this.staffAmong(accountId, [userId]),
    ]);
    const faced = rows.filter((row) => readable.has(`${row.item.kind}:${row.item.id}`));
    return staff.has(userId) ? faced : faced.flatMap((row) => portalFace(row) ?? []);
  }

  async list(accountId: string, userId: string, query: ListNotificationsQuery): Promise<NotificationListView> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const where = { user_id: userId, ...(query['filter[unread]'] ? { read: false } : {}) };
    // Ids first, then the rows a page at a time until the page is full of deliverable ones.
    const ids = await this.rows(accountId).findIds({ where, sort: [{ field: 'created_at', direction: 'desc' }] });
    const shown: NotificationRow[] = [];
    let skipped = 0;
    for (let start = 0; start < ids.length && shown.length < limit; start += limit * 2) {
      const batch = ids.slice(start, start + limit * 2);
      const rows = new Map((await this.rows(accountId).getMany(batch)).map((row) => [row.id, row]));
      const ordered = batch.map((id) => rows.get(id)).filter((row): row is NotificationRow => row !== undefined);
      const deliverable = await this.deliverable(accountId, userId, ordered);
      for (const row of deliverable) {
        if (skipped < (page - 1) * limit) skipped += 1;
        else if (shown.length < limit) shown.push(row);
      }
    }
    return { data: shown.map(viewOf), meta: { page, limit, total: ids.length } };
  }

  async unreadCount(accountId: string, userId: string): Promise<NotificationCountView> {
    const ids = await this.rows(accountId).findIds({ where: { user_id: userId, read: false }, sort: [{ field: 'created_at', direction: 'desc' }] });
    const rows = await this.rows(accountId).getMany(ids.slice(0, UNREAD_COUNT_CAP));
    return { count: (await this.deliverable(accountId, userId, rows)).length };
  }

  /**
   * The unread counts of many users at once (a push after one comment to 500 watchers): their
   * unread rows in one read, the items' readers once per item.
   */
  async unreadCounts(accountId: string, userIds: readonly string[]): Promise<Map<string, number>> {
    const ids = await this.rows(accountId).findIds({
      where: { user_id: { in: [...userIds] }, read: false },
      sort: [{ field: 'created_at', direction: 'desc' }],
    });
    const perUser = new Map<string, NotificationRow[]>(userIds.map((userId) => [userId, []]));
    for (const row of await this.rows(accountId).getMany(ids)) {
      const rows = perUser.get(row.user_id);
      if (rows && rows.length < UNREAD_COUNT_CAP) rows.push(row);
    }
    const items = [...perUser.values()].flat().map((row) => row.item);
    const [readable, staff] = await Promise.all([this.readers.readableByUsers(accountId, userIds, items), this.staffAmong(accountId, userIds)]);
    const counted = (userId: string, row: NotificationRow) =>
      readable.get(userId)?.has(`${row.item.kind}:${row.item.id}`) === true && (staff.has(userId) || portalFace(row) !== undefined);
    return new Map([...perUser].map(([userId, rows]) => [userId, rows.filter((row) => counted(userId, row)).length]));
  }

  /** The user's own notification (404 for anyone else's or one about an item they no longer read). */
  async own(accountId: string, userId: string, id: string): Promise<NotificationRow> {
    const row = await this.rows(accountId).get(id);
    const [deliverable] = row && row.user_id === userId ? await this.deliverable(accountId, userId, [row]) : [];
    if (!deliverable) throw DomainRefusal.notFound('notifications.notification_not_found');
    return deliverable;
  }
}
