/** The portals tab, apart from index.ts so the app can load it lazily. */
export { PortalsPanel } from './PortalsPanel';
export { portalsCatalog } from './portals.catalog';
export { portalsActions, selectPortalSlotsDialog } from './portals.slice';
