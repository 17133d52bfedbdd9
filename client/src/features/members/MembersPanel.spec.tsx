import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { fail, harness, ok, type Handler } from '../../test/session-harness';
import { MembersPanel } from './MembersPanel';
import { memberView } from './members.fixtures';

const members = [
  memberView('user-1', { full_name: 'Anna Berg', roles: ['user', 'manager'] }),
  memberView('u2', { full_name: 'Ben Kurz', activated: false }),
];

function renderPanel(
  handler: Handler = (request) =>
    request.method === 'GET' ? ok({ data: members, meta: { page: 1, limit: 25, total: 2 } }) : ok({ id: 'u2', version: 2, position: 1 }),
) {
  const setup = harness(handler);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MembersPanel currentUserId="user-1" />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('MembersPanel', () => {
  it('renders a row per member with dates as DD.MM.YYYY', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Members of the organisation' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2
    expect(within(rows[1]).getByText('Anna Berg')).toBeInTheDocument();
    expect(within(rows[1]).getByText('05.03.2024')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Ben Kurz')).toBeInTheDocument();
  });

  it('disables the status toggle for oneself only', async () => {
    renderPanel();
    expect(await screen.findByRole('switch', { name: 'Anna Berg active' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Ben Kurz active' })).toBeEnabled();
  });

  it('toggling another member dispatches the status change', async () => {
    const { store, calls } = renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Ben Kurz active' }));
    await screen.findByRole('switch', { name: 'Ben Kurz active', checked: false });
    expect(calls.at(-1)?.request).toMatchObject({ method: 'PATCH', path: '/v1/accounts/members/u2/attributes/status', body: { status: 'inactive' } });
    expect(store.getState().members.list.entities.u2?.status).toBe('inactive');
  });

  it('deletes only after the confirm dialog', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Kurz' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
    expect(within(dialog).getByText('Ben Kurz will be removed from the organisation.')).toBeInTheDocument();
    expect(calls.some((call) => call.request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Anna Berg');
    expect(calls.at(-1)?.request).toMatchObject({ method: 'DELETE', path: '/v1/accounts/members/u2' });
  });

  it('cancelling the confirm dialog deletes nothing', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Kurz' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove member' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.request.method === 'DELETE')).toBe(false);
  });

  it('oneself cannot be removed', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Anna Berg' }));
    expect(screen.getByRole('menuitem', { name: 'Remove member' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Send welcome e-mail' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows "trouble loading the list" with a retry', async () => {
    renderPanel(() => fail(500, 'x', 'server.internal'));
    expect(await screen.findByText('There was trouble loading the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('validates the invite form with the contracts before sending', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it('invites with username and names, which a new user needs', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nora@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'nora');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.request.method === 'POST')!.request;
    expect(post).toMatchObject({
      path: '/v1/accounts/members/invitations',
      body: { email: 'nora@example.com', username: 'nora', first_name: 'Nora', last_name: 'Neu' },
    });
  });

  it('the create form submitted empty flags every required field (username, e-mail, first and last name), not only the e-mail', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Create member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const name of [/Username/, /E-mail/, /First name/, /Last name/]) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required.');
    }
    // optional: without it the new member gets an activation link
    expect(within(dialog).getByLabelText(/Temporary password/)).not.toBeRequired();
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it('the invite form submitted empty flags the e-mail (an existing user needs nothing else)', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).not.toHaveAccessibleDescription('This field is required.');
  });
});
