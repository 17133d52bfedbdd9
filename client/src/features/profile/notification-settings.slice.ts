import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode, NotificationSettingsInput, NotificationSettingsView, UnsubscribeView } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import { sessionActions } from '../session';
import type { Rejection } from './profile.slice';
import { initialNotificationSettingsState, NOTIFICATION_SETTINGS, type NotificationSettingsState } from './notification-settings.state';

const notificationSettings = createSlice({
  name: 'notificationSettings',
  initialState: initialNotificationSettingsState,
  reducers: {
    /** The profile opened with an account (or another account was chosen): GET the settings. */
    opened(state) {
      state.status = 'loading';
      state.error = null;
      state.save = initialNotificationSettingsState.save;
    },
    loaded(state, action: PayloadAction<NotificationSettingsView>) {
      state.status = 'loaded';
      state.view = action.payload;
    },
    loadFailed(state, action: PayloadAction<ErrorCode>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<NotificationSettingsInput>) {
      state.save = { status: 'saving', error: null, fieldErrors: {} };
    },
    /** The PUT's answer: the saved settings (the form starts afresh from them) and the success toast. */
    saved: {
      reducer(state, action: PayloadAction<NotificationSettingsView>) {
        state.view = action.payload;
        state.save = { status: 'saved', error: null, fieldErrors: {} };
      },
      prepare: (view: NotificationSettingsView) => withNotice(view, { severity: 'success', message: 'profileNotifications:toasts.saved' }),
    },
    saveRejected: {
      reducer(state, action: PayloadAction<Rejection>) {
        const { code, fieldErrors = {} } = action.payload;
        state.save = { status: 'failed', error: code, fieldErrors };
      },
      prepare: (rejection: Rejection) => withNotice(rejection, { severity: 'error', code: rejection.code }),
    },
    /** The unsubscribe page opened with a token: sent once per token (a repeat keeps the state). */
    unsubscribeRequested(state, action: PayloadAction<{ token: string }>) {
      if (state.unsubscribe.token === action.payload.token) return;
      state.unsubscribe = { token: action.payload.token, status: 'sending', accountName: null, error: null };
    },
    unsubscribed(state, action: PayloadAction<UnsubscribeView>) {
      state.unsubscribe.status = 'done';
      state.unsubscribe.accountName = action.payload.account_name;
      if (state.view) state.view.email = 'off';
    },
    unsubscribeFailed(state, action: PayloadAction<ErrorCode>) {
      state.unsubscribe.status = 'failed';
      state.unsubscribe.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // the settings are the account's: signing out or choosing another account starts afresh
    builder.addCase(sessionActions.sessionEnded, () => initialNotificationSettingsState);
    builder.addCase(sessionActions.accountChosen, (state) => ({ ...initialNotificationSettingsState, unsubscribe: state.unsubscribe }));
  },
});

export const notificationSettingsActions = notificationSettings.actions;
export const notificationSettingsReducer = notificationSettings.reducer;

/** The app's state, with the slice once a route injected it. */
export type WithNotificationSettings = { [NOTIFICATION_SETTINGS]?: NotificationSettingsState; [key: string]: unknown };

/** The slice (its initial state until a route injected it). */
export const selectNotificationSettings = (state: WithNotificationSettings): NotificationSettingsState =>
  state[NOTIFICATION_SETTINGS] ?? initialNotificationSettingsState;
