import { lazyRoute } from './lazy-route';

/** The offers screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./offers-pages');

export const OffersRoute = lazyRoute(pages, (module) => module.OffersRoute);
export const OfferNewRoute = lazyRoute(pages, (module) => module.OfferNewRoute);
export const OfferRoute = lazyRoute(pages, (module) => module.OfferRoute);
