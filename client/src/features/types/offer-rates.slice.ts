import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OfferRatesValuesView, OfferRatesView } from '@kollab/contracts/offers/offer.views';
import { formRejected, formSubmitting, requestFailed, requestLoaded, requestStartedUnlessLoaded, type Rejection } from '../../lib/request-status';
import type { OfferRatesState } from './types.pushes';

export type { OfferRatesState } from './types.pushes';

/** Before the first read (and after a logout: the login bundle's TypesState leaves `rates` out). */
export const initialOfferRatesState: OfferRatesState = {
  status: 'idle',
  view: null,
  save: { status: 'idle', error: null, fieldErrors: null },
};

/**
 * The hourly rates of offers on the manager's rates tab (GET/PUT v1/account_manager/offer_rates).
 * Named `types` like the types slice, so its actions (`types/rates…`) load the feature and
 * the store keeps it under `types.rates` (types.slice.ts combines the two).
 */
const offerRates = createSlice({
  name: 'types',
  initialState: initialOfferRatesState,
  reducers: {
    /** Read (again): the rates on screen stay while they are read after a save. */
    ratesRequested(state) {
      requestStartedUnlessLoaded(state);
    },
    ratesLoaded(state, action: PayloadAction<OfferRatesView>) {
      state.view = action.payload;
      requestLoaded(state);
    },
    ratesLoadFailed(state) {
      requestFailed(state);
    },
    /** The four rates in EUR per hour, based on `version` (If-Match; 0 before they were first set). */
    ratesSaveRequested(state, _action: PayloadAction<{ rates: OfferRatesValuesView; version: number }>) {
      formSubmitting(state.save);
    },
    ratesSaveAccepted(state) {
      state.save = initialOfferRatesState.save;
    },
    /** 422: a field error per rate; 409: changed elsewhere meanwhile (the current rates are read). */
    ratesSaveRejected(state, action: PayloadAction<Rejection>) {
      formRejected(state.save, action.payload);
    },
  },
});

export const offerRatesActions = offerRates.actions;
export const offerRatesReducer = offerRates.reducer;

export const selectOfferRates = (state: { types: { rates?: OfferRatesState } }): OfferRatesState => state.types.rates ?? initialOfferRatesState;
