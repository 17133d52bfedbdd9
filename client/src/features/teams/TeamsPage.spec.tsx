import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { account, fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { memberView } from '../members/members.fixtures';
import type { Role, TeamView } from '@kollab/contracts';
import { TeamsPage } from './TeamsPage';
import { teamView } from './teams.fixtures';

const people = [
  memberView('user-1', { full_name: 'Anna Berg' }),
  memberView('ben', { full_name: 'Ben Kurz' }),
  memberView('clara', { full_name: 'Clara Neu' }),
  memberView('paula', { full_name: 'Paula Portal', roles: ['contact'], portal: true }),
];
/** As a team admin (anna, user-1) sees them: permissions only in Technik, which she administers. */
const teams: TeamView[] = [
  teamView('t1', 'Technik', [
    { user_id: 'user-1', permissions: ['admin'], extended_permissions: true },
    { user_id: 'ben', permissions: ['read', 'create', 'edit'], extended_permissions: false },
  ]),
  teamView('t2', 'Vertrieb', [{ user_id: 'ben' }, { user_id: 'user-1' }]),
];

function api(write: Handler = () => ok({ id: 't1', version: 2, position: 3 })): Handler {
  return (request, headers) => {
    if (request.method !== 'GET') return write(request, headers);
    if (request.path === '/v1/teams') return ok({ data: teams, meta: { page: 1, limit: 500, total: teams.length } });
    if (request.path === '/v1/teams/t1') return ok(teams[0]);
    if (request.path === '/v2/users') return ok({ data: people, meta: { page: 1, limit: 500, total: people.length } });
    return fail(404, 'not found', 'request.not_found');
  };
}

function renderPage(roles: Role[], handler = api()) {
  const setup = harness(handler, signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles }) } }), '/manager/teams');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <TeamsPage />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const teamList = () => screen.findByRole('list', { name: 'Teams' });

describe('TeamsPage', () => {
  it('a manager sees every team, may create and delete', async () => {
    renderPage(['manager', 'user']);
    const list = await teamList();
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Technik'), expect.stringContaining('Vertrieb')]);
    expect(screen.getByRole('button', { name: 'New team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeInTheDocument();
  });

  it('a team admin who is not a manager sees only the teams they administer, without create or delete', async () => {
    renderPage(['user', 'team_admin']);
    const list = await teamList();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('Technik')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
  });

  it("shows the members' permissions as checkboxes; admin fixes the four it implies", async () => {
    renderPage(['manager', 'user']);
    const table = await screen.findByRole('table', { name: 'Members of Technik' });
    await within(table).findByText('Anna Berg');
    expect(within(table).getByRole('checkbox', { name: 'Edit: Anna Berg' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Edit: Anna Berg' })).toBeDisabled();
    expect(within(table).getByRole('checkbox', { name: 'Extended: Anna Berg' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Delete: Ben Kurz' })).not.toBeChecked();
  });

  it("ticking a permission sends the member's whole grant", async () => {
    const { calls } = renderPage(['manager', 'user']);
    const table = await screen.findByRole('table', { name: 'Members of Technik' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: 'Delete: Ben Kurz' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/teams/t1/members/ben',
      body: { permissions: ['read', 'create', 'edit', 'delete'], extended_permissions: false },
    });
  });

  it('the member picker offers active staff not yet in the team (no portal users)', async () => {
    const { calls } = renderPage(['manager', 'user']);
    const form = await screen.findByRole('form', { name: 'Add member' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'User' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Clara Neu']);
    await userEvent.click(options[0]);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Edit' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/teams/t1/members',
      body: { user_id: 'clara', permissions: ['read', 'edit'], extended_permissions: false },
    });
  });

  it('shows "last admin cannot be removed" beside the members', async () => {
    renderPage(
      ['manager', 'user'],
      api(() => fail(409, 'last admin cannot be removed', 'teams.last_admin_cannot_be_removed')),
    );
    const table = await screen.findByRole('table', { name: 'Members of Technik' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Remove Anna Berg from the team' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove member?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('last admin cannot be removed', { selector: '.MuiAlert-message' })).toBeInTheDocument();
  });

  it('validates a new team with the contracts (short at most 5)', async () => {
    const { calls } = renderPage(['manager', 'user']);
    await userEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });
});
