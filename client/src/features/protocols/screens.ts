/** The protocols screens, apart from index.ts so the app loads them on first use. */
export { ProtocolsPage } from './ProtocolsPage';
export { ProtocolNewPage } from './ProtocolNewPage';
export { ProtocolPage } from './ProtocolPage';
export { RecentProtocolsCard } from './RecentProtocolsCard';
