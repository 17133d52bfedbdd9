import { ACCOUNT_HEADER_MESSAGES } from './account-header.messages';
import { ACCOUNTS_MESSAGES } from './accounts.messages';
import { CORE_MESSAGES } from './core.messages';
import type { ErrorCode } from './error-codes';
import { IDENTITY_MESSAGES } from './identity.messages';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { MISC_MESSAGES } from './misc.messages';

type Messages = Readonly<Record<string, { de: string; en: string }>>;

/**
 * The client's error texts. The first screens (sign-in, account picker) need only the
 * texts of the API itself, identity and accounts; the rest (teams, contacts, tasks, …) is
 * added with `addErrorMessages` once the signed-in shell loads, so a new context's codes
 * do not grow the login page's JavaScript. The server uses error-codes.ts (all of them).
 */
const known = new Map<string, { de: string; en: string }>();

export function addErrorMessages(messages: Messages): void {
  for (const [code, text] of Object.entries(messages)) known.set(code, text);
}

addErrorMessages({ ...CORE_MESSAGES, ...ACCOUNT_HEADER_MESSAGES, ...IDENTITY_MESSAGES, ...ACCOUNTS_MESSAGES, ...MISC_MESSAGES });

/** The text of `code`; `fallback` (the server's message, already in the request's language) or the code itself when it is not loaded yet. */
export function errorText(code: ErrorCode, locale: Locale = DEFAULT_LOCALE, fallback?: string): string {
  return known.get(code)?.[locale] ?? fallback ?? code;
}
