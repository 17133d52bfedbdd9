import { isEmail, isURL, ValidateBy } from 'class-validator';
import { ISO_3166_ALPHA2_CODES } from '../news/country-codes';
import { OneOf, Pattern } from '../validation/rules';

/** Seed §9: text fields max 255 characters. */
export const CONTACT_TEXT_MAX = 255;
/** Seed §5: ZIP 3 to 10 digits. */
export const CONTACT_ZIP_PATTERN = /^\d{3,10}$/;
/**
 * The VAT id (uid): the seed names a length limit without its value. We take 4 to 15
 * letters or digits once spaces are removed (DE123456789, ATU12345678, NL123456789B01).
 */
export const CONTACT_UID_MIN = 4;
export const CONTACT_UID_MAX = 15;
const UID_PATTERN = new RegExp(`^[A-Za-z0-9]{${CONTACT_UID_MIN},${CONTACT_UID_MAX}}$`);

/** The uid as stored: without spaces, upper case. */
export const normalizeVatId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
export const isVatId = (value: unknown): boolean => typeof value === 'string' && UID_PATTERN.test(normalizeVatId(value));

export const isZip = (value: unknown): boolean => typeof value === 'string' && CONTACT_ZIP_PATTERN.test(value);

/** ISO 3166-1 alpha-2, upper case (the list of GET v1/static_content/countries). */
export const isCountryCode = (value: unknown): boolean => typeof value === 'string' && ISO_3166_ALPHA2_CODES.includes(value);

const URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'] };
/** An absolute http(s) address (the homepage). */
export const isHttpUrl = (value: unknown): boolean => typeof value === 'string' && isURL(value, URL_OPTIONS);

export const isEmailAddress = (value: unknown): boolean => typeof value === 'string' && isEmail(value);

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD (2023-02-30 is not one). */
export function isYmdDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = YMD.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Contact numbers are unique per account regardless of case and surrounding spaces. */
export const contactNumberKey = (number: string): string => number.trim().toLowerCase();

export const Zip = (): PropertyDecorator => Pattern(CONTACT_ZIP_PATTERN, 'contacts.zip_invalid');
export const CountryCode = (): PropertyDecorator => OneOf(ISO_3166_ALPHA2_CODES);
export const VatId = (): PropertyDecorator =>
  ValidateBy({ name: 'vatId', validator: { validate: isVatId, defaultMessage: () => 'contacts.uid_invalid' } });
export const YmdDate = (): PropertyDecorator =>
  ValidateBy({ name: 'ymdDate', validator: { validate: isYmdDate, defaultMessage: () => 'validation.date' } });
/** Text that is more than spaces (a required field). */
export const NotBlank = (): PropertyDecorator => Pattern(/\S/, 'validation.required');
