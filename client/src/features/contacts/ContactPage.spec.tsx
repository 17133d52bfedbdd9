import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { ok, type Handler } from '../../test/session-harness';
import { contactsActions } from './contacts.slice';
import { contactsHarness, contactPush, contactView, deletionPush, element, formView, lookups, notFound, page, portalView } from './contacts.fixtures';
import { ContactPage } from './ContactPage';
import type { LinkedItem } from './contacts.slice';
import { settle } from '../../test/settle';

const MUELLER = contactView('a', {
  name: 'Müller Maschinenbau GmbH',
  number: 'K-1001',
  homepage: 'https://mueller.example',
  details: { branche: 'Handel', newsletter: true },
  persons: [
    {
      id: 'p1',
      name: 'Petra Schmidt',
      salutation: 'Frau',
      gender: 'female',
      date_of_birth: null,
      email: 'p.schmidt@mueller.example',
      phone: '+49 711',
      mobile: null,
      role: 'Einkauf',
      account_manager: 'user-2',
    },
  ],
  version: 3,
});

const HISTORY = {
  data: [
    {
      version: 1,
      type: 'ContactCreated',
      actor_id: 'user-1',
      actor_name: null,
      occurred_at: '2024-01-02T08:00:00Z',
      position: 1,
      changes: [{ field: 'name', from: null, to: 'Müller GmbH' }],
    },
    {
      version: 3,
      type: 'ContactChanged',
      actor_id: 'user-2',
      actor_name: null,
      occurred_at: '2024-03-05T14:30:00Z',
      position: 9,
      changes: [{ field: 'name', from: 'Müller GmbH', to: 'Müller Maschinenbau GmbH' }],
    },
  ],
};

function api(request: Parameters<Handler>[0]) {
  if (request.method === 'GET' && request.path === '/v1/contacts/a')
    return request.query?.version === 1 ? ok(contactView('a', { name: 'Müller GmbH', version: 1 })) : ok(MUELLER);
  if (request.path === '/v1/contacts/a/history') return ok(HISTORY);
  if (request.path === '/v1/contacts/a/tasks' || request.path === '/v1/contacts/a/protocols') return page([]);
  if (request.path === '/v1/contacts/a/offers') {
    const at = Number(request.query?.page ?? 1);
    return ok({
      data: at === 1 ? OFFERS : [offer('o3', { number: 'ANG-3', title: 'Altanlage', status: 'overdue', total: 99.9 })],
      meta: { page: at, limit: Number(request.query?.limit), total: 26, sum_total: 12345.67 },
    });
  }
  if (request.path === '/v1/portals') return page([portalView('a')]);
  if (request.method === 'DELETE') return ok({ id: 'a', version: 4, position: 20 });
  return notFound();
}

/** A row of GET v1/contacts/{id}/offers (the fields the tab shows). */
const offer = (id: string, more: Partial<LinkedItem>): LinkedItem => ({
  id,
  number: null,
  title: id,
  status: 'open',
  outcome: null,
  total: 0,
  valid_until: null,
  published: true,
  ...more,
});
const OFFERS = [
  offer('o1', { number: 'ANG-12', title: 'Wartung 2025', total: 1234.56, valid_until: '2024-12-31' }),
  offer('o2', { title: 'Entwurf Pumpe', status: 'closed', outcome: 'accepted', published: false, total: 0.3 }),
];

function renderPage(isManager = false, path = '/contacts/a', { offers = false, language = 'en' as 'de' | 'en' } = {}) {
  const form = formView([
    element('branche', 'dropdown', { label: 'Industry', options: ['Handel'] }),
    element('newsletter', 'checkbox', { label: 'Newsletter' }),
  ]);
  const setup = contactsHarness((request) => lookups(request, form) ?? api(request));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contacts/:id" element={<ContactPage id="a" isManager={isManager} portalPath="/manager/portals/a" offers={offers} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('ContactPage', { timeout: 20_000 }, () => {
  it('shows the fields, the address, the custom details and the persons', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'https://mueller.example' })).toHaveAttribute('href', 'https://mueller.example');
    expect(within(contact).getByText('01.04.2016')).toBeInTheDocument();
    await waitFor(() => expect(within(contact).getByText('Anna Albers')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText('Germany')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Further details' });
    expect(within(details).getByText('Handel')).toBeInTheDocument();
    expect(within(details).getByText('Yes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Persons (1)' }));
    const persons = screen.getByRole('table', { name: 'Contact persons' });
    expect(within(persons).getByText('Frau Petra Schmidt')).toBeInTheDocument();
    expect(within(persons).getByText('Ben Brandt')).toBeInTheDocument();
  });

  it('tasks and protocols: empty lists with their empty state', async () => {
    const { calls } = renderPage(false, '/contacts/a?tab=tasks');
    expect(await screen.findByText('No tasks are linked to this contact yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Protocols' }));
    expect(await screen.findByText('No protocols are linked to this contact yet.')).toBeInTheDocument();
    expect(calls.map((call) => call.request.path)).toEqual(expect.arrayContaining(['/v1/contacts/a/tasks', '/v1/contacts/a/protocols']));
  });

  it('offers (issue 14): number, title, status, total as money and valid-until, each opening its page, by page', async () => {
    const { calls } = renderPage(false, '/contacts/a?tab=offers', { offers: true });
    const table = await screen.findByRole('table', { name: 'Offers' });
    expect(screen.getByText('26 offers · Total €12,345.67')).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: 'Open offer Wartung 2025' });
    expect(within(first).getByRole('link', { name: 'Wartung 2025' })).toHaveAttribute('href', '/offers/o1');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ANG-12', 'Wartung 2025', 'Open', '€1,234.56', '31.12.2024']);
    const second = within(table).getByRole('row', { name: 'Open offer Entwurf Pumpe' });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'Entwurf PumpeDraft', 'Closed, accepted', '€0.30', '—']);
    expect(calls.find((call) => call.request.path === '/v1/contacts/a/offers')?.request.query).toEqual({ page: 1, limit: 25 });

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByRole('row', { name: 'Open offer Altanlage' })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: 'Open offer Wartung 2025' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.request.path === '/v1/contacts/a/offers').at(-1)?.request.query).toEqual({ page: 2, limit: 25 });
  });

  it('offers in German: amounts as 1.234,56 €', async () => {
    renderPage(false, '/contacts/a?tab=offers', { offers: true, language: 'de' });
    const table = await screen.findByRole('table', { name: 'Angebote' });
    // (Testing Library reads the no-break space before € as a space)
    expect(within(table).getByText('1.234,56 €')).toBeInTheDocument();
    expect(within(table).getByText('Abgeschlossen, angenommen')).toBeInTheDocument();
    expect(screen.getByText('26 Angebote · Summe 12.345,67 €')).toBeInTheDocument();
  });

  it('without the offers app (or the role user) no offers tab, and nothing is read', async () => {
    const { calls } = renderPage(false, '/contacts/a?tab=offers');
    expect(await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Offers' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await settle();
    expect(calls.some((call) => call.request.path === '/v1/contacts/a/offers')).toBe(false);
  });

  it('a manager sees the portal with its users and a link to manage it; others see nothing of it', async () => {
    renderPage(true);
    const portal = await screen.findByRole('region', { name: 'Contact portal' });
    expect(await within(portal).findByText('Paula Portal')).toBeInTheDocument();
    expect(within(portal).getByRole('link', { name: 'Manage portal' })).toHaveAttribute('href', '/manager/portals/a');
  });

  it('a user does not see (or read) the portal', async () => {
    const { calls } = renderPage(false);
    await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' });
    expect(screen.queryByRole('region', { name: 'Contact portal' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.request.path === '/v1/portals')).toBe(false);
  });

  it('follows pushes: a newer version shows, a deletion puts up a notice and takes the actions away', async () => {
    const { store } = renderPage();
    await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' });
    act(() => {
      store.dispatch(contactsActions.viewPushed(contactPush({ ...MUELLER, name: 'Müller AG', version: 4 })));
    });
    expect(await screen.findByRole('heading', { name: 'Müller AG' })).toBeInTheDocument();
    act(() => {
      store.dispatch(contactsActions.viewPushed(deletionPush('a', 5)));
    });
    expect(await screen.findByText('Someone else has just deleted this contact.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('history: who and when (DD.MM.YYYY HH:mm), the change in words; "show as it was" with a banner and a way back', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' });
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History of the contact' });
    await waitFor(() => expect(within(history).getByText(/^Ben Brandt, \d\d\.03\.2024 \d\d:30 · version 3$/)).toBeInTheDocument());
    expect(within(history).getByText('Müller GmbH → Müller Maschinenbau GmbH')).toBeInTheDocument();
    expect(within(history).getByText('Current version')).toBeInTheDocument();

    await userEvent.click(within(history).getByRole('button', { name: 'Show as it was' }));
    const banner = await screen.findByRole('status');
    await waitFor(() => expect(banner).toHaveTextContent(/You are looking at version 1 as it was on \d\d\.01\.2024 \d\d:00/));
    expect(await screen.findByRole('heading', { name: 'Müller GmbH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Back to the current version' }));
    expect(await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, with the version it shows', async () => {
    const { calls, navigate } = renderPage();
    await screen.findByRole('heading', { name: 'Müller Maschinenbau GmbH' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact?' });
    expect(calls.some((call) => call.request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contacts'));
    expect(calls.find((call) => call.request.method === 'DELETE')?.request).toMatchObject({ path: '/v1/contacts/a', ifMatch: 3 });
  });

  it('an unknown contact says it was not found', async () => {
    const setup = contactsHarness((request) => lookups(request) ?? notFound());
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('en')}>
          <MemoryRouter>
            <ContactPage id="zz" isManager={false} portalPath="/x" />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('This contact was not found. It may have been deleted.')).toBeInTheDocument();
  });
});
