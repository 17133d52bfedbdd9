type Ev<Type extends string, Data> = { type: Type; data: Data };

/**
 * Streams `notification_mail-<userId>` in the account: which notifications went out by mail.
 * `sent` were in the mail, `skipped` were due but not mailed (read meanwhile, about an item the
 * user no longer reads, of a kind switched off, mails off); a digest names its `day` (the
 * user's local date of its 07:00).
 */
export type NotificationsMailed = Ev<'NotificationsMailed', { mode: 'immediately' | 'daily'; day: string | null; sent: string[]; skipped: string[] }>;

export type NotificationMailEvent = NotificationsMailed;

export const NOTIFICATION_MAIL_EVENT_TYPES: ReadonlyArray<NotificationMailEvent['type']> = ['NotificationsMailed'];

/** What the stream remembers to decide once: the notifications of its last mails, the digests' days. */
export interface NotificationMailState {
  recent: string[];
  days: string[];
}

/** Enough to recognise a notification mailed by a sweep that raced this one. */
const RECENT_MAX = 2000;
const DAYS_MAX = 14;

export const initialMailState = (): NotificationMailState => ({ recent: [], days: [] });

export function evolveMail(state: NotificationMailState, event: NotificationMailEvent): NotificationMailState {
  const recent = [...state.recent, ...event.data.sent, ...event.data.skipped].slice(-RECENT_MAX);
  const days = event.data.day ? [...state.days, event.data.day].slice(-DAYS_MAX) : state.days;
  return { recent, days };
}

/**
 * Records a mail once: notifications another run already recorded are left out, a digest's day
 * is recorded once; nothing left, no event.
 */
export function decideMail(state: NotificationMailState, mail: NotificationsMailed['data']): NotificationsMailed[] {
  if (mail.day && state.days.includes(mail.day)) return [];
  const done = new Set(state.recent);
  const sent = mail.sent.filter((id) => !done.has(id));
  const skipped = mail.skipped.filter((id) => !done.has(id));
  if (sent.length === 0 && skipped.length === 0 && !mail.day) return [];
  return [{ type: 'NotificationsMailed', data: { ...mail, sent, skipped } }];
}
