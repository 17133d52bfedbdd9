import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { SessionState } from '../features/session';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { createI18n } from './i18n';
import { AdminAccountsRoute, ManagerAccountRoute } from './manager-pages';

function renderAdmin(session: SessionState) {
  const { store } = harness(() => ok({ data: [], meta: { page: 1, limit: 25, total: 0 } }), session, '/admin/accounts');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={['/admin/accounts']}>
          <AdminAccountsRoute />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const admin = { id: 'user-1', username: 'admin', name: 'Ada Admin', isAdmin: true };

describe('admin area tabs', () => {
  it('a system admin without an account gets no news tab (the news editor needs one)', () => {
    renderAdmin(signedIn({ user: admin, account: { status: 'idle', id: null, current: null }, accounts: { status: 'loaded', list: [] } }));
    expect(screen.getByRole('tab', { name: 'Organisationen' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Neuigkeiten' })).not.toBeInTheDocument();
  });

  it('an admin in an account gets both tabs', () => {
    renderAdmin(signedIn({ user: admin }));
    expect(screen.getByRole('tab', { name: 'Neuigkeiten' })).toBeInTheDocument();
  });
});

function renderManager(flags: string[], entry = '/manager/account') {
  const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: ['manager', 'user'], flags: flags as never }) } });
  // the settings tab reads the account (GET v2/account), the others lists
  const { roles: _roles, signature: _signature, ...view } = account('sig-1');
  const { store } = harness((request) => ok(request.path === '/v2/account' ? view : { data: [], meta: { page: 1, limit: 25, total: 0 } }), session, entry);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[entry]}>
          <ManagerAccountRoute />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('manager area tabs', () => {
  it('settings, members, types, claims, contact form and portals with the contacts app', () => {
    renderManager(['apps.contacts']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Organisation', 'Mitglieder', 'Typen', 'Reklamationsarten', 'Kontaktformular', 'Portale']);
  });

  it('without the contacts app no contact form and no portals', () => {
    renderManager(['apps.tasks']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Organisation', 'Mitglieder', 'Typen', 'Reklamationsarten']);
  });

  it('?tab= opens its tab', async () => {
    renderManager(['apps.contacts'], '/manager/account?tab=claims');
    expect(screen.getByRole('tab', { name: 'Reklamationsarten' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Reklamationsart hinzufügen' })).toBeInTheDocument();
  });
});
