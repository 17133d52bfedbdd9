import de from './i18n/de.json';
import en from './i18n/en.json';

/** The reports texts (namespace `reports`): they load with the reports page (lib/i18n-catalog.ts). */
export const REPORTS_NS = 'reports';
export const reportsCatalog = { de, en };
