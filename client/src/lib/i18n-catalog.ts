import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One namespace's texts in both languages (a feature's `i18n/de.json` and `i18n/en.json`). */
export interface Catalog {
  de: object;
  en: object;
}

/**
 * Adds a namespace's catalogues to `i18n` once. Screens that load on first use (the
 * manager area) bring their texts along, so the login page's JavaScript stays small
 * (app/login-bundle.spec.ts); toasts of their actions find the texts by then.
 */
export function addCatalog(i18n: I18n, namespace: string, catalog: Catalog): void {
  for (const language of ['de', 'en'] as const) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog[language]);
  }
}

/** `useTranslation(namespace)` for a namespace whose catalogue loads with its screen. */
export function useCatalog(namespace: string, catalog: Catalog) {
  const { i18n } = useTranslation();
  addCatalog(i18n, namespace, catalog);
  return useTranslation(namespace);
}

/** Every key path of a catalogue (for the specs that compare de and en). */
export function catalogKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, item]) => catalogKeys(item, prefix ? `${prefix}.${key}` : key))
    .sort();
}
