import {
  DEFAULT_NOTIFICATION_EMAIL,
  DEFAULT_NOTIFICATION_TIME_ZONE,
  notificationKindsOf,
  type NotificationEmailMode,
  type NotificationKind,
  type NotificationSettingsView,
} from '@kollab/contracts';

type Ev<Type extends string, Data> = { type: Type; data: Data };

export interface NotificationSettings {
  email: NotificationEmailMode;
  kinds: Record<NotificationKind, boolean>;
  time_zone: string;
}

/**
 * Streams `notification_settings-<userId>` in the account: how the user wants to be mailed.
 * `via`: the profile or a mail's unsubscribe link.
 */
export type NotificationSettingsChanged = Ev<'NotificationSettingsChanged', NotificationSettings & { via: 'profile' | 'unsubscribe' }>;

export type NotificationSettingsEvent = NotificationSettingsChanged;

export const NOTIFICATION_SETTINGS_EVENT_TYPES: ReadonlyArray<NotificationSettingsEvent['type']> = ['NotificationSettingsChanged'];

export const defaultNotificationSettings = (): NotificationSettings => ({
  email: DEFAULT_NOTIFICATION_EMAIL,
  kinds: notificationKindsOf(undefined),
  time_zone: DEFAULT_NOTIFICATION_TIME_ZONE,
});

/** Whether a notification of `kinds` (a group's) is mailed under `settings`: one kind switched on is enough. */
export function mailModeFor(settings: NotificationSettings, kinds: readonly NotificationKind[]): NotificationEmailMode {
  if (settings.email === 'off') return 'off';
  return kinds.some((kind) => settings.kinds[kind]) ? settings.email : 'off';
}

/** The settings after `change` (kinds and zone kept where it names none); no event when nothing changes. */
export function decideSettings(
  current: NotificationSettings,
  change: { email: NotificationEmailMode; kinds?: Partial<Record<NotificationKind, boolean>>; time_zone?: string },
  via: NotificationSettingsChanged['data']['via'],
): NotificationSettingsChanged[] {
  const next: NotificationSettings = {
    email: change.email,
    kinds: change.kinds ? { ...current.kinds, ...notificationKindsOf(change.kinds) } : current.kinds,
    time_zone: change.time_zone ?? current.time_zone,
  };
  const same =
    next.email === current.email &&
    next.time_zone === current.time_zone &&
    Object.entries(next.kinds).every(([kind, on]) => current.kinds[kind as NotificationKind] === on);
  return same ? [] : [{ type: 'NotificationSettingsChanged', data: { ...next, via } }];
}

export const settingsView = (settings: NotificationSettings, version: number): NotificationSettingsView => ({
  email: settings.email,
  kinds: settings.kinds,
  time_zone: settings.time_zone,
  version,
});
