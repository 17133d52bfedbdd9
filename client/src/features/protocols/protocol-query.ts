import { PROTOCOL_ORDERS, PROTOCOL_PUBLISHED_STATUSES } from '@kollab/contracts';
import { DEFAULT_PROTOCOLS_QUERY, type ProtocolsQuery } from './protocols-query.model';
import type { ListQueryKit } from '../collab/useListQuery';

export { DEFAULT_PROTOCOLS_QUERY, type ProtocolsQuery } from './protocols-query.model';

export const PROTOCOL_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The filter fields (what a saved filter keeps: everything but the page). */
export const PROTOCOL_FILTER_KEYS = ['search', 'date', 'author', 'published_status', 'attendee', 'team'] as const;
export type ProtocolFilterKey = (typeof PROTOCOL_FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The query a URL says (unknown or bad values fall back to the defaults). */
export function queryFromParams(params: URLSearchParams): ProtocolsQuery {
  return {
    page: positive(params.get('page'), 1),
    limit: Math.min(positive(params.get('limit'), DEFAULT_PROTOCOLS_QUERY.limit), 500),
    order: oneOf(PROTOCOL_ORDERS, params.get('order')) || DEFAULT_PROTOCOLS_QUERY.order,
    search: params.get('search') ?? '',
    date: params.get('date') ?? '',
    author: params.get('author') ?? '',
    published_status: oneOf(PROTOCOL_PUBLISHED_STATUSES, params.get('published_status')),
    attendee: params.get('attendee') ?? '',
    team: params.get('team') ?? '',
  };
}

/** The URL's search parameters for a query: only what differs from the defaults, so links stay short. */
export function paramsFromQuery(query: ProtocolsQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_PROTOCOLS_QUERY) as (keyof ProtocolsQuery)[]) {
    if (query[key] === DEFAULT_PROTOCOLS_QUERY[key]) continue;
    params[key] = String(query[key]);
  }
  return params;
}

export { dateFilterOf, dateRangeOf } from '../../lib/date-range';

/** The query parameters of GET v1/protocols for a query. */
export function apiQueryOf(query: ProtocolsQuery): Record<string, string | number | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return {
    page: query.page,
    limit: query.limit,
    order: query.order,
    'filter[search]': text(query.search),
    'filter[date]': text(query.date),
    'filter[author]': text(query.author),
    'filter[published_status]': text(query.published_status),
    'filter[attendee]': text(query.attendee),
    'filter[team]': text(query.team),
  };
}

/** Whether any filter is set (an empty list then says "no matches", not "no protocols yet"). */
export const isFiltered = (query: ProtocolsQuery) => PROTOCOL_FILTER_KEYS.some((key) => query[key] !== DEFAULT_PROTOCOLS_QUERY[key]);

/** A stable key of a query (the list knows which query its rows answer). */
export const queryKey = (query: ProtocolsQuery) => new URLSearchParams(paramsFromQuery(query)).toString();

/** The query's filters and order (what a saved filter holds; never the page). */
export function filtersOf(query: ProtocolsQuery): Partial<ProtocolsQuery> {
  const kept: Partial<ProtocolsQuery> = Object.fromEntries(
    PROTOCOL_FILTER_KEYS.filter((key) => query[key] !== DEFAULT_PROTOCOLS_QUERY[key]).map((key) => [key, query[key]]),
  );
  return query.order === DEFAULT_PROTOCOLS_QUERY.order ? kept : { ...kept, order: query.order };
}

/** The list's query in the URL, as collab's `useListQuery` takes it. */
export const PROTOCOLS_QUERY_KIT: ListQueryKit<ProtocolsQuery> = {
  defaults: DEFAULT_PROTOCOLS_QUERY,
  queryFromParams,
  paramsFromQuery,
  queryKey,
  isFiltered,
  filtersOf,
};
