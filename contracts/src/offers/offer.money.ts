/**
 * Exact money of offers (issue 14), shared by the server (deciders, projections, print) and
 * the client (the calculation panel recomputes as you type, exactly as the server will).
 * Plain TypeScript on purpose: this module imports nothing, so the client can take it alone
 * (`@kollab/contracts/offers/offer.money`).
 *
 * Every value is kept as an integer count of hundredths: amounts in cents, hours in
 * hundredths of an hour, the provision in hundredths of a percent, rates in cents per hour.
 * Decimal numbers are only what goes in (parsed, at most 2 decimals) and what comes out
 * (formatted); sums and products are integers, so 0.1 + 0.2 is 0.30, never 0.30000000000000004.
 *
 * The maxima keep every intermediate product a safe integer (below 2^53): the largest
 * provision product is about 4.2 × 10^15 (see the spec).
 */

/** An integer count of hundredths (cents, hundredths of an hour or of a percent). */
export type Hundredths = number;

/** Material price and transport costs: at most 99,999,999.99 (EUR). */
export const OFFER_AMOUNT_MAX: Hundredths = 9_999_999_999;
/** Each kind of hours: at most 99,999.99 hours. */
export const OFFER_HOURS_MAX: Hundredths = 9_999_999;
/** The provision: at most 100.00 percent. */
export const OFFER_PROVISION_MAX: Hundredths = 10_000;
/** Each hourly rate: at most 9,999.99 (EUR per hour). */
export const OFFER_RATE_MAX: Hundredths = 999_999;

/** Why a value is no valid decimal of at most 2 places within its range. */
export type DecimalError = 'not_a_number' | 'too_many_decimals' | 'negative' | 'too_large';

export type ParsedDecimal = { ok: true; value: Hundredths } | { ok: false; error: DecimalError };

/** Integer digits beyond which a value is too large for any of the maxima (and for exact arithmetic). */
const MAX_INTEGER_DIGITS = 13;
const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * A number or a decimal string (`12`, `12.5`, `"0.30"`, `"12."`; a point, no thousands
 * separators: the client turns `1.234,56` into `1234.56` first) as hundredths, refused when
 * it is no number, has more than 2 decimals (trailing zeros do not count: `"1.500"` is 1.5),
 * is negative, or exceeds `max` (hundredths). Checked in this order.
 */
export function parseHundredths(value: unknown, max: Hundredths): ParsedDecimal {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, error: 'not_a_number' };
    text = String(value);
    // Exponent notation: 1e21 and beyond, or below 1e-6 (more than 2 decimals unless zero).
    if (/e/i.test(text)) return { ok: false, error: Math.abs(value) >= 1 ? (value < 0 ? 'negative' : 'too_large') : 'too_many_decimals' };
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, error: 'not_a_number' };
  }
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, error: 'not_a_number' };
  const [, sign, integerDigits, decimalDigits = ''] = match;
  const decimals = decimalDigits.replace(/0+$/, '');
  if (decimals.length > 2) return { ok: false, error: 'too_many_decimals' };
  const integer = integerDigits.replace(/^0+/, '');
  const isZero = integer === '' && decimals === '';
  if (sign && !isZero) return { ok: false, error: 'negative' };
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'too_large' };
  const hundredths = Number(integer || '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (hundredths > max) return { ok: false, error: 'too_large' };
  return { ok: true, value: hundredths };
}

/** A count of hundredths as a number with (at most) 2 decimals: 1234.5 for 123450. */
export const hundredthsToNumber = (value: Hundredths): number => value / 100;

/** A count of hundredths as a plain decimal text with exactly 2 decimals: "1234.50" (localising is the caller's). */
export function formatHundredths(value: Hundredths): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** `numerator / divisor` for integers, rounded half away from zero (2.5 → 3, -2.5 → -3); the divisor positive. */
export function divideRounded(numerator: number, divisor: number): number {
  const remainder = numerator % divisor;
  const quotient = (numerator - remainder) / divisor;
  if (2 * Math.abs(remainder) >= divisor) return quotient + Math.sign(numerator);
  return quotient;
}

/** The calculation fields of an offer, in hundredths (cents, hundredths of an hour, of a percent). */
export interface OfferCalculationValues {
  materialprice: Hundredths;
  transportkosten: Hundredths;
  /** Percent of the subtotal. */
  provision: Hundredths;
  fertigungsstunden: Hundredths;
  konstruktionsstunden: Hundredths;
  kundendienststunden: Hundredths;
  /** Hours in the test bay. */
  prueffeld: Hundredths;
}
export type OfferCalculationField = keyof OfferCalculationValues;

/** The account's hourly rates (cents per hour), which an offer keeps until it is recalculated. */
export interface OfferRateValues {
  fertigung: Hundredths;
  konstruktion: Hundredths;
  kundendienst: Hundredths;
  prueffeld: Hundredths;
}
export type OfferRate = keyof OfferRateValues;

/** The most each calculation field takes (hundredths). */
export const OFFER_CALCULATION_MAX: Readonly<Record<OfferCalculationField, Hundredths>> = {
  materialprice: OFFER_AMOUNT_MAX,
  transportkosten: OFFER_AMOUNT_MAX,
  provision: OFFER_PROVISION_MAX,
  fertigungsstunden: OFFER_HOURS_MAX,
  konstruktionsstunden: OFFER_HOURS_MAX,
  kundendienststunden: OFFER_HOURS_MAX,
  prueffeld: OFFER_HOURS_MAX,
};
export const OFFER_CALCULATION_FIELDS = Object.keys(OFFER_CALCULATION_MAX) as OfferCalculationField[];
export const OFFER_RATES: readonly OfferRate[] = ['fertigung', 'konstruktion', 'kundendienst', 'prueffeld'];

/** Which hours are paid at which rate. */
export const OFFER_HOURS_AT_RATE: Readonly<Record<OfferRate, OfferCalculationField>> = {
  fertigung: 'fertigungsstunden',
  konstruktion: 'konstruktionsstunden',
  kundendienst: 'kundendienststunden',
  prueffeld: 'prueffeld',
};

/** Nothing yet: the calculation of a new offer, and the rates of an account that set none. */
export const NO_OFFER_CALCULATION: Readonly<OfferCalculationValues> = {
  materialprice: 0,
  transportkosten: 0,
  provision: 0,
  fertigungsstunden: 0,
  konstruktionsstunden: 0,
  kundendienststunden: 0,
  prueffeld: 0,
};
export const NO_OFFER_RATES: Readonly<OfferRateValues> = { fertigung: 0, konstruktion: 0, kundendienst: 0, prueffeld: 0 };

/** One field as typed or sent: left out, null or empty counts as 0 (nothing entered); else parseHundredths within `max`. */
export const parseDecimalField = (value: unknown, max: Hundredths): ParsedDecimal =>
  value === undefined || value === null || value === '' ? { ok: true, value: 0 } : parseHundredths(value, max);

type Parsed<Field extends string> = { ok: true; values: Record<Field, Hundredths> } | { ok: false; errors: Partial<Record<Field, DecimalError>> };

function parseAll<Field extends string>(
  fields: readonly Field[],
  max: (field: Field) => Hundredths,
  values: Partial<Record<Field, unknown>>,
): Parsed<Field> {
  const parsed = {} as Record<Field, Hundredths>;
  const errors: Partial<Record<Field, DecimalError>> = {};
  for (const field of fields) {
    const result = parseDecimalField(values[field], max(field));
    if (result.ok) parsed[field] = result.value;
    else errors[field] = result.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: parsed };
}

/** The calculation fields as typed or sent (decimals); left out, null or empty counts as 0. */
export const parseOfferCalculation = (values: Partial<Record<OfferCalculationField, unknown>>): Parsed<OfferCalculationField> =>
  parseAll(OFFER_CALCULATION_FIELDS, (field) => OFFER_CALCULATION_MAX[field], values);

/** The hourly rates as typed or sent (decimals, EUR per hour); left out, null or empty counts as 0. */
export const parseOfferRates = (values: Partial<Record<OfferRate, unknown>>): Parsed<OfferRate> =>
  parseAll(OFFER_RATES, () => OFFER_RATE_MAX, values);

/** What an offer comes to, in cents. */
export interface OfferCalculation {
  /** Each kind of hours times its rate, rounded to the cent (the positions of the printed quote). */
  labour: Record<OfferRate, Hundredths>;
  /** materialprice + transportkosten + the labour positions. */
  subtotal: Hundredths;
  /** subtotal × provision %, rounded half away from zero. */
  provision_amount: Hundredths;
  /** subtotal + provision_amount. */
  total: Hundredths;
}

/**
 * Subtotal = materialprice + transportkosten + Σ hours × rate; provision amount = subtotal ×
 * provision %; total = subtotal + provision amount (issue 14). Integers throughout: each
 * labour position is rounded to the cent (so the printed positions add up to the subtotal),
 * the provision amount too, half away from zero.
 */
export function calculateOffer(values: OfferCalculationValues, rates: OfferRateValues): OfferCalculation {
  const labour = {} as Record<OfferRate, Hundredths>;
  for (const rate of OFFER_RATES) labour[rate] = divideRounded(values[OFFER_HOURS_AT_RATE[rate]] * rates[rate], 100);
  const subtotal = values.materialprice + values.transportkosten + OFFER_RATES.reduce((sum, rate) => sum + labour[rate], 0);
  const provision_amount = divideRounded(subtotal * values.provision, 10_000);
  return { labour, subtotal, provision_amount, total: subtotal + provision_amount };
}
