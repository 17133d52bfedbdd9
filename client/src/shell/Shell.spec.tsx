import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Role } from '@kollab/contracts';
import { createI18n } from '../app/i18n';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { Shell } from './Shell';
import { shellActions } from './shell.slice';

function renderShell(roles: Role[], termsAccepted = true) {
  const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, terms_accepted: termsAccepted }) } });
  const { store } = harness((request) => ok(request.path === '/v2/updates' || request.path === '/v1/bookmarks/' ? { data: [], meta: { page: 1, limit: 10, total: 0 } } : {}), session);
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/home', element: <p>Start</p> }] }], { initialEntries: ['/home'] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router };
}

describe('Shell', () => {
  it('blocks a manager whose account has not accepted the terms', () => {
    renderShell(['manager', 'user'], false);
    expect(screen.getByRole('dialog', { name: 'Nutzungsbedingungen und Datenschutz' })).toBeInTheDocument();
  });

  it('shows no terms dialog to members who are not managers', () => {
    renderShell(['user'], false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('admins get token, signature, admin link and build info in the profile menu; others do not', async () => {
    renderShell(['admin', 'user']);
    await userEvent.click(screen.getByRole('button', { name: 'Profilmenü' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Access-Token kopieren' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account-Signatur kopieren' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Administration' })).toBeInTheDocument();
    expect(within(menu).getByText(/^Aktueller Build: \d+\.\d+\.\d+$/)).toBeInTheDocument();
    expect(within(menu).getByText('Neuester Build: unbekannt')).toBeInTheDocument();
  });

  it('members without the admin role see none of the admin tools', async () => {
    renderShell(['user']);
    await userEvent.click(screen.getByRole('button', { name: 'Profilmenü' }));
    expect(screen.queryByRole('menuitem', { name: 'Access-Token kopieren' })).not.toBeInTheDocument();
  });

  it('the cookie settings save language, sidebar state and size as preferences', async () => {
    const { store } = renderShell(['user']);
    await userEvent.click(screen.getByRole('button', { name: 'Profilmenü' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cookie-Einstellungen' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ausgeblendet' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Groß' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(store.getState().preferences).toEqual({ language: 'en', size: 'large', sidebarOpen: false });
  });

  it('the action for content of another account opens its dialog; staying goes home', async () => {
    const { store, router } = renderShell(['user']);
    store.dispatch(shellActions.foreignContentDetected());
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hier bleiben' }));
    expect(store.getState().shell.foreignContent).toBe(false);
    expect(router.state.location.pathname).toBe('/home');
  });
});
