import type { NotificationSettingsInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const settings = (id: string) => `/v1/users/${encodeURIComponent(id)}/notification_settings`;

/**
 * How the own notifications reach one by e-mail (issue 17). The settings are the account's (with the Account
 * header, unlike the rest of the profile); the unsubscribe link of a mail works without sign-in.
 */
export const notificationSettingsApi = {
  get: (userId: string): ApiRequest => ({ method: 'GET', path: settings(userId) }),
  update: (userId: string, body: NotificationSettingsInput): ApiRequest => ({ method: 'PUT', path: settings(userId), body }),
  /** The mail's link: no session needed, so no Account header and no token refresh. */
  unsubscribe: (token: string): ApiRequest => ({ method: 'POST', path: '/v1/notification_settings/unsubscribe', query: { token }, auth: true }),
};
