import dayjs from 'dayjs';
import 'dayjs/locale/de';

/** Seed §9: dates as DD.MM.YYYY, date and time as DD.MM.YYYY HH:mm, in every language. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

type DateInput = string | number | Date | null | undefined;

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/** dayjs speaks the UI language (month and day names; the formats above stay the same). */
export function setDateLocale(locale: 'de' | 'en'): void {
  dayjs.locale(locale);
}
