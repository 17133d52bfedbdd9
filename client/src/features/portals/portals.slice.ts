import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AddPortalMemberInput,
  ChangePortalMemberInput,
  ContactPersonView,
  CreatePortalInput,
  ErrorCode,
  MemberView,
  PortalListView,
  PortalView,
} from '@kollab/contracts';
import { upsertUnlessOlder } from '../../lib/newest-rows';
import {
  formRejected,
  formSubmitting,
  requestFailed,
  requestStarted,
  requestStartedUnlessLoaded,
  rowsLoaded,
  type Rejection,
} from '../../lib/request-status';
import { initialPortalsState, portalsPushActions, type ContactOption, type PortalsState } from './portals.pushes';

export type { FormStatus } from '../../lib/request-status';
export type { ContactOption, PortalsState } from './portals.pushes';

/** Seed §8: "not enough (portal) user slots" is a dialog (contact the provider), not a toast. */
export const PORTAL_SLOTS_CODE: ErrorCode = 'member.not_enough_portal_user_slots';

const adapter = createEntityAdapter<PortalView>({ sortComparer: (a, b) => a.contact_name.localeCompare(b.contact_name) });

export const portalUserKey = (portalId: string, userId: string) => `${portalId}:${userId}`;

type UserRef = { portalId: string; userId: string };

const portals = createSlice({
  name: 'portals',
  initialState: initialPortalsState,
  reducers: {
    listLoaded(state, action: PayloadAction<PortalListView>) {
      rowsLoaded(adapter, state.list, action.payload.data);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },
    /** One portal read again (after a write or a push: the push carries ids, not names). */
    portalRequested(_state, _action: PayloadAction<{ id: string }>) {},
    portalLoaded(state, action: PayloadAction<PortalView>) {
      upsertUnlessOlder(adapter, state.list, action.payload);
    },
    portalGone(state, action: PayloadAction<{ id: string }>) {
      adapter.removeOne(state.list, action.payload.id);
    },
    staffRequested(state) {
      requestStartedUnlessLoaded(state.staff);
    },
    staffLoaded(state, action: PayloadAction<MemberView[]>) {
      state.staff = { status: 'loaded', users: action.payload };
    },
    staffLoadFailed(state) {
      requestFailed(state.staff);
    },
    contactsSearched(state, _action: PayloadAction<{ search: string }>) {
      requestStarted(state.contacts);
    },
    contactsLoaded(state, action: PayloadAction<ContactOption[]>) {
      state.contacts = { status: 'loaded', options: action.payload };
    },
    contactsLoadFailed(state) {
      requestFailed(state.contacts);
    },
    personsRequested(state, action: PayloadAction<{ contactId: string }>) {
      const held = state.persons[action.payload.contactId];
      state.persons[action.payload.contactId] = { status: 'loading', persons: held?.persons ?? [] };
    },
    personsLoaded(state, action: PayloadAction<{ contactId: string; persons: ContactPersonView[] }>) {
      state.persons[action.payload.contactId] = { status: 'loaded', persons: action.payload.persons };
    },
    personsLoadFailed(state, action: PayloadAction<{ contactId: string }>) {
      state.persons[action.payload.contactId] = { status: 'failed', persons: [] };
    },
    dialogOpened(state) {
      state.dialog = { open: true, status: 'idle', error: null, fieldErrors: null, serial: state.dialog.serial + 1 };
    },
    dialogClosed(state) {
      state.dialog = { ...initialPortalsState.dialog, serial: state.dialog.serial };
    },
    createRequested(state, _action: PayloadAction<CreatePortalInput>) {
      formSubmitting(state.dialog);
    },
    createAccepted(state, _action: PayloadAction<{ id: string }>) {
      state.dialog = { ...initialPortalsState.dialog, serial: state.dialog.serial };
    },
    /** "portal already exists for contact", "user cannot be chosen as contact person", … */
    createRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.dialog, action.payload);
    },
    contactPersonChangeRequested(state, action: PayloadAction<{ id: string; contactPerson: string; version: number }>) {
      state.busy[action.payload.id] = true;
      state.refusal = null;
    },
    contactPersonChangeAccepted(state, action: PayloadAction<{ id: string; contactPerson: string }>) {
      delete state.busy[action.payload.id];
      const portal = state.list.entities[action.payload.id];
      if (portal) portal.contact_person = action.payload.contactPerson;
    },
    portalRejected(state, action: PayloadAction<{ id: string; code: ErrorCode }>) {
      delete state.busy[action.payload.id];
      state.refusal = { portalId: action.payload.id, code: action.payload.code };
    },
    deleteRequested(state, action: PayloadAction<{ id: string; version: number }>) {
      state.busy[action.payload.id] = true;
      state.refusal = null;
    },
    deleteAccepted(state, action: PayloadAction<{ id: string }>) {
      delete state.busy[action.payload.id];
      adapter.removeOne(state.list, action.payload.id);
    },
    memberAddRequested(state, action: PayloadAction<{ portalId: string; input: AddPortalMemberInput }>) {
      state.addForm.portalId = action.payload.portalId;
      formSubmitting(state.addForm);
      state.refusal = null;
    },
    memberAddAccepted(state, action: PayloadAction<{ portalId: string }>) {
      state.addForm = { portalId: action.payload.portalId, status: 'idle', error: null, serial: state.addForm.serial + 1 };
    },
    /** "user already in portal", a person without e-mail, …; the slots refusal opens its dialog. */
    memberAddRejected(state, action: PayloadAction<{ portalId: string; code: ErrorCode }>) {
      state.addForm.portalId = action.payload.portalId;
      formRejected(state.addForm, action.payload);
      if (action.payload.code === PORTAL_SLOTS_CODE) state.slotsDialog = { open: true, code: action.payload.code };
    },
    memberChangeRequested(state, action: PayloadAction<UserRef & { change: ChangePortalMemberInput }>) {
      state.busy[portalUserKey(action.payload.portalId, action.payload.userId)] = true;
      state.refusal = null;
    },
    memberChangeAccepted(state, action: PayloadAction<UserRef & { change: ChangePortalMemberInput }>) {
      const { portalId, userId, change } = action.payload;
      delete state.busy[portalUserKey(portalId, userId)];
      const member = state.list.entities[portalId]?.members.find((item) => item.user_id === userId);
      if (member) Object.assign(member, change);
    },
    memberRemoveRequested(state, action: PayloadAction<UserRef>) {
      state.busy[portalUserKey(action.payload.portalId, action.payload.userId)] = true;
      state.refusal = null;
    },
    memberRemoveAccepted(state, action: PayloadAction<UserRef>) {
      const { portalId, userId } = action.payload;
      delete state.busy[portalUserKey(portalId, userId)];
      const portal = state.list.entities[portalId];
      if (portal) portal.members = portal.members.filter((item) => item.user_id !== userId);
    },
    memberRejected(state, action: PayloadAction<UserRef & { code: ErrorCode }>) {
      delete state.busy[portalUserKey(action.payload.portalId, action.payload.userId)];
      state.refusal = { portalId: action.payload.portalId, code: action.payload.code };
      if (action.payload.code === PORTAL_SLOTS_CODE) state.slotsDialog = { open: true, code: action.payload.code };
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
    slotsDialogClosed(state) {
      state.slotsDialog = initialPortalsState.slotsDialog;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(portalsPushActions.listRequested, (state) => requestStarted(state.list));
  },
});

const entitySelectors = adapter.getSelectors();

export const portalsActions = { ...portals.actions, ...portalsPushActions };
/** The reducer itself; the store holds it through index.ts (loaded on first use). */
export const portalsSliceReducer = portals.reducer;

type WithPortals = { portals: PortalsState };
export const selectPortalsList = (state: WithPortals) => state.portals.list;
export const selectAllPortals = (state: WithPortals): PortalView[] => entitySelectors.selectAll(state.portals.list);
export const selectPortalsStaff = (state: WithPortals) => state.portals.staff;
export const selectContactOptions = (state: WithPortals) => state.portals.contacts;
export const selectPersons = (state: WithPortals) => state.portals.persons;
export const selectPortalsBusy = (state: WithPortals) => state.portals.busy;
export const selectPortalDialog = (state: WithPortals) => state.portals.dialog;
export const selectPortalAddForm = (state: WithPortals) => state.portals.addForm;
export const selectPortalRefusal = (state: WithPortals) => state.portals.refusal;
export const selectPortalSlotsDialog = (state: WithPortals) => state.portals.slotsDialog;

/** Who may look after a portal: an active member with the role user (the server's rule; others are refused). */
export const canLookAfter = (user: MemberView) => user.status === 'active' && !user.portal && user.roles.includes('user');
