import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TaskRepeatView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { fail, ok, type Handler } from '../../test/session-harness';
import { TaskPage } from './TaskPage';
import { taskDetail, taskLookups, taskView, tasksHarness, tasksSession, written } from './tasks.fixtures';

const series: TaskRepeatView = {
  rule: { frequency: 'weekly', interval: 1, weekdays: [1, 3], until: '2027-12-31' },
  series_id: 's1',
  index: 3,
  next_due_date: '2027-01-05',
};

function renderTask(handler: Handler) {
  const setup = tasksHarness(
    (request, headers) => taskLookups(request) ?? handler(request, headers),
    tasksSession(['user'], ['apps.tasks', 'apps.tasks.recurring']),
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={['/tasks/t1']}>
          <Routes>
            <Route path="/tasks/:id" element={<TaskPage id="t1" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('a recurring task on its page', { timeout: 60_000 }, () => {
  it('shows its series: number, next date and the rule in words', async () => {
    renderTask((request) =>
      request.path === '/v1/tasks/t1' ? ok(taskDetail(taskView('t1', { due_date: '2026-12-30', repeat: series }))) : fail(404, 'no'),
    );
    const row = (await screen.findByText('Wiederholung')).closest('dt')?.nextElementSibling as HTMLElement;
    expect(row).toHaveTextContent('Wiederkehrend · Nr. 3 · nächste am 05.01.2027');
    expect(row).toHaveTextContent('Wiederholt sich wöchentlich am Mo, Mi bis 31.12.2027');
  });

  it('says when it is the last of its series', async () => {
    renderTask((request) =>
      request.path === '/v1/tasks/t1'
        ? ok(taskDetail(taskView('t1', { due_date: '2027-12-29', repeat: { ...series, next_due_date: null } })))
        : fail(404, 'no'),
    );
    expect(await screen.findByText(/Nr\. 3 · die letzte der Serie/)).toBeInTheDocument();
  });

  it('ends the series after asking: PATCH repeat null on the version shown', async () => {
    let current = taskView('t1', { due_date: '2026-12-30', repeat: series, version: 4 });
    const { calls } = renderTask((request) => {
      if (request.method === 'GET' && request.path === '/v1/tasks/t1') return ok(taskDetail(current));
      if (request.method === 'PATCH') {
        current = { ...current, repeat: null, version: 5 };
        return written('t1', 5);
      }
      return fail(404, 'no');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Serie beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serie beenden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Serie beenden' }));
    await waitFor(() => {
      const patch = calls.find((call) => call.request.method === 'PATCH');
      expect(patch?.request.body).toEqual({ repeat: null });
      expect(patch?.request.ifMatch).toBe(4);
    });
    await waitFor(() => expect(screen.queryByText('Wiederholung')).toBeNull());
  });

  it('offers no end to who may not edit the task', async () => {
    renderTask((request) =>
      request.path === '/v1/tasks/t1'
        ? ok(taskDetail(taskView('t1', { due_date: '2026-12-30', repeat: series }), { edit: false, delete: false }))
        : fail(404, 'no'),
    );
    expect(await screen.findByText(/Wiederkehrend · Nr\. 3/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Serie beenden' })).toBeNull();
  });
});
