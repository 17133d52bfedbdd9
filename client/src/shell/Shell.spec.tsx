import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { renderRouter } from '../test/render-router';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { Shell } from './Shell';
import { shellActions } from './shell.slice';
import { sessionActions, type SessionState } from '../features/session';

function renderShell(roles: Role[], termsAccepted = true, given?: SessionState) {
  const session = given ?? signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, terms_accepted: termsAccepted }) } });
  const { store, navigate } = harness((request) => ok(request.path === '/v2/updates' || request.path === '/v1/bookmarks/' ? { data: [], meta: { page: 1, limit: 10, total: 0 } } : {}), session);
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/home', element: <p>Start</p> }] }], { initialEntries: ['/home'] });
  renderRouter(store, router);
  return { store, router, navigate };
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
    expect(store.getState().preferences).toEqual({ language: 'en', size: 'large', sidebarOpen: false, languageFromCookie: true });
  });

  it('the action for content of another account opens its dialog; staying goes home', async () => {
    const { store, router } = renderShell(['user']);
    store.dispatch(shellActions.foreignContentDetected());
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hier bleiben' }));
    expect(store.getState().shell.foreignContent.open).toBe(false);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('logging out of the dialog brings the user back to the linked content after the next sign-in', async () => {
    const { store, navigate } = renderShell(['user']);
    store.dispatch(sessionActions.foreignAccountLinked({ accountId: 'acc-9', link: '/acc/acc-9/tasks/1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?target=%2Facc%2Facc-9%2Ftasks%2F1'));
    expect(store.getState().session.tokens).toBeNull();
  });

  it('a system admin without an account: admin tools, but no empty account entry, signature or account-bound buttons', async () => {
    const session = signedIn({
      user: { id: 'user-1', username: 'admin', name: 'Ada Admin', isAdmin: true },
      account: { status: 'idle', id: null, current: null },
      accounts: { status: 'loaded', list: [] },
    });
    renderShell([], true, session);
    expect(screen.queryByRole('button', { name: /Neuigkeiten/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profilmenü' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText(/^ID:/)).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Account-Signatur kopieren' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Access-Token kopieren' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Administration' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Startseite');
  });

  it('a member sees the account name and id at the top of the profile menu', async () => {
    renderShell(['user']);
    await userEvent.click(screen.getByRole('button', { name: 'Profilmenü' }));
    expect(within(screen.getByRole('menu')).getByText('ID: acc-1')).toBeInTheDocument();
  });
});
