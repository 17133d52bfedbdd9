import de from './i18n/de.json';
import en from './i18n/en.json';

/** The surveys texts (namespace `surveys`): they load with the screens (lib/i18n-catalog.ts). */
export const SURVEYS = 'surveys';
export const surveysCatalog = { de, en };
