import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { renderRouter } from '../test/render-router';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { Shell } from './Shell';
import { shellActions } from './shell.slice';
import { ApiError } from '../lib/api/http';
import { withItemError } from '../lib/item-error';
import { sessionActions, type SessionState } from '../features/session';

/** The user's organisations: Demo (signed in) and Beispiel-AG. */
const MEMBERSHIPS = [
  {
    account_id: 'acc-1',
    account_name: 'Demo-GmbH',
    domain: 'demo',
    account_status: 'active',
    roles: ['user'],
    status: 'active',
    member_since: '2024-01-01',
  },
  {
    account_id: 'acc-2',
    account_name: 'Beispiel-AG',
    domain: 'beispiel',
    account_status: 'active',
    roles: ['user'],
    status: 'active',
    member_since: '2024-01-01',
  },
];

function renderShell(roles: Role[], termsAccepted = true, given?: SessionState) {
  const session =
    given ?? signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles, terms_accepted: termsAccepted }) } });
  const { store, navigate, calls } = harness((request) => {
    if (request.path === '/v1/users/user-1/accounts') return ok({ data: MEMBERSHIPS, meta: { page: 1, limit: 100, total: MEMBERSHIPS.length } });
    if (request.path === '/v1/accounts/acc-2') return ok({ ...account('sig-2', { roles: ['user'] }), id: 'acc-2', name: 'Beispiel-AG' });
    return ok(request.path === '/v2/updates' || request.path === '/v1/bookmarks/' ? { data: [], meta: { page: 1, limit: 10, total: 0 } } : {});
  }, session);
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/home', element: <p>Start</p> }] }], { initialEntries: ['/home'] });
  renderRouter(store, router);
  return { store, router, navigate, calls };
}

/** The roles of what a role=menu holds directly (an <hr> is a separator). */
const menuChildRoles = (menu: HTMLElement) =>
  new Set([...menu.children].map((child) => child.getAttribute('role') ?? (child.tagName === 'HR' ? 'separator' : child.tagName.toLowerCase())));

describe('Shell', () => {
  it('has the bell of the inbox in the top bar (its count read once)', async () => {
    const { calls } = renderShell(['user']);
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.request.path === '/v1/notifications/unread_count')).toHaveLength(1));
  });

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
    // build info beside the menu (axe: a role=menu holds only menu items and separators)
    const build = screen.getByRole('region', { name: 'Build-Informationen' });
    expect(within(build).getByText(/^Aktueller Build: \d+\.\d+\.\d+$/)).toBeInTheDocument();
    expect(within(build).getByText('Neuester Build: unbekannt')).toBeInTheDocument();
    expect(menuChildRoles(menu)).toEqual(new Set(['menuitem', 'separator']));
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
    expect(screen.getByText('ID: acc-1')).toBeInTheDocument();
    expect(menuChildRoles(screen.getByRole('menu'))).toEqual(new Set(['menuitem', 'separator']));
  });

  it('the first Tab stop is the skip link, which moves focus to the content (issue 11 item 15)', async () => {
    renderShell(['user']);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('every sidebar link sits in a list item (axe rule list)', () => {
    renderShell(['user']);
    const links = within(screen.getByRole('navigation', { name: 'Navigation' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.parentElement?.tagName).toBe('LI');
  });

  it('an item of another of the user’s organisations: the dialog offers to switch there (issue 11 item 9)', async () => {
    const { store, calls } = renderShell(['user']);
    const account = { account_id: 'acc-2', account_name: 'Beispiel-AG' };
    store.dispatch({
      type: 'tasks/taskLoadFailed',
      ...withItemError({ id: 't-1' }, new ApiError(404, { message: 'x', code: 'tenancy.other_account', account })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    expect(within(dialog).getByText(/gehört zu Ihrer Organisation Beispiel-AG/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Abmelden', 'Hier bleiben', 'Zu Beispiel-AG wechseln']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zu Beispiel-AG wechseln' }));
    expect(store.getState().shell.foreignContent.open).toBe(false);
    // the /acc link flow takes over: it reads the user's accounts and switches to Beispiel-AG
    await waitFor(() => expect(calls.map((call) => call.request.path)).toContain('/v1/users/user-1/accounts'));
    await waitFor(() => expect(calls.map((call) => call.request.path)).toContain('/v1/accounts/acc-2'));
  });
});
