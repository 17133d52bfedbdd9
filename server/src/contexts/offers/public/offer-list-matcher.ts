import type { ListOffersQuery } from '@kollab/contracts';
import type { ListMatcher } from '../../../core/notify/list-matchers';
import { OFFER_EVENT_TYPES } from '../domain/offer.events';
import { OFFERS_COLLECTION, offerListProjection } from '../projections/offer-list.projection';
import { offerListFilter } from '../queries/list-offers.handler';

/** The offer list's saved filters, as notifications evaluate them on one offer (saved-filter subscriptions). */
export const offerListMatcher: ListMatcher = {
  list: 'offers',
  exportKind: 'offers',
  streamType: 'offer',
  eventTypes: OFFER_EVENT_TYPES,
  projection: offerListProjection,
  collection: OFFERS_COLLECTION,
  where: (_userId, query) => offerListFilter(query as ListOffersQuery),
};
