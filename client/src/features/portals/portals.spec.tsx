import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { ContactView, PortalView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { catalogKeys } from '../../lib/i18n-catalog';
import type { ApiRequest } from '../../lib/api/http';
import { fail, harness, ok, type Handler } from '../../test/session-harness';
import { memberView } from '../members/members.fixtures';
import { portalsCatalog } from './portals.catalog';
import { PortalsPanel } from './PortalsPanel';
import { portalsActions } from './portals.slice';
import { settle } from '../../test/settle';

const portal: PortalView = {
  id: 'c1',
  contact_id: 'c1',
  contact_name: 'Müller Maschinenbau GmbH',
  contact_person: 'anna',
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  version: 2,
  members: [
    {
      user_id: 'paula',
      person_id: 'p3',
      full_name: 'Paula Portal',
      email: 'portal@example.com',
      member_since: '2024-02-01T00:00:00Z',
      status: 'active',
      extended_permissions: false,
    },
  ],
};
const person = (id: string, name: string, email: string | null) => ({
  id,
  name,
  email,
  salutation: null,
  gender: null,
  date_of_birth: null,
  phone: null,
  mobile: null,
  role: null,
  account_manager: null,
});
const contact = {
  id: 'c1',
  name: 'Müller Maschinenbau GmbH',
  number: 'K-1001',
  persons: [
    person('p1', 'Petra Schmidt', 'p.schmidt@mueller.example'),
    person('p2', 'Thomas Müller', null),
    person('p3', 'Paula Portal', 'portal@example.com'),
  ],
} as unknown as ContactView;
const other = { ...contact, id: 'c2', name: 'Schulz Logistik AG', number: 'K-1002', persons: [] } as unknown as ContactView;
const staff = [
  memberView('anna', { full_name: 'Anna Berg' }),
  memberView('ben', { full_name: 'Ben Kurz' }),
  memberView('paula', { full_name: 'Paula Portal', roles: ['contact'], portal: true }),
];

function api(write: Handler = () => ok({ id: 'c1', version: 3, position: 5 })): Handler {
  return (request: ApiRequest, headers) => {
    if (request.method !== 'GET') return write(request, headers);
    if (request.path === '/v1/portals') return ok({ data: [portal], meta: { page: 1, limit: 500, total: 1 } });
    if (request.path === '/v1/portals/c1') return ok(portal);
    if (request.path === '/v2/users') return ok({ data: staff, meta: { page: 1, limit: 500, total: staff.length } });
    if (request.path === '/v1/contacts') return ok({ data: [contact, other], meta: { page: 1, limit: 25, total: 2 } });
    if (request.path === '/v1/contacts/c1') return ok(contact);
    return fail(404, 'not found', 'request.not_found');
  };
}

function renderPanel(handler = api()) {
  const setup = harness(handler, undefined, '/manager/account?tab=portals');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <PortalsPanel />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const body = (calls: { request: ApiRequest }[], method: string) => calls.find((call) => call.request.method === method)?.request;

describe('PortalsPanel', () => {
  it('lists the portals with their contact person and users', async () => {
    renderPanel();
    const summary = await screen.findByRole('button', { name: /Müller Maschinenbau GmbH/ });
    expect(summary).toHaveTextContent('Looked after by Anna Berg');
    expect(summary).toHaveTextContent('1 user');
    await userEvent.click(summary);
    const users = await screen.findByRole('table', { name: 'Users of the portal of Müller Maschinenbau GmbH' });
    expect(within(users).getByRole('switch', { name: 'Paula Portal active' })).toBeChecked();
  });

  it('adds a person of the contact as portal user; persons in the portal or without e-mail cannot be chosen', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Müller Maschinenbau GmbH/ }));
    const form = await screen.findByRole('form', { name: 'Add portal user' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Person of the contact' }));
    expect(await screen.findByRole('option', { name: /Thomas Müller/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /Paula Portal/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Petra Schmidt' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Extended permissions' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(body(calls, 'POST')).toBeDefined());
    expect(body(calls, 'POST')).toMatchObject({ path: '/v1/portals/c1/members', body: { person_id: 'p1', extended_permissions: true } });
  });

  it('switches a portal user inactive and changes the contact person with If-Match', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Müller Maschinenbau GmbH/ }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Paula Portal active' }));
    await waitFor(() => expect(body(calls, 'PATCH')).toBeDefined());
    expect(body(calls, 'PATCH')).toMatchObject({ path: '/v1/portals/c1/members/paula', body: { status: 'inactive' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Contact person (staff)' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Anna Berg', 'Ben Kurz']);
    await userEvent.click(screen.getByRole('option', { name: 'Ben Kurz' }));
    await waitFor(() => expect(body(calls, 'PUT')).toBeDefined());
    expect(body(calls, 'PUT')).toMatchObject({ path: '/v1/portals/c1', ifMatch: 2, body: { contact_person: 'ben' } });
  });

  it('creates a portal for a contact; a contact that has one is not offered', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Create portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create portal' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
    expect(await screen.findByRole('option', { name: /Müller Maschinenbau GmbH \(K-1001\) – has a portal/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Schulz Logistik AG (K-1002)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Contact person/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Kurz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body(calls, 'POST')).toBeDefined());
    expect(body(calls, 'POST')).toMatchObject({ path: '/v1/portals', body: { contact_id: 'c2', contact_person: 'ben' } });
  });

  it('"portal already exists for contact" stays in the dialog', async () => {
    renderPanel(api(() => fail(409, 'portal already exists for contact', 'portals.portal_exists')));
    await userEvent.click(await screen.findByRole('button', { name: 'Create portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create portal' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schulz Logistik AG (K-1002)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Contact person/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anna Berg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('portal already exists for contact')).toBeInTheDocument();
  });
});

describe('portals saga', () => {
  it('"not enough portal user slots" opens the slots dialog instead of a toast', async () => {
    const { store } = harness(api(() => fail(409, 'Nicht genügend Plätze', 'member.not_enough_portal_user_slots')));
    store.dispatch(portalsActions.memberAddRequested({ portalId: 'c1', input: { person_id: 'p1', extended_permissions: false } }));
    await settle(() => store.getState().portals.slotsDialog.open);
    expect(store.getState().portals.slotsDialog).toEqual({ open: true, code: 'member.not_enough_portal_user_slots' });
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('"user already in portal" is toasted and kept in the add form', async () => {
    const { store } = harness(api(() => fail(409, 'user already in portal', 'portals.user_already_in_portal')));
    store.dispatch(portalsActions.memberAddRequested({ portalId: 'c1', input: { person_id: 'p3', extended_permissions: false } }));
    await settle(() => store.getState().portals.addForm.status === 'failed');
    expect(store.getState().portals.addForm).toMatchObject({ portalId: 'c1', error: 'portals.user_already_in_portal' });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'portals.user_already_in_portal' });
  });

  it('portals/portalChanged reads a newer portal again (the push carries ids, not names) and drops a deleted one', async () => {
    const { store, calls } = harness(api());
    store.dispatch(portalsActions.listRequested());
    await settle(() => store.getState().portals.list.status === 'loaded');
    store.dispatch(portalsActions.viewPushed({ collection: 'portals', id: 'c1', view: { id: 'c1', version: 2 }, position: 3 }));
    store.dispatch(portalsActions.viewPushed({ collection: 'portals', id: 'c1', view: { id: 'c1', version: 3 }, position: 4 }));
    await settle(() => calls.some((call) => call.request.path === '/v1/portals/c1'));
    expect(calls.filter((call) => call.request.path === '/v1/portals/c1')).toHaveLength(1);
    await settle(); // the read's answer is in
    store.dispatch(portalsActions.viewPushed({ collection: 'portals', id: 'c1', view: null, position: 5 }));
    await settle(() => store.getState().portals.list.ids.length === 0);
    expect(store.getState().portals.list.ids).toEqual([]);
  });
});

describe('portals texts', () => {
  it('German and English have the same keys', () => {
    expect(catalogKeys(portalsCatalog.en)).toEqual(catalogKeys(portalsCatalog.de));
  });
});
