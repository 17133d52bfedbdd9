import de from './i18n/de.json';
import en from './i18n/en.json';

/** The tasks texts: they load with the screens (lib/i18n-catalog.ts), not with the login page. */
export const tasksCatalog = { de, en };
export const TASKS = 'tasks';
