import { defineAggregate } from '../../../core/aggregates/aggregate';
import { evolveOfferRates, initialOfferRatesState, type OfferRatesEvent, type OfferRatesState } from '../domain/offer-rates';
import type { OfferEvent } from '../domain/offer.events';
import { evolveOffer, initialOfferState, type OfferState } from '../domain/offer.state';

/** The offer as folded from its stream: the domain's state plus when it was created and last changed. */
export type StoredOfferState = OfferState & { created_at?: string; updated_at?: string };

/** Streams `offer-<uuid>` in the offer's account. */
export const offerAggregate = defineAggregate<StoredOfferState, OfferEvent>({
  type: 'offer',
  initialState: initialOfferState,
  keepInMemory: true,
  // These streams hold only the events of OFFER_EVENT_TYPES.
  evolve: (state, event) => {
    const next: StoredOfferState = evolveOffer(state, event);
    if (next.lifecycle === 'none') return next;
    return { ...next, created_at: state.created_at ?? event.metadata.occurredAt, updated_at: event.metadata.occurredAt };
  },
});

/** The account's rates with the time a manager last set them (null: never). */
export type StoredOfferRatesState = OfferRatesState & { updated_at: string | null };

/** The stream `offer_rates-<accountId>`: the account's hourly rates for offers (domain/offer-rates.ts). */
export const offerRatesAggregate = defineAggregate<StoredOfferRatesState, OfferRatesEvent>({
  type: 'offer_rates',
  initialState: () => ({ ...initialOfferRatesState(), updated_at: null }),
  evolve: (state, event) => ({ ...evolveOfferRates(state, event), updated_at: event.metadata.occurredAt }),
});
