import de from './i18n/de.json';
import en from './i18n/en.json';

/** The system admin's texts: they load with the admin screens (lib/i18n-catalog.ts), not with the login page. */
export const adminCatalog = { de, en };
