import { describe, expect, it } from 'vitest';
import { apiQueryOf, DEFAULT_TASKS_QUERY, filtersOf, isFiltered, paramsFromQuery, queryFromParams } from './task-query';

describe('the tasks query in the URL', () => {
  it('round-trips every filter, the order and the paging through the search parameters', () => {
    const query = {
      page: 3,
      limit: 50,
      order: '-due_date' as const,
      search: 'Pumpe',
      due_date: '2026-03-01..2026-03-31',
      assignee: 'user-2',
      user_status: 'in_progress',
      author: 'user-1',
      published_status: 'draft',
      status: 'overdue',
      team: 'team-1',
      hide_resolved: true,
    };
    const params = new URLSearchParams(paramsFromQuery(query));
    expect(queryFromParams(params)).toEqual(query);
  });

  it('keeps links short: defaults stay out of the URL', () => {
    expect(paramsFromQuery(DEFAULT_TASKS_QUERY)).toEqual({});
    expect(paramsFromQuery({ ...DEFAULT_TASKS_QUERY, status: 'open' })).toEqual({ status: 'open' });
  });

  it('ignores values the server would refuse (an unknown order or status, a bad page)', () => {
    const query = queryFromParams(new URLSearchParams('order=colour&status=later&page=-2&limit=abc&user_status=overdue'));
    expect(query).toMatchObject({ order: '-created_at', status: '', page: 1, limit: 25, user_status: '' });
  });

  it('asks GET v1/tasks with the seed filter keys; empty filters are left out', () => {
    const query = { ...DEFAULT_TASKS_QUERY, search: '  Pumpe ', due_date: '2026-03-01', team: 'team-1', hide_resolved: true };
    expect(apiQueryOf(query)).toEqual({
      page: 1,
      limit: 25,
      order: '-created_at',
      'filter[search]': 'Pumpe',
      'filter[due_date]': '2026-03-01',
      'filter[assignee]': undefined,
      'filter[user_status]': undefined,
      'filter[author]': undefined,
      'filter[published_status]': undefined,
      'filter[status]': undefined,
      'filter[team]': 'team-1',
      'filter[hide_resolved]': true,
    });
    expect(apiQueryOf(query, false)).not.toHaveProperty('page');
  });

  it('a saved filter holds the filters only, not the page', () => {
    const query = { ...DEFAULT_TASKS_QUERY, page: 4, status: 'open', hide_resolved: true };
    expect(filtersOf(query)).toEqual({ status: 'open', hide_resolved: true });
    expect(isFiltered({ ...DEFAULT_TASKS_QUERY, page: 4 })).toBe(false);
    expect(isFiltered(query)).toBe(true);
  });
});
