import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import type { ApiRequest } from '../../lib/api/http';
import { page, portalView, protocolsHarness, protocolView } from './protocols.fixtures';
import { ProtocolsPage } from './ProtocolsPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderList(path = '/protocols', roles = ['user'], language: 'de' | 'en' = 'de') {
  const rows = [
    protocolView('a', { title: 'Jour fixe März', number: 'PR-7', date: '2026-03-04', published: false }),
    protocolView('b', { title: 'Kickoff', number: 'PR-8' }),
  ];
  const setup = protocolsHarness(
    (request) => (request.path === '/v1/protocols' ? page(roles.includes('user') ? rows : rows.map((row) => portalView(row.id, row)), 2) : page([])),
    roles,
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/protocols" element={<ProtocolsPage />} />
            <Route path="/protocols/:id" element={<p>detail</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const listCalls = (calls: { request: ApiRequest }[]) =>
  calls.filter(({ request }) => request.path === '/v1/protocols').map(({ request }) => request.query);

describe('ProtocolsPage', { timeout: 40_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('lists the protocols: number, title, date DD.MM.YYYY, type, teams, author, draft/published', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Protokolle' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Jour fixe März/ });
    await waitFor(() => expect(within(row).getByText('Besprechung')).toBeInTheDocument());
    for (const text of ['PR-7', '04.03.2026', 'Vertrieb', 'Anna Berg', 'Entwurf']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Kickoff/ })).getByText('Veröffentlicht')).toBeInTheDocument();
  });

  it('reads the query from the URL and writes filter changes back (page 1 again)', async () => {
    const { calls } = renderList('/protocols?page=2&team=team-1');
    await screen.findByRole('row', { name: /Kickoff/ });
    expect(listCalls(calls)[0]).toMatchObject({ page: 2, 'filter[team]': 'team-1' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Entwurf' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/protocols?published_status=draft&team=team-1'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 1, 'filter[team]': 'team-1', 'filter[published_status]': 'draft' }));
  });

  it('searches after a pause in typing (one request for the whole word)', async () => {
    const { calls } = renderList();
    await screen.findByRole('row', { name: /Kickoff/ });
    await userEvent.type(screen.getByRole('searchbox', { name: /Suchen/ }), 'budget');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ 'filter[search]': 'budget' }), { timeout: 2000 });
    expect(listCalls(calls).filter((query) => query?.['filter[search]'] !== undefined)).toHaveLength(1);
  });

  it('a date range is sent as from..to and shown as DD.MM.YYYY in the open filter panel', async () => {
    const { calls } = renderList('/protocols?date=2026-03-01..2026-03-31');
    await screen.findByRole('row', { name: /Kickoff/ });
    expect(listCalls(calls)[0]).toMatchObject({ 'filter[date]': '2026-03-01..2026-03-31' });
    const panel = screen.getByRole('group', { name: 'Filter' });
    expect(within(panel).getByRole('group', { name: 'Datum von' })).toHaveTextContent('01.03.2026');
    expect(within(panel).getByRole('group', { name: 'Datum bis' })).toHaveTextContent('31.03.2026');
  });

  it('sorting by a column header toggles the order', async () => {
    const { calls } = renderList();
    await screen.findByRole('row', { name: /Kickoff/ });
    await userEvent.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ order: 'title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ order: '-title' }));
  });

  it('saves a filter under a name (per user, prefix protocols.) and applies it again, with the menu the tasks use', async () => {
    renderList('/protocols?team=team-1&author=user-2');
    await screen.findByRole('row', { name: /Kickoff/ });
    await userEvent.click(screen.getByRole('button', { name: 'Gespeicherte Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Aktuellen Filter speichern/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Vertrieb Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(JSON.parse(localStorage.getItem('protocols.filters.user-1')!)).toEqual([
      { name: 'Vertrieb Ben', query: { team: 'team-1', author: 'user-2' } },
    ]);
    await userEvent.click(within(await screen.findByRole('group', { name: 'Filter' })).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/protocols'));
    await userEvent.click(screen.getByRole('button', { name: 'Gespeicherte Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Vertrieb Ben/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/protocols?author=user-2&team=team-1'));
  });

  it('a row opens the protocol', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('row', { name: /Kickoff/ }));
    expect(screen.getByTestId('location').textContent).toBe('/protocols/b');
  });

  it('portal users get the list without teams, status, author filters or "new"', async () => {
    const { calls } = renderList('/protocols', ['contact'], 'en');
    expect(screen.getByRole('heading', { name: 'Protocols' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Kickoff/ });
    expect(screen.queryByRole('link', { name: 'New protocol' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(calls.map(({ request }) => request.path)).not.toContain('/v2/users/');
  });
});
