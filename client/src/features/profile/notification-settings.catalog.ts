import de from './i18n/notifications.de.json';
import en from './i18n/notifications.en.json';

/**
 * The texts of the notification settings and the unsubscribe page (namespace `profileNotifications`): they load
 * with those screens (lib/i18n-catalog.ts), not with the login page, unlike the rest of the profile's.
 */
export const PROFILE_NOTIFICATIONS_NS = 'profileNotifications';
export const profileNotificationsCatalog = { de, en };
