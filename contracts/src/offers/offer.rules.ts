import type { FieldError } from '../validation/validation-messages';
import { hundredthsToNumber, type DecimalError, type Hundredths } from './offer.money';

/** Seed §3 Offer, §5 as for tasks: title required, max 255. */
export const OFFER_TITLE_MAX = 255;
/** Descriptions are sanitised rich text; the limit applies to what the client sends. */
export const OFFER_DESCRIPTION_MAX = 100_000;
export const OFFER_COMMENT_MAX = 10_000;

/** The offer's own status (seed §4); `overdue` is set only by the overdue job, when `valid_until` passed. */
export const OFFER_STATUSES = ['open', 'in_progress', 'closed', 'overdue'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What PATCH v1/offers/{id}/status accepts: every status but overdue. */
export const SETTABLE_OFFER_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type SettableOfferStatus = (typeof SETTABLE_OFFER_STATUSES)[number];
/** How a closed offer ended: the customer accepted or declined it (given exactly when closing). */
export const OFFER_OUTCOMES = ['accepted', 'declined'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** PATCH v1/offers/{id}/watch (the values tasks and protocols use). */
export const OFFER_WATCH_STATUSES = ['watching', 'not_watching'] as const;
export type OfferWatchStatus = (typeof OFFER_WATCH_STATUSES)[number];
/** `filter[published_status]` of GET v1/offers. */
export const OFFER_PUBLISHED_STATUSES = ['draft', 'published'] as const;
export type OfferPublishedStatus = (typeof OFFER_PUBLISHED_STATUSES)[number];

/** Fields GET v1/offers sorts by; `-field` sorts descending. Default `-created_at`. */
export const OFFER_ORDER_FIELDS = ['created_at', 'updated_at', 'title', 'number', 'valid_until', 'status', 'total'] as const;
export const OFFER_ORDERS = [...OFFER_ORDER_FIELDS, ...OFFER_ORDER_FIELDS.map((field) => `-${field}` as const)];
export type OfferOrder = (typeof OFFER_ORDERS)[number];
export const DEFAULT_OFFER_ORDER: OfferOrder = '-created_at';

/** The message key of each DecimalError (field messages of the calculation fields and the rates). */
export const DECIMAL_ERROR_KEYS = {
  not_a_number: 'offers.value_not_a_number',
  too_many_decimals: 'offers.value_too_many_decimals',
  negative: 'offers.value_negative',
  too_large: 'offers.value_too_large',
} as const satisfies Record<DecimalError, string>;

/** A DecimalError as a field error: its key, and for `too_large` the maximum as a number with 2 decimals. */
export function decimalFieldError(error: DecimalError, max: Hundredths): FieldError {
  return error === 'too_large' ? { key: DECIMAL_ERROR_KEYS[error], params: { max: hundredthsToNumber(max) } } : { key: DECIMAL_ERROR_KEYS[error] };
}
