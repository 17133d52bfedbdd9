import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import type { ApiRequest } from '../../lib/api/http';
import { offersHarness, offerView, page } from './offers.fixtures';
import { OffersPage } from './OffersPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const ROWS = [
  offerView('a', { number: 'ANG-7', title: 'Förderband', status: 'overdue', valid_until: '2026-01-31', total: 1234.56 }),
  offerView('b', { number: 'ANG-8', title: 'Wartung', contact: 'contact-2', status: 'closed', outcome: 'accepted', total: 0.3 }),
];

function renderList(path = '/offers', language: 'de' | 'en' = 'de') {
  const setup = offersHarness((request) => (request.path === '/v1/offers' ? page(ROWS, 12, 98765.43) : page([])));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/offers" element={<OffersPage />} />
            <Route path="/offers/:id" element={<p>detail</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const listCalls = (calls: { request: ApiRequest }[]) =>
  calls.filter(({ request }) => request.path === '/v1/offers').map(({ request }) => request.query);

describe('OffersPage', { timeout: 40_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('lists the offers: number, title, contact, status (overdue visible), valid until, total; and the sum of the whole filtered list', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Angebote' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Förderband/ });
    await waitFor(() => expect(within(row).getByText('Müller GmbH')).toBeInTheDocument());
    for (const text of ['ANG-7', 'Überfällig', '31.01.2026', '1.234,56 €']) expect(within(row).getByText(text)).toBeInTheDocument();
    const closed = screen.getByRole('row', { name: /Wartung/ });
    expect(within(closed).getByText('Abgeschlossen · Angenommen')).toBeInTheDocument();
    expect(within(closed).getByText('0,30 €')).toBeInTheDocument();
    await waitFor(() => expect(within(closed).getByText('Schmidt AG')).toBeInTheDocument());
    // meta.sum_total: every match, not only this page
    expect(screen.getByRole('status', { name: 'Summe der gefilterten Angebote' })).toHaveTextContent('Summe aller 12 Treffer: 98.765,43 €');
  });

  it('amounts in English read €1,234.56', async () => {
    renderList('/offers', 'en');
    const row = await screen.findByRole('row', { name: /Förderband/ });
    expect(within(row).getByText('€1,234.56')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sum of the filtered offers' })).toHaveTextContent('Sum of all 12 matches: €98,765.43');
  });

  it('reads the filters from the URL and sends them as filter[…]; a changed filter goes back to page 1', async () => {
    const { calls } = renderList('/offers?page=2&team=team-1&author=user-2&published_status=draft&contact=contact-1');
    await screen.findByRole('row', { name: /Förderband/ });
    expect(listCalls(calls)[0]).toMatchObject({
      page: 2,
      'filter[team]': 'team-1',
      'filter[author]': 'user-2',
      'filter[published_status]': 'draft',
      'filter[contact]': 'contact-1',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Überfällig' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 1, 'filter[status]': 'overdue', 'filter[team]': 'team-1' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ergebnis' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abgelehnt' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ 'filter[status]': 'overdue', 'filter[outcome]': 'declined' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/offers?status=overdue&team=team-1&author=user-2&published_status=draft&contact=contact-1&outcome=declined',
    );
  });

  it('the contact filter searches the contacts and filters by the one chosen', async () => {
    const { calls } = renderList();
    await screen.findByRole('row', { name: /Förderband/ });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const picker = within(screen.getByRole('group', { name: 'Filter' })).getByRole('combobox', { name: 'Kontakt' });
    await userEvent.type(picker, 'Schm');
    await userEvent.click(await screen.findByRole('option', { name: 'K-1 · Schmidt AG' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ 'filter[contact]': 'contact-2', page: 1 }));
    expect(calls.some(({ request }) => request.path === '/v1/contacts' && request.query?.search === 'Schm')).toBe(true);
  });

  it('sorting by a column header toggles the order (the total too)', async () => {
    const { calls } = renderList();
    await screen.findByRole('row', { name: /Förderband/ });
    await userEvent.click(screen.getByRole('button', { name: 'Gesamt' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ order: 'total' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gesamt' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ order: '-total' }));
  });

  it('saves a filter under a name (per user, prefix offers.) and applies it again', async () => {
    renderList('/offers?status=open&team=team-1');
    await screen.findByRole('row', { name: /Förderband/ });
    await userEvent.click(screen.getByRole('button', { name: 'Gespeicherte Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Aktuellen Filter speichern/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Offen Vertrieb');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(JSON.parse(localStorage.getItem('offers.filters.user-1')!)).toEqual([
      { name: 'Offen Vertrieb', query: { status: 'open', team: 'team-1' } },
    ]);
    await userEvent.click(within(await screen.findByRole('group', { name: 'Filter' })).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/offers'));
    await userEvent.click(screen.getByRole('button', { name: 'Gespeicherte Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Offen Vertrieb/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/offers?status=open&team=team-1'));
  });

  it('a row opens the offer', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('row', { name: /Wartung/ }));
    expect(screen.getByTestId('location').textContent).toBe('/offers/b');
  });
});
