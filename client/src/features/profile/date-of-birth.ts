import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT, formatDate } from '../../lib/dates';

dayjs.extend(customParseFormat);

/** The API's YYYY-MM-DD shown as DD.MM.YYYY. */
export const toDisplayDate = (iso: string | null): string => formatDate(iso);

/** DD.MM.YYYY (strict) as YYYY-MM-DD; null when it is not a real date. */
export function fromDisplayDate(text: string): string | null {
  const date = dayjs(text.trim(), DATE_FORMAT, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}
