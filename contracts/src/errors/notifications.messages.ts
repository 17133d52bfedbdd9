/** Error codes of notifications (issue 17), with German and English texts. */
export const NOTIFICATIONS_MESSAGES = {
  'notifications.notification_not_found': {
    de: 'Diese Benachrichtigung wurde nicht gefunden.',
    en: 'This notification was not found.',
  },
  'notifications.settings_not_own': {
    de: 'Benachrichtigungseinstellungen kann nur die Person selbst sehen und ändern.',
    en: 'Only the person themselves can see and change their notification settings.',
  },
  'notifications.time_zone_invalid': {
    de: 'Diese Zeitzone ist unbekannt.',
    en: 'This time zone is unknown.',
  },
  'notifications.unsubscribe_invalid': {
    de: 'Dieser Abmeldelink ist ungültig. Sie können die E-Mails in Ihrem Profil abbestellen.',
    en: 'This unsubscribe link is invalid. You can turn the e-mails off in your profile.',
  },
  'notifications.subscription_not_found': {
    de: 'Dieses Abonnement wurde nicht gefunden.',
    en: 'This subscription was not found.',
  },
  'notifications.subscriptions_limit': {
    de: 'Sie haben schon 50 gespeicherte Filter abonniert.',
    en: 'You have already subscribed to 50 saved filters.',
  },
  'notifications.subscription_name_taken': {
    de: 'Sie haben schon einen gespeicherten Filter mit diesem Namen abonniert.',
    en: 'You have already subscribed to a saved filter with this name.',
  },
} as const;
