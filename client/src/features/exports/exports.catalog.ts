import de from './i18n/de.json';
import en from './i18n/en.json';

/** The exports texts (namespace `exports`): they load with the pages that show an export button (lib/i18n-catalog.ts). */
export const EXPORTS_NS = 'exports';
export const exportsCatalog = { de, en };
