import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FilterSubscriptionInput, FilterSubscriptionView } from '@kollab/contracts';
import { OffersPage } from '../features/offers/screens';
import { lookups as offerLookups, offersHarness, page as offersPage } from '../features/offers/offers.fixtures';
import { page, taskLookups, tasksHarness } from '../features/tasks/tasks.fixtures';
import { ApiError, type ApiRequest } from '../lib/api/http';
import { readSavedFilters, writeSavedFilters, type SavedFilter } from '../lib/saved-filters';
import { ok, type Handler } from '../test/session-harness';
import { createI18n } from './i18n';
import { OffersRoute } from './offers-routes';
import { TasksRoute } from './tasks-routes';

const SUBSCRIPTIONS = '/v1/filter_subscriptions';

const subscription = (id: string, overrides: Partial<FilterSubscriptionView> = {}): FilterSubscriptionView => ({
  id,
  list: 'tasks',
  name: 'Offen',
  filter: { status: 'open' },
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  version: 1,
  ...overrides,
});

/** The server's subscriptions, and the writes it was sent (each answered with a WriteResult, as the server does). */
function subscriptionsServer(held: FilterSubscriptionView[]) {
  let rows = [...held];
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const handle = (request: ApiRequest) => {
    if (request.path === SUBSCRIPTIONS && request.method === 'GET') return ok({ data: rows });
    writes.push({ method: request.method, path: request.path, ...(request.body === undefined ? {} : { body: request.body }) });
    const input = request.body as FilterSubscriptionInput;
    if (request.method === 'POST') {
      const created = subscription(`sub-${writes.length + 10}`, { list: input.list, name: input.name, filter: input.filter ?? {} });
      rows = [...rows, created];
      return { status: 201, body: { id: created.id, version: 1, position: 1 }, latestClientVersion: null };
    }
    const id = request.path.slice(SUBSCRIPTIONS.length + 1);
    if (request.method === 'PUT') {
      const changed = subscription(id, { list: input.list, name: input.name, filter: input.filter ?? {}, version: 2 });
      rows = rows.map((row) => (row.id === id ? changed : row));
      return ok({ id, version: 2, position: 2 });
    }
    rows = rows.filter((row) => row.id !== id);
    return ok({ id, version: 3, position: 3 });
  };
  return { handle, writes };
}

const TASK_FILTERS: SavedFilter<Record<string, unknown>>[] = [
  { name: 'Müller', query: { search: 'Müller', status: 'open', order: '-due_date' } },
  { name: 'Offen', query: { status: 'open', order: '-created_at' } },
];

function renderTasks(server: ReturnType<typeof subscriptionsServer>, entry = '/tasks', failing?: Handler) {
  localStorage.clear();
  writeSavedFilters('tasks.', 'user-1', TASK_FILTERS);
  const setup = tasksHarness((request, headers) => {
    if (request.path.startsWith(SUBSCRIPTIONS)) return failing?.(request, headers) ?? server.handle(request);
    return taskLookups(request) ?? page([]);
  });
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/tasks" element={<TasksRoute />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Saved filters' }));
  return within(await screen.findByRole('menu', { name: 'Saved filters' }));
}

const toggle = (menu: ReturnType<typeof within>, name: string) => menu.getByRole('button', { name: `Notify: ${name}` });

describe('"Notify" on saved filters (issue 17)', { timeout: 30_000 }, () => {
  it('reads the subscriptions with the list; a subscribed filter’s toggle is pressed', async () => {
    const server = subscriptionsServer([subscription('sub-1')]);
    const { calls } = renderTasks(server);
    const menu = await openMenu();
    await waitFor(() => expect(toggle(menu, 'Offen')).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle(menu, 'Müller')).toHaveAttribute('aria-pressed', 'false');
    const reads = calls.filter((call) => call.request.path === SUBSCRIPTIONS && call.request.method === 'GET');
    expect(reads).toHaveLength(1);
    expect(reads[0].headers.signature).toBe('sig-1');
  });

  it('on: POSTs the list, the name and the filter keys without brackets (no order, page or limit); off: DELETEs', async () => {
    const server = subscriptionsServer([subscription('sub-1')]);
    renderTasks(server);
    const menu = await openMenu();
    await waitFor(() => expect(toggle(menu, 'Offen')).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(toggle(menu, 'Müller'));
    await waitFor(() => expect(toggle(menu, 'Müller')).toHaveAttribute('aria-pressed', 'true'));
    expect(server.writes).toEqual([
      { method: 'POST', path: SUBSCRIPTIONS, body: { list: 'tasks', name: 'Müller', filter: { search: 'Müller', status: 'open' } } },
    ]);

    await userEvent.click(toggle(menu, 'Offen'));
    await waitFor(() => expect(toggle(menu, 'Offen')).toHaveAttribute('aria-pressed', 'false'));
    expect(server.writes.at(-1)).toEqual({ method: 'DELETE', path: `${SUBSCRIPTIONS}/sub-1` });
    // the saved filters themselves stay in local storage
    expect(readSavedFilters('tasks.', 'user-1').map((filter) => filter.name)).toEqual(['Müller', 'Offen']);
  });

  it('renaming a subscribed filter PUTs its new name; deleting it DELETEs the subscription', async () => {
    const server = subscriptionsServer([subscription('sub-1')]);
    renderTasks(server);
    let menu = await openMenu();
    await waitFor(() => expect(toggle(menu, 'Offen')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(menu.getByRole('button', { name: 'Rename filter Offen' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Offen Technik');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: 'PUT', path: `${SUBSCRIPTIONS}/sub-1`, body: { list: 'tasks', name: 'Offen Technik', filter: { status: 'open' } } },
      ]),
    );

    menu = await openMenu();
    expect(toggle(menu, 'Offen Technik')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(menu.getByRole('button', { name: 'Delete filter Offen Technik' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.writes.at(-1)).toEqual({ method: 'DELETE', path: `${SUBSCRIPTIONS}/sub-1` }));
  });

  it('saving over a subscribed filter PUTs its new filter; renaming one without a subscription sends nothing', async () => {
    const server = subscriptionsServer([subscription('sub-1')]);
    renderTasks(server, '/tasks?status=overdue&team=team-1');
    let menu = await openMenu();
    await waitFor(() => expect(toggle(menu, 'Offen')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(menu.getByRole('menuitem', { name: /Save current filter/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Offen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: 'PUT', path: `${SUBSCRIPTIONS}/sub-1`, body: { list: 'tasks', name: 'Offen', filter: { status: 'overdue', team: 'team-1' } } },
      ]),
    );

    menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Rename filter Müller' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Müller GmbH');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(readSavedFilters('tasks.', 'user-1').map((filter) => filter.name)).toContain('Müller GmbH'));
    expect(server.writes).toHaveLength(1);
  });

  it('a refused subscription shows the error as a toast and leaves the toggle off', async () => {
    const server = subscriptionsServer([]);
    const refuse = (request: ApiRequest) => {
      if (request.method === 'POST') throw new ApiError(422, { code: 'notifications.subscriptions_limit', message: 'limit' });
      return server.handle(request);
    };
    const { store } = renderTasks(server, '/tasks', refuse);
    const menu = await openMenu();
    await userEvent.click(toggle(menu, 'Müller'));
    await waitFor(() =>
      expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'notifications.subscriptions_limit' }),
    );
    expect(toggle(menu, 'Müller')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle(menu, 'Müller')).not.toHaveAttribute('aria-disabled');
  });

  it('/offers subscribes with list offers; a list page without the wiring has no toggle', async () => {
    localStorage.clear();
    writeSavedFilters('offers.', 'user-1', [{ name: 'Angenommen', query: { outcome: 'won', order: 'title' } }]);
    const server = subscriptionsServer([]);
    const setup = offersHarness((request) =>
      request.path.startsWith(SUBSCRIPTIONS) ? server.handle(request) : (offerLookups(request) ?? offersPage([])),
    );
    const view = render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('en')}>
          <MemoryRouter initialEntries={['/offers']}>
            <Routes>
              <Route path="/offers" element={<OffersRoute />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    const menu = await openMenu();
    await userEvent.click(toggle(menu, 'Angenommen'));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: 'POST', path: SUBSCRIPTIONS, body: { list: 'offers', name: 'Angenommen', filter: { outcome: 'won' } } },
      ]),
    );
    view.unmount();

    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('en')}>
          <MemoryRouter initialEntries={['/offers']}>
            <OffersPage />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    const plain = await openMenu();
    expect(plain.getByRole('menuitem', { name: /Angenommen/ })).toBeInTheDocument();
    expect(plain.queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
  });
});
