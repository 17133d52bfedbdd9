import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactView, OfferListView, OfferRatesView, OfferView } from '@kollab/contracts';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import { itemDetailReducers, pushToDetail, sideWriteRequested } from '../collab/item-detail.reducers';
import { offersPushActions } from './offers.pushes';
import { isNewerPush, readOfferPush, rowsAfterPush } from './offer-push';
import { queryKey, type OffersQuery } from './offer-query';
import { initialDetailState, initialOffersState, type OfferChanges, type OffersState } from './offers.state';

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

    // create, the open offer, editing, watch, comments, delete, print, history and versions (collab)
    ...itemDetailReducers<OfferView, OfferView, OfferChanges, OfferChanges & { title: string }>(initialDetailState),

    // the writes beside the form only offers have (each reads the offer again)
    statusRequested: sideWriteRequested<{
      id: string;
      version: number;
      status: 'open' | 'in_progress' | 'closed';
      outcome?: 'accepted' | 'declined';
    }>(),
    publishRequested: sideWriteRequested<{ id: string; version: number; published: boolean }>(),
    recalculateRequested: sideWriteRequested<{ id: string; version: number }>(),
    viewerAddRequested: sideWriteRequested<{ id: string; userId: string }>(),
    viewerRemoveRequested: sideWriteRequested<{ id: string; userId: string }>(),
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
      pushToDetail(state.detail, push);
    });
  },
});

export const offersActions = { ...offers.actions, ...offersPushActions };

export const offersSliceReducer = offers.reducer;

export type WithOffers = { offers: OffersState };
export const selectOffers = (state: WithOffers) => state.offers;
export const selectOfferList = (state: WithOffers) => state.offers.list;
export const selectOfferDetail = (state: WithOffers) => state.offers.detail;
