/**
 * Stable error codes of the API. Every error response is
 * `{ message, code, errors? }` (ApiErrorBody); `message` is the text of `code` in the
 * request's Content-Language (de by default), and clients may translate `code` themselves.
 */
import { ACCOUNT_HEADER_MESSAGES } from './account-header.messages';
import { ACCOUNTS_MESSAGES } from './accounts.messages';
import { IDENTITY_MESSAGES } from './identity.messages';
import { MISC_MESSAGES } from './misc.messages';
import { TEAMS_MESSAGES } from './teams.messages';
import { TYPES_MESSAGES } from './types.messages';
import { CONTACTS_MESSAGES } from './contacts.messages';
import { PORTALS_MESSAGES } from './portals.messages';
import { PROTOCOLS_MESSAGES } from './protocols.messages';
import { TASKS_MESSAGES } from './tasks.messages';

const CORE_MESSAGES = {
  'request.validation_failed': {
    de: 'Die Eingaben sind ungültig.',
    en: 'The input is invalid.',
  },
  'request.invalid_query': {
    de: 'Die Abfrage ist ungültig.',
    en: 'The query is invalid.',
  },
  'request.malformed': {
    de: 'Die Anfrage konnte nicht gelesen werden.',
    en: 'The request could not be read.',
  },
  'request.too_large': {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  'request.not_found': {
    de: 'Dieses Element wurde nicht gefunden.',
    en: 'This item was not found.',
  },
  'request.route_not_found': {
    de: 'Diese Adresse gibt es nicht.',
    en: 'This address does not exist.',
  },
  'concurrency.wrong_expected_version': {
    de: 'Das Element wurde inzwischen geändert. Bitte laden Sie es neu.',
    en: 'The item has been changed in the meantime. Please reload it.',
  },
  'tenancy.stream_account_mismatch': {
    de: 'Dieses Element gehört zu einer anderen Organisation.',
    en: 'This item belongs to another organisation.',
  },
  'auth.unauthorized': {
    de: 'Bitte melden Sie sich an.',
    en: 'Please sign in.',
  },
  'auth.forbidden': {
    de: 'Sie dürfen auf dieses Element nicht zugreifen. Wenden Sie sich an Ihren Administrator.',
    en: 'You are not allowed to access this item. Please contact your administrator.',
  },
  'server.internal': {
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    en: 'Something went wrong. Please try again later.',
  },
  'server.unavailable': {
    de: 'Der Dienst ist gerade nicht verfügbar.',
    en: 'The service is unavailable right now.',
  },
  'request.too_many': {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    en: 'Too many attempts. Please wait a moment.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

export const ERROR_MESSAGES = {
  ...CORE_MESSAGES,
  ...ACCOUNT_HEADER_MESSAGES,
  ...IDENTITY_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...MISC_MESSAGES,
  ...TEAMS_MESSAGES,
  ...TYPES_MESSAGES,
  ...CONTACTS_MESSAGES,
  ...PORTALS_MESSAGES,
  ...TASKS_MESSAGES,
  ...PROTOCOLS_MESSAGES,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];
export const DEFAULT_LOCALE: Locale = 'de';

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}

export function errorMessage(code: ErrorCode, locale: Locale = DEFAULT_LOCALE): string {
  return ERROR_MESSAGES[code][locale];
}

/** Picks de or en from a Content-Language / Accept-Language value; de when neither is named. */
export function localeFrom(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
}
