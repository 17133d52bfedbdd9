/** The types, claims, contact form and hourly rates tabs, apart from index.ts so the app can load them lazily. */
export { TypesPanel } from './TypesPanel';
export { ClaimsPanel } from './ClaimsPanel';
export { ContactFormBuilder } from './ContactFormBuilder';
export { OfferRatesPanel } from './OfferRatesPanel';
export { typesCatalog } from './types.catalog';
