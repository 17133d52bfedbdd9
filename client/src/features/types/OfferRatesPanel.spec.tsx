import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { OfferRatesView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { harness, ok } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { OfferRatesPanel } from './OfferRatesPanel';
import { rateErrorText, readRates } from './offer-rates-form';

const rates = (version: number, overrides: Partial<OfferRatesView> = {}): OfferRatesView => ({
  fertigung: 68.5,
  konstruktion: 1234.5,
  kundendienst: 74.25,
  prueffeld: 60,
  version,
  updated_at: '2024-05-02T09:00:00Z',
  ...overrides,
});

/** GET answers the rates (each read its version in turn, the last one stays); PUT answers `write`. */
function renderPanel(
  language: 'de' | 'en',
  write: (request: ApiRequest) => unknown = () => ok({ id: 'acc-1', version: 2, position: 5 }),
  versions = [1, 2],
) {
  const setup = harness(
    (request) => {
      if (request.method === 'PUT') return write(request);
      const version = versions.length > 1 ? versions.shift()! : versions[0];
      return ok(rates(version, version === 2 ? { fertigung: 70.5, konstruktion: 1250 } : {}));
    },
    undefined,
    '/manager/account?tab=offer-rates',
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <OfferRatesPanel />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const field = (name: string) => screen.getByRole('textbox', { name });
async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
}
const puts = (calls: { request: ApiRequest }[]) => calls.filter((call) => call.request.method === 'PUT');

describe('OfferRatesPanel (hourly rates of offers)', () => {
  it('shows the rates in German decimals in EUR/h, and that existing offers keep theirs', async () => {
    renderPanel('de');
    expect(await screen.findByRole('textbox', { name: 'Fertigung' })).toHaveValue('68,50');
    expect(field('Konstruktion')).toHaveValue('1.234,50');
    expect(field('Kundendienst')).toHaveValue('74,25');
    expect(field('Prüffeld')).toHaveValue('60,00');
    expect(screen.getAllByText('€/h')).toHaveLength(4);
    expect(screen.getByText('Bestehende Angebote behalten ihre Stundensätze, bis sie neu berechnet werden.')).toBeInTheDocument();
    expect(screen.getByText(/^Zuletzt geändert am 02\.05\.2024 \d\d:00\.$/)).toBeInTheDocument();
  });

  it('saves typed German decimals as numbers with If-Match, toasts, and shows the saved rates', async () => {
    const { store, calls } = renderPanel('de');
    await screen.findByRole('textbox', { name: 'Fertigung' });
    await retype('Fertigung', '70,5');
    await retype('Konstruktion', '1.250');
    await userEvent.click(screen.getByRole('button', { name: 'Stundensätze speichern' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].request).toMatchObject({
      path: '/v1/account_manager/offer_rates',
      ifMatch: 1,
      body: { fertigung: 70.5, konstruktion: 1250, kundendienst: 74.25, prueffeld: 60 },
    });
    await settle(() => store.getState().notifications.queue.length > 0);
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'types:toasts.ratesSaved' });
    // the rates read again (version 2) start the form afresh, formatted
    await waitFor(() => expect(field('Fertigung')).toHaveValue('70,50'));
    expect(field('Konstruktion')).toHaveValue('1.250,00');
  });

  it('says what is wrong with a field before sending: decimals, negative, too large, no number', async () => {
    const { calls } = renderPanel('de');
    await screen.findByRole('textbox', { name: 'Fertigung' });
    await retype('Fertigung', '68,505');
    await retype('Konstruktion', '-5');
    await retype('Kundendienst', '10.000');
    await retype('Prüffeld', 'viel');
    await userEvent.click(screen.getByRole('button', { name: 'Stundensätze speichern' }));
    expect(await screen.findByText('Höchstens 2 Nachkommastellen.')).toBeInTheDocument();
    expect(screen.getByText('Der Wert darf nicht negativ sein.')).toBeInTheDocument();
    // (Testing Library reads the no-break space before € as a space)
    expect(screen.getByText('Höchstens 9.999,99 €.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine Zahl ein.')).toBeInTheDocument();
    for (const name of ['Fertigung', 'Konstruktion', 'Kundendienst', 'Prüffeld']) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(puts(calls)).toHaveLength(0);
    // typing again takes the field's message away
    await retype('Fertigung', '68,5');
    expect(screen.queryByText('Höchstens 2 Nachkommastellen.')).not.toBeInTheDocument();
  });

  it("shows the server's 422 field errors on their fields", async () => {
    const { calls } = renderPanel('de', () => {
      throw new ApiError(422, {
        message: 'Die Eingaben sind ungültig.',
        code: 'request.validation_failed',
        errors: { kundendienst: ['Höchstens 9999.99.'] },
      });
    });
    await screen.findByRole('textbox', { name: 'Fertigung' });
    await userEvent.click(screen.getByRole('button', { name: 'Stundensätze speichern' }));
    expect(await screen.findByText('Höchstens 9999.99.')).toBeInTheDocument();
    expect(field('Kundendienst')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Fertigung')).toHaveAttribute('aria-invalid', 'false');
    expect(puts(calls)).toHaveLength(1);
    await retype('Kundendienst', '74');
    expect(screen.queryByText('Höchstens 9999.99.')).not.toBeInTheDocument();
  });

  it('a change made elsewhere meanwhile (409): says so and shows the current rates', async () => {
    renderPanel(
      'de',
      () => {
        throw new ApiError(409, { message: 'conflict', code: 'concurrency.wrong_expected_version' });
      },
      [1, 2],
    );
    await screen.findByRole('textbox', { name: 'Fertigung' });
    await retype('Fertigung', '99');
    await userEvent.click(screen.getByRole('button', { name: 'Stundensätze speichern' }));
    await waitFor(() => expect(field('Fertigung')).toHaveValue('70,50'));
    expect(within(screen.getByRole('form')).getByRole('alert')).toBeInTheDocument();
  });

  it('reads English decimals in English (68.50, 1,234.50)', async () => {
    const { calls } = renderPanel('en');
    expect(await screen.findByRole('textbox', { name: 'Manufacturing' })).toHaveValue('68.50');
    expect(field('Design')).toHaveValue('1,234.50');
    await retype('Test bay', '61.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save hourly rates' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].request.body).toEqual({ fertigung: 68.5, konstruktion: 1234.5, kundendienst: 74.25, prueffeld: 61.75 });
  });
});

describe('offer rates form', () => {
  it('reads the rates by the contracts rules; an empty field counts as 0', () => {
    expect(readRates({ fertigung: '68,5', konstruktion: '', kundendienst: '0', prueffeld: '9.999,99' }, 'de')).toEqual({
      ok: true,
      rates: { fertigung: 68.5, konstruktion: 0, kundendienst: 0, prueffeld: 9999.99 },
    });
    expect(readRates({ fertigung: '68,5', konstruktion: '10000', kundendienst: '1,001', prueffeld: '-1' }, 'de')).toEqual({
      ok: false,
      errors: { konstruktion: 'too_large', kundendienst: 'too_many_decimals', prueffeld: 'negative' },
    });
    expect(rateErrorText('too_large', 'en')).toBe('At most €9,999.99.');
  });
});
