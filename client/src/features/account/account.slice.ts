import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountView, App, ErrorCode, FeatureFlag } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { requestFailed, requestLoaded, type RequestStatus } from '../../lib/request-status';

export type AccountImage = 'logo' | 'icon';
/** The changes a manager makes; each is idle → saving → idle (or failed with the server's code). */
export type AccountChange = 'name' | 'apps' | 'flags' | 'sender' | 'logo' | 'icon' | 'deletion';
export type ChangeStatus = 'idle' | 'saving' | 'failed';

export interface LoadedImage {
  /** The API address (`/api/v1/files/{id}`) the object URL was made from. */
  source: string;
  /** An object URL of the downloaded blob (img src). */
  url: string;
}

export interface AccountState {
  status: RequestStatus;
  account: AccountView | null;
  changes: Record<AccountChange, { status: ChangeStatus; error: ErrorCode | null; fieldErrors: Record<string, string[]> | null }>;
  images: Record<AccountImage, LoadedImage | null>;
}

/** Another manager changed the account since it was read: the edit was refused (409). */
export const STALE_CODE = 'concurrency.wrong_expected_version';

const IDLE = { status: 'idle', error: null, fieldErrors: null } as const;

export const initialAccountState: AccountState = {
  status: 'idle',
  account: null,
  changes: { name: IDLE, apps: IDLE, flags: IDLE, sender: IDLE, logo: IDLE, icon: IDLE, deletion: IDLE },
  images: { logo: null, icon: null },
};

const saving = (state: AccountState, change: AccountChange) => {
  state.changes[change] = { status: 'saving', error: null, fieldErrors: null };
};

const account = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    loadRequested(state) {
      state.status = state.account ? state.status : 'loading';
    },
    loaded(state, action: PayloadAction<AccountView>) {
      requestLoaded(state);
      state.account = action.payload;
    },
    loadFailed(state) {
      requestFailed(state);
    },
    renameRequested(state, _action: PayloadAction<{ name: string }>) {
      saving(state, 'name');
    },
    appsChangeRequested(state, _action: PayloadAction<{ apps: App[] }>) {
      saving(state, 'apps');
    },
    flagsChangeRequested(state, _action: PayloadAction<{ flags: FeatureFlag[] }>) {
      saving(state, 'flags');
    },
    /** Flag email.custom_sender_address: the reply address of the account's mails; null removes it. */
    senderChangeRequested(state, _action: PayloadAction<{ sender_address: string | null }>) {
      saving(state, 'sender');
    },
    /** `file` is null to remove the picture. */
    imageChangeRequested(state, action: PayloadAction<{ image: AccountImage; file: File | null }>) {
      saving(state, action.payload.image);
    },
    deletionRequested(state) {
      saving(state, 'deletion');
    },
    deletionCancelRequested(state) {
      saving(state, 'deletion');
    },
    changeAccepted(state, action: PayloadAction<{ change: AccountChange }>) {
      state.changes[action.payload.change] = IDLE;
    },
    changeRejected(state, action: PayloadAction<{ change: AccountChange; code: ErrorCode; fieldErrors: Record<string, string[]> | null }>) {
      const { change, code, fieldErrors } = action.payload;
      state.changes[change] = { status: 'failed', error: code, fieldErrors };
    },
    /**
     * Pushed `accounts/accountChanged`. The pushed document is the server's read model, not
     * the AccountView (file ids, no counts): a newer one makes the saga read the view again.
     */
    viewPushed(_state, _action: PayloadAction<ViewChangedMessage>) {},
    imageLoaded(state, action: PayloadAction<{ image: AccountImage; loaded: LoadedImage | null }>) {
      state.images[action.payload.image] = action.payload.loaded;
    },
  },
  selectors: {
    selectAccountSettings: (state) => state,
    selectManagedAccount: (state) => state.account,
    selectAccountChanges: (state) => state.changes,
    selectAccountImages: (state) => state.images,
  },
});

export const accountActions = account.actions;
export const accountReducer = account.reducer;
export const accountSlice = account;
export const { selectAccountSettings, selectManagedAccount, selectAccountChanges, selectAccountImages } = account.selectors;

/** Slots in use: portal members count against the portal user slots, everybody else against the user slots. */
export function slotUsage(view: Pick<AccountView, 'user_slots' | 'portal_user_slots' | 'number_of_members' | 'number_of_portal_members'>) {
  return {
    users: { used: view.number_of_members - view.number_of_portal_members, total: view.user_slots },
    portal: { used: view.number_of_portal_members, total: view.portal_user_slots },
  };
}
