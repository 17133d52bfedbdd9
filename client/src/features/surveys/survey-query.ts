import { SURVEY_ORDERS, SURVEY_STATUSES } from '@kollab/contracts/surveys/survey.rules';
import type { ListQueryKit } from '../collab/useListQuery';
import { DEFAULT_SURVEYS_QUERY, SURVEY_TABS, type SurveysQuery } from './surveys-query.model';

export { DEFAULT_SURVEYS_QUERY, type SurveysQuery, type SurveysTab } from './surveys-query.model';

export const SURVEY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The filter fields (what a saved filter keeps, with the tab and the order: everything but the page). */
const FILTER_KEYS = ['search', 'status'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The query a URL says (unknown or bad values fall back to the defaults). */
export function queryFromParams(params: URLSearchParams): SurveysQuery {
  return {
    tab: oneOf(SURVEY_TABS, params.get('tab')) || DEFAULT_SURVEYS_QUERY.tab,
    page: positive(params.get('page'), 1),
    limit: Math.min(positive(params.get('limit'), DEFAULT_SURVEYS_QUERY.limit), 500),
    order: oneOf(SURVEY_ORDERS, params.get('order')) || DEFAULT_SURVEYS_QUERY.order,
    search: params.get('search') ?? '',
    status: oneOf(SURVEY_STATUSES, params.get('status')),
  };
}

/** The URL's search parameters for a query: only what differs from the defaults. */
export function paramsFromQuery(query: SurveysQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_SURVEYS_QUERY) as (keyof SurveysQuery)[]) {
    if (query[key] !== DEFAULT_SURVEYS_QUERY[key]) params[key] = String(query[key]);
  }
  return params;
}

/**
 * The query parameters of GET v1/surveys (contracts' ListSurveysQuery): "Meine Umfragen" is
 * `filter[assigned]=me`, "Von mir erstellt" `filter[author]=<my user id>`.
 */
export function apiQueryOf(query: SurveysQuery, userId: string): Record<string, string | number | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return {
    page: query.page,
    limit: query.limit,
    order: query.order,
    'filter[search]': text(query.search),
    'filter[status]': text(query.status),
    ...(query.tab === 'mine' ? { 'filter[assigned]': 'me' } : { 'filter[author]': userId }),
  };
}

/** Whether a filter is set (an empty list then says "no matches"); the tab is no filter. */
export const isFiltered = (query: SurveysQuery) => FILTER_KEYS.some((key) => query[key] !== DEFAULT_SURVEYS_QUERY[key]);

/** A stable key of a query (the list knows which query its rows answer). */
export const queryKey = (query: SurveysQuery) => new URLSearchParams(paramsFromQuery(query)).toString();

/** What a saved filter holds: the filters, the tab and the order (never the page). */
export function filtersOf(query: SurveysQuery): Partial<SurveysQuery> {
  const kept: Partial<SurveysQuery> = Object.fromEntries(
    FILTER_KEYS.filter((key) => query[key] !== DEFAULT_SURVEYS_QUERY[key]).map((key) => [key, query[key]]),
  );
  if (query.tab !== DEFAULT_SURVEYS_QUERY.tab) kept.tab = query.tab;
  return query.order === DEFAULT_SURVEYS_QUERY.order ? kept : { ...kept, order: query.order };
}

/** The list's query in the URL, as collab's `useListQuery` takes it. */
export const SURVEYS_QUERY_KIT: ListQueryKit<SurveysQuery> = {
  defaults: DEFAULT_SURVEYS_QUERY,
  queryFromParams,
  paramsFromQuery,
  queryKey,
  isFiltered,
  filtersOf,
};

/** The same for a member without role surveys: only "Meine Umfragen", whatever the URL says. */
export const MY_SURVEYS_QUERY_KIT: ListQueryKit<SurveysQuery> = {
  ...SURVEYS_QUERY_KIT,
  queryFromParams: (params) => ({ ...queryFromParams(params), tab: 'mine' }),
};
