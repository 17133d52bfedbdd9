import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ItemAbilities, OfferView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { realtimeActions } from '../realtime';
import { fail, ok, type Handler } from '../../test/session-harness';
import { offerPush, offersHarness, offerView, page, written } from './offers.fixtures';
import { offersActions } from './offers.slice';
import { OfferPage } from './OfferPage';

const HISTORY = {
  data: [
    {
      version: 1,
      type: 'OfferCreated',
      actor_id: 'user-1',
      actor_name: 'Anna Berg',
      occurred_at: '2026-03-04T09:00:00Z',
      position: 1,
      changes: [{ field: 'title', from: null, to: 'Entwurf' }],
    },
    {
      version: 2,
      type: 'OfferChanged',
      actor_id: 'user-2',
      actor_name: 'Ben Roth',
      occurred_at: '2026-03-05T14:30:00Z',
      position: 5,
      changes: [
        { field: 'materialprice', from: 1000, to: 1234.5 },
        { field: 'provision', from: 10, to: 12.5 },
      ],
    },
    {
      version: 3,
      type: 'OfferStatusChanged',
      actor_id: 'user-2',
      actor_name: 'Ben Roth',
      occurred_at: '2026-03-06T08:00:00Z',
      position: 7,
      changes: [
        { field: 'status', from: 'open', to: 'closed' },
        { field: 'outcome', from: null, to: 'declined' },
      ],
    },
  ],
};

/** `can`: what GET v1/offers/{id} says the caller may do (default: everything). */
function renderPage(view: OfferView | (() => OfferView), handler: Handler = () => page([]), can: ItemAbilities = { edit: true, delete: true }) {
  const now = typeof view === 'function' ? view : () => view;
  const id = now().id;
  const setup = offersHarness((request, headers) => {
    if (request.method === 'GET' && request.path === `/v1/offers/${id}` && request.query?.version === undefined) return ok({ ...now(), can });
    if (request.path === `/v1/offers/${id}/history`) return ok(HISTORY);
    return handler(request, headers);
  }, `/offers/${id}`);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[`/offers/${id}`]}>
          <Routes>
            <Route path="/offers/:id" element={<OfferPage id={id} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const total = () => screen.getByRole('status', { name: 'Gesamt' });
const written2 = () => written('a', 2);

describe('OfferPage', { timeout: 40_000 }, () => {
  it('shows the offer: contact and person by name, valid until, the description (allowlisted) and the calculation with the rates it keeps', async () => {
    renderPage(offerView('a', { title: 'Förderband', description: '<h2>Umfang</h2><img src=x onerror="window.pwned=1">' }));
    expect(await screen.findByRole('heading', { name: 'ANG-1 · Förderband' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Müller GmbH' })).toHaveAttribute('href', '/contacts/contact-1');
    expect(screen.getByText('Eva Müller')).toBeInTheDocument();
    expect(screen.getByText('31.12.2099')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Beschreibung' });
    expect(within(description).getByRole('heading', { name: 'Umfang' })).toBeInTheDocument();
    expect(description.querySelector('img')).toBeNull();
    // 1.000 € + 10 h × 80 €/h = 1.800 €; 10 % → 180 €
    expect(total()).toHaveTextContent('1.980,00 €');
    expect(within(screen.getByRole('table', { name: 'Kalkulation' })).getByRole('row', { name: /Fertigung/ })).toHaveTextContent('80,00 €/h');
    expect(screen.getByText('Berechnet mit den Stundensätzen des Angebots.')).toBeInTheDocument();
  });

  it('edits with If-Match, only the changed fields; a 409 opens the conflict dialog and "re-apply" sends mine on the current version', async () => {
    const base = offerView('a', { title: 'Alt', version: 3 });
    const current = offerView('a', { title: 'Alt', valid_until: '2099-06-30', version: 4 });
    let patches = 0;
    let onServer = base;
    const { calls, store } = renderPage(
      () => onServer,
      (request) => {
        if (request.method === 'PATCH') {
          patches += 1;
          return patches === 1 ? fail(409, 'stale', 'concurrency.wrong_expected_version') : written('a', 5);
        }
        if (request.method === 'GET' && request.query?.version === 3) return ok(base);
        return page([]);
      },
    );
    await screen.findByRole('heading', { name: 'ANG-1 · Alt' });
    await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const form = screen.getByRole('form', { name: 'Angebot bearbeiten' });
    const price = within(form).getByRole('textbox', { name: 'Materialpreis' });
    expect(price).toHaveValue('1.000,00');
    await userEvent.clear(price);
    await userEvent.click(price);
    await userEvent.paste('1.250,5');
    // the form's panel follows what is typed, with the offer's rates: 1.250,50 + 800 = 2.050,50; +10 %
    expect(within(form).getByRole('status', { name: 'Gesamt' })).toHaveTextContent('2.255,55 €');
    onServer = current;
    store.dispatch(offersActions.viewPushed(offerPush(current)));
    calls.length = 0;
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({ ifMatch: 3, body: { materialprice: 1250.5 } });
    expect(within(dialog).getByText(/1\.250,50 €/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meine Änderungen erneut anwenden' }));
    await waitFor(() => expect(patches).toBe(2));
    const second = calls.filter((call) => call.request.method === 'PATCH')[1].request;
    expect(second).toMatchObject({ ifMatch: 4, body: { materialprice: 1250.5 } });
    expect(second.body).not.toHaveProperty('valid_until');
  });

  it('closing asks for the outcome and sends PATCH …/status {status, outcome}', async () => {
    const { calls } = renderPage(offerView('a', { status: 'in_progress', version: 2 }), (request) =>
      request.method === 'PATCH' ? written('a', 3) : page([]),
    );
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    expect(screen.getByRole('combobox', { name: 'Status ändern' })).toHaveTextContent('In Bearbeitung');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status ändern' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abgeschlossen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot abschließen' });
    expect(within(dialog).getByRole('button', { name: 'Abschließen' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Angenommen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abschließen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({
        path: '/v1/offers/a/status',
        body: { status: 'closed', outcome: 'accepted' },
        ifMatch: 2,
      }),
    );
  });

  it('an overdue offer shows it; "in progress" is sent without an outcome', async () => {
    const { calls } = renderPage(offerView('a', { status: 'overdue', valid_until: '2026-01-31' }), (request) =>
      request.method === 'PATCH' ? written2() : page([]),
    );
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    expect(screen.getAllByText('Überfällig').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status ändern' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Bearbeitung' }));
    await waitFor(() => expect(calls.find((call) => call.request.method === 'PATCH')?.request.body).toEqual({ status: 'in_progress' }));
  });

  it('recalculating with the current rates asks first, then POSTs …/recalculate', async () => {
    const { calls } = renderPage(offerView('a'), (request) => (request.method === 'POST' ? written2() : page([])));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    await userEvent.click(screen.getByRole('button', { name: 'Mit aktuellen Sätzen neu berechnen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mit aktuellen Sätzen neu berechnen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({ path: '/v1/offers/a/recalculate', ifMatch: 1 }),
    );
  });

  it('the print button reads the PDF', async () => {
    const { calls } = renderPage(offerView('a'), (request) => (request.path === '/v1/offers/a/print' ? ok(new Blob(['%PDF'])) : page([])));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    await userEvent.click(screen.getByRole('button', { name: 'Drucken (PDF)' }));
    await waitFor(() => expect(calls.some((call) => call.request.path === '/v1/offers/a/print' && call.request.responseType === 'blob')).toBe(true));
  });

  it('a push of the open offer shows its new title and total; a deletion pushed shows the notice', async () => {
    const { store } = renderPage(offerView('a', { version: 2 }));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    store.dispatch(
      realtimeActions.viewChanged({
        event: 'offers/offerChanged',
        message: offerPush(offerView('a', { title: 'Neu', version: 3, materialprice: 2000, subtotal: 2800, provision_amount: 280, total: 3080 })),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'ANG-1 · Neu' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('3.080,00 €');
    store.dispatch(offersActions.viewPushed({ collection: 'offers', id: 'a', view: { id: 'a', version: 4, deleted: true }, position: 40 }));
    expect(await screen.findByText('Dieses Angebot wurde gelöscht, oder Sie dürfen es nicht mehr sehen.')).toBeInTheDocument();
  });

  it('the history tab reads the changes in words (amounts, percent, status and outcome)', async () => {
    renderPage(offerView('a', { version: 3, status: 'closed', outcome: 'declined' }));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    await userEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    expect(await screen.findByText(/1\.000,00 € → 1\.234,50 €/)).toBeInTheDocument();
    expect(screen.getByText(/10,00 % → 12,50 %/)).toBeInTheDocument();
    expect(screen.getByText(/Offen → Abgeschlossen/)).toBeInTheDocument();
    const outcome = screen.getAllByText('Ergebnis').find((label) => label.tagName === 'DT');
    expect(outcome?.nextElementSibling).toHaveTextContent(/Abgelehnt$/);
  });

  it('a closed offer offers no recalculation and keeps its calculation fields fixed in the form', async () => {
    renderPage(offerView('a', { status: 'closed', outcome: 'accepted' }));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    expect(screen.getByText('Abgeschlossen · Angenommen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mit aktuellen Sätzen neu berechnen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByRole('textbox', { name: 'Materialpreis' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toBeEnabled();
  });

  it('who may only read sees no edit, status, publish, recalculation, viewers picker or delete; watching and comments stay', async () => {
    renderPage(offerView('a', { title: 'Nur lesen' }), () => page([]), { edit: false, delete: false });
    await screen.findByRole('heading', { name: 'ANG-1 · Nur lesen' });
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status ändern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zum Entwurf machen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mit aktuellen Sätzen neu berechnen' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Betrachtende hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.getByLabelText('Beobachten')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toBeInTheDocument();
  });

  it('comments: add one; viewers: add one', async () => {
    const { calls } = renderPage(offerView('a'), (request) => (request.method === 'POST' ? written2() : page([])));
    await screen.findByRole('heading', { name: 'ANG-1 · Angebot a' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Rabatt?');
    await userEvent.click(screen.getByRole('button', { name: 'Kommentieren' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
        path: '/v1/offers/a/comments',
        body: { body: 'Rabatt?' },
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Betrachtende hinzufügen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Roth' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.path === '/v1/offers/a/viewers')?.request).toMatchObject({
        method: 'POST',
        body: { user_id: 'user-2' },
      }),
    );
  });

  it('an unknown offer says so', async () => {
    const setup = offersHarness(() => fail(404, 'not found', 'offers.offer_not_found'));
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter>
            <OfferPage id="zzz" />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('Dieses Angebot gibt es nicht, oder Sie dürfen es nicht sehen.')).toBeInTheDocument();
  });
});
