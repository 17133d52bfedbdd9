import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView, ErrorCode, HistoryEntry, ItemAbilities, OfferListView, OfferRatesView, OfferView } from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import { offersPushActions } from './offers.pushes';
import { isNewerPush, readOfferPush, rowsAfterPush } from './offer-push';
import { queryKey, type OffersQuery } from './offer-query';
import { initialDetailState, initialOffersState, type ConflictState, type OfferChanges, type OffersState } from './offers.state';

type Refusal = { code: ErrorCode; fieldErrors: Record<string, string[]> | null };
const busy = (state: OffersState) => {
  state.detail.busy = true;
};
const withoutField = (errors: Record<string, string[]> | null, field: string) => {
  if (!errors || !(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
};

/** The offers feature's state (list, open offer, create form, rates, contacts); every action is `offers/…`. */
const offers = createSlice({
  name: 'offers',
  initialState: initialOffersState,
  reducers: {
    // the list (the query comes from the URL)
    listRequested(state, action: PayloadAction<OffersQuery | undefined>) {
      if (action.payload) state.list.query = action.payload;
      requestStarted(state.list);
      state.list.outdated = false;
    },
    listLoaded(state, action: PayloadAction<{ key: string; page: OfferListView }>) {
      // a late answer to an older query is dropped
      if (action.payload.key !== queryKey(state.list.query)) return;
      const { data, meta } = action.payload.page;
      state.list.rows = data;
      state.list.total = meta.total;
      state.list.sumTotal = meta.sum_total;
      state.list.key = action.payload.key;
      requestLoaded(state.list);
    },
    listLoadFailed(state) {
      requestFailed(state.list);
    },

    // the current hourly rates (a new offer's calculation)
    ratesRequested(state) {
      requestStarted(state.rates);
    },
    ratesLoaded(state, action: PayloadAction<OfferRatesView>) {
      state.rates = { status: 'loaded', view: action.payload };
    },
    ratesLoadFailed(state) {
      requestFailed(state.rates);
    },

    // contacts by id (names and contact persons) and the picker's search
    contactsWanted(_state, _action: PayloadAction<string[]>) {},
    contactsLoaded(state, action: PayloadAction<Record<string, ContactView | null>>) {
      Object.assign(state.contacts, action.payload);
    },
    contactSearchRequested(state, _action: PayloadAction<string>) {
      requestStarted(state.search);
    },
    contactSearchLoaded(state, action: PayloadAction<ContactView[]>) {
      state.search = { status: 'loaded', data: action.payload };
    },
    contactSearchFailed(state) {
      requestFailed(state.search);
    },

    // create
    createRequested(state, _action: PayloadAction<OfferChanges & { title: string }>) {
      state.create = { ...state.create, status: 'saving', code: null, fieldErrors: null };
    },
    createAccepted(state, _action: PayloadAction<{ id: string }>) {
      state.create = { status: 'idle', code: null, fieldErrors: null, serial: state.create.serial + 1 };
    },
    createRejected(state, action: PayloadAction<Refusal>) {
      state.create = { ...state.create, status: 'failed', ...action.payload };
    },
    createFieldEdited(state, action: PayloadAction<string>) {
      state.create.fieldErrors = withoutField(state.create.fieldErrors, action.payload);
    },

    // the open offer
    opened(state, action: PayloadAction<{ id: string }>) {
      if (state.detail.id !== action.payload.id) state.detail = { ...initialDetailState, id: action.payload.id };
      requestStarted(state.detail);
    },
    closed(state) {
      state.detail = initialDetailState;
    },
    reloadRequested() {},
    /** GET v1/offers/{id} answered: the view, and `can` (what I may do with it; kept until the next read). */
    loaded(state, action: PayloadAction<OfferView & { can?: ItemAbilities }>) {
      if (state.detail.id !== action.payload.id) return;
      const { can, ...view } = action.payload;
      if (can) state.detail.can = can;
      state.detail.view = view;
      requestLoaded(state.detail);
      state.detail.error = null;
      state.detail.deleted = false;
    },
    loadFailed(state, action: PayloadAction<{ id: string; status: number; code: ErrorCode | null }>) {
      if (state.detail.id !== action.payload.id) return;
      requestFailed(state.detail);
      state.detail.error = { status: action.payload.status, code: action.payload.code };
    },

    // editing (PATCH with If-Match; a 409 opens the conflict)
    editStarted(state) {
      state.detail.editing = true;
      state.detail.save = { ...state.detail.save, status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
    },
    editCancelled(state) {
      state.detail.editing = false;
      state.detail.conflict = null;
    },
    saveRequested(state, _action: PayloadAction<{ id: string; base: OfferView; changes: OfferChanges }>) {
      state.detail.save = { ...state.detail.save, status: 'saving', code: null, fieldErrors: null };
      state.detail.conflict = null;
    },
    saveAccepted(state) {
      state.detail.save = { status: 'idle', code: null, fieldErrors: null, serial: state.detail.save.serial + 1 };
      state.detail.editing = false;
    },
    saveRejected(state, action: PayloadAction<Refusal>) {
      state.detail.save = { ...state.detail.save, status: 'failed', ...action.payload };
    },
    saveFieldEdited(state, action: PayloadAction<string>) {
      state.detail.save.fieldErrors = withoutField(state.detail.save.fieldErrors, action.payload);
    },
    conflictDetected(state, action: PayloadAction<ConflictState>) {
      state.detail.conflict = action.payload;
      state.detail.save = { ...state.detail.save, status: 'idle' };
    },
    conflictReapplied() {},
    conflictDiscarded(state) {
      state.detail.conflict = null;
      state.detail.editing = false;
    },

    // the writes beside the form (each reads the offer again)
    deleteRequested: (state, _action: PayloadAction<{ id: string; version: number }>) => busy(state),
    deleteAccepted(state) {
      state.detail.busy = false;
    },
    statusRequested: (
      state,
      _action: PayloadAction<{ id: string; version: number; status: 'open' | 'in_progress' | 'closed'; outcome?: 'accepted' | 'declined' }>,
    ) => busy(state),
    publishRequested: (state, _action: PayloadAction<{ id: string; version: number; published: boolean }>) => busy(state),
    recalculateRequested: (state, _action: PayloadAction<{ id: string; version: number }>) => busy(state),
    watchRequested: (state, _action: PayloadAction<{ id: string; watching: boolean }>) => busy(state),
    viewerAddRequested: (state, _action: PayloadAction<{ id: string; userId: string }>) => busy(state),
    viewerRemoveRequested: (state, _action: PayloadAction<{ id: string; userId: string }>) => busy(state),
    commentAddRequested: (state, _action: PayloadAction<{ id: string; body: string }>) => busy(state),
    commentChangeRequested: (state, _action: PayloadAction<{ id: string; commentId: string; body: string }>) => busy(state),
    commentRemoveRequested: (state, _action: PayloadAction<{ id: string; commentId: string }>) => busy(state),
    /** A side write finished (accepted or refused: the toast says which). */
    sideWriteSettled(state, _action: PayloadAction<{ ok: boolean }>) {
      state.detail.busy = false;
    },
    printRequested(_state, _action: PayloadAction<{ id: string; name: string }>) {},

    // history and versions
    historyRequested(state) {
      requestStarted(state.detail.history);
    },
    historyLoaded(state, action: PayloadAction<HistoryEntry[]>) {
      state.detail.history = { status: 'loaded', entries: action.payload };
    },
    historyLoadFailed(state) {
      requestFailed(state.detail.history);
    },
    pastVersionRequested(state, action: PayloadAction<{ version: number } | { at: string }>) {
      const version = 'version' in action.payload ? action.payload.version : null;
      const at = 'at' in action.payload ? action.payload.at : null;
      state.detail.past = { version, at, status: 'loading', view: state.detail.past?.view ?? null };
    },
    pastVersionLoaded(state, action: PayloadAction<OfferView>) {
      if (!state.detail.past) return;
      state.detail.past = { ...state.detail.past, version: action.payload.version, status: 'loaded', view: action.payload };
    },
    pastVersionLoadFailed(state) {
      if (state.detail.past) requestFailed(state.detail.past);
    },
    pastVersionClosed(state) {
      state.detail.past = null;
    },
    compareRequested(state, action: PayloadAction<{ version: number }>) {
      state.detail.compare = { version: action.payload.version, status: 'loading', view: null };
    },
    compareLoaded(state, action: PayloadAction<OfferView>) {
      if (state.detail.compare?.version === action.payload.version)
        state.detail.compare = { version: action.payload.version, status: 'loaded', view: action.payload };
    },
    compareLoadFailed(state) {
      if (state.detail.compare) requestFailed(state.detail.compare);
    },
    compareClosed(state) {
      state.detail.compare = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(offersPushActions.viewPushed, (state, action) => {
      const push = readOfferPush(action.payload);
      if (state.list.status !== 'idle') {
        const shown = state.list.rows.find((row) => row.id === push.id);
        const next = rowsAfterPush(state.list.rows, push);
        state.list.rows = next.rows;
        // the sum follows a listed offer's new total at once (the re-read after a burst confirms it)
        if (shown && isNewerPush(push, shown.version)) {
          const cents = (amount: number) => Math.round(amount * 100);
          const after = push.kind === 'changed' ? cents(push.view.total) : 0;
          state.list.sumTotal = (cents(state.list.sumTotal) - cents(shown.total) + after) / 100;
        }
        if (next.removed) state.list.total = Math.max(0, state.list.total - 1);
        if (next.outdated) state.list.outdated = true;
      }
      const detail = state.detail;
      if (detail.id !== push.id || !detail.view || !isNewerPush(push, detail.view.version)) return;
      if (push.kind === 'deleted') detail.deleted = true;
      else detail.view = push.view;
    });
  },
});

export const offersActions = { ...offers.actions, ...offersPushActions };

export const offersSliceReducer = offers.reducer;

export type WithOffers = { offers: OffersState };
export const selectOffers = (state: WithOffers) => state.offers;
export const selectOfferList = (state: WithOffers) => state.offers.list;
export const selectOfferDetail = (state: WithOffers) => state.offers.detail;
