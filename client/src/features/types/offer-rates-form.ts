import { errorMessage, type Locale } from '@kollab/contracts';
import { hundredthsToNumber, OFFER_RATE_MAX, OFFER_RATES, type DecimalError, type OfferRate } from '@kollab/contracts/offers/offer.money';
import type { OfferRatesValuesView } from '@kollab/contracts/offers/offer.views';
import { DECIMAL_ERROR_KEYS } from '@kollab/contracts/offers/offer.rules';
import { formatDecimal, formatMoney, parseTypedDecimal } from '../../lib/money';

/** The four rates as typed, in the UI language's decimal format (`68,50` / `68.50`). */
export type RateTexts = Record<OfferRate, string>;

/** The saved rates (EUR per hour) as the form starts with them: `1.234,50` in German, `1,234.50` in English. */
export function rateTextsOf(rates: OfferRatesValuesView, locale: Locale): RateTexts {
  return Object.fromEntries(OFFER_RATES.map((rate) => [rate, formatDecimal(rates[rate], locale)])) as RateTexts;
}

export type ReadRates = { ok: true; rates: OfferRatesValuesView } | { ok: false; errors: Partial<Record<OfferRate, DecimalError>> };

/**
 * The typed rates as PUT v1/account_manager/offer_rates takes them (numbers with at most 2
 * decimals), or why a field is refused, by the contracts' own rules (offer.money.ts), so the
 * form says what the server's 422 would. An empty field is 0, as the contracts count it.
 */
export function readRates(texts: RateTexts, locale: Locale): ReadRates {
  const rates = {} as OfferRatesValuesView;
  const errors: Partial<Record<OfferRate, DecimalError>> = {};
  for (const rate of OFFER_RATES) {
    const parsed = parseTypedDecimal(texts[rate], locale, OFFER_RATE_MAX);
    if (parsed.ok) rates[rate] = hundredthsToNumber(parsed.value);
    else errors[rate] = parsed.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rates };
}

/** A refused rate in words, the server's texts; the maximum as money of the UI language ("Höchstens 9.999,99 €."). */
export function rateErrorText(error: DecimalError, locale: Locale): string {
  const text = errorMessage(DECIMAL_ERROR_KEYS[error], locale);
  return error === 'too_large' ? text.replace('{max}', formatMoney(hundredthsToNumber(OFFER_RATE_MAX), locale)) : text;
}
