import de from './i18n/editor.de.json';
import en from './i18n/editor.en.json';

/** The rich-text editor's texts (namespace `editor`): they load with the screens that use the editor, not with the login page. */
export const editorCatalog = { de, en };
