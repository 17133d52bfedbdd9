// Notifications (issue 17).
export * from './notification.views';
export * from './notification.inputs';
export * from './notification-settings';
export * from './filter-subscription';
