import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { fail } from '../../test/session-harness';
import { MyOpenTasksCard, myOpenTasksPath } from './MyOpenTasksCard';
import { page, taskView, tasksHarness } from './tasks.fixtures';

describe('MyOpenTasksCard', { timeout: 20_000 }, () => {
  it('lists my open tasks as number and title, each linking to the task, and links to the whole list', async () => {
    const { store, calls } = tasksHarness((request) =>
      request.path === '/v1/tasks' ? page([taskView('t1', { number: 'AUF-7', title: 'Pumpe tauschen', due_date: '2026-04-01' })]) : fail(404, 'no'),
    );
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter>
            <MyOpenTasksCard />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    const card = await screen.findByRole('region', { name: 'Meine offenen Aufgaben' });
    expect(await within(card).findByRole('link', { name: 'AUF-7 · Pumpe tauschen' })).toHaveAttribute('href', '/tasks/t1');
    expect(within(card).getByRole('link', { name: 'Alle meine Aufgaben' })).toHaveAttribute('href', myOpenTasksPath('user-1'));
    expect(myOpenTasksPath('user-1')).toBe('/tasks?order=-due_date&assignee=user-1&hide_resolved=true');
    expect(calls[0].request.query).toMatchObject({ limit: 5, 'filter[assignee]': 'user-1' });
  });
});
