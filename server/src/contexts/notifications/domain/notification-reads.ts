type Ev<Type extends string, Data> = { type: Type; data: Data };

/** Streams `notification_reads-<userId>` in the account: what the user marked read or unread. */
export type NotificationsMarked = Ev<'NotificationsMarked', { ids: string[]; read: boolean }>;
/** Everything made up to `up_to` (ISO time) read. */
export type AllNotificationsRead = Ev<'AllNotificationsRead', { up_to: string }>;

export type NotificationReadEvent = NotificationsMarked | AllNotificationsRead;

export const NOTIFICATION_READ_EVENT_TYPES: ReadonlyArray<NotificationReadEvent['type']> = ['NotificationsMarked', 'AllNotificationsRead'];
