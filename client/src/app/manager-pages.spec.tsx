import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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
  const { store } = harness(
    (request) => ok(request.path === '/v2/account' ? view : { data: [], meta: { page: 1, limit: 25, total: 0 } }),
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

  it('?tab= opens its tab', async () => {
    renderManager(['apps.contacts'], '/manager/account?tab=claims');
    expect(screen.getByRole('tab', { name: 'Reklamationsarten' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Reklamationsart hinzufügen' })).toBeInTheDocument();
  });
});
