import { lazyFeature } from '../../lib/lazy-feature';
import { initialProtocolsState } from './protocols.state';

/**
 * Protocols (issue 6): what the store and the live views need at start. The slice, the flows
 * (lazyFeature, on the first `protocols/` action) and the screens (screens.ts, via
 * app/protocols-routes.tsx) load on first use; the home card comes from `./RecentProtocolsCard`.
 */
export { protocolsPushActions } from './protocols.pushes';
export { initialProtocolsState, type ProtocolsState } from './protocols.state';

const protocols = lazyFeature(['protocols/'], async () => {
  const [slice, saga] = await Promise.all([import('./protocols.slice'), import('./protocols.saga')]);
  return { reducers: { protocols: slice.protocolsSliceReducer }, flows: saga.protocolsFlows };
});
export const protocolsReducer = protocols.reducer('protocols', initialProtocolsState);
export const protocolsSaga = protocols.saga;
