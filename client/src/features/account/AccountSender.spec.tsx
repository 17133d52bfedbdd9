import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { AccountView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { account, harness, ok } from '../../test/session-harness';
import { AccountSettings } from './AccountSettings';

function renderSettings(overrides: Partial<AccountView>) {
  const { roles: _roles, signature: _signature, ...view } = account('sig-1', overrides);
  const setup = harness((request) => (request.method === 'GET' && request.path === '/v2/account' ? ok(view) : ok({ id: 'acc-1', version: 2, position: 1 })));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <AccountSettings />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

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
