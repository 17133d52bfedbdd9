/** The offers' events as other contexts may read them from the event store (notifications): the offers' published language. */
export type { OfferEvent } from '../domain/offer.events';
