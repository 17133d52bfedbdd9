import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { offersHarness, offerView, page } from '../features/offers/offers.fixtures';
import { ok } from '../test/session-harness';
import { createI18n } from './i18n';
import { OfferNewRoute, OfferRoute, OffersRoute } from './offers-routes';

function renderAt(path: string) {
  const setup = offersHarness((request) => {
    if (request.path === '/v1/offers') return page([offerView('a', { title: 'Förderband' })], 1, 1980);
    if (request.path === '/v1/offers/a') return ok({ ...offerView('a', { title: 'Förderband' }), can: { edit: true, delete: true } });
    return page([]);
  }, path);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/offers" element={<OffersRoute />} />
            <Route path="/offers/new" element={<OfferNewRoute />} />
            <Route path="/offers/:id" element={<OfferRoute />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('offers pages (loaded on first use)', { timeout: 30_000 }, () => {
  it('/offers lists the offers with the sum', async () => {
    renderAt('/offers');
    expect(await screen.findByRole('row', { name: 'Open offer Förderband' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sum of the filtered offers' })).toHaveTextContent('€1,980.00');
  });

  it('/offers/new shows the form with the calculation', async () => {
    renderAt('/offers/new');
    expect(await screen.findByRole('heading', { name: 'New offer' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Calculation' })).toBeInTheDocument();
  });

  it('/offers/:id opens the offer', async () => {
    renderAt('/offers/a');
    expect(await screen.findByRole('heading', { name: 'ANG-1 · Förderband' })).toBeInTheDocument();
  });
});
