import de from './i18n/de.json';
import en from './i18n/en.json';

/** The collab texts (namespace `collab`): they load with the task and protocol screens, not with the login page. */
export const collabCatalog = { de, en };

export const COLLAB = 'collab';
