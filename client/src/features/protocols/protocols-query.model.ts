import type { ProtocolOrder } from '@kollab/contracts';

/**
 * The /protocols list query (GET v1/protocols): paging, order and the filters of seed §7.
 * It lives in the URL (shareable, the back button works): each field is a search parameter
 * of the same name.
 */
export interface ProtocolsQuery {
  page: number;
  limit: number;
  order: ProtocolOrder;
  search: string;
  /** A day `YYYY-MM-DD` or a range `from..to` (either end open). */
  date: string;
  author: string;
  /** '' | draft | published */
  published_status: string;
  attendee: string;
  team: string;
}

export const DEFAULT_PROTOCOLS_QUERY: ProtocolsQuery = {
  page: 1,
  limit: 25,
  order: '-date',
  search: '',
  date: '',
  author: '',
  published_status: '',
  attendee: '',
  team: '',
};
