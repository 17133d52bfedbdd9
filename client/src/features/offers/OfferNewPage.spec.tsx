import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { ApiError } from '../../lib/api/http';
import type { Handler } from '../../test/session-harness';
import { notFound, offersHarness, written } from './offers.fixtures';
import { OfferNewPage } from './OfferNewPage';

function renderNew(handler: Handler = (request) => (request.method === 'POST' ? written('o1', 1) : notFound()), language: 'de' | 'en' = 'de') {
  const setup = offersHarness(handler, '/offers/new');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={['/offers/new']}>
          <OfferNewPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** Enters a whole value at once (pasted: one change, as typing's last keystroke makes it). */
async function enter(name: string, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}
const total = () => screen.getByRole('status', { name: 'Gesamt' });
const calculation = () => screen.getByRole('table', { name: 'Kalkulation' });

describe('OfferNewPage', { timeout: 40_000 }, () => {
  it('the calculation panel recomputes as one types, with the current rates (German input 1.234,56)', async () => {
    renderNew();
    await waitFor(() => expect(screen.getByText(/Berechnet mit den aktuellen Stundensätzen/)).toBeInTheDocument());
    await userEvent.type(field('Materialpreis'), '1.234,56');
    expect(total()).toHaveTextContent('1.234,56 €');
    await enter('Fertigungsstunden', '10');
    // 10 h × 80,00 €/h
    const manufacturing = within(calculation()).getByRole('row', { name: /Fertigung/ });
    expect(manufacturing).toHaveTextContent('10,00 h');
    expect(manufacturing).toHaveTextContent('80,00 €/h');
    expect(manufacturing).toHaveTextContent('800,00 €');
    expect(total()).toHaveTextContent('2.034,56 €');
    // 10 % of 2.034,56 € = 203,456 € → 203,46 €
    await userEvent.type(field('Provision'), '10');
    expect(within(calculation()).getByRole('row', { name: /Provision/ })).toHaveTextContent('203,46 €');
    expect(total()).toHaveTextContent('2.238,02 €');
  });

  it('adds exactly: 0,10 + 0,20 is 0,30 €', async () => {
    renderNew();
    await enter('Materialpreis', '0,1');
    await enter('Transportkosten', '0,2');
    expect(within(calculation()).getByRole('row', { name: /Zwischensumme/ })).toHaveTextContent('0,30 €');
    expect(total()).toHaveTextContent('0,30 €');
  });

  it('English amounts: €1,234.56', async () => {
    renderNew(undefined, 'en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Material price' }), '1,234.56');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€1,234.56');
  });

  it('an invalid decimal shows its field error as typed, and nothing is sent', async () => {
    const { calls } = renderNew();
    await enter('Titel', 'Förderband');
    await enter('Materialpreis', '12,345');
    expect(field('Materialpreis')).toHaveAccessibleDescription('Höchstens 2 Nachkommastellen.');
    await enter('Transportkosten', '-5');
    expect(field('Transportkosten')).toHaveAccessibleDescription('Der Wert darf nicht negativ sein.');
    await enter('Provision', '100,5');
    expect(field('Provision')).toHaveAccessibleDescription('Höchstens 100,00.');
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
    await userEvent.clear(field('Materialpreis'));
    await enter('Materialpreis', '12,34');
    expect(field('Materialpreis')).not.toHaveAccessibleDescription('Höchstens 2 Nachkommastellen.');
  });

  it('sends the fields with the calculation as numbers; the server’s 422 field errors land on their fields', async () => {
    const handler: Handler = (request) => {
      if (request.method !== 'POST') return notFound();
      throw new ApiError(422, {
        message: 'invalid',
        code: 'request.validation_failed',
        errors: { contact: ['Diesen Kontakt gibt es nicht.'], fertigungsstunden: ['Höchstens 99999.99.'] },
      });
    };
    const { calls } = renderNew(handler);
    await enter('Titel', 'Förderband');
    await enter('Materialpreis', '1.234,56');
    await enter('Fertigungsstunden', '7,5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kontakt' }));
    await userEvent.click(await screen.findByRole('option', { name: 'K-1 · Müller GmbH' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ansprechpartner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Eva Müller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request.body).toMatchObject({
        title: 'Förderband',
        contact: 'contact-1',
        contact_person: 'person-1',
        materialprice: 1234.56,
        fertigungsstunden: 7.5,
        provision: 0,
      }),
    );
    expect(await screen.findByText('Diesen Kontakt gibt es nicht.')).toBeInTheDocument();
    expect(field('Fertigungsstunden')).toHaveAccessibleDescription('Höchstens 99999.99.');
  });

  it('a type with a template fills an empty description', async () => {
    renderNew();
    await userEvent.click(screen.getByRole('combobox', { name: 'Typ' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Standardangebot' }));
    expect(await screen.findByRole('heading', { name: 'Leistungen' })).toBeInTheDocument();
  });
});
