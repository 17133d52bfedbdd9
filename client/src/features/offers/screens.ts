/** The offers screens, apart from index.ts so the app loads them on first use. */
export { OffersPage } from './OffersPage';
export { OfferNewPage } from './OfferNewPage';
export { OfferPage } from './OfferPage';
