import type { NotificationItemView, NotificationKind, NotificationView } from '@kollab/contracts';
import type { MailMessage } from '../../../core/mail/mailer';

type Locale = 'de' | 'en';

/** One notification as a mail tells it: what happened, by whom, to which item, where to open it. */
export interface MailedNotification {
  view: NotificationView;
  /** The actor's name (null: the system, or unknown). */
  actor: string | null;
}

export interface NotificationMailFacts {
  locale: Locale;
  name: string;
  /** The organisation the notifications are from. */
  account: string;
  mode: 'immediately' | 'daily';
  notifications: MailedNotification[];
  /** The app's address (PUBLIC_URL): item links start there. */
  baseUrl: string;
  /** The unsubscribe page with its signed token. */
  unsubscribeUrl: string;
}

const WORDS: Record<Locale, Record<NotificationKind, (actor: string) => string>> = {
  de: {
    assigned: (actor) => `${actor} hat Sie zugewiesen`,
    unassigned: (actor) => `${actor} hat Sie entfernt`,
    changed: (actor) => `${actor} hat etwas geändert`,
    commented: (actor) => `${actor} hat kommentiert`,
    overdue: () => 'Die Aufgabe ist überfällig',
    due_tomorrow: () => 'Die Aufgabe ist morgen fällig',
    survey_assigned: (actor) => `${actor} hat Ihnen eine Umfrage zugewiesen`,
    survey_reminder: () => 'Erinnerung an eine Umfrage',
    offer_overdue: () => 'Das Angebot ist überfällig',
    export_ready: () => 'Ihr Export ist fertig',
    filter_matched: () => 'Passt jetzt zu Ihrem Filter',
    filter_unmatched: () => 'Passt nicht mehr zu Ihrem Filter',
  },
  en: {
    assigned: (actor) => `${actor} assigned you`,
    unassigned: (actor) => `${actor} removed you`,
    changed: (actor) => `${actor} changed something`,
    commented: (actor) => `${actor} commented`,
    overdue: () => 'The task is overdue',
    due_tomorrow: () => 'The task is due tomorrow',
    survey_assigned: (actor) => `${actor} assigned a survey to you`,
    survey_reminder: () => 'Reminder of a survey',
    offer_overdue: () => 'The offer is overdue',
    export_ready: () => 'Your export is ready',
    filter_matched: () => 'Now matches your filter',
    filter_unmatched: () => 'No longer matches your filter',
  },
};

const FIELDS: Record<Locale, Record<string, string>> = {
  de: { status: 'Status', due_date: 'Fälligkeit', title: 'Titel' },
  en: { status: 'status', due_date: 'due date', title: 'title' },
};

const TEXT = {
  de: {
    someone: 'Jemand',
    hello: (name: string) => `Hallo ${name},`,
    leadNow: (account: string, count: number) =>
      count === 1 ? `es gibt Neues für Sie bei ${account}:` : `es gibt ${count} Neuigkeiten für Sie bei ${account}:`,
    leadDaily: (account: string, count: number) =>
      count === 1
        ? `Ihre Zusammenfassung von ${account}: eine Neuigkeit seit gestern.`
        : `Ihre Zusammenfassung von ${account}: ${count} Neuigkeiten seit gestern.`,
    subjectNow: (first: string, more: number) =>
      more > 0 ? `${first} und ${more} ${more === 1 ? 'weitere Neuigkeit' : 'weitere Neuigkeiten'}` : first,
    subjectDaily: (account: string, count: number) => `Ihre Zusammenfassung von ${account}: ${count} ${count === 1 ? 'Neuigkeit' : 'Neuigkeiten'}`,
    changedFields: (actor: string, fields: string) => `${actor} hat ${fields} geändert`,
    times: (count: number) => ` (${count}-mal)`,
    filter: (name: string) => ` – Filter „${name}“`,
    footer: 'Diese E-Mails abbestellen (ohne Anmeldung):',
    settings: 'Einstellungen im Profil:',
  },
  en: {
    someone: 'Someone',
    hello: (name: string) => `Hello ${name},`,
    leadNow: (account: string, count: number) =>
      count === 1 ? `there is news for you at ${account}:` : `there are ${count} updates for you at ${account}:`,
    leadDaily: (account: string, count: number) =>
      count === 1 ? `Your summary from ${account}: one update since yesterday.` : `Your summary from ${account}: ${count} updates since yesterday.`,
    subjectNow: (first: string, more: number) => (more > 0 ? `${first} and ${more} more` : first),
    subjectDaily: (account: string, count: number) => `Your summary from ${account}: ${count} ${count === 1 ? 'update' : 'updates'}`,
    changedFields: (actor: string, fields: string) => `${actor} changed ${fields}`,
    times: (count: number) => ` (${count} times)`,
    filter: (name: string) => ` – filter "${name}"`,
    footer: 'Unsubscribe from these e-mails (no sign-in needed):',
    settings: 'Settings in your profile:',
  },
};

/** Where an item opens in the app (as the inbox opens it). */
export function itemPath(item: NotificationItemView): string {
  switch (item.kind) {
    case 'task':
      return `/tasks/${item.id}`;
    case 'survey':
      return `/surveys/${item.id}/answer`;
    case 'offer':
      return `/offers/${item.id}`;
    case 'export':
      return `/reports?export=${item.id}`;
  }
}

const itemName = ({ title, number }: NotificationItemView): string => (number ? `${number} ${title}` : title);

/** One line: "<what happened>: <item>" in the recipient's language. */
export function notificationLine(locale: Locale, { view, actor }: MailedNotification): string {
  const who = actor ?? TEXT[locale].someone;
  const fields = view.fields.map((field) => FIELDS[locale][field] ?? field);
  const what = view.kind === 'changed' && fields.length > 0 ? TEXT[locale].changedFields(who, fields.join(', ')) : WORDS[locale][view.kind](who);
  const more = view.count > 1 ? TEXT[locale].times(view.count) : '';
  const filter = view.subscription ? TEXT[locale].filter(view.subscription.name) : '';
  return `${what}${more}: ${itemName(view.item)}${filter}`;
}

/**
 * The mail of one or more notifications (immediately: what came within the minute; daily: the
 * digest), plain text in the recipient's language, each with its link, and the unsubscribe
 * link at the end (and as List-Unsubscribe).
 */
export function notificationMail(to: string, facts: NotificationMailFacts): MailMessage {
  const words = TEXT[facts.locale];
  const lines = facts.notifications.map((notification) => notificationLine(facts.locale, notification));
  const count = lines.length;
  const subject = facts.mode === 'daily' ? words.subjectDaily(facts.account, count) : words.subjectNow(lines[0] ?? facts.account, count - 1);
  const lead = facts.mode === 'daily' ? words.leadDaily(facts.account, count) : words.leadNow(facts.account, count);
  const body = facts.notifications
    .map((notification, index) => `- ${lines[index]}\n  ${facts.baseUrl}${itemPath(notification.view.item)}`)
    .join('\n');
  const text = `${words.hello(facts.name)}\n\n${lead}\n\n${body}\n\n-- \n${words.settings} ${facts.baseUrl}/profile\n${words.footer} ${facts.unsubscribeUrl}\n`;
  return { to, subject: subject.length > 180 ? `${subject.slice(0, 177)}…` : subject, text };
}
