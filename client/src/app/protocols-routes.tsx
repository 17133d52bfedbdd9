import { lazyRoute } from './lazy-route';

/** The protocols screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./protocols-pages');

export const ProtocolsRoute = lazyRoute(pages, (module) => module.ProtocolsRoute);
export const ProtocolNewRoute = lazyRoute(pages, (module) => module.ProtocolNewRoute);
export const ProtocolRoute = lazyRoute(pages, (module) => module.ProtocolRoute);
