export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];
export const DEFAULT_LOCALE: Locale = 'de';

/** Picks de or en from a Content-Language / Accept-Language value; de when neither is named. */
export function localeFrom(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
}
