import de from './i18n/de.json';
import en from './i18n/en.json';

/** The inbox texts (namespace `inbox`): they load with the shell's bell, not with the login page (lib/i18n-catalog.ts). */
export const INBOX_NS = 'inbox';
export const inboxCatalog = { de, en };
