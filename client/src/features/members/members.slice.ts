import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateMemberInput, ErrorCode, InviteMemberInput, ManageableRole, MemberListView, MemberView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import {
  formRejected,
  formSubmitting,
  requestFailed,
  requestStarted,
  rowsLoaded,
  type FormStatus,
  type Rejection,
  type RequestStatus,
} from '../../lib/request-status';

/** A new member's dialog (lib/request-status.ts). */
export type { FormStatus } from '../../lib/request-status';
export type NewMemberMode = 'create' | 'invite';
/** What is in flight for one row (the row's buttons are disabled meanwhile). */
export type RowBusy = 'status' | 'delete' | 'role' | 'welcome' | 'reset';

export interface MembersQuery {
  page: number;
  limit: number;
  search: string;
}

export const DEFAULT_MEMBERS_QUERY: MembersQuery = { page: 1, limit: 25, search: '' };

const adapter = createEntityAdapter<MemberView>();

export interface MembersState {
  list: ReturnType<typeof adapter.getInitialState> & { status: RequestStatus; query: MembersQuery; total: number };
  busy: Record<string, RowBusy>;
  form: { status: FormStatus; mode: NewMemberMode | null; error: ErrorCode | null; fieldErrors: Record<string, string[]> | null; serial: number };
  /** Seed §8: "not enough user slots" is a dialog (contact the provider), not a toast. */
  slotsDialog: { open: boolean; code: ErrorCode | null };
}

export const initialMembersState: MembersState = {
  list: { ...adapter.getInitialState(), status: 'idle', query: DEFAULT_MEMBERS_QUERY, total: 0 },
  busy: {},
  form: { status: 'idle', mode: null, error: null, fieldErrors: null, serial: 0 },
  slotsDialog: { open: false, code: null },
};

export const SLOT_CODES: readonly string[] = ['member.not_enough_user_slots', 'member.not_enough_portal_user_slots'];

type RowFailure = { id: string; code: ErrorCode };

const members = createSlice({
  name: 'members',
  initialState: initialMembersState,
  reducers: {
    listRequested(state, action: PayloadAction<Partial<MembersQuery> | undefined>) {
      state.list.query = { ...state.list.query, ...action.payload };
      requestStarted(state.list);
    },
    listLoaded(state, action: PayloadAction<MemberListView>) {
      rowsLoaded(adapter, state.list, action.payload.data, action.payload.meta.total);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },
    statusChangeRequested(state, action: PayloadAction<{ id: string; status: 'active' | 'inactive' }>) {
      state.busy[action.payload.id] = 'status';
    },
    statusChangeAccepted(state, action: PayloadAction<{ id: string; status: 'active' | 'inactive' }>) {
      delete state.busy[action.payload.id];
      adapter.updateOne(state.list, { id: action.payload.id, changes: { status: action.payload.status } });
    },
    statusChangeRejected(state, action: PayloadAction<RowFailure>) {
      delete state.busy[action.payload.id];
    },
    deleteRequested(state, action: PayloadAction<{ id: string }>) {
      state.busy[action.payload.id] = 'delete';
    },
    deleteAccepted(state, action: PayloadAction<{ id: string }>) {
      delete state.busy[action.payload.id];
      adapter.removeOne(state.list, action.payload.id);
      state.list.total = Math.max(0, state.list.total - 1);
    },
    deleteRejected(state, action: PayloadAction<RowFailure>) {
      delete state.busy[action.payload.id];
    },
    roleChangeRequested(state, action: PayloadAction<{ id: string; role: ManageableRole; granted: boolean }>) {
      state.busy[action.payload.id] = 'role';
    },
    roleChangeAccepted(state, action: PayloadAction<{ id: string; role: ManageableRole; granted: boolean }>) {
      const { id, role, granted } = action.payload;
      delete state.busy[id];
      const member = state.list.entities[id];
      if (member) member.roles = granted ? [...member.roles.filter((item) => item !== role), role] : member.roles.filter((item) => item !== role);
    },
    roleChangeRejected(state, action: PayloadAction<RowFailure>) {
      delete state.busy[action.payload.id];
    },
    mailRequested(state, action: PayloadAction<{ id: string; mail: 'welcome' | 'reset' }>) {
      state.busy[action.payload.id] = action.payload.mail;
    },
    mailSent(state, action: PayloadAction<{ id: string; mail: 'welcome' | 'reset' }>) {
      delete state.busy[action.payload.id];
    },
    mailRejected(state, action: PayloadAction<RowFailure>) {
      delete state.busy[action.payload.id];
    },
    newMemberDialogOpened(state, action: PayloadAction<NewMemberMode>) {
      state.form = { status: 'idle', mode: action.payload, error: null, fieldErrors: null, serial: state.form.serial + 1 };
    },
    newMemberDialogClosed(state) {
      state.form = { ...initialMembersState.form, serial: state.form.serial };
    },
    createRequested(state, action: PayloadAction<{ mode: 'create'; input: CreateMemberInput } | { mode: 'invite'; input: InviteMemberInput }>) {
      state.form.mode = action.payload.mode;
      formSubmitting(state.form);
    },
    createAccepted(state, _action: PayloadAction<{ id: string; mode: NewMemberMode }>) {
      state.form = { ...initialMembersState.form, serial: state.form.serial };
    },
    createRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.form, action.payload);
      if (SLOT_CODES.includes(action.payload.code)) state.slotsDialog = { open: true, code: action.payload.code };
    },
    /**
     * Pushed `accounts/membershipChanged`. It carries the membership without the profile and
     * without its account, so a newer push of a listed member makes the saga read the page again.
     */
    viewPushed(_state, _action: PayloadAction<ViewChangedMessage>) {},
    slotsDialogClosed(state) {
      state.slotsDialog = initialMembersState.slotsDialog;
    },
  },
});

const entitySelectors = adapter.getSelectors();

export const membersActions = members.actions;
export const membersReducer = members.reducer;
export const membersSlice = members;

type WithMembers = { members: MembersState };
/** The page on screen, in the server's order. */
export const selectMemberRows = (state: WithMembers): MemberView[] => entitySelectors.selectAll(state.members.list);
export const selectMembersList = (state: WithMembers) => state.members.list;
export const selectMembersBusy = (state: WithMembers) => state.members.busy;
export const selectMemberForm = (state: WithMembers) => state.members.form;
export const selectSlotsDialog = (state: WithMembers) => state.members.slotsDialog;
