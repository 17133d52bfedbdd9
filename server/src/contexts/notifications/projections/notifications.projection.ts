import type { FilterSubscriptionView, NotificationItemKind, NotificationKind, NotificationView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import type { ReadStore } from '../../../core/read-store/read-store';
import type { OfferEvent } from '../../offers/public/offer-events';
import type { ExportEvent } from '../../reports/public/export-events';
import type { SurveyEvent } from '../../surveys/public/survey-events';
import type { TaskEvent } from '../../tasks/public/task-events';
import { FILTER_SUBSCRIPTION_EVENT_TYPES, type FilterSubscriptionEvent } from '../domain/filter-subscription';
import { NOTIFICATION_MAIL_EVENT_TYPES, type NotificationMailEvent } from '../domain/notification-mail';
import { NOTIFICATION_READ_EVENT_TYPES, type NotificationReadEvent } from '../domain/notification-reads';
import {
  defaultNotificationSettings,
  mailModeFor,
  NOTIFICATION_SETTINGS_EVENT_TYPES,
  type NotificationSettings,
  type NotificationSettingsEvent,
} from '../domain/notification-settings';

export const NOTIFICATIONS_COLLECTION = 'notifications';
/** What the projection keeps of each item to know whom to tell: its audience and its name. */
export const NOTIFICATION_ITEMS_COLLECTION = 'notification_items';
/** Per user: how they want to be mailed (the settings stream's last word), read when a notification is made. */
export const NOTIFICATION_SETTINGS_COLLECTION = 'notification_settings';
/** The saved-filter subscriptions (GET v1/filter_subscriptions, and what the match reaction evaluates). */
export const FILTER_SUBSCRIPTIONS_COLLECTION = 'filter_subscriptions';

defineCollectionColumns(FILTER_SUBSCRIPTIONS_COLLECTION, {
  user_id: { type: 'text' },
  list: { type: 'text' },
  deleted: { type: 'boolean', index: false },
});

export interface FilterSubscriptionRow extends FilterSubscriptionView {
  user_id: string;
  query: Record<string, unknown>;
  deleted: boolean;
}

/** Things that happen to one item within this long after a notification are folded into it. */
export const GROUP_MS = 60_000;

// Read by id and by these columns only: no index over whole documents, which a comment to 500
// watchers would write 500 times (and the items, with their groups, and the settings are read by id alone).
defineCollectionColumns(
  NOTIFICATIONS_COLLECTION,
  {
    user_id: { type: 'text' },
    read: { type: 'boolean', index: false },
    mail: { type: 'text' },
    created_at: { type: 'text', index: false, sortIndex: true },
  },
  { documentIndex: false },
);
for (const byIdOnly of [NOTIFICATION_ITEMS_COLLECTION, NOTIFICATION_SETTINGS_COLLECTION])
  defineCollectionColumns(byIdOnly, {}, { documentIndex: false });

/** Whether a notification is still to be mailed (and how), was mailed, or is not mailed. */
export type NotificationMailMark = 'immediately' | 'daily' | 'sent' | null;

export interface NotificationRow extends NotificationView {
  user_id: string;
  /** The global position of the last event folded in: one applied again changes nothing. */
  position: number;
  mail: NotificationMailMark;
}

interface SettingsDoc extends NotificationSettings {
  id: string;
}

interface ItemDoc {
  id: string;
  kind: NotificationItemKind;
  item_id: string;
  title: string;
  number: string | null;
  author: string | null;
  assignees: string[];
  watchers: string[];
  /** Surveys: published (their assignees are told when it is, and those added after). */
  published?: boolean;
  /** A saved-filter subscription (`subscription:<id>`; its author the subscriber). */
  subscription?: { id: string; name: string; list: 'tasks' | 'offers' };
  /** Per user told of the item within the last minute: their open group (expired ones are dropped at the next notification). */
  groups?: Record<string, OpenGroup>;
  deleted: boolean;
}

/** A user's notification about an item that takes what happens to the item until `until` (grouping). */
interface OpenGroup {
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
  'TaskBecameOverdue',
  'TaskDueTomorrow',
  'TaskDeleted',
] as const satisfies ReadonlyArray<TaskEvent['type']>;
const SURVEY_EVENT_TYPES = [
  'SurveyCreated',
  'SurveyChanged',
  'SurveyAssigneesChanged',
  'SurveyPublished',
  'SurveyReminderSent',
  'SurveyDeleted',
] as const satisfies ReadonlyArray<SurveyEvent['type']>;
const OFFER_EVENT_TYPES = ['OfferCreated', 'OfferChanged', 'OfferBecameOverdue', 'OfferDeleted'] as const satisfies ReadonlyArray<OfferEvent['type']>;
const EXPORT_EVENT_TYPES = ['ExportRequested', 'ExportCompleted'] as const satisfies ReadonlyArray<ExportEvent['type']>;

/** The events that may tell somebody something (the mail sweep follows them). */
export const TELLING_EVENT_TYPES: readonly string[] = [
  ...TASK_EVENT_TYPES,
  ...SURVEY_EVENT_TYPES,
  ...OFFER_EVENT_TYPES,
  ...EXPORT_EVENT_TYPES,
  'FilterMatchChanged',
];

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
  // 3: mail marks and settings, due tomorrow, saved-filter subscriptions. 4: the groups in the items' documents.
  version: 4,
  collections: [NOTIFICATIONS_COLLECTION, NOTIFICATION_ITEMS_COLLECTION, NOTIFICATION_SETTINGS_COLLECTION, FILTER_SUBSCRIPTIONS_COLLECTION],
  retiredCollections: ['notification_groups'],
  eventTypes: [
    ...TELLING_EVENT_TYPES,
    ...NOTIFICATION_READ_EVENT_TYPES,
    ...NOTIFICATION_SETTINGS_EVENT_TYPES,
    ...NOTIFICATION_MAIL_EVENT_TYPES,
    ...FILTER_SUBSCRIPTION_EVENT_TYPES,
  ],
  // A task's writer does not read other users' inboxes: only marks (and subscriptions) wait for this projection.
  awaitedFor: [...NOTIFICATION_READ_EVENT_TYPES, ...FILTER_SUBSCRIPTION_EVENT_TYPES.filter((type) => type !== 'FilterMatchChanged')],
  async apply(event: RecordedEvent, store: ReadStore): Promise<void> {
    const prefix = event.streamId.slice(0, event.streamId.indexOf('-'));
    if (prefix === 'notification_reads') return applyRead(event as RecordedEvent & NotificationReadEvent, store);
    if (prefix === 'notification_settings') return applySettings(event as RecordedEvent & NotificationSettingsEvent, store);
    if (prefix === 'notification_mail') return applyMailed(event as RecordedEvent & NotificationMailEvent, store);
    if (prefix === 'filter_subscription') return applySubscription(event as RecordedEvent & FilterSubscriptionEvent, store);
    if (prefix === 'task') return applyTask(event as RecordedEvent & TaskEvent, store);
    if (prefix === 'survey') return applySurvey(event as RecordedEvent & SurveyEvent, store);
    if (prefix === 'offer') return applyOffer(event as RecordedEvent & OfferEvent, store);
    if (prefix === 'export') return applyExport(event as RecordedEvent & ExportEvent, store);
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
    case 'TaskBecameOverdue':
      return tell(audience(), 'overdue', ['status']);
    case 'TaskDueTomorrow':
      return tell(audience(), 'due_tomorrow');
    case 'TaskDeleted':
      await items.upsert({ ...current, deleted: true });
      return;
    default:
      return;
  }
}

const itemsOf = (store: ReadStore, event: RecordedEvent) =>
  store.collection<ItemDoc>(NOTIFICATION_ITEMS_COLLECTION).forAccount(event.metadata.accountId);
const idOf = (event: RecordedEvent): string => event.streamId.slice(event.streamId.indexOf('-') + 1);
const others = (event: RecordedEvent, users: readonly string[]): string[] => users.filter((user) => user !== event.metadata.actorId);

/** Surveys: assignees are told when it is published (those added later when they are), and of its reminder; never its author. */
async function applySurvey(event: RecordedEvent & SurveyEvent, store: ReadStore): Promise<void> {
  const items = itemsOf(store, event);
  const id = idOf(event);
  const key = `survey:${id}`;
  if (event.type === 'SurveyCreated') {
    const doc: ItemDoc = {
      id: key,
      kind: 'survey',
      item_id: id,
      title: event.data.title,
      number: null,
      author: event.data.created_by,
      assignees: [],
      watchers: [],
      published: false,
      deleted: false,
    };
    return items.upsert(doc);
  }
  const current = await items.get(key);
  if (!current || current.deleted) return;
  const invitable = (users: readonly string[]) => others(event, users).filter((user) => user !== current.author);
  switch (event.type) {
    case 'SurveyChanged':
      if (event.data.title !== undefined) await items.upsert({ ...current, title: event.data.title });
      return;
    case 'SurveyAssigneesChanged': {
      const { added, removed } = event.data;
      const next = { ...current, assignees: unique([...current.assignees.filter((user) => !removed.includes(user)), ...added]) };
      await items.upsert(next);
      if (current.published) await notify(store, event, next, invitable(added), 'survey_assigned', []);
      return;
    }
    case 'SurveyPublished': {
      const next = { ...current, published: true };
      await items.upsert(next);
      return notify(store, event, next, invitable(current.assignees), 'survey_assigned', []);
    }
    case 'SurveyReminderSent':
      return notify(store, event, current, invitable(event.data.user_ids), 'survey_reminder', []);
    case 'SurveyDeleted':
      return items.upsert({ ...current, deleted: true });
    default:
      return;
  }
}

/** Offers: their author is told when one becomes overdue. */
async function applyOffer(event: RecordedEvent & OfferEvent, store: ReadStore): Promise<void> {
  const items = itemsOf(store, event);
  const id = idOf(event);
  const key = `offer:${id}`;
  if (event.type === 'OfferCreated') {
    const doc: ItemDoc = {
      id: key,
      kind: 'offer',
      item_id: id,
      title: event.data.title,
      number: event.data.number,
      author: event.data.created_by,
      assignees: [],
      watchers: [],
      deleted: false,
    };
    return items.upsert(doc);
  }
  const current = await items.get(key);
  if (!current || current.deleted) return;
  if (event.type === 'OfferChanged')
    return items.upsert({ ...current, title: event.data.title ?? current.title, number: event.data.number ?? current.number });
  if (event.type === 'OfferDeleted') return items.upsert({ ...current, deleted: true });
  if (event.type === 'OfferBecameOverdue' && current.author)
    return notify(store, event, current, others(event, [current.author]), 'offer_overdue', []);
}

/** Exports: the requester (a report run: its recipients) is told when the file is ready. */
async function applyExport(event: RecordedEvent & ExportEvent, store: ReadStore): Promise<void> {
  const items = itemsOf(store, event);
  const id = idOf(event);
  const key = `export:${id}`;
  if (event.type === 'ExportRequested') {
    const { requested_by, schedule } = event.data;
    const doc: ItemDoc = {
      id: key,
      kind: 'export',
      item_id: id,
      title: '',
      number: null,
      author: requested_by,
      assignees: schedule ? schedule.recipients : [requested_by],
      watchers: [],
      deleted: false,
    };
    return items.upsert(doc);
  }
  const current = await items.get(key);
  if (!current || event.type !== 'ExportCompleted') return;
  const next = { ...current, title: event.data.file_name };
  await items.upsert(next);
  return notify(store, event, next, current.assignees, 'export_ready', []);
}

/** Tells each of `users` about the item: a new notification, or the one of their group that is still open and unread. */
async function notify(
  store: ReadStore,
  event: RecordedEvent,
  item: ItemDoc,
  users: readonly string[],
  kind: NotificationKind,
  fields: string[],
  subscription: NotificationRow['subscription'] = null,
): Promise<void> {
  if (users.length === 0) return;
  const accountId = event.metadata.accountId;
  const notifications = store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(accountId);
  const items = store.collection<ItemDoc>(NOTIFICATION_ITEMS_COLLECTION).forAccount(accountId);
  const settingsOf = new Map(
    (
      await store
        .collection<SettingsDoc>(NOTIFICATION_SETTINGS_COLLECTION)
        .forAccount(accountId)
        .getMany([...users])
    ).map((doc) => [doc.id, doc]),
  );
  const mailFor = (user: string, kinds: readonly NotificationKind[]): NotificationMailMark => {
    const mode = mailModeFor(settingsOf.get(user) ?? defaultNotificationSettings(), kinds);
    return mode === 'off' ? null : mode;
  };
  const at = event.metadata.occurredAt;
  const until = new Date(Date.parse(at) + GROUP_MS).toISOString();
  const named = { kind: item.kind, id: item.item_id, title: item.title, number: item.number };
  // The groups live in the item's document (as the caller may just have written it): the
  // ones still open, and their notifications in one read, whatever the number of users.
  const stored = (await items.get(item.id)) ?? item;
  const groups: Record<string, OpenGroup> = Object.fromEntries(Object.entries(stored.groups ?? {}).filter(([, group]) => group.until >= at));
  const openOf = new Map((await notifications.getMany(users.flatMap((user) => groups[user]?.notification_id ?? []))).map((row) => [row.id, row]));
  for (const user of users) {
    const open = groups[user] ? openOf.get(groups[user].notification_id) : undefined;
    if (open && open.position >= event.position) continue;
    if (open && !open.read) {
      const kinds = unique([...open.kinds, kind]);
      await notifications.upsert({
        ...open,
        kinds,
        fields: unique([...open.fields, ...fields]),
        item: named,
        actor_id: event.metadata.actorId,
        count: open.count + 1,
        subscription: subscription ?? open.subscription,
        updated_at: at,
        position: event.position,
        // Mailed already: what folds in later is in the inbox, not in another mail.
        mail: open.mail === 'sent' ? 'sent' : mailFor(user, kinds),
      });
      groups[user] = { notification_id: open.id, until };
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
      subscription,
      read: false,
      created_at: at,
      updated_at: at,
      position: event.position,
      mail: mailFor(user, [kind]),
    });
    groups[user] = { notification_id: id, until };
  }
  await items.upsert({ ...stored, groups });
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

/** The user's settings, and their notifications still to be mailed take the new way (or none). */
async function applySettings(event: RecordedEvent & NotificationSettingsEvent, store: ReadStore): Promise<void> {
  const userId = event.streamId.slice('notification_settings-'.length);
  const accountId = event.metadata.accountId;
  const { email, kinds, time_zone } = event.data;
  const settings: NotificationSettings = { email, kinds, time_zone };
  await store
    .collection<SettingsDoc>(NOTIFICATION_SETTINGS_COLLECTION)
    .forAccount(accountId)
    .upsert({ id: userId, ...settings });
  const notifications = store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(accountId);
  const pending = await notifications.findIds({ where: { user_id: userId, mail: { in: ['immediately', 'daily'] } } });
  for (const row of await notifications.getMany(pending)) {
    const mode = mailModeFor(settings, row.kinds);
    const mail = mode === 'off' ? null : mode;
    if (row.mail !== mail) await notifications.upsert({ ...row, mail });
  }
}

/** A mail went out: its notifications are `sent`, the ones it skipped are no longer due. */
async function applyMailed(event: RecordedEvent & NotificationMailEvent, store: ReadStore): Promise<void> {
  const userId = event.streamId.slice('notification_mail-'.length);
  const notifications = store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(event.metadata.accountId);
  const sent = new Set(event.data.sent);
  for (const row of await notifications.getMany([...event.data.sent, ...event.data.skipped])) {
    const mail = sent.has(row.id) ? 'sent' : null;
    if (row.user_id === userId && row.mail !== mail && row.mail !== 'sent') await notifications.upsert({ ...row, mail });
  }
}

/** A saved-filter subscription: its subscriber is told when an item starts or stops matching it. */
async function applySubscription(event: RecordedEvent & FilterSubscriptionEvent, store: ReadStore): Promise<void> {
  const items = itemsOf(store, event);
  const id = idOf(event);
  const key = `subscription:${id}`;
  await applySubscriptionRow(event, store, id);
  if (event.type === 'FilterSubscribed') {
    const { user_id, list, name } = event.data;
    const doc: ItemDoc = {
      id: key,
      kind: list === 'tasks' ? 'task' : 'offer',
      item_id: id,
      title: name,
      number: null,
      author: user_id,
      assignees: [],
      watchers: [],
      deleted: false,
      subscription: { id, name, list },
    };
    return items.upsert(doc);
  }
  const current = await items.get(key);
  if (!current?.subscription || current.deleted || !current.author) return;
  const subscription = current.subscription;
  switch (event.type) {
    case 'FilterSubscriptionChanged':
      return items.upsert({ ...current, title: event.data.name, subscription: { ...subscription, name: event.data.name } });
    case 'FilterUnsubscribed':
      return items.upsert({ ...current, deleted: true });
    case 'FilterMatchChanged': {
      const item = await items.get(`${current.kind}:${event.data.item_id}`);
      if (!item || item.deleted) return;
      // The fact carries the actor of the change that caused it: nobody is told of their own doing.
      const kind = event.data.matched ? 'filter_matched' : 'filter_unmatched';
      return notify(store, event, item, others(event, [current.author]), kind, [], { id: subscription.id, name: subscription.name });
    }
    default:
      return;
  }
}

async function applySubscriptionRow(event: RecordedEvent & FilterSubscriptionEvent, store: ReadStore, id: string): Promise<void> {
  const rows = store.collection<FilterSubscriptionRow>(FILTER_SUBSCRIPTIONS_COLLECTION).forAccount(event.metadata.accountId);
  const at = event.metadata.occurredAt;
  if (event.type === 'FilterSubscribed') {
    const { user_id, list, name, filter, query } = event.data;
    return rows.upsert({ id, user_id, list, name, filter, query, created_at: at, updated_at: at, version: event.streamPosition, deleted: false });
  }
  if (event.type === 'FilterMatchChanged') return;
  const current = await rows.get(id);
  if (!current || current.version >= event.streamPosition) return;
  if (event.type === 'FilterUnsubscribed') return rows.upsert({ ...current, deleted: true, updated_at: at, version: event.streamPosition });
  return rows.upsert({ ...current, ...event.data, updated_at: at, version: event.streamPosition });
}
