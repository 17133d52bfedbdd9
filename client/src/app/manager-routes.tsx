import { lazyRoute } from './lazy-route';

/** The manager and admin screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./manager-pages');

export const ManagerAccountRoute = lazyRoute(pages, (module) => module.ManagerAccountRoute);
export const ManagerTeamsRoute = lazyRoute(pages, (module) => module.ManagerTeamsRoute);
export const AdminAccountsRoute = lazyRoute(pages, (module) => module.AdminAccountsRoute);
export const AdminAccountRoute = lazyRoute(pages, (module) => module.AdminAccountRoute);
export const AdminUpdatesRoute = lazyRoute(pages, (module) => module.AdminUpdatesRoute);
/** /reports (issue 16): its chunk is imported from the manager area's (its preload list stays out of the login page's). */
export const ReportsRoute = lazyRoute(pages, (module) => module.ReportsRoute);
