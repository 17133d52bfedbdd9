import de from './i18n/de.json';
import en from './i18n/en.json';

/** The contacts texts: they load with the screens (lib/i18n-catalog.ts), not with the login page. */
export const contactsCatalog = { de, en };
