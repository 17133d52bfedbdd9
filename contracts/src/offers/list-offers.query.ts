import { MaxLen, OneOf, Optional, Text } from '../validation/rules';
import { PageQuery } from '../validation/page-query';
import {
  OFFER_ORDERS,
  OFFER_OUTCOMES,
  OFFER_PUBLISHED_STATUSES,
  OFFER_STATUSES,
  type OfferOrder,
  type OfferOutcome,
  type OfferPublishedStatus,
  type OfferStatus,
} from './offer.rules';

/**
 * GET v1/offers (issue 14; Express keeps the brackets, so each filter is its own field):
 * page, limit, order (`-created_at` by default), and
 * - `filter[search]`: every word in the title or the number;
 * - `filter[status]`: open, in_progress, closed or overdue;
 * - `filter[team]`: a team id;
 * - `filter[author]`: the creator's user id;
 * - `filter[published_status]`: draft or published;
 * - `filter[contact]`: the customer's contact id;
 * - `filter[outcome]`: accepted or declined (closed offers only).
 * Only offers the caller may read are listed (the policy's read scope); `meta.sum_total` is
 * the sum of `total` over the whole filtered list.
 */
export class ListOffersQuery extends PageQuery {
  @Optional()
  @OneOf(OFFER_ORDERS)
  order?: OfferOrder;

  @Optional()
  @Text()
  @MaxLen(255)
  'filter[search]'?: string;

  @Optional()
  @OneOf(OFFER_STATUSES)
  'filter[status]'?: OfferStatus;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[team]'?: string;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[author]'?: string;

  @Optional()
  @OneOf(OFFER_PUBLISHED_STATUSES)
  'filter[published_status]'?: OfferPublishedStatus;

  @Optional()
  @Text()
  @MaxLen(64)
  'filter[contact]'?: string;

  @Optional()
  @OneOf(OFFER_OUTCOMES)
  'filter[outcome]'?: OfferOutcome;
}

/** GET v1/contacts/{id}/offers: page, limit and order as GET v1/offers; only the offers the caller may read. */
export class LinkedOffersQuery extends PageQuery {
  @Optional()
  @OneOf(OFFER_ORDERS)
  order?: OfferOrder;
}
