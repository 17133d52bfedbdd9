import type { CountryView, DetailValue, FormElement, Locale } from '@kollab/contracts';
import { formatDate, formatDateTime } from '../../lib/dates';

/** The country's name in the UI language (the code while the list is not there). */
export function countryName(countries: readonly CountryView[], code: string | null | undefined, locale: Locale): string {
  if (!code) return '';
  const country = countries.find((item) => item.code === code);
  return country ? country.names[locale] : code;
}

/** A custom detail as text: dates as DD.MM.YYYY (HH:mm), ticks as yes/no, users by name. */
export function detailText(
  element: FormElement,
  value: DetailValue | null | undefined,
  words: { yes: string; no: string; userName(id: string): string },
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (element.type) {
    case 'checkbox':
      return value === true ? words.yes : words.no;
    case 'date':
      return formatDate(String(value));
    case 'date-time':
      return formatDateTime(String(value));
    case 'multiple':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'rating':
      return `${String(value)} / ${element.max ?? ''}`.replace(/ \/ $/, '');
    case 'user':
      return words.userName(String(value));
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
