/** Toasts for every feature: attach `meta.notice` (lib/notify) to an action, or dispatch noticeRaised. */
export * from './notifications.slice';
export { NotificationHost } from './NotificationHost';
export { default as notificationsDe } from './i18n/de.json';
export { default as notificationsEn } from './i18n/en.json';
