import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { SessionState } from '../features/session';
import { harness, ok, signedIn } from '../test/session-harness';
import { createI18n } from './i18n';
import { AdminAccountsRoute } from './manager-pages';

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
