import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { account, harness, ok } from '../../test/session-harness';
import { AdminAccountPage } from './AdminAccountPage';

function renderPage() {
  const { roles: _roles, signature: _signature, ...view } = account('sig-1', { id: 'acc-9', name: 'Beispiel-AG' });
  const setup = harness((request) => (request.method === 'GET' ? ok(view) : ok({ id: 'acc-9', version: 2, position: 1 })));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <AdminAccountPage id="acc-9" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('AdminAccountPage', () => {
  it('names the apps in the UI language, not by their keys', async () => {
    renderPage();
    const apps = (await screen.findByText('Apps')).nextElementSibling;
    expect(apps).toHaveTextContent(/^Tasks$/);
  });

  it('edits the slots', async () => {
    const { calls } = renderPage();
    const field = await screen.findByRole('spinbutton', { name: /^User slots/ });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.at(-1)?.request).toMatchObject({
        method: 'PUT',
        path: '/v1/admin/accounts/acc-9/slots',
        body: { user_slots: 25, portal_user_slots: 5 },
      }),
    );
  });

  it('deletes only after confirming', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organisation?' });
    expect(calls.some((call) => call.request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete organisation' }));
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ method: 'DELETE', path: '/v1/admin/accounts/acc-9' }));
    expect(await screen.findByText(/This organisation will be deleted within 10 days/)).toBeInTheDocument();
  });
});
