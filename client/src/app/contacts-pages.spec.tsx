import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { contactView, lookups, notFound, page } from '../features/contacts/contacts.fixtures';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { ContactRoute, ContactsRoute, managerPortalPath } from './contacts-pages';
import { startFeatureSaga } from './feature-saga';
import { createI18n } from './i18n';

function renderAt(path: string, roles: string[] = ['user'], flags: string[] = ['apps.contacts']) {
  const session = signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: roles as never, flags: flags as never }) },
  });
  const setup = harness(
    (request) => {
      if (request.path === '/v1/contacts') return page([contactView('a', { name: 'Müller' })]);
      if (request.path === '/v1/contacts/a') return ok(contactView('a', { name: 'Müller' }));
      if (request.path === '/v1/portals') return page([]);
      if (request.path === '/v1/contacts/a/offers') return ok({ data: [], meta: { page: 1, limit: 25, total: 0, sum_total: 0 } });
      return lookups(request) ?? notFound();
    },
    session,
    path,
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contacts" element={<ContactsRoute />} />
            <Route path="/contacts/:id" element={<ContactRoute />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('contacts pages', () => {
  it('the list page starts the contacts saga with itself: its first read goes out', async () => {
    const { calls } = renderAt('/contacts');
    expect(await screen.findByRole('row', { name: 'Open Müller' })).toBeInTheDocument();
    expect(calls.filter((call) => call.request.path === '/v1/contacts')).toHaveLength(1);
  });

  it('the detail page of a manager reads the portal and links to its management', async () => {
    const { calls } = renderAt('/contacts/a', ['user', 'manager']);
    expect(await screen.findByRole('heading', { name: 'Müller' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.request.path === '/v1/portals')).toBe(true));
    expect(managerPortalPath('a')).toBe('/manager/account?tab=portals&portal=a');
  });

  it('the offers tab: only with the offers app and for the role user', async () => {
    renderAt('/contacts/a?tab=offers', ['user'], ['apps.contacts', 'apps.offers']);
    expect(await screen.findByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('There are no offers for this contact yet.')).toBeInTheDocument();
    cleanup();
    renderAt('/contacts/a', ['user'], ['apps.contacts']);
    expect(await screen.findByRole('heading', { name: 'Müller' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Offers' })).not.toBeInTheDocument();
    cleanup();
    renderAt('/contacts/a', ['manager'], ['apps.contacts', 'apps.offers']);
    expect(await screen.findByRole('heading', { name: 'Müller' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('a feature saga runs once per store', () => {
    const store = { runSaga: vi.fn() };
    const saga = function* () {};
    startFeatureSaga(store as never, saga);
    startFeatureSaga(store as never, saga);
    expect(store.runSaga).toHaveBeenCalledTimes(1);
  });
});
