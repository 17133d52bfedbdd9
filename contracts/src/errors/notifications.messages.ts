/** Error codes of notifications (issue 17), with German and English texts. */
export const NOTIFICATIONS_MESSAGES = {
  'notifications.notification_not_found': {
    de: 'Diese Benachrichtigung wurde nicht gefunden.',
    en: 'This notification was not found.',
  },
} as const;
