import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountListView, AccountView, CreateAccountInput, ErrorCode, ListPage, PublishUpdateInput, UpdateView } from '@kollab/contracts';
import { formRejected, formSubmitting, requestFailed, requestStarted, rowsLoaded, type Rejection } from '../../lib/request-status';
import { idleForm, initialAdminState, type AccountsQuery, type AdminState } from './admin.state';

export type { FormStatus } from '../../lib/request-status';
export { ADMIN_ACCOUNTS_QUERY, initialAdminState, type AccountsQuery, type AdminState, type FormState } from './admin.state';

const accountsAdapter = createEntityAdapter<AccountView>();
const updatesAdapter = createEntityAdapter<UpdateView>();

const admin = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    accountsRequested(state, action: PayloadAction<Partial<AccountsQuery> | undefined>) {
      state.accounts.query = { ...state.accounts.query, ...action.payload };
      requestStarted(state.accounts);
    },
    accountsLoaded(state, action: PayloadAction<AccountListView>) {
      rowsLoaded(accountsAdapter, state.accounts, action.payload.data, action.payload.meta.total);
    },
    accountsLoadFailed(state) {
      requestFailed(state.accounts);
    },
    accountRequested(state, action: PayloadAction<{ id: string }>) {
      const known = state.detail.id === action.payload.id ? state.detail.account : (state.accounts.entities[action.payload.id] ?? null);
      state.detail = { status: 'loading', id: action.payload.id, account: known };
      state.slots = { ...idleForm, serial: state.slots.serial + 1 };
      state.deletion = idleForm;
    },
    accountLoaded(state, action: PayloadAction<AccountView>) {
      if (state.detail.id === action.payload.id) state.detail = { status: 'loaded', id: action.payload.id, account: action.payload };
      if (state.accounts.entities[action.payload.id]) accountsAdapter.setOne(state.accounts, action.payload);
    },
    accountLoadFailed(state) {
      requestFailed(state.detail);
    },
    createAccountDialogOpened(state) {
      state.createAccount = { ...idleForm, open: true, serial: state.createAccount.serial + 1 };
    },
    createAccountDialogClosed(state) {
      state.createAccount = { ...idleForm, open: false, serial: state.createAccount.serial };
    },
    accountCreateRequested(state, _action: PayloadAction<CreateAccountInput>) {
      formSubmitting(state.createAccount);
    },
    accountCreateAccepted(state, _action: PayloadAction<{ id: string }>) {
      state.createAccount = { ...idleForm, open: false, serial: state.createAccount.serial };
    },
    accountCreateRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.createAccount, action.payload);
    },
    slotsChangeRequested(state, _action: PayloadAction<{ id: string; user_slots: number; portal_user_slots: number }>) {
      formSubmitting(state.slots);
    },
    slotsChangeAccepted(state, action: PayloadAction<{ id: string; user_slots: number; portal_user_slots: number }>) {
      state.slots = { ...idleForm, serial: state.slots.serial };
      const { id, user_slots, portal_user_slots } = action.payload;
      if (state.detail.account?.id === id) Object.assign(state.detail.account, { user_slots, portal_user_slots });
    },
    slotsChangeRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.slots, action.payload);
    },
    accountDeleteRequested(state, _action: PayloadAction<{ id: string }>) {
      formSubmitting(state.deletion);
    },
    accountDeleteAccepted(state, action: PayloadAction<{ id: string }>) {
      state.deletion = idleForm;
      if (state.detail.account?.id === action.payload.id) state.detail.account.status = 'marked_for_deletion';
      const listed = state.accounts.entities[action.payload.id];
      if (listed) listed.status = 'marked_for_deletion';
    },
    accountDeleteRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.deletion, action.payload);
    },
    updatesRequested(state, action: PayloadAction<{ page?: number; limit?: number } | undefined>) {
      state.updates.page = action.payload?.page ?? state.updates.page;
      state.updates.limit = action.payload?.limit ?? state.updates.limit;
      requestStarted(state.updates);
    },
    updatesLoaded(state, action: PayloadAction<ListPage<UpdateView>>) {
      rowsLoaded(updatesAdapter, state.updates, action.payload.data, action.payload.meta.total);
    },
    updatesLoadFailed(state) {
      requestFailed(state.updates);
    },
    updateEditorOpened(state, action: PayloadAction<{ id: string | null }>) {
      state.updateForm = { ...idleForm, editing: action.payload.id, serial: state.updateForm.serial + 1 };
    },
    updateEditorClosed(state) {
      state.updateForm = { ...idleForm, editing: undefined, serial: state.updateForm.serial };
    },
    updateSaveRequested(state, _action: PayloadAction<{ id: string | null; input: PublishUpdateInput }>) {
      formSubmitting(state.updateForm);
    },
    updateSaveAccepted(state, _action: PayloadAction<{ id: string; created: boolean }>) {
      state.updateForm = { ...idleForm, editing: undefined, serial: state.updateForm.serial };
    },
    updateSaveRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.updateForm, action.payload);
    },
    updateWithdrawRequested(_state, _action: PayloadAction<{ id: string }>) {},
    updateWithdrawAccepted(state, action: PayloadAction<{ id: string }>) {
      updatesAdapter.removeOne(state.updates, action.payload.id);
      state.updates.total = Math.max(0, state.updates.total - 1);
    },
    updateWithdrawRejected(_state, _action: PayloadAction<{ id: string; code: ErrorCode }>) {},
  },
});

const accountSelectors = accountsAdapter.getSelectors();
const updateSelectors = updatesAdapter.getSelectors();

export const adminActions = admin.actions;
export const adminReducer = admin.reducer;
export const adminSlice = admin;

type WithAdmin = { admin: AdminState };
export const selectAdminAccounts = (state: WithAdmin) => state.admin.accounts;
export const selectAdminAccountRows = (state: WithAdmin) => accountSelectors.selectAll(state.admin.accounts);
export const selectAdminAccountDetail = (state: WithAdmin) => state.admin.detail;
export const selectCreateAccountForm = (state: WithAdmin) => state.admin.createAccount;
export const selectSlotsForm = (state: WithAdmin) => state.admin.slots;
export const selectDeletionForm = (state: WithAdmin) => state.admin.deletion;
export const selectUpdates = (state: WithAdmin) => state.admin.updates;
export const selectUpdateRows = (state: WithAdmin) => updateSelectors.selectAll(state.admin.updates);
export const selectUpdateForm = (state: WithAdmin) => state.admin.updateForm;
/** The update in the editor (null: a new one, or closed). */
export const selectEditedUpdate = (state: WithAdmin): UpdateView | null => {
  const id = state.admin.updateForm.editing;
  return id ? (state.admin.updates.entities[id] ?? null) : null;
};
