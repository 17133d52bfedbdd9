import { lazyFeature } from '../../lib/lazy-feature';
import { initialOffersState } from './offers.state';

/**
 * Offers (issue 14): what the store and the live views need at start. The slice and the flows
 * (lazyFeature, on the first `offers/` action: `offers.feature.ts`, one import) and the
 * screens (screens.ts, via app/offers-routes.tsx) load on first use.
 */
export { offersPushActions } from './offers.pushes';
export { initialOffersState, type OffersState } from './offers.state';

const offers = lazyFeature(['offers/'], async () => {
  const feature = await import('./offers.feature');
  return { reducers: { offers: feature.offersSliceReducer }, flows: feature.offersFlows };
});
export const offersReducer = offers.reducer('offers', initialOffersState);
export const offersSaga = offers.saga;
