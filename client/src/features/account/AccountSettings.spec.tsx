import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { AccountView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { account, fail, harness, ok } from '../../test/session-harness';
import { AccountSettings } from './AccountSettings';

function renderSettings(overrides: Partial<AccountView> = {}) {
  const { roles: _roles, signature: _signature, ...view } = account('sig-1', { user_slots: 10, number_of_members: 4, ...overrides });
  const setup = harness((request) =>
    request.method === 'GET' && request.path === '/v2/account' ? ok(view) : ok({ id: 'acc-1', version: 2, position: 1 }),
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <AccountSettings />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('AccountSettings', () => {
  it('shows name, apps as labelled switches and the slots', async () => {
    renderSettings();
    expect(await screen.findByRole('textbox', { name: /Name of the organisation/ })).toHaveValue('Demo-GmbH');
    expect(screen.getByRole('switch', { name: 'Tasks' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Contacts' })).not.toBeChecked();
    expect(screen.getByText('Users: 4 of 10 slots in use')).toBeInTheDocument();
  });

  it("the name's hint says the contracts' rule (no spaces) and the domain stays; a name with a space is refused before sending", async () => {
    const { calls } = renderSettings({ name: 'Demo-GmbH' });
    const name = await screen.findByRole('textbox', { name: /Name of the organisation/ });
    expect(name).toHaveAccessibleDescription(
      'Letters (umlauts too), digits and dashes, no spaces, 2 to 63 characters. The sign-in domain stays as it is.',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Müller Bau');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Only letters, numbers and dashes.');
    expect(calls.some((call) => call.request.method === 'PUT')).toBe(false);
    await userEvent.clear(name);
    await userEvent.type(name, 'Müller-Bau');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'PUT')).toBe(true));
  });

  it('marks for deletion only after the confirm dialog', async () => {
    const { calls } = renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark for deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organisation?' });
    expect(calls.some((call) => call.request.path === '/v2/account/deletion')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark for deletion' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'POST' && call.request.path === '/v2/account/deletion')).toBe(true));
  });

  it('a marked account says it will be deleted within 10 days and offers to cancel', async () => {
    const { calls } = renderSettings({ status: 'marked_for_deletion', delete_after: '2024-05-11T08:00:00Z' });
    expect(await screen.findByText(/This organisation will be deleted within 10 days\. Deletion from 11\.05\.2024\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(calls.some((call) => call.request.method === 'DELETE' && call.request.path === '/v2/account/deletion')).toBe(true);
  });

  it('a rename refused as stale says someone else changed it and shows their state', async () => {
    const { roles: _roles, signature: _signature, ...first } = account('sig-1', { version: 3 });
    let current = first;
    const { store } = harness((request) => {
      if (request.method === 'PUT') {
        current = { ...first, name: 'Andere-GmbH', version: 4 };
        return fail(409, 'stale', 'concurrency.wrong_expected_version');
      }
      return ok(current);
    });
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('en')}>
          <AccountSettings />
        </I18nextProvider>
      </Provider>,
    );
    const field = await screen.findByRole('textbox', { name: /Name of the organisation/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Meine-GmbH');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed the organisation in the meantime/)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('Andere-GmbH'));
  });
});

describe('AccountSettings: the sender address (issue 11 item 16, flag email.custom_sender_address)', () => {
  it('has no sender address field without the flag', async () => {
    renderSettings({ flags: ['apps.tasks'] });
    await screen.findByRole('textbox', { name: /Name of the organisation/ });
    expect(screen.queryByRole('region', { name: 'Sender address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply address of e-mails' })).not.toBeInTheDocument();
  });

  it('with the flag: shows the stored address, refuses a bad one before sending, saves a good one', async () => {
    const { calls } = renderSettings({ flags: ['apps.tasks', 'email.custom_sender_address'], sender_address: 'info@demo.example', version: 7 });
    const section = await screen.findByRole('region', { name: 'Sender address' });
    const field = within(section).getByRole('textbox', { name: 'Reply address of e-mails' });
    expect(field).toHaveValue('info@demo.example');
    await userEvent.clear(field);
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/e-mail/i);
    expect(calls.some((call) => call.request.path === '/v2/account/sender-address')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, 'service@demo.example');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.path === '/v2/account/sender-address')).toBe(true));
    const put = calls.find((call) => call.request.path === '/v2/account/sender-address')!.request;
    expect(put).toMatchObject({ method: 'PUT', body: { sender_address: 'service@demo.example' }, ifMatch: 7 });
  });
});
