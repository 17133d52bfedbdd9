import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  dateFilterOf,
  dateRangeOf,
  DEFAULT_PROTOCOLS_QUERY,
  filtersOf,
  isFiltered,
  paramsFromQuery,
  queryFromParams,
} from './protocol-query';

describe('the protocols list query in the URL', () => {
  it('reads every filter, order and paging from the search parameters', () => {
    const query = queryFromParams(
      new URLSearchParams(
        'page=3&limit=50&order=-title&search=budget&date=2026-03-01..2026-03-31&author=u1&published_status=draft&attendee=u2&team=t1',
      ),
    );
    expect(query).toEqual({
      page: 3,
      limit: 50,
      order: '-title',
      search: 'budget',
      date: '2026-03-01..2026-03-31',
      author: 'u1',
      published_status: 'draft',
      attendee: 'u2',
      team: 't1',
    });
  });

  it('falls back to the defaults for unknown or bad values', () => {
    expect(queryFromParams(new URLSearchParams('page=-1&limit=abc&order=hack&published_status=maybe'))).toEqual(DEFAULT_PROTOCOLS_QUERY);
    expect(queryFromParams(new URLSearchParams('limit=9999')).limit).toBe(500);
  });

  it('writes only what differs from the defaults (short links), and reads back the same query', () => {
    const query = { ...DEFAULT_PROTOCOLS_QUERY, team: 't1', page: 2 };
    expect(paramsFromQuery(query)).toEqual({ team: 't1', page: '2' });
    expect(queryFromParams(new URLSearchParams(paramsFromQuery(query)))).toEqual(query);
    expect(paramsFromQuery(DEFAULT_PROTOCOLS_QUERY)).toEqual({});
  });

  it('sends the filters as the server names them, blanks left out', () => {
    expect(apiQueryOf({ ...DEFAULT_PROTOCOLS_QUERY, search: '  budget ', date: '2026-03-04', published_status: 'published' })).toEqual({
      page: 1,
      limit: 25,
      order: '-date',
      'filter[search]': 'budget',
      'filter[date]': '2026-03-04',
      'filter[author]': undefined,
      'filter[published_status]': 'published',
      'filter[attendee]': undefined,
      'filter[team]': undefined,
    });
  });

  it.each([
    ['2026-03-01', '2026-03-31', '2026-03-01..2026-03-31'],
    ['2026-03-04', '2026-03-04', '2026-03-04'],
    ['2026-03-01', '', '2026-03-01..'],
    ['', '2026-03-31', '..2026-03-31'],
    ['', '', ''],
  ])('a date filter from %s to %s is "%s" (a day, a range or an open end), and reads back', (from, to, filter) => {
    expect(dateFilterOf(from, to)).toBe(filter);
    if (filter) expect(dateRangeOf(filter)).toEqual({ from, to });
  });

  it('a saved filter keeps the filters and a non-default order, never the page', () => {
    const query = { ...DEFAULT_PROTOCOLS_QUERY, page: 4, order: 'title' as const, author: 'u1' };
    expect(filtersOf(query)).toEqual({ author: 'u1', order: 'title' });
    expect(filtersOf({ ...DEFAULT_PROTOCOLS_QUERY, page: 2 })).toEqual({});
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ ...DEFAULT_PROTOCOLS_QUERY, page: 2, order: 'title' })).toBe(false);
  });
});
