import de from './i18n/de.json';
import en from './i18n/en.json';

/** The members texts: they load with the manager screens (lib/i18n-catalog.ts), not with the login page. */
export const membersCatalog = { de, en };
