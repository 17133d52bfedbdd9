import { lazyFeature } from '../../lib/lazy-feature';
import { initialPortalsState } from './portals.pushes';

/**
 * Contact portals (manager area). What the store and the live views need at start; the
 * slice, the flows (lazyFeature) and the tab (screens.ts) load on first use.
 */
export { initialPortalsState, portalsPushActions } from './portals.pushes';
export type { PortalsState } from './portals.slice';

const portals = lazyFeature(['portals/'], async () => {
  const [slice, saga] = await Promise.all([import('./portals.slice'), import('./portals.saga')]);
  return { reducers: { portals: slice.portalsSliceReducer }, flows: saga.portalsFlows };
});
export const portalsReducer = portals.reducer('portals', initialPortalsState);
export const portalsSaga = portals.saga;
