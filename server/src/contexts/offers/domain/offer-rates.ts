import {
  decimalFieldError,
  DomainRefusal,
  NO_OFFER_RATES,
  OFFER_RATE_MAX,
  OFFER_RATES,
  parseOfferRates,
  sameValue,
  type OfferRate,
  type OfferRateValues,
} from '@kollab/contracts';

/**
 * The account's hourly rates for offers (Fertigung, Konstruktion, Kundendienst, Prüffeld),
 * set by managers (PUT v1/account_manager/offer_rates): one stream per account. New offers
 * take the rates of the moment and keep them; POST v1/offers/{id}/recalculate takes the
 * current ones explicitly.
 */

/** The rates in cents per hour; `set_by` the manager. */
export type OfferRatesSet = { type: 'OfferRatesSet'; data: { rates: OfferRateValues; set_by: string } };
export type OfferRatesEvent = OfferRatesSet;
export const OFFER_RATES_EVENT_TYPES: readonly OfferRatesEvent['type'][] = ['OfferRatesSet'];

/** The rates as sent (decimals, EUR per hour). */
export type SetOfferRates = { type: 'SetOfferRates'; data: { rates: Record<OfferRate, number | string>; actor_id: string } };
export type OfferRatesCommand = SetOfferRates;

/** All 0 until a manager sets them. */
export interface OfferRatesState {
  rates: OfferRateValues;
}

export const initialOfferRatesState = (): OfferRatesState => ({ rates: { ...NO_OFFER_RATES } });

export function evolveOfferRates(state: OfferRatesState, event: OfferRatesEvent): OfferRatesState {
  return event.type === 'OfferRatesSet' ? { rates: event.data.rates } : state;
}

/** Each rate a decimal with at most 2 places, never negative, at most 9,999.99; nothing when they are the rates already. */
export function decideOfferRates(command: OfferRatesCommand, state: OfferRatesState): OfferRatesEvent[] {
  const parsed = parseOfferRates(command.data.rates);
  if (!parsed.ok)
    throw DomainRefusal.fields(
      Object.fromEntries(
        OFFER_RATES.flatMap((rate) => (parsed.errors[rate] ? [[rate, [decimalFieldError(parsed.errors[rate], OFFER_RATE_MAX)]]] : [])),
      ),
    );
  if (sameValue(parsed.values, state.rates)) return [];
  return [{ type: 'OfferRatesSet', data: { rates: parsed.values, set_by: command.data.actor_id } }];
}
