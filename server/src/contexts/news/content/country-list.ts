import { ISO_3166_ALPHA2_CODES, type CountryView, type Locale } from '@kollab/contracts';

function namesIn(locale: Locale): Intl.DisplayNames {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
}

/** The countries with German and English names from Node's ICU data, sorted by name in `locale`. */
export function buildCountryList(locale: Locale): CountryView[] {
  const de = namesIn('de');
  const en = namesIn('en');
  const collator = new Intl.Collator(locale);
  return ISO_3166_ALPHA2_CODES.map((code) => {
    const names = { de: de.of(code), en: en.of(code) };
    // Only a Node built without full ICU lacks them; refuse to start rather than answer codes.
    if (!names.de || !names.en) throw new Error(`No country name for ${code}: Node needs full ICU data`);
    return { code, name: names[locale] ?? code, names: { de: names.de, en: names.en } };
  }).sort((a, b) => collator.compare(a.name, b.name));
}

/** Built once per language at startup (country names do not change while the process runs). */
export const COUNTRY_LISTS: Record<Locale, readonly CountryView[]> = {
  de: buildCountryList('de'),
  en: buildCountryList('en'),
};
