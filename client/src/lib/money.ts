import { parseHundredths, type Hundredths, type ParsedDecimal } from '@kollab/contracts/offers/offer.money';

/**
 * Amounts of offers on screen (issue 14): `1.234,56 €` in German, `€1,234.56` in English, always
 * 2 decimals. The server sends numbers with 2 decimals; the calculation panel works in
 * hundredths (contracts `offer.money.ts`). German uses a no-break space before the sign, as
 * Intl does, so an amount never wraps apart.
 */
type UiLocale = 'de' | 'en';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: UiLocale, currency: boolean): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

const languageOf = (locale: string): UiLocale => (locale.startsWith('de') ? 'de' : 'en');

/** An amount in EUR (a number with 2 decimals, as the API sends it). */
export const formatMoney = (amount: number, locale: string): string => numberFormat(languageOf(locale), true).format(amount);

/** An amount in cents. */
export const formatCents = (cents: Hundredths, locale: string): string => formatMoney(cents / 100, locale);

/** Hours or a percentage with 2 decimals, without a currency: `12,50` / `12.50`. */
export const formatDecimal = (value: number, locale: string): string => numberFormat(languageOf(locale), false).format(value);

/**
 * A decimal as typed in the UI language, as hundredths: German `1.234,56` or `1234,56`, English
 * `1,234.56` or `1234.56`; the contracts' rules (at most 2 decimals, not negative, `max`) decide.
 * Empty input is 0 (nothing entered).
 */
export function parseTypedDecimal(text: string, locale: string, max: Hundredths): ParsedDecimal {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  if (trimmed === '') return { ok: true, value: 0 };
  const [group, decimal] = languageOf(locale) === 'de' ? ['.', ','] : [',', '.'];
  // A group separator only between digit groups of three; anything else is no number.
  const withoutGroups = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`).test(trimmed) ? trimmed.split(group).join('') : trimmed;
  if (withoutGroups.includes(group)) return { ok: false, error: 'not_a_number' };
  return parseHundredths(withoutGroups.replace(decimal, '.'), max);
}
