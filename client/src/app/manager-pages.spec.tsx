import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { SessionState } from '../features/session';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { createI18n } from './i18n';
import { AdminAccountsRoute, AdminUpdatesRoute, ManagerAccountRoute } from './manager-pages';

function renderAdmin(session: SessionState, entry = '/admin/accounts') {
  const { store, calls } = harness(() => ok({ data: [], meta: { page: 1, limit: 25, total: 0 } }), session, entry);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[entry]}>{entry === '/admin/updates' ? <AdminUpdatesRoute /> : <AdminAccountsRoute />}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return calls;
}

const admin = { id: 'user-1', username: 'admin', name: 'Ada Admin', isAdmin: true };

describe('admin area tabs', () => {
  const withoutAccount = () =>
    signedIn({ user: admin, account: { status: 'idle', id: null, current: null }, accounts: { status: 'loaded', list: [] } });

  it('a system admin without an account gets both tabs (issue 11: the news editor needs no account)', () => {
    renderAdmin(withoutAccount());
    expect(screen.getByRole('tab', { name: 'Organisationen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Neuigkeiten' })).toBeInTheDocument();
  });

  it('the news editor of a system admin without an account reads the updates without an Account header', async () => {
    const calls = renderAdmin(withoutAccount(), '/admin/updates');
    await waitFor(() => expect(calls.map((call) => call.request.path)).toContain('/v2/admin/updates'));
    const read = calls.find((call) => call.request.path === '/v2/admin/updates')!;
    expect(read.request.noAccount).toBe(true);
    expect(read.headers.signature).toBeNull();
  });

  it('an admin in an account gets both tabs', () => {
    renderAdmin(signedIn({ user: admin }));
    expect(screen.getByRole('tab', { name: 'Neuigkeiten' })).toBeInTheDocument();
  });
});

function renderManager(flags: string[], entry = '/manager/account') {
  const session = signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: ['manager', 'user'], flags: flags as never }) },
  });
  // the settings tab reads the account (GET v2/account), the others lists
  const { roles: _roles, signature: _signature, ...view } = account('sig-1');
  const rates = { fertigung: 68.5, konstruktion: 0, kundendienst: 0, prueffeld: 0, version: 1, updated_at: '2024-05-02T09:00:00Z' };
  const { store, calls } = harness(
    (request) =>
      ok(
        request.path === '/v2/account'
          ? view
          : request.path === '/v1/account_manager/offer_rates'
            ? rates
            : { data: [], meta: { page: 1, limit: 25, total: 0 } },
      ),
    session,
    entry,
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[entry]}>
          <ManagerAccountRoute />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return calls;
}

describe('manager area tabs', () => {
  it('settings, members, types, claims, contact form and portals with the contacts app', () => {
    renderManager(['apps.contacts']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Organisation',
      'Mitglieder',
      'Typen',
      'Reklamationsarten',
      'Kontaktformular',
      'Portale',
    ]);
  });

  it('without the contacts app no contact form and no portals', () => {
    renderManager(['apps.tasks']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Organisation', 'Mitglieder', 'Typen', 'Reklamationsarten']);
  });

  it('with the offers app the hourly rates stand beside the types, and the types tab lists the offer types', async () => {
    const calls = renderManager(['apps.contacts', 'apps.offers'], '/manager/account?tab=types');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Organisation',
      'Mitglieder',
      'Typen',
      'Stundensätze',
      'Reklamationsarten',
      'Kontaktformular',
      'Portale',
    ]);
    expect(await screen.findByRole('heading', { name: 'Angebotstypen' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.request.path)).toContain('/v1/account_manager/offer_types'));
  });

  it('?tab=offer-rates opens the hourly rates (offers app only)', async () => {
    renderManager(['apps.offers'], '/manager/account?tab=offer-rates');
    expect(screen.getByRole('tab', { name: 'Stundensätze' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Fertigung' })).toHaveValue('68,50');
  });

  it('without the offers app neither the hourly rates nor the offer types', async () => {
    const calls = renderManager(['apps.tasks'], '/manager/account?tab=offer-rates');
    expect(screen.queryByRole('tab', { name: 'Stundensätze' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Organisation' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Typen' }));
    expect(await screen.findByRole('heading', { name: 'Kontakttypen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Angebotstypen' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.request.path)).not.toContain('/v1/account_manager/offer_types');
  });

  it('?tab= opens its tab', async () => {
    renderManager(['apps.contacts'], '/manager/account?tab=claims');
    expect(screen.getByRole('tab', { name: 'Reklamationsarten' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Reklamationsart hinzufügen' })).toBeInTheDocument();
  });
});
