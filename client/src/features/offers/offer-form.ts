import { ChangeOfferInput, COMMENTS_ENABLED_BY_DEFAULT, CreateOfferInput, localeFrom, type Locale, type OfferView } from '@kollab/contracts';
import { validateWith, type FieldMessages } from '../../lib/validation';
import { EMPTY_CALCULATION, calculationMessages, parseCalculation, type ParsedCalculation } from './offer-calculation';
import { canPublish, changesOf, createBody, type OfferFormValues } from './offer-fields';
import type { OfferChanges } from './offers.state';

export const emptyValues = (): OfferFormValues => ({
  title: '',
  type: '',
  team: '',
  contact: '',
  contact_person: '',
  valid_until: '',
  description: '',
  comments_enabled: COMMENTS_ENABLED_BY_DEFAULT,
  published: false,
  ...EMPTY_CALCULATION,
});

export interface CheckedForm<B> {
  /** What to send (only meaningful when `messages` is empty). */
  body: B;
  messages: FieldMessages;
}

/** The publishing rule on the whole form (a published offer needs a type and a team). */
const publishMessage = (values: OfferFormValues, text: string): FieldMessages => (values.published && !canPublish(values) ? { published: text } : {});

function messagesOf(values: OfferFormValues, parsed: ParsedCalculation, rules: FieldMessages, locale: Locale, publishText: string): FieldMessages {
  // a calculation field's own message (as typed) wins over the DTO's on the number sent
  return { ...rules, ...calculationMessages(parsed, locale), ...publishMessage(values, publishText) };
}

/**
 * A new offer, checked before sending: the typed calculation by the contracts' money rules,
 * the rest by the contracts' `CreateOfferInput` (what the server's ValidationPipe applies),
 * and the publishing rule.
 */
export function checkNew(values: OfferFormValues, language: string, publishText: string): CheckedForm<OfferChanges & { title: string }> {
  const locale = localeFrom(language);
  const parsed = parseCalculation(values, language);
  const body = createBody(values, parsed);
  return { body, messages: messagesOf(values, parsed, validateWith(CreateOfferInput, body, locale), locale, publishText) };
}

/** An edit, checked before sending: the changed fields only (`ChangeOfferInput`), and the rules above. */
export function checkEdit(base: OfferView, values: OfferFormValues, language: string, publishText: string): CheckedForm<OfferChanges> {
  const locale = localeFrom(language);
  const parsed = parseCalculation(values, language);
  const body = changesOf(base, values, parsed);
  return { body, messages: messagesOf(values, parsed, validateWith(ChangeOfferInput, body, locale), locale, publishText) };
}
