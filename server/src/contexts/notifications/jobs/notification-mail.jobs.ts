import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_DIGEST_HOUR, type NotificationKind } from '@kollab/contracts';
import { slotAfter } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import { Clock } from '../../../core/clock';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { JOB_QUEUE, jobIdFor, type JobDefinition, type JobQueue } from '../../../core/jobs/job-queue';
import { fromSender, MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import type { Reaction } from '../../../core/reactions/reaction';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { MailNotifications } from '../commands/mail-notifications.handler';
import { notificationSettingsAggregate } from '../commands/notification-settings.handler';
import type { NotificationsMailed } from '../domain/notification-mail';
import type { NotificationSettings } from '../domain/notification-settings';
import { notificationMail, type MailedNotification } from '../mail/notification-mail';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { NOTIFICATIONS_COLLECTION, TELLING_EVENT_TYPES, type NotificationRow } from '../projections/notifications.projection';
import { NotificationReader, viewOf } from '../queries/notification-reader';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface NotificationMailSweepJobData {
  account_id: string;
  /** The minute (ms since the epoch / 60,000) whose notifications this sweep mails, the earliest. */
  minute: number;
  /** A position the notifications projection must have reached (the first telling event of the minute). */
  position: number;
}

export interface NotificationDigestJobData {
  account_id: string;
  user_id: string;
  /** The user's local date of the digest. */
  day: string;
  /** Its instant (07:00 there): the digest holds what came in the day before it. */
  at: string;
}

export interface NotificationMailJobData {
  account_id: string;
  user_id: string;
  event_id: string;
  mode: 'immediately' | 'daily';
  ids: string[];
}

/** The user's local date of `at` in `zone` (YYYY-MM-DD). */
export function localDate(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The next digest after `after` for a user in `zone`: 07:00 there. */
export function nextDigest(after: Date, zone: string): { day: string; at: Date } {
  const at = slotAfter({ cadence: 'daily', time: `${String(NOTIFICATION_DIGEST_HOUR).padStart(2, '0')}:00`, time_zone: zone }, after);
  return { day: localDate(at, zone), at };
}

/** Which of `rows` go out: unread, a kind switched on, about an item the user reads now. The rest are skipped. */
async function chooseMailed(
  reader: NotificationReader,
  accountId: string,
  userId: string,
  settings: NotificationSettings,
  rows: readonly NotificationRow[],
): Promise<{ sent: string[]; skipped: string[] }> {
  const wanted = rows.filter((row) => !row.read && row.kinds.some((kind: NotificationKind) => settings.kinds[kind]));
  const deliverable = new Set((await reader.deliverable(accountId, userId, wanted)).map((row) => row.id));
  return {
    sent: rows.filter((row) => deliverable.has(row.id)).map((row) => row.id),
    skipped: rows.filter((row) => !deliverable.has(row.id)).map((row) => row.id),
  };
}

/**
 * After any event that may tell somebody something: one sweep per account and minute, a minute
 * after that minute ended (jobs keyed by account and minute: an event read again, or a second
 * process, queues nothing new). So the first notification of a burst waits one to two minutes
 * and what comes meanwhile goes in the same mail.
 */
export function notificationMailSweepReaction(jobs: JobQueue, clock: Clock): Reaction {
  return {
    name: 'notifications-mail-sweep',
    eventTypes: TELLING_EVENT_TYPES,
    async react(event: RecordedEvent) {
      const minute = Math.floor(Date.parse(event.metadata.occurredAt) / MINUTE_MS);
      const data: NotificationMailSweepJobData = { account_id: event.metadata.accountId, minute, position: event.position };
      const delayMs = Math.max(0, (minute + 2) * MINUTE_MS - clock.now());
      await jobs.enqueue(NotificationMailSweepJob.jobName, data, {
        jobId: `${NotificationMailSweepJob.jobName}.${data.account_id}.${minute}`,
        delayMs,
      });
      return [];
    },
  };
}

/**
 * A minute's sweep in one account: every notification still to be mailed immediately (made up
 * to now, within the last day) goes out, one mail per user; users whose notifications wait for
 * the digest get their next digest queued (07:00 in their time zone, one job per user and day).
 */
@Injectable()
export class NotificationMailSweepJob implements JobDefinition<NotificationMailSweepJobData> {
  static readonly jobName = 'NotificationMailSweepJob';
  readonly name = NotificationMailSweepJob.jobName;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly readYourWrites: ReadYourWrites,
    private readonly repository: EventSourcedRepository,
    private readonly reader: NotificationReader,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async handle({ account_id, minute, position }: NotificationMailSweepJobData): Promise<void> {
    if (!(await this.readYourWrites.waitForPosition(position, 30_000))) throw new Error(`notifications have not reached position ${position} yet`);
    const now = this.clock.now();
    const rows = this.store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(account_id);
    const since = new Date(now - DAY_MS).toISOString();
    const due = await rows.getMany(await rows.findIds({ where: { mail: 'immediately', created_at: { gte: since } } }));
    for (const [userId, own] of groupByUser(due)) {
      const { state: settings } = await this.repository.current(notificationSettingsAggregate, account_id, userId);
      const chosen =
        settings.email === 'immediately'
          ? await chooseMailed(this.reader, account_id, userId, settings, own)
          : { sent: [], skipped: own.map((row) => row.id) };
      await this.commands.execute(new MailNotifications(commandContext(account_id, null), userId, { mode: 'immediately', day: null, ...chosen }));
    }
    // Digests: the users whose notifications of this minute (and the one before) wait for one.
    const from = new Date((minute - 1) * MINUTE_MS).toISOString();
    const waiting = await rows.getMany(await rows.findIds({ where: { mail: 'daily', created_at: { gte: from } } }));
    for (const userId of groupByUser(waiting).keys()) {
      const { state: settings } = await this.repository.current(notificationSettingsAggregate, account_id, userId);
      if (settings.email !== 'daily') continue;
      const { day, at } = nextDigest(new Date(now), settings.time_zone);
      const data: NotificationDigestJobData = { account_id, user_id: userId, day, at: at.toISOString() };
      await this.jobs.enqueue(NotificationDigestJob.jobName, data, {
        jobId: `${NotificationDigestJob.jobName}.${account_id}.${userId}.${day}`,
        delayMs: Math.max(0, at.getTime() - now),
      });
    }
  }
}

function groupByUser(rows: readonly NotificationRow[]): Map<string, NotificationRow[]> {
  const users = new Map<string, NotificationRow[]>();
  for (const row of rows) users.set(row.user_id, [...(users.get(row.user_id) ?? []), row]);
  return users;
}

/**
 * A user's digest: what waits for it and came before its 07:00 (within two days: what a digest
 * racing its own minute's notification left waits for the next one), one mail; the day recorded once.
 */
@Injectable()
export class NotificationDigestJob implements JobDefinition<NotificationDigestJobData> {
  static readonly jobName = 'NotificationDigestJob';
  readonly name = NotificationDigestJob.jobName;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly repository: EventSourcedRepository,
    private readonly reader: NotificationReader,
    private readonly commands: CommandBus,
  ) {}

  async handle({ account_id, user_id, day, at }: NotificationDigestJobData): Promise<void> {
    const { state: settings } = await this.repository.current(notificationSettingsAggregate, account_id, user_id);
    if (settings.email !== 'daily') return;
    const rows = this.store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(account_id);
    const since = new Date(Date.parse(at) - 2 * DAY_MS).toISOString();
    const waiting = await rows.getMany(await rows.findIds({ where: { user_id, mail: 'daily', created_at: { gt: since, lte: at } } }));
    const chosen = await chooseMailed(this.reader, account_id, user_id, settings, waiting);
    await this.commands.execute(new MailNotifications(commandContext(account_id, null), user_id, { mode: 'daily', day, ...chosen }));
  }
}

/** NotificationsMailed with something sent → the mail (NotificationMailJob), keyed by the event. */
export const notificationMailReaction: Reaction = {
  name: 'notifications-mails',
  eventTypes: ['NotificationsMailed'],
  react(event: RecordedEvent) {
    const { mode, sent } = (event as RecordedEvent & NotificationsMailed).data;
    if (sent.length === 0) return [];
    const data: NotificationMailJobData = {
      account_id: event.metadata.accountId,
      user_id: event.streamId.slice('notification_mail-'.length),
      event_id: event.eventId,
      mode,
      ids: sent,
    };
    return [{ job: NotificationMailJob.jobName, data }];
  },
};

/**
 * Writes the mail of a NotificationsMailed (the notifications as they read now, the actors'
 * names, the recipient's language, the organisation as sender, the signed unsubscribe link)
 * and queues it (SendMailJob retries delivery).
 */
@Injectable()
export class NotificationMailJob implements JobDefinition<NotificationMailJobData> {
  static readonly jobName = 'NotificationMailJob';
  readonly name = NotificationMailJob.jobName;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_SENDERS) private readonly senders: MailSenders,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(JWT_SECRET) private readonly key: string,
    private readonly reader: NotificationReader,
  ) {}

  async handle({ account_id, user_id, event_id, mode, ids }: NotificationMailJobData): Promise<void> {
    const user = await this.users.getUser(user_id);
    if (!user) return;
    const found = new Map(
      (await this.store.collection<NotificationRow>(NOTIFICATIONS_COLLECTION).forAccount(account_id).getMany(ids)).map((row) => [row.id, row]),
    );
    // As the inbox would show them now (a portal user's without internal comments); one that
    // became unreadable since the decision is left out.
    const rows = await this.reader.deliverable(
      account_id,
      user_id,
      ids.flatMap((id) => found.get(id) ?? []),
    );
    if (rows.length === 0) return;
    const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
    const names = new Map((await this.users.getUsers(actorIds)).map((actor) => [actor.id, actor.full_name || actor.username]));
    const sender = await this.senders.senderFor(account_id);
    const token = unsubscribeToken(this.key, { accountId: account_id, userId: user_id });
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const notifications: MailedNotification[] = rows.map((row) => ({
      view: viewOf(row),
      actor: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
    }));
    const message = notificationMail(user.email, {
      locale: user.locale,
      name: user.full_name || user.username,
      account: sender?.name ?? '',
      mode,
      notifications,
      baseUrl: base,
      unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
    });
    const mail: SendMailJobData = {
      ...fromSender(message, sender),
      unsubscribeUrl: `${base}/api/v1/notification_settings/unsubscribe?token=${token}`,
    };
    await this.jobs.enqueue<SendMailJobData>(SendMailJob.jobName, mail, { jobId: jobIdFor(event_id, SendMailJob.jobName) });
  }
}
