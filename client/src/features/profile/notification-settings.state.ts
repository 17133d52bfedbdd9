import type { ErrorCode, NotificationSettingsView } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';
import type { SaveState } from './profile.slice';

/** The store key of the slice: injected by the profile and unsubscribe routes (app/pages.tsx), never on the login page. */
export const NOTIFICATION_SETTINGS = 'notificationSettings';

/** The unsubscribe link's one POST: sending → done (the account's name) or failed (the API's code). */
export interface UnsubscribeState {
  /** The token it was sent for: the same token is never sent twice (React's StrictMode runs effects twice). */
  token: string | null;
  status: 'idle' | 'sending' | 'done' | 'failed';
  accountName: string | null;
  error: ErrorCode | null;
}

export interface NotificationSettingsState {
  /** The GET of the own settings in the current account. */
  status: RequestStatus;
  error: ErrorCode | null;
  view: NotificationSettingsView | null;
  /** The PUT (idle → saving → saved, or failed with the 422's field texts). */
  save: SaveState;
  unsubscribe: UnsubscribeState;
}

export const initialNotificationSettingsState: NotificationSettingsState = {
  status: 'idle',
  error: null,
  view: null,
  save: { status: 'idle', error: null, fieldErrors: {} },
  unsubscribe: { token: null, status: 'idle', accountName: null, error: null },
};
