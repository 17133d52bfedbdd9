import type { ItemAbilities } from '../policy/item-abilities';
import {
  calculateOffer,
  hundredthsToNumber,
  OFFER_CALCULATION_FIELDS,
  OFFER_RATES,
  type OfferCalculationValues,
  type OfferRateValues,
} from './offer.money';
import type { OfferOutcome, OfferStatus } from './offer.rules';

/** Hourly rates (EUR per hour, numbers with at most 2 decimals). */
export interface OfferRatesValuesView {
  fertigung: number;
  konstruktion: number;
  kundendienst: number;
  prueffeld: number;
}

/**
 * An offer's calculation as the API answers it: numbers with at most 2 decimals (amounts in
 * EUR, hours, the provision in percent), the rates it was calculated with, and what it comes
 * to — computed exactly (in cents, offer.money.ts) from the fields and those rates.
 */
export interface OfferCalculationView {
  materialprice: number;
  transportkosten: number;
  /** Percent of the subtotal. */
  provision: number;
  fertigungsstunden: number;
  konstruktionsstunden: number;
  kundendienststunden: number;
  /** Hours in the test bay. */
  prueffeld: number;
  /** The rates the offer keeps (those of its creation, or of its last recalculation). */
  rates: OfferRatesValuesView;
  /** materialprice + transportkosten + Σ hours × rate. */
  subtotal: number;
  /** subtotal × provision %, rounded to the cent half away from zero. */
  provision_amount: number;
  /** subtotal + provision_amount. */
  total: number;
}

/** The rates in hundredths (cents per hour) as numbers (EUR per hour). */
export function offerRatesView(rates: OfferRateValues): OfferRatesValuesView {
  return Object.fromEntries(OFFER_RATES.map((rate) => [rate, hundredthsToNumber(rates[rate])])) as unknown as OfferRatesValuesView;
}

/** The calculation fields and rates (hundredths, as events and state keep them) as the API answers them. */
export function offerCalculationView(values: OfferCalculationValues, rates: OfferRateValues): OfferCalculationView {
  const fields = Object.fromEntries(OFFER_CALCULATION_FIELDS.map((field) => [field, hundredthsToNumber(values[field])]));
  const { subtotal, provision_amount, total } = calculateOffer(values, rates);
  return {
    ...(fields as unknown as OfferCalculationValues),
    rates: offerRatesView(rates),
    subtotal: hundredthsToNumber(subtotal),
    provision_amount: hundredthsToNumber(provision_amount),
    total: hundredthsToNumber(total),
  };
}

export interface OfferCommentView {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

/** GET v1/offers/{id}, the list rows and the offer pushes. Portal users have no access to offers (seed §6). */
export interface OfferView extends OfferCalculationView {
  id: string;
  /** `<type prefix>-<n>` (e.g. ANG-12), given when the offer first gets a type; null before. */
  number: string | null;
  title: string;
  type: string | null;
  team: string | null;
  /** The customer (a contact id), and optionally one of its contact persons. */
  contact: string | null;
  contact_person: string | null;
  /** YYYY-MM-DD: valid through this day; an offer not closed is overdue after it. */
  valid_until: string | null;
  /** Sanitised rich text. */
  description: string | null;
  status: OfferStatus;
  /** Set exactly while the offer is closed. */
  outcome: OfferOutcome | null;
  comments_enabled: boolean;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  author_user_id: string;
  created_by: string;
  viewers: string[];
  watchers: string[];
  comments: OfferCommentView[];
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * GET v1/offers/{id} (the current version, not `?version=`/`?at=`): the view plus what the
 * caller may do with it (`can`, from the one policy).
 */
export type OfferDetailView = OfferView & { can: ItemAbilities };

/**
 * A deleted offer in a push — also "gone for you": a user who could read the previous version
 * and cannot read this one gets `{ id, version, deleted: true, revoked: true }`.
 */
export interface DeletedOfferView {
  id: string;
  version: number;
  deleted: true;
  /** true: the offer was not deleted, the receiver just lost read access to it. */
  revoked?: true;
}

export interface OfferListView {
  data: OfferView[];
  /**
   * `total` counts every match, exactly (the sum reads them all anyway; the task list caps
   * its count at 10,000); `sum_total` is the sum of `total` over every match (not only this
   * page): the pipeline value of the filtered list, a number with 2 decimals.
   */
  meta: { page: number; limit: number; total: number; sum_total: number };
}

/** GET and PUT v1/account_manager/offer_rates: the rates new offers (and recalculations) use. */
export interface OfferRatesView extends OfferRatesValuesView {
  /** null while no manager has set them (all 0). */
  updated_at: string | null;
  /** The stream version (0 while never set): send it back as If-Match on PUT. */
  version: number;
}
