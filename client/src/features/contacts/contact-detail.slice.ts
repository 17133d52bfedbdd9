import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView, ErrorCode, HistoryEntry, PortalView } from '@kollab/contracts';
import { contactPushed } from './contacts.actions';
import { isNewer, readContactPush } from './contact-push';
import { requestFailed, requestLoaded, requestStarted, type RequestStatus } from '../../lib/request-status';

/** GET v1/contacts/{id}/history: one entry per event (server core/history). */
export type ContactHistoryEntry = HistoryEntry;

export type LinkedKind = 'tasks' | 'protocols' | 'offers';
/**
 * A linked task, protocol or offer (GET v1/contacts/{id}/tasks, /protocols, /offers answer
 * their views): shown as number and title; offers also with status, total and validity.
 */
export interface LinkedItem {
  id: string;
  number?: string | null;
  title?: string;
  /** Offers: OfferStatus and OfferOutcome (the other kinds' views carry their own). */
  status?: string;
  outcome?: string | null;
  /** Offers: EUR, 2 decimals. */
  total?: number;
  valid_until?: string | null;
  published?: boolean;
}
export interface LinkedList {
  status: RequestStatus;
  total: number;
  items: LinkedItem[];
  /** The page read (1-based) and its size (offers are paged; left out: page 1 of 25); offers: `meta.sum_total` (EUR). */
  page?: number;
  limit?: number;
  sum?: number;
}

/** A logo shown from a downloaded blob (the file needs the auth headers): its address and object URL. */
export interface ShownLogo {
  source: string;
  url: string;
}

export interface ContactDetailState {
  id: string | null;
  status: RequestStatus;
  view: ContactView | null;
  /** The load's failure (404 not found, 403 …). */
  error: { status: number; code: ErrorCode | null } | null;
  /** Someone deleted the open contact (push): a notice instead of the actions. */
  deleted: boolean;
  /** "Show as it was": the version picked from the history, and the contact then. */
  past: { version: number | null; status: RequestStatus; view: ContactView | null };
  history: { status: RequestStatus; entries: ContactHistoryEntry[] };
  linked: Record<LinkedKind, LinkedList>;
  /** Managers: the contact's portal (null: none); others never load it. */
  portal: { status: RequestStatus; view: PortalView | null };
  logo: ShownLogo | null;
  /** A write on the open contact in flight (delete, logo, person delete). */
  busy: 'delete' | 'logo' | 'person' | null;
}

const emptyLinked: LinkedList = { status: 'idle', total: 0, items: [] };

export const initialContactDetailState: ContactDetailState = {
  id: null,
  status: 'idle',
  view: null,
  error: null,
  deleted: false,
  past: { version: null, status: 'idle', view: null },
  history: { status: 'idle', entries: [] },
  linked: { tasks: emptyLinked, protocols: emptyLinked, offers: emptyLinked },
  portal: { status: 'idle', view: null },
  logo: null,
  busy: null,
};

const contactDetail = createSlice({
  name: 'contacts',
  initialState: initialContactDetailState,
  reducers: {
    /** The detail page opened (or its id changed); `isManager` decides whether the portal is read. */
    opened(state, action: PayloadAction<{ id: string; isManager: boolean }>) {
      if (state.id !== action.payload.id) return { ...initialContactDetailState, id: action.payload.id, status: 'loading', logo: state.logo };
      requestStarted(state);
      return undefined;
    },
    /** Read the open contact again (after a write, a conflict or a reconnect). */
    reloadRequested() {},
    loaded(state, action: PayloadAction<ContactView>) {
      if (action.payload.id !== state.id) return;
      // a push may have brought a newer state while this answer travelled
      if (!state.view || action.payload.version >= state.view.version) state.view = action.payload;
      requestLoaded(state);
      state.error = null;
      state.deleted = false;
    },
    loadFailed(state, action: PayloadAction<{ id: string; status: number; code: ErrorCode | null }>) {
      if (action.payload.id !== state.id) return;
      requestFailed(state);
      state.error = { status: action.payload.status, code: action.payload.code };
    },
    logoShown(state, action: PayloadAction<ShownLogo | null>) {
      state.logo = action.payload;
    },
    historyRequested(state) {
      requestStarted(state.history);
    },
    historyLoaded(state, action: PayloadAction<ContactHistoryEntry[]>) {
      state.history = { status: 'loaded', entries: action.payload };
    },
    historyLoadFailed(state) {
      requestFailed(state.history);
    },
    pastVersionRequested(state, action: PayloadAction<{ version: number }>) {
      state.past = { version: action.payload.version, status: 'loading', view: null };
    },
    pastVersionLoaded(state, action: PayloadAction<ContactView>) {
      if (state.past.version === null) return;
      requestLoaded(state.past);
      state.past.view = action.payload;
    },
    pastVersionLoadFailed(state) {
      if (state.past.version !== null) requestFailed(state.past);
    },
    /** Back to the current version. */
    pastVersionClosed(state) {
      state.past = initialContactDetailState.past;
    },
    linkedLoaded(state, action: PayloadAction<{ kind: LinkedKind } & Omit<LinkedList, 'status'>>) {
      const { kind, ...list } = action.payload;
      state.linked[kind] = { status: 'loaded', ...list };
    },
    linkedLoadFailed(state, action: PayloadAction<{ kind: LinkedKind }>) {
      requestFailed(state.linked[action.payload.kind]);
    },
    /** Read a tab's list: `page` of `limit` (left out: the page read last, else page 1 of 25; tasks and protocols show only that). */
    linkedRequested(state, action: PayloadAction<{ kind: LinkedKind; page?: number; limit?: number }>) {
      requestStarted(state.linked[action.payload.kind]);
    },
    portalLoaded(state, action: PayloadAction<PortalView | null>) {
      state.portal = { status: 'loaded', view: action.payload };
    },
    portalLoadFailed(state) {
      requestFailed(state.portal);
    },
    deleteRequested(state, _action: PayloadAction<{ id: string; version: number }>) {
      state.busy = 'delete';
    },
    deleteAccepted(state, _action: PayloadAction<{ id: string }>) {
      state.busy = null;
    },
    deleteRejected(state, _action: PayloadAction<{ code: ErrorCode }>) {
      state.busy = null;
    },
    logoUploadRequested(state, _action: PayloadAction<{ id: string; version: number; file: File }>) {
      state.busy = 'logo';
    },
    logoRemoveRequested(state, _action: PayloadAction<{ id: string; version: number }>) {
      state.busy = 'logo';
    },
    logoChangeAccepted(state, _action: PayloadAction<{ removed: boolean }>) {
      state.busy = null;
    },
    logoChangeRejected(state, _action: PayloadAction<{ code: ErrorCode }>) {
      state.busy = null;
    },
    personDeleteRequested(state, _action: PayloadAction<{ id: string; personId: string; version: number }>) {
      state.busy = 'person';
    },
    personDeleteAccepted(state) {
      state.busy = null;
    },
    personDeleteRejected(state, _action: PayloadAction<{ code: ErrorCode }>) {
      state.busy = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(contactPushed, (state, action) => {
      const push = readContactPush(action.payload);
      if (push.id !== state.id || !state.view || !isNewer(push, state.view.version)) return;
      if (push.kind === 'deleted') state.deleted = true;
      else state.view = push.view;
    });
  },
});

export const contactDetailActions = contactDetail.actions;
export const contactDetailReducer = contactDetail.reducer;
