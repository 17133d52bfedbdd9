import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { App } from '@kollab/contracts';
import { account, fail, harness, ok, signedIn } from '../test/session-harness';
import { createI18n } from './i18n';
import { HomeRoute } from './pages';

function renderHome(apps: App[], roles: string[] = ['user']) {
  const current = account('sig-1', { apps, flags: apps.map((app) => `apps.${app}`), roles: roles as never });
  const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current } });
  const setup = harness(
    (request) =>
      request.path === '/v1/tasks' || request.path === '/v1/protocols'
        ? ok({ data: [], meta: { page: 1, limit: 5, total: 0 } })
        : fail(404, 'not found'),
    session,
    '/home',
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/home']}>
          <HomeRoute />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('the home page (dashboard)', () => {
  it('shows my open tasks and the recent protocols when the account has both apps', async () => {
    renderHome(['tasks', 'protocols']);
    expect(await screen.findByRole('heading', { name: 'My open tasks' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recent protocols' })).toBeInTheDocument();
  });

  it('leaves out the card of an app the account does not have', async () => {
    renderHome(['tasks']);
    expect(await screen.findByRole('heading', { name: 'My open tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent protocols' })).not.toBeInTheDocument();
  });

  it('shows no cards to a member whose role opens neither list', async () => {
    renderHome(['tasks', 'protocols'], ['manager']);
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My open tasks' })).not.toBeInTheDocument();
  });
});
