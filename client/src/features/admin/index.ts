import { lazyFeature } from '../../lib/lazy-feature';
import { initialAdminState } from './admin.state';

/**
 * The system admin's area (organisations, news editor). The slice and the flows load on the
 * first `admin/` action (lazyFeature: `admin.feature.ts`), the screens through screens.ts:
 * the login page carries only the initial state (admin.state.ts).
 */
export { initialAdminState, type AdminState } from './admin.state';

const admin = lazyFeature(['admin/'], async () => {
  const feature = await import('./admin.feature');
  return { reducers: { admin: feature.adminSliceReducer }, flows: feature.adminFlows };
});
export const adminReducer = admin.reducer('admin', initialAdminState);
export const adminSaga = admin.saga;
