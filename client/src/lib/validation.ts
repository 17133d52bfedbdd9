import { validateSync } from 'class-validator';
import { ERROR_MESSAGES, parseFieldError, VALIDATION_MESSAGES, type Locale } from '@kollab/contracts';

/** A form's messages: the first failed rule of each field, as text in the current language. */
export type FieldMessages = Partial<Record<string, string>>;

const TEXTS: Record<string, { de: string; en: string }> = { ...VALIDATION_MESSAGES, ...ERROR_MESSAGES };

/** The text of a rule's message (`key` or `key?min=8&max=72`), as the server's 422 would word it. */
export function ruleText(message: string, locale: Locale): string {
  const { key, params } = parseFieldError(message);
  const text = TEXTS[key]?.[locale] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/**
 * Validates form values with a contracts DTO class (the rules the server's ValidationPipe
 * applies), so the form and the 422 answer say the same thing.
 */
export function validateWith<T extends object>(Input: new () => T, values: Partial<T>, locale: Locale): FieldMessages {
  const messages: FieldMessages = {};
  for (const error of validateSync(Object.assign(new Input(), values))) {
    const constraints = error.constraints ?? {};
    // "required" says the most about an empty field; otherwise the first rule that failed
    const first = constraints.isNotEmpty ?? Object.values(constraints)[0];
    if (first && !messages[error.property]) messages[error.property] = ruleText(first, locale);
  }
  return messages;
}

/** The server's 422 `errors` (already in the request's language): the first text per field. */
export function serverFieldMessages(errors: Record<string, string[]> | undefined | null): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, texts] of Object.entries(errors ?? {})) if (texts[0]) messages[field] = texts[0];
  return messages;
}
