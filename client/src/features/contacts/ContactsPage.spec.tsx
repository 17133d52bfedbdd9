import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { fail, type Handler } from '../../test/session-harness';
import { contactsHarness, contactView, lookups, notFound, page } from './contacts.fixtures';
import { ContactsPage } from './ContactsPage';

const CONTACTS = [
  contactView('a', {
    name: 'Alpen Energie GmbH',
    number: 'K-1004',
    type: 'type-li',
    address: { street: 'Straße 1', zip: '1070', city: 'Wien', country: 'AT' },
  }),
  contactView('b', { name: 'Müller Maschinenbau GmbH', number: 'K-1001' }),
];

function renderPage(list: Handler = () => page(CONTACTS)) {
  const setup = contactsHarness((request, headers) => lookups(request) ?? (request.path === '/v1/contacts' ? list(request, headers) : notFound()));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/contacts']}>
          <Routes>
            <Route path="/contacts" element={<ContactsPage />} />
            <Route path="/contacts/:id" element={<p>detail page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const listCalls = (calls: ReturnType<typeof renderPage>['calls']) => calls.filter((call) => call.request.path === '/v1/contacts');

describe('ContactsPage', { timeout: 20_000 }, () => {
  it('shows number, name, type, city and country of each contact', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Name', 'Type', 'City', 'Country']);
    const row = await within(table).findByRole('row', { name: 'Open Alpen Energie GmbH' });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['K-1004', 'Alpen Energie GmbH', 'Lieferant', 'Wien', 'Austria']),
    );
  });

  it('a row opens the contact', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('row', { name: 'Open Müller Maschinenbau GmbH' }));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('searches, filters by type and sorts on the server', async () => {
    const { calls } = renderPage();
    await screen.findByRole('table', { name: 'Contacts' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search contacts' }), { target: { value: 'müller' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ search: 'müller', page: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('form', { name: 'Filter contacts' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kunde' }));
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Number' }), { target: { value: 'K-10' } });
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ type: 'type-kd', number: 'K-10', search: 'müller' }));

    await userEvent.click(screen.getByRole('button', { name: 'Number' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ order: 'number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ order: '-number' }));
  });

  it('without contacts: "no contacts yet" with a create button that opens the dialog', async () => {
    renderPage(() => page([]));
    expect(await screen.findByText('No contacts yet.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New contact' });
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'New contact' })).toBeInTheDocument();
  });

  it('a failed read says so and retries', async () => {
    let failing = true;
    const { calls } = renderPage(() => (failing ? fail(500, 'boom', 'server.internal') : page(CONTACTS)));
    expect(await screen.findByText('There was trouble loading the list.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: 'Open Alpen Energie GmbH' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });
});
