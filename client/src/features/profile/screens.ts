/** The profile page and the unsubscribe page, apart from index.ts so the app loads them lazily. */
export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export { UnsubscribePage, type UnsubscribePageProps } from './UnsubscribePage';
/** The notification settings' slice and flows: the app injects them with the profile and unsubscribe routes. */
export { notificationSettingsActions, notificationSettingsReducer, selectNotificationSettings } from './notification-settings.slice';
export { notificationSettingsSaga } from './notification-settings.saga';
export { NOTIFICATION_SETTINGS } from './notification-settings.state';
