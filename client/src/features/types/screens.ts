/** The types, claims and contact form tabs, apart from index.ts so the app can load them lazily. */
export { TypesPanel } from './TypesPanel';
export { ClaimsPanel } from './ClaimsPanel';
export { ContactFormBuilder } from './ContactFormBuilder';
export { typesCatalog } from './types.catalog';
