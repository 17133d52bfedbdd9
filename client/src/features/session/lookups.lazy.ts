import { lazyFeature } from '../../lib/lazy-feature';
import { LOOKUPS, type LookupsState } from '../../lib/lookups';

/** The shared lookups' cache and flows (lookups.cache.ts), loaded with the first `lookups/…` action: a screen showing one. */
const lookups = lazyFeature(['lookups/'], async () => {
  const cache = await import('./lookups.cache');
  return { reducers: { [LOOKUPS]: cache.lookupsCacheReducer }, flows: cache.lookupsFlows };
});
/** Another account or a sign-out starts it afresh (app/root-reducer.ts). */
export const lookupsReducer = lookups.reducer<LookupsState>(LOOKUPS, {});
export const lookupsSaga = lookups.saga;
