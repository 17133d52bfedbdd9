import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createAction } from '@reduxjs/toolkit';
import { ListFilterBar } from '../../components/ListFilterBar';
import { renderCollabInStore } from './collab.fixtures';
import { useListQuery, type ListQueryKit } from './useListQuery';

interface Query {
  search: string;
  order: string;
  page: number;
  limit: number;
  status: string;
}

const DEFAULTS: Query = { search: '', order: 'title', page: 1, limit: 25, status: '' };
const paramsFromQuery = (query: Query) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => value !== DEFAULTS[key as keyof Query])
      .map(([key, value]) => [key, String(value)]),
  );
const kit: ListQueryKit<Query> = {
  defaults: DEFAULTS,
  queryFromParams: (params) => ({
    search: params.get('search') ?? '',
    order: params.get('order') ?? 'title',
    page: Number(params.get('page') ?? 1),
    limit: Number(params.get('limit') ?? 25),
    status: params.get('status') ?? '',
  }),
  paramsFromQuery,
  queryKey: (query) => new URLSearchParams(paramsFromQuery(query)).toString(),
  isFiltered: (query) => query.search !== '' || query.status !== '',
  filtersOf: (query) => (query.status ? { status: query.status } : {}),
};
const listRequested = createAction<Query>('items/listRequested');

function List() {
  const { query, filter, sortBy, paging, filterBar } = useListQuery(kit, 'offers.', listRequested);
  const location = useLocation();
  return (
    <>
      <ListFilterBar id="filters" searchLabel="Search" order={<button onClick={() => sortBy('-title')}>Newest title first</button>} {...filterBar}>
        <button onClick={() => filter({ status: 'closed' })}>Closed only</button>
      </ListFilterBar>
      <button onClick={() => paging.onPage(paging.page + 1)}>Next page</button>
      <p>status: {query.status || 'any'}</p>
      <output>{location.search}</output>
    </>
  );
}

const url = () => screen.getByRole('status').textContent;

describe('useListQuery', () => {
  it('reads the query from the URL and asks for it; a filter or another order goes back to page 1, a page keeps the filters', async () => {
    const { actions } = renderCollabInStore(<List />, { path: '/list?status=open&page=2' });
    expect(screen.getByText('status: open')).toBeInTheDocument();
    expect(actions).toEqual([listRequested({ ...DEFAULTS, status: 'open', page: 2 })]);

    await userEvent.click(screen.getByRole('button', { name: 'Closed only' }));
    expect(url()).toBe('?status=closed');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('?page=2&status=closed');
    await userEvent.click(screen.getByRole('button', { name: 'Newest title first' }));
    expect(url()).toBe('?order=-title&status=closed');
    expect(actions.at(-1)).toEqual(listRequested({ ...DEFAULTS, status: 'closed', order: '-title' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(url()).toBe('?order=-title');
  });

  it('saves the filters under a name for the signed-in user (prefix offers.) and applies them again', async () => {
    renderCollabInStore(<List />, { path: '/list?status=closed&page=3' });
    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Save current filter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Geschlossen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('offers.filters.user-1') ?? '[]')).toEqual([{ name: 'Geschlossen', query: { status: 'closed' } }]);

    await userEvent.click(within(await screen.findByRole('group', { name: 'Filters' })).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(url()).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Geschlossen/ }));
    await waitFor(() => expect(url()).toBe('?status=closed'));
  });
});
