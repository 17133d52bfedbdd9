import { OFFER_ORDERS, OFFER_OUTCOMES, OFFER_PUBLISHED_STATUSES, OFFER_STATUSES } from '@kollab/contracts';
import { DEFAULT_OFFERS_QUERY, type OffersQuery } from './offers-query.model';
import type { ListQueryKit } from '../collab/useListQuery';

export { DEFAULT_OFFERS_QUERY, type OffersQuery } from './offers-query.model';

export const OFFER_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The filter fields (what a saved filter keeps, with the order: everything but the page). */
export const OFFER_FILTER_KEYS = ['search', 'status', 'team', 'author', 'published_status', 'contact', 'outcome'] as const;
export type OfferFilterKey = (typeof OFFER_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The query a URL says (unknown or bad values fall back to the defaults). */
export function queryFromParams(params: URLSearchParams): OffersQuery {
  return {
    page: positive(params.get('page'), 1),
    limit: Math.min(positive(params.get('limit'), DEFAULT_OFFERS_QUERY.limit), 500),
    order: oneOf(OFFER_ORDERS, params.get('order')) || DEFAULT_OFFERS_QUERY.order,
    search: params.get('search') ?? '',
    status: oneOf(OFFER_STATUSES, params.get('status')),
    team: params.get('team') ?? '',
    author: params.get('author') ?? '',
    published_status: oneOf(OFFER_PUBLISHED_STATUSES, params.get('published_status')),
    contact: params.get('contact') ?? '',
    outcome: oneOf(OFFER_OUTCOMES, params.get('outcome')),
  };
}

/** The URL's search parameters for a query: only what differs from the defaults, so links stay short. */
export function paramsFromQuery(query: OffersQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_OFFERS_QUERY) as (keyof OffersQuery)[]) {
    if (query[key] === DEFAULT_OFFERS_QUERY[key]) continue;
    params[key] = String(query[key]);
  }
  return params;
}

/** The query parameters of GET v1/offers for a query (contracts' ListOffersQuery). */
export function apiQueryOf(query: OffersQuery): Record<string, string | number | undefined> {
  const text = (value: string) => value.trim() || undefined;
  const filters = Object.fromEntries(OFFER_FILTER_KEYS.map((key) => [`filter[${key}]`, text(query[key])]));
  return { page: query.page, limit: query.limit, order: query.order, ...filters };
}

/** Whether any filter is set (an empty list then says "no matches", not "no offers yet"). */
export const isFiltered = (query: OffersQuery) => OFFER_FILTER_KEYS.some((key) => query[key] !== DEFAULT_OFFERS_QUERY[key]);

/** A stable key of a query (the list knows which query its rows answer). */
export const queryKey = (query: OffersQuery) => new URLSearchParams(paramsFromQuery(query)).toString();

/** The query's filters and order (what a saved filter holds; never the page). */
export function filtersOf(query: OffersQuery): Partial<OffersQuery> {
  const kept: Partial<OffersQuery> = Object.fromEntries(
    OFFER_FILTER_KEYS.filter((key) => query[key] !== DEFAULT_OFFERS_QUERY[key]).map((key) => [key, query[key]]),
  );
  return query.order === DEFAULT_OFFERS_QUERY.order ? kept : { ...kept, order: query.order };
}

/** The list's query in the URL, as collab's `useListQuery` takes it. */
export const OFFERS_QUERY_KIT: ListQueryKit<OffersQuery> = {
  defaults: DEFAULT_OFFERS_QUERY,
  queryFromParams,
  paramsFromQuery,
  queryKey,
  isFiltered,
  filtersOf,
};
