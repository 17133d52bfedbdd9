import de from './i18n/de.json';
import en from './i18n/en.json';

/** The types texts (types, claim types, contact form): they load with the screens (lib/i18n-catalog.ts). */
export const typesCatalog = { de, en };
