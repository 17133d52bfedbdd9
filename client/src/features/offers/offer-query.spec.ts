import { describe, expect, it } from 'vitest';
import { apiQueryOf, DEFAULT_OFFERS_QUERY, filtersOf, isFiltered, paramsFromQuery, queryFromParams } from './offer-query';

describe('the offers query in the URL (offer-query.ts)', () => {
  it('reads every filter of GET v1/offers from the URL; unknown values fall back to none', () => {
    const query = queryFromParams(
      new URLSearchParams('status=overdue&outcome=maybe&published_status=draft&team=t1&author=u1&contact=c1&order=-total&page=3&limit=50'),
    );
    expect(query).toEqual({
      ...DEFAULT_OFFERS_QUERY,
      status: 'overdue',
      outcome: '',
      published_status: 'draft',
      team: 't1',
      author: 'u1',
      contact: 'c1',
      order: '-total',
      page: 3,
      limit: 50,
    });
  });

  it('sends each filter as filter[<name>], empty ones left out', () => {
    expect(apiQueryOf({ ...DEFAULT_OFFERS_QUERY, search: ' band ', outcome: 'accepted' })).toEqual({
      page: 1,
      limit: 25,
      order: '-created_at',
      'filter[search]': 'band',
      'filter[status]': undefined,
      'filter[team]': undefined,
      'filter[author]': undefined,
      'filter[published_status]': undefined,
      'filter[contact]': undefined,
      'filter[outcome]': 'accepted',
    });
  });

  it('the URL keeps only what differs from the defaults; a saved filter keeps the filters and the order, never the page', () => {
    const query = { ...DEFAULT_OFFERS_QUERY, status: 'open', order: 'total' as const, page: 4 };
    expect(paramsFromQuery(query)).toEqual({ status: 'open', order: 'total', page: '4' });
    expect(filtersOf(query)).toEqual({ status: 'open', order: 'total' });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ ...DEFAULT_OFFERS_QUERY, page: 2 })).toBe(false);
  });
});
