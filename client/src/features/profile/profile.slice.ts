import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordInput, ErrorCode, UpdateProfileInput, UserView } from '@kollab/contracts';
import { withNotice } from '../../lib/notify';
import { requestFailed, requestLoaded, requestStarted, type RequestStatus } from '../../lib/request-status';

/** idle → saving → saved, or failed with the API's code and its 422 field texts. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveState {
  status: SaveStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]>;
}

export type ProfileSection = 'details' | 'email' | 'password' | 'avatar';

export interface ProfileState {
  status: RequestStatus;
  error: ErrorCode | null;
  user: UserView | null;
  /** An object URL of the fetched picture (revoked when replaced). */
  avatarUrl: string | null;
  save: Record<ProfileSection, SaveState>;
}

export interface Rejection {
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
}

const idle: SaveState = { status: 'idle', error: null, fieldErrors: {} };

export const initialProfileState: ProfileState = {
  status: 'idle',
  error: null,
  user: null,
  avatarUrl: null,
  save: { details: idle, email: idle, password: idle, avatar: idle },
};

const saving: SaveState = { status: 'saving', error: null, fieldErrors: {} };
const saved: SaveState = { status: 'saved', error: null, fieldErrors: {} };
const failed = ({ code, fieldErrors = {} }: Rejection): SaveState => ({ status: 'failed', error: code, fieldErrors });

/** A success toast (text from the profile catalogue) or the API's code as a failure toast. */
const succeeded = (message: string) => () => withNotice(undefined, { severity: 'success', message: `profile:toasts.${message}` });
const rejected = (rejection: Rejection) => withNotice(rejection, { severity: 'error', code: rejection.code });

const profile = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    opened(state) {
      requestStarted(state);
      state.error = null;
      state.save = initialProfileState.save;
    },
    loaded(state, action: PayloadAction<UserView>) {
      requestLoaded(state);
      state.user = action.payload;
    },
    loadFailed(state, action: PayloadAction<ErrorCode>) {
      requestFailed(state);
      state.error = action.payload;
    },
    avatarFetched(state, action: PayloadAction<string | null>) {
      state.avatarUrl = action.payload;
    },
    detailsSaveRequested(state, _action: PayloadAction<UpdateProfileInput>) {
      state.save.details = saving;
    },
    /** The payload is what was saved (the app switches the UI language to a saved locale). */
    detailsSaved: {
      reducer(state, _action: PayloadAction<UpdateProfileInput>) {
        state.save.details = saved;
      },
      prepare: (input: UpdateProfileInput) => withNotice(input, { severity: 'success', message: 'profile:toasts.detailsSaved' }),
    },
    detailsSaveRejected: {
      reducer(state, action: PayloadAction<Rejection>) {
        state.save.details = failed(action.payload);
      },
      prepare: rejected,
    },
    emailChangeRequested(state, _action: PayloadAction<{ email: string }>) {
      state.save.email = saving;
    },
    emailCodeSent: {
      reducer(state) {
        state.save.email = saved;
      },
      prepare: succeeded('emailCodeSent'),
    },
    emailCodeConfirmed(state, _action: PayloadAction<{ code: string }>) {
      state.save.email = saving;
    },
    emailChanged: {
      reducer(state) {
        state.save.email = saved;
      },
      prepare: succeeded('emailChanged'),
    },
    emailChangeRejected: {
      reducer(state, action: PayloadAction<Rejection>) {
        state.save.email = failed(action.payload);
      },
      prepare: rejected,
    },
    passwordChangeRequested(state, _action: PayloadAction<ChangePasswordInput>) {
      state.save.password = saving;
    },
    passwordChanged: {
      reducer(state) {
        state.save.password = saved;
      },
      prepare: succeeded('passwordChanged'),
    },
    passwordChangeRejected: {
      reducer(state, action: PayloadAction<Rejection>) {
        state.save.password = failed(action.payload);
      },
      prepare: rejected,
    },
    /** The picked file travels in the action (ignored by the serializability check). */
    avatarUploadRequested(state, _action: PayloadAction<File>) {
      state.save.avatar = saving;
    },
    avatarRemoveRequested(state) {
      state.save.avatar = saving;
    },
    avatarChanged: {
      reducer(state) {
        state.save.avatar = saved;
      },
      prepare: succeeded('avatarChanged'),
    },
    avatarChangeRejected: {
      reducer(state, action: PayloadAction<Rejection>) {
        state.save.avatar = failed(action.payload);
      },
      prepare: rejected,
    },
  },
  selectors: {
    selectProfile: (state) => state,
  },
});

export const profileActions = profile.actions;
export const profileReducer = profile.reducer;
export const { selectProfile } = profile.selectors;
