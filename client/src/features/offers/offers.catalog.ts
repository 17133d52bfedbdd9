import de from './i18n/de.json';
import en from './i18n/en.json';

/** The offers texts (namespace `offers`): they load with the screens (lib/i18n-catalog.ts). */
export const OFFERS = 'offers';
export const offersCatalog = { de, en };
