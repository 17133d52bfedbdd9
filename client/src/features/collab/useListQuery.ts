import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import type { ListFilterBarProps } from '../../components/ListFilterBar';
import { useSavedFilters, type FilterSubscriptions } from '../../lib/saved-filters';
import type { KeptPrefix } from '../../lib/storage';
import { selectUser } from '../session';
import { useSavedFilterMenu } from './useSavedFilterMenu';

/** What every list query has besides its filters: the search, the order and the page. */
export interface ListQuery {
  search: string;
  order: string;
  page: number;
  limit: number;
}

/** How a list's query lives in the URL (the feature's `*-query.ts`). */
export interface ListQueryKit<Q extends ListQuery> {
  defaults: Q;
  /** The query a URL says (unknown or bad values fall back to the defaults). */
  queryFromParams(params: URLSearchParams): Q;
  /** Only what differs from the defaults. */
  paramsFromQuery(query: Q): Record<string, string>;
  queryKey(query: Q): string;
  isFiltered(query: Q): boolean;
  /** What a saved filter keeps (never the page). */
  filtersOf(query: Q): Partial<Q>;
}

type FilterBarWiring<Q> = Pick<ListFilterBarProps<Q>, 'search' | 'onSearch' | 'filtered' | 'onReset' | 'saved'>;

/** The saved filters' subscriptions (tasks, offers: issue 17) and how a saved filter's query becomes their `filter`. */
export interface ListNotify<Q> {
  subscriptions: FilterSubscriptions;
  filterOf(query: Partial<Q>): Record<string, unknown>;
}

/**
 * A list page's query, kept in the URL (`kit`): read with `request` whenever it changes.
 * `setQuery` changes it from the URL as it is when applied (a debounced search does not undo a
 * filter chosen meanwhile); `sortBy` and `paging` go to the table, `filterBar` to
 * ListFilterBar (its search, reset, and the saved filters of the user under `prefix`; with `notify`, each saved
 * filter's "Benachrichtigen" toggle).
 */
export function useListQuery<Q extends ListQuery>(kit: ListQueryKit<Q>, prefix: KeptPrefix, request: (query: Q) => Action, notify?: ListNotify<Q>) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => kit.queryFromParams(params), [kit, params]);
  const key = kit.queryKey(query);
  const user = useSelector(selectUser);
  const saved = useSavedFilters<Q>(prefix, user?.id ?? null);

  useEffect(() => {
    dispatch(request(kit.queryFromParams(new URLSearchParams(key))));
  }, [dispatch, kit, request, key]);

  const setQuery = (change: Partial<Q>) => setParams((current) => kit.paramsFromQuery({ ...kit.queryFromParams(current), ...change }));
  const fromPageOne = (change: Partial<Q>) => setQuery({ ...change, page: 1 });
  const savedMenu = useSavedFilterMenu<Q>({
    saved,
    current: () => kit.filtersOf(query),
    onPick: (filter) => setParams(kit.paramsFromQuery({ ...kit.defaults, limit: query.limit, ...filter.query, page: 1 })),
    subscriptions: notify?.subscriptions,
    filterOf: notify?.filterOf,
  });
  const filterBar: FilterBarWiring<Q> = {
    search: query.search,
    onSearch: (search) => fromPageOne({ search } as Partial<Q>),
    filtered: kit.isFiltered({ ...query, search: '' }),
    onReset: () => setParams(kit.paramsFromQuery({ ...kit.defaults, search: query.search, order: query.order, limit: query.limit })),
    saved: savedMenu,
  };
  const paging = {
    page: query.page,
    limit: query.limit,
    onPage: (page: number) => setQuery({ page } as Partial<Q>),
    onLimit: (limit: number) => fromPageOne({ limit } as Partial<Q>),
  };
  return {
    query,
    key,
    /** Changes the query (`page` as given). */
    setQuery,
    /** Changes the query, back on the first page (a filter). */
    filter: fromPageOne,
    sortBy: (order: Q['order']) => fromPageOne({ order } as Partial<Q>),
    paging,
    filterBar,
  };
}
