import {
  calculateOffer,
  hundredthsToNumber,
  OFFER_CALCULATION_FIELDS,
  OFFER_CALCULATION_MAX,
  OFFER_RATES,
  type DecimalError,
  type OfferCalculation,
  type OfferCalculationField,
  type OfferCalculationValues,
  type OfferRateValues,
} from '@kollab/contracts/offers/offer.money';
import { DECIMAL_ERROR_KEYS, type Locale } from '@kollab/contracts';
import { formatDecimal, parseTypedDecimal } from '../../lib/money';
import { ruleText, type FieldMessages } from '../../lib/validation';

/** The calculation fields as typed, in the UI language (`1.234,56` in German, `1,234.56` in English). */
export type TypedCalculation = Record<OfferCalculationField, string>;

export const EMPTY_CALCULATION: TypedCalculation = Object.fromEntries(OFFER_CALCULATION_FIELDS.map((field) => [field, ''])) as TypedCalculation;

/** A number with at most 2 decimals (as the API sends it) as hundredths: exact, since it has no more than 2 decimals. */
export const toHundredths = (value: number): number => Math.round(value * 100);

/** A view's calculation fields (numbers with 2 decimals) in hundredths. */
export const calculationValuesOf = (view: Record<OfferCalculationField, number>): OfferCalculationValues =>
  Object.fromEntries(OFFER_CALCULATION_FIELDS.map((field) => [field, toHundredths(view[field])])) as unknown as OfferCalculationValues;

/** Rates as the API sends them (EUR per hour) as cents per hour. */
export const ratesInCents = (rates: Record<keyof OfferRateValues, number>): OfferRateValues =>
  Object.fromEntries(OFFER_RATES.map((rate) => [rate, toHundredths(rates[rate])])) as unknown as OfferRateValues;

/** A view's calculation field as it is typed again (nothing for 0: the field then shows its placeholder). */
export function typedOf(value: number, locale: string): string {
  return value === 0 ? '' : formatDecimal(value, locale);
}

/** Every calculation field of a view as typed text. */
export function typedCalculationOf(view: Record<OfferCalculationField, number>, locale: string): TypedCalculation {
  return Object.fromEntries(OFFER_CALCULATION_FIELDS.map((field) => [field, typedOf(view[field], locale)])) as TypedCalculation;
}

export type ParsedCalculation =
  | { ok: true; values: OfferCalculationValues }
  | { ok: false; values: OfferCalculationValues; errors: Partial<Record<OfferCalculationField, DecimalError>> };

/**
 * The typed fields in hundredths, by the contracts' rules (at most 2 decimals, not negative,
 * within each field's maximum); empty is 0. A field in error counts as 0 in `values`, so the
 * panel still adds up what is valid.
 */
export function parseCalculation(typed: TypedCalculation, locale: string): ParsedCalculation {
  const values = {} as OfferCalculationValues;
  const errors: Partial<Record<OfferCalculationField, DecimalError>> = {};
  for (const field of OFFER_CALCULATION_FIELDS) {
    const parsed = parseTypedDecimal(typed[field], locale, OFFER_CALCULATION_MAX[field]);
    values[field] = parsed.ok ? parsed.value : 0;
    if (!parsed.ok) errors[field] = parsed.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values };
}

/** What the offer comes to with these fields and rates (cents): exactly what the server computes (contracts offer.money.ts). */
export const calculationOf = (values: OfferCalculationValues, rates: OfferRateValues): OfferCalculation => calculateOffer(values, rates);

/** The field errors as the server's 422 words them (offers.value_*), the maximum in the UI language. */
export function calculationMessages(parsed: ParsedCalculation, locale: Locale): FieldMessages {
  if (parsed.ok) return {};
  const messages: FieldMessages = {};
  for (const [field, error] of Object.entries(parsed.errors) as [OfferCalculationField, DecimalError][]) {
    const max = encodeURIComponent(formatDecimal(hundredthsToNumber(OFFER_CALCULATION_MAX[field]), locale));
    messages[field] = ruleText(error === 'too_large' ? `${DECIMAL_ERROR_KEYS[error]}?max=${max}` : DECIMAL_ERROR_KEYS[error], locale);
  }
  return messages;
}

/** The fields as the API takes them: numbers with at most 2 decimals. */
export const calculationBody = (values: OfferCalculationValues): Record<OfferCalculationField, number> =>
  Object.fromEntries(OFFER_CALCULATION_FIELDS.map((field) => [field, hundredthsToNumber(values[field])])) as Record<OfferCalculationField, number>;
