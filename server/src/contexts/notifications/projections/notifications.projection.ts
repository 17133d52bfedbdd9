import type { NotificationKind, NotificationView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import type { ReadStore } from '../../../core/read-store/read-store';
import type { TaskEvent } from '../../tasks/public/task-events';
import { NOTIFICATION_READ_EVENT_TYPES, type NotificationReadEvent } from '../domain/notification-reads';

export const NOTIFICATIONS_COLLECTION = 'notifications';
/** What the projection keeps of each item to know whom to tell: its audience and its name. */
export const NOTIFICATION_ITEMS_COLLECTION = 'notification_items';
/** Per user and item: the notification that takes what happens to the item until `until` (grouping). */
export const NOTIFICATION_GROUPS_COLLECTION = 'notification_groups';

/** Things that happen to one item within this long after a notification are folded into it. */
export const GROUP_MS = 60_000;

defineCollectionColumns(NOTIFICATIONS_COLLECTION, {
  user_id: { type: 'text' },
  read: { type: 'boolean', index: false },
  created_at: { type: 'text', index: false, sortIndex: true },
});

export interface NotificationRow extends NotificationView {
  user_id: string;
  /** The global position of the last event folded in: one applied again changes nothing. */
  position: number;
}

interface ItemDoc {
  id: string;
  kind: 'task';
  item_id: string;
  title: string;
  number: string | null;
  author: string | null;
  assignees: string[];
  watchers: string[];
  deleted: boolean;
}

interface GroupDoc {
  id: string;
  notification_id: string;
  until: string;
}

const TASK_EVENT_TYPES = [
  'TaskCreated',
  'TaskChanged',
  'TaskStatusChanged',
  'TaskAssigned',
  'TaskUnassigned',
  'TaskWatched',
  'TaskUnwatched',
  'TaskCommentAdded',
  'TaskDeleted',
] as const satisfies ReadonlyArray<TaskEvent['type']>;

/** The task fields whose change people are told of. */
const TOLD_FIELDS = ['title', 'due_date'] as const;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Notifications (issue 17) as a read model of the events: who is told of what. A task's
 * assignees, watchers and author are told when it changes its status, due date or title or
 * gets a comment; a user assigned to or removed from a task is told; nobody of their own
 * doing. What happens to one item within a minute of a user's unread notification about it
 * is folded into that notification (count, kinds, fields). Marks come from the user's
 * `notification_reads` stream. Whether the user may still read the item is asked when a
 * notification is delivered (queries/notification-reader.ts), not here.
 */
export const notificationsProjection: Projection = {
  name: 'notifications',
  version: 1,
  collections: [NOTIFICATIONS_COLLECTION, NOTIFICATION_ITEMS_COLLECTION, NOTIFICATION_GROUPS_COLLECTION],
  eventTypes: [...TASK_EVENT_TYPES, ...NOTIFICATION_READ_EVENT_TYPES],
  async apply(event: RecordedEvent, store: ReadStore): Promise<void> {
    if (event.streamId.startsWith('notification_reads-')) return applyRead(event as RecordedEvent & NotificationReadEvent, store);
    return applyTask(event as RecordedEvent & TaskEvent, store);
  },
};

async function applyTask(event: RecordedEvent & TaskEvent, store: ReadStore): Promise<void> {
  const accountId = event.metadata.accountId;
  const taskId = event.streamId.slice('task-'.length);
  const items = store.collection<ItemDoc>(NOTIFICATION_ITEMS_COLLECTION).forAccount(accountId);
  const key = `task:${taskId}`;
  const current = await items.get(key);
  if (event.type === 'TaskCreated') {
    const { title, number, created_by } = event.data;
    await items.upsert({ id: key, kind: 'task', item_id: taskId, title, number, author: created_by, assignees: [], watchers: [], deleted: false });
    return;
  }
  if (!current || current.deleted) return;
  const actor = event.metadata.actorId;
  const audience = () => unique([...current.assignees, ...current.watchers, ...(current.author ? [current.author] : [])]);
  const tell = (users: readonly string[], kind: NotificationKind, fields: string[] = []) =>
    notify(
      store,
      event,
      { ...current },
      users.filter((user) => user !== actor),
      kind,
      fields,
    );
  switch (event.type) {
    case 'TaskChanged': {
      const next = { ...current, title: event.data.title ?? current.title, number: event.data.number ?? current.number };
      await items.upsert(next);
      const fields = TOLD_FIELDS.filter((field) => field in event.data);
      if (fields.length > 0)
        await notify(
          store,
          event,
          next,
          audience().filter((user) => user !== actor),
          'changed',
          [...fields],
        );
      return;
    }
    case 'TaskStatusChanged':
      return tell(audience(), 'changed', ['status']);
    case 'TaskAssigned':
      await items.upsert({ ...current, assignees: unique([...current.assignees, event.data.user_id]) });
      return tell([event.data.user_id], 'assigned');
    case 'TaskUnassigned':
      await items.upsert({ ...current, assignees: current.assignees.filter((user) => user !== event.data.user_id) });
      return tell([event.data.user_id], 'unassigned');
    case 'TaskWatched':
      await items.upsert({ ...current, watchers: unique([...current.watchers, event.data.user_id]) });
      return;
    case 'TaskUnwatched':
      await items.upsert({ ...current, watchers: current.watchers.filter((user) => user !== event.data.user_id) });
      return;
    case 'TaskCommentAdded':
      return tell(audience(), 'commented');
    case 'TaskDeleted':
      await items.upsert({ ...current, deleted: true });
      return;
    default:
      return;
  }
}

/** Tells each of `users` about the item: a new notification, or the one of their group that is still open and unread. */
async function notify(
  store: ReadStore,
  event: RecordedEvent,
  item: ItemDoc,
  users: readonly string[],
  kind: NotificationKind,
  fields: string[],
): Promise<void> {
  const accountId = event.metadata.accountId;
  const notifications = store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(accountId);
  const groups = store.collection<GroupDoc>(NOTIFICATION_GROUPS_COLLECTION).forAccount(accountId);
  const at = event.metadata.occurredAt;
  const until = new Date(Date.parse(at) + GROUP_MS).toISOString();
  const named = { kind: item.kind, id: item.item_id, title: item.title, number: item.number };
  for (const user of users) {
    const groupId = `${user}|${item.id}`;
    const group = await groups.get(groupId);
    const open = group && group.until >= at ? await notifications.get(group.notification_id) : undefined;
    if (open && open.position >= event.position) continue;
    if (open && !open.read) {
      await notifications.upsert({
        ...open,
        kinds: unique([...open.kinds, kind]),
        fields: unique([...open.fields, ...fields]),
        item: named,
        actor_id: event.metadata.actorId,
        count: open.count + 1,
        updated_at: at,
        position: event.position,
      });
      await groups.upsert({ id: groupId, notification_id: open.id, until });
      continue;
    }
    const id = `${event.eventId}.${user}`;
    await notifications.upsert({
      id,
      user_id: user,
      kind,
      kinds: [kind],
      item: named,
      actor_id: event.metadata.actorId,
      fields,
      count: 1,
      read: false,
      created_at: at,
      updated_at: at,
      position: event.position,
    });
    await groups.upsert({ id: groupId, notification_id: id, until });
  }
}

async function applyRead(event: RecordedEvent & NotificationReadEvent, store: ReadStore): Promise<void> {
  const userId = event.streamId.slice('notification_reads-'.length);
  const notifications = store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(event.metadata.accountId);
  if (event.type === 'NotificationsMarked') {
    for (const row of await notifications.getMany(event.data.ids)) {
      if (row.user_id === userId && row.read !== event.data.read) await notifications.upsert({ ...row, read: event.data.read });
    }
    return;
  }
  const unread = await notifications.findIds({ where: { user_id: userId, read: false, created_at: { lte: event.data.up_to } } });
  for (const row of await notifications.getMany(unread)) await notifications.upsert({ ...row, read: true });
}
