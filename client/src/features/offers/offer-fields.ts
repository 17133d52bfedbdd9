import { OFFER_CALCULATION_FIELDS, type OfferCalculationField } from '@kollab/contracts/offers/offer.money';
import type { OfferView } from '@kollab/contracts';
import { typedCalculationOf, type ParsedCalculation, type TypedCalculation, toHundredths, calculationBody } from './offer-calculation';
import type { OfferChanges } from './offers.state';

/** The fields the edit form changes, in the order the conflict dialog and the diff list them. */
export const OFFER_FIELDS = [
  'title',
  'type',
  'team',
  'contact',
  'contact_person',
  'valid_until',
  'description',
  ...OFFER_CALCULATION_FIELDS,
  'comments_enabled',
  'published',
] as const satisfies readonly (keyof OfferChanges)[];

/** The fields a version comparison lists: the number, the form's fields, what the calculation comes to, status and outcome. */
export const OFFER_DIFF_FIELDS = [
  'number',
  ...OFFER_FIELDS,
  'rates',
  'subtotal',
  'provision_amount',
  'total',
  'status',
  'outcome',
  'viewers',
] as const;

/** The form's values: the calculation fields as typed (text in the UI language), the rest as the API has them ('' for none). */
export interface OfferFormValues extends TypedCalculation {
  title: string;
  type: string;
  team: string;
  contact: string;
  contact_person: string;
  /** YYYY-MM-DD or ''. */
  valid_until: string;
  /** Rich text, '' when blank. */
  description: string;
  comments_enabled: boolean;
  published: boolean;
}

type PlainField = Exclude<keyof OfferFormValues, OfferCalculationField>;
const NULLABLE = ['type', 'team', 'contact', 'contact_person', 'valid_until', 'description'] as const satisfies readonly PlainField[];

/** The form's values of an offer, the calculation fields typed in `locale`. */
export function valuesOf(view: OfferView, locale: string): OfferFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    title: view.title,
    type: text(view.type),
    team: text(view.team),
    contact: text(view.contact),
    contact_person: text(view.contact_person),
    valid_until: text(view.valid_until),
    description: text(view.description),
    comments_enabled: view.comments_enabled,
    published: view.published,
    ...typedCalculationOf(view, locale),
  };
}

/** POST v1/offers: the title, the fields filled in, and the calculation as numbers (0 for what is empty). */
export function createBody(values: OfferFormValues, parsed: ParsedCalculation): OfferChanges & { title: string } {
  const body: OfferChanges & { title: string } = {
    title: values.title.trim(),
    comments_enabled: values.comments_enabled,
    published: values.published,
    ...calculationBody(parsed.values),
  };
  for (const field of NULLABLE) if (values[field]) body[field] = values[field];
  return body;
}

/**
 * What the form changed relative to the version it started from (what PATCH sends: nothing
 * else): the calculation compared in hundredths (`12,5` and `12,50` are no change), '' as null.
 */
export function changesOf(base: OfferView, values: OfferFormValues, parsed: ParsedCalculation): OfferChanges {
  const changes: Record<string, unknown> = {};
  if (values.title.trim() !== base.title) changes.title = values.title.trim();
  for (const field of NULLABLE) if ((values[field] || null) !== base[field]) changes[field] = values[field] || null;
  if (values.comments_enabled !== base.comments_enabled) changes.comments_enabled = values.comments_enabled;
  if (values.published !== base.published) changes.published = values.published;
  const numbers = calculationBody(parsed.values);
  for (const field of OFFER_CALCULATION_FIELDS) if (parsed.values[field] !== toHundredths(base[field])) changes[field] = numbers[field];
  return changes as OfferChanges;
}

/** The publishing rule (as for tasks and protocols): a type and a team. */
export const canPublish = (values: Pick<OfferFormValues, 'type' | 'team'>) => Boolean(values.type) && Boolean(values.team);
