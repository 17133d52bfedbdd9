import {
  decimalFieldError,
  isYmdDate,
  OFFER_CALCULATION_FIELDS,
  OFFER_CALCULATION_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  parseDecimalField,
  DomainRefusal,
  type FormErrors,
  type OfferCalculationField,
} from '@kollab/contracts';
import type { OfferDraftFields, OfferFieldFacts } from './offer.commands';
import type { OfferFields } from './offer.events';

const isCalculationField = (field: string): field is OfferCalculationField => (OFFER_CALCULATION_FIELDS as string[]).includes(field);

/**
 * The sent fields split: the others as sent, the calculation fields by the money rules of
 * the contracts (issue 14: a decimal with at most 2 places, never negative, within its
 * maximum; null counts as 0) in hundredths, with the errors of those at fault.
 */
export function fieldsFromDraft(draft: Partial<Record<keyof OfferDraftFields, unknown>>): { fields: Partial<OfferFields>; errors: FormErrors } {
  const fields: Record<string, unknown> = {};
  const errors: FormErrors = {};
  for (const [field, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    if (!isCalculationField(field)) fields[field] = value;
    else {
      const parsed = parseDecimalField(value, OFFER_CALCULATION_MAX[field]);
      if (parsed.ok) fields[field] = parsed.value;
      else errors[field] = [decimalFieldError(parsed.error, OFFER_CALCULATION_MAX[field])];
    }
  }
  return { fields: fields as Partial<OfferFields>, errors };
}

/**
 * The rules an offer's fields hold after a create or change (seed §5 as for tasks, issue 14):
 * a title of at most 255; a known type, team and contact; a contact person of that contact
 * (and only with a contact); a valid `valid_until`; a description within its limit. Fields
 * not `touched` are not looked up again (a team deleted later stays valid on the offer).
 * `errors` are added to (the money errors of the draft, found before).
 */
export function checkFields(fields: OfferFields, facts: OfferFieldFacts, touched: ReadonlySet<string>, errors: FormErrors = {}): void {
  const fail = (field: string, key: string, params?: Record<string, number>) => (errors[field] ??= []).push({ key, ...(params ? { params } : {}) });
  const title = typeof fields.title === 'string' ? fields.title : '';
  if (title.trim() === '') fail('title', 'validation.required');
  else if (title.length > OFFER_TITLE_MAX) fail('title', 'validation.max_length', { max: OFFER_TITLE_MAX });
  if (touched.has('type') && fields.type !== null && !facts.typeKnown) fail('type', 'validation.one_of');
  if (touched.has('team') && fields.team !== null && !facts.teamKnown) fail('team', 'validation.one_of');
  if (touched.has('contact') && fields.contact !== null && !facts.contactKnown) fail('contact', 'offers.contact_unknown');
  if (fields.contact_person !== null && fields.contact === null) fail('contact_person', 'offers.contact_person_needs_contact');
  else if ((touched.has('contact_person') || touched.has('contact')) && fields.contact_person !== null && !facts.contactPersonKnown)
    fail('contact_person', 'offers.contact_person_unknown');
  if (fields.valid_until !== null && !isYmdDate(fields.valid_until)) fail('valid_until', 'validation.date');
  if (fields.description !== null && fields.description.length > OFFER_DESCRIPTION_MAX)
    fail('description', 'validation.max_length', { max: OFFER_DESCRIPTION_MAX });
  if (typeof fields.comments_enabled !== 'boolean') fail('comments_enabled', 'validation.boolean');
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
}

/** Seed §4: publishing needs a team and a type. */
export const canBePublished = (fields: OfferFields): boolean => fields.team !== null && fields.type !== null;
