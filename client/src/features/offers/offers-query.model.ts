import type { OfferOrder } from '@kollab/contracts/offers/offer.rules';

/**
 * The /offers list query (GET v1/offers): paging, order and the filters of issue 14. It lives
 * in the URL (shareable, the back button works): each field is a search parameter of the
 * same name, each filter `filter[<name>]` of the API.
 */
export interface OffersQuery {
  page: number;
  limit: number;
  order: OfferOrder;
  search: string;
  /** '' | open | in_progress | closed | overdue */
  status: string;
  team: string;
  author: string;
  /** '' | draft | published */
  published_status: string;
  /** A contact id. */
  contact: string;
  /** '' | accepted | declined */
  outcome: string;
}

export const DEFAULT_OFFERS_QUERY: OffersQuery = {
  page: 1,
  limit: 25,
  order: '-created_at',
  search: '',
  status: '',
  team: '',
  author: '',
  published_status: '',
  contact: '',
  outcome: '',
};
