import { Type } from 'class-transformer';
import { IsObject, ValidateBy, ValidateNested } from 'class-validator';
import { isTimeZone } from '../lib/schedule-slots';
import { Bool, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification.views';

/**
 * How a user's notifications reach them by e-mail (issue 17): each one about a minute after it
 * came (a burst of them is one mail), once a day as a digest at 07:00 in their time zone, or
 * not at all. The inbox shows them all the same.
 */
export const NOTIFICATION_EMAIL_MODES = ['immediately', 'daily', 'off'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** Until a user chose: a digest each morning (nobody gets a mail per comment unasked). */
export const DEFAULT_NOTIFICATION_EMAIL: NotificationEmailMode = 'daily';
export const DEFAULT_NOTIFICATION_TIME_ZONE = 'Europe/Berlin';
/** The hour of the daily digest on the wall clock of the user's time zone. */
export const NOTIFICATION_DIGEST_HOUR = 7;

/** Which kinds are mailed: `false` leaves a kind out of the mails (not out of the inbox); a kind left out is on. */
export class NotificationKindSwitches implements Partial<Record<NotificationKind, boolean>> {
  @Optional() @Bool() assigned?: boolean;
  @Optional() @Bool() unassigned?: boolean;
  @Optional() @Bool() changed?: boolean;
  @Optional() @Bool() commented?: boolean;
  @Optional() @Bool() overdue?: boolean;
  @Optional() @Bool() due_tomorrow?: boolean;
  @Optional() @Bool() survey_assigned?: boolean;
  @Optional() @Bool() survey_reminder?: boolean;
  @Optional() @Bool() offer_overdue?: boolean;
  @Optional() @Bool() export_ready?: boolean;
  @Optional() @Bool() filter_matched?: boolean;
  @Optional() @Bool() filter_unmatched?: boolean;
}

const TimeZone = (): PropertyDecorator =>
  ValidateBy({ name: 'timeZone', validator: { validate: isTimeZone, defaultMessage: () => 'notifications.time_zone_invalid' } });

/**
 * PUT v1/users/{id}/notification_settings (the caller's own, in the account of the request):
 * `email` how, `kinds` which (every kind on unless switched off), `time_zone` the digest's
 * (IANA name; default Europe/Berlin).
 */
export class NotificationSettingsInput {
  @Required()
  @OneOf(NOTIFICATION_EMAIL_MODES)
  email!: NotificationEmailMode;

  @Optional()
  @IsObject({ message: 'validation.invalid' })
  @ValidateNested()
  @Type(() => NotificationKindSwitches)
  kinds?: NotificationKindSwitches;

  @Optional()
  @Text()
  @MaxLen(64)
  @TimeZone()
  time_zone?: string;
}

/** GET/PUT v1/users/{id}/notification_settings: every kind named. */
export interface NotificationSettingsView {
  email: NotificationEmailMode;
  kinds: Record<NotificationKind, boolean>;
  time_zone: string;
  /** The settings stream's version (0: never saved, the defaults). */
  version: number;
}

/** Every kind on, or as `switches` says. */
export function notificationKindsOf(switches: Partial<Record<NotificationKind, boolean>> | undefined): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, switches?.[kind] !== false])) as Record<NotificationKind, boolean>;
}

/** POST v1/notification_settings/unsubscribe?token=…: no login; the token of a notification mail's link. */
export class UnsubscribeQuery {
  @Required()
  @Text()
  @MaxLen(512)
  token!: string;
}

/** The answer to an unsubscribe: mails are off for this account; the account's name for the page. */
export interface UnsubscribeView {
  email: 'off';
  account_name: string;
}
