import { lazyRoute } from './lazy-route';

/** The contacts screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./contacts-pages');

export const ContactsRoute = lazyRoute(pages, (module) => module.ContactsRoute);
export const ContactRoute = lazyRoute(pages, (module) => module.ContactRoute);
