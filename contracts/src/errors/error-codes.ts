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
import { OFFERS_MESSAGES } from './offers.messages';
import { SURVEYS_MESSAGES } from './surveys.messages';
import { EXPORTS_MESSAGES } from './exports.messages';
import { NOTIFICATIONS_MESSAGES } from './notifications.messages';
import { REPORTS_MESSAGES } from './reports.messages';
import { CORE_MESSAGES } from './core.messages';
import { DEFAULT_LOCALE, type Locale } from './locale';

export { DEFAULT_LOCALE, LOCALES, localeFrom, type Locale } from './locale';

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
  ...OFFERS_MESSAGES,
  ...SURVEYS_MESSAGES,
  ...EXPORTS_MESSAGES,
  ...NOTIFICATIONS_MESSAGES,
  ...REPORTS_MESSAGES,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
  /**
   * With `tenancy.other_account` (404) only: the caller's other organisation that holds the
   * item and in which they may read it (seed §8: offer to switch there). Never sent to
   * anybody who is not an active member there with read access.
   */
  account?: { account_id: string; account_name: string };
}

export function errorMessage(code: ErrorCode, locale: Locale = DEFAULT_LOCALE): string {
  return ERROR_MESSAGES[code][locale];
}
