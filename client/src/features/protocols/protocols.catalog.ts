import de from './i18n/de.json';
import en from './i18n/en.json';

/** The protocols texts (namespace `protocols`): they load with the screens (lib/i18n-catalog.ts). */
export const PROTOCOLS = 'protocols';
export const protocolsCatalog = { de, en };
