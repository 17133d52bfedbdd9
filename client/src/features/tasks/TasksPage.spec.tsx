import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { catalogKeys } from '../../lib/i18n-catalog';
import { fail, type Handler } from '../../test/session-harness';
import { readSavedFilters } from '../../lib/saved-filters';
import { TasksPage } from './TasksPage';
import { page, taskLookups, taskView, tasksHarness } from './tasks.fixtures';
import { tasksCatalog } from './tasks.catalog';

const TASKS = [
  taskView('t1', {
    title: 'Pumpe tauschen',
    number: 'AUF-12',
    status: 'overdue',
    due_date: '2026-01-31',
    priority: 'high',
    assignees: [{ user_id: 'user-2', status: 'open' }],
  }),
  taskView('t2', { title: 'Angebot schreiben', number: 'AUF-13', status: 'in_progress' }),
];

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entry = '/tasks', list: Handler = () => page(TASKS)) {
  const setup = tasksHarness((request, headers) => taskLookups(request) ?? (request.path === '/v1/tasks' ? list(request, headers) : fail(404, 'no')));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/tasks"
              element={
                <>
                  <TasksPage />
                  <Where />
                </>
              }
            />
            <Route path="/tasks/:id" element={<p>detail page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const listCalls = (calls: ReturnType<typeof renderPage>['calls']) => calls.filter((call) => call.request.path === '/v1/tasks');

describe('TasksPage', { timeout: 30_000 }, () => {
  it('the catalogues of both languages have the same keys', () => {
    expect(catalogKeys(tasksCatalog.en)).toEqual(catalogKeys(tasksCatalog.de));
  });

  it('lists number, title, status, priority, due date and assignees; a row opens the task', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const row = await within(table).findByRole('row', { name: /Pumpe tauschen/ });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['AUF-12', 'Pumpe tauschenDraft', 'Overdue', 'High', '31.01.2026 (Overdue)', 'Bert Krause', 'Technik']),
    );
    await userEvent.click(row);
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('reads its query from the URL and writes filters and sorting back into it', async () => {
    const { calls } = renderPage('/tasks?status=open&hide_resolved=true&page=2');
    await screen.findByRole('table', { name: 'Tasks' });
    expect(listCalls(calls)[0].request.query).toMatchObject({ page: 2, 'filter[status]': 'open', 'filter[hide_resolved]': true });

    await userEvent.click(screen.getByRole('button', { name: 'Due' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/tasks?order=due_date&status=open&hide_resolved=true'),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ page: 1, order: 'due_date', 'filter[status]': 'open' }));
  });

  it('the search waits for a pause in typing, then asks the server', async () => {
    const { calls } = renderPage();
    await screen.findByRole('table', { name: 'Tasks' });
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search (title or number)' }), { target: { value: 'Pum' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search (title or number)' }), { target: { value: 'Pumpe' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.request.query).toMatchObject({ 'filter[search]': 'Pumpe' }));
    expect(listCalls(calls).length).toBe(before + 1);
  });

  it('saves the current filter under a name and picks it again', async () => {
    localStorage.clear();
    renderPage('/tasks?status=overdue&team=team-1');
    await screen.findByRole('table', { name: 'Tasks' });
    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Save current filter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Überfällig Technik');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(readSavedFilters('tasks.', 'user-1')).toEqual([
      { name: 'Überfällig Technik', query: { status: 'overdue', team: 'team-1', order: '-created_at' } },
    ]);

    // the filter panel is open: the URL has filters
    await userEvent.click(within(await screen.findByRole('group', { name: 'Filters' })).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/tasks'));
    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Überfällig Technik/ }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/tasks?status=overdue&team=team-1'));
  });

  it('an error offers a retry; no tasks at all says so', async () => {
    let broken = true;
    renderPage('/tasks', () => (broken ? fail(500, 'boom', 'server.internal') : page([])));
    await screen.findByText(/trouble|could not|Problem/i);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tasks yet.')).toBeInTheDocument();
  });
});
