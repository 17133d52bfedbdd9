import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { fail, type Handler } from '../../test/session-harness';
import { NewTaskPage } from './NewTaskPage';
import { TaskRepeatFields } from './TaskRepeatFields';
import { NO_REPEAT, repeatRuleOf, type TaskRepeatFormValues } from './task-repeat-form';
import { taskLookups, tasksHarness, tasksSession, written } from './tasks.fixtures';

// 2026-03-04 is a Wednesday.
const DUE = '2026-03-04';

/** The section with its own state; the `repeat` it makes shows in an output. */
function Section({ dueDate = DUE }: { dueDate?: string }) {
  const [values, setValues] = useState<TaskRepeatFormValues>(NO_REPEAT);
  return (
    <>
      <TaskRepeatFields values={values} onChange={setValues} dueDate={dueDate} messages={{}} />
      <output aria-label="repeat">{JSON.stringify(repeatRuleOf(values))}</output>
    </>
  );
}

function renderSection(language: 'de' | 'en' = 'en') {
  const setup = tasksHarness(() => fail(404, 'no'));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <Section />
      </I18nextProvider>
    </Provider>,
  );
}

const body = () => JSON.parse(screen.getByRole('status', { name: 'repeat' }).textContent ?? 'null') as unknown;

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the repeat section of the task form', { timeout: 60_000 }, () => {
  it('is off at first: no repeat', async () => {
    renderSection();
    expect(await screen.findByRole('group', { name: 'Repeat' })).toBeInTheDocument();
    expect(body()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Every' })).toBeNull();
  });

  it('daily: every n days, after a number of tasks', async () => {
    renderSection();
    await choose('Repeat', 'Daily');
    const every = screen.getByRole('textbox', { name: 'Every' });
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await userEvent.click(screen.getByRole('radio', { name: 'After a number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '5');
    expect(body()).toEqual({ frequency: 'daily', interval: 2, count: 5 });
    expect(screen.getByText('Repeats every 2 days 5 times')).toBeInTheDocument();
  });

  it('weekly: on the weekdays checked (the due date’s at first), until a day', async () => {
    renderSection('de');
    await choose('Wiederholen', 'Wöchentlich');
    expect(screen.getByRole('checkbox', { name: 'Mi' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mo' }));
    expect(body()).toEqual({ frequency: 'weekly', interval: 1, weekdays: [1, 3] });
    await userEvent.click(screen.getByRole('radio', { name: 'Bis Datum' }));
    const until = screen.getByRole('group', { name: 'Bis' });
    await userEvent.click(within(until).getByRole('spinbutton', { name: 'Tag' }));
    await userEvent.keyboard('31122026');
    await waitFor(() => expect(body()).toEqual({ frequency: 'weekly', interval: 1, weekdays: [1, 3], until: '2026-12-31' }));
    expect(screen.getByText('Wiederholt sich wöchentlich am Mo, Mi bis 31.12.2026')).toBeInTheDocument();
  });

  it('monthly: on a day of the month (empty: the due date’s)', async () => {
    renderSection();
    await choose('Repeat', 'Monthly');
    expect(body()).toEqual({ frequency: 'monthly', interval: 1 });
    expect(screen.getByText('Repeats monthly on day 4')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Day of the month' }), '15');
    expect(body()).toEqual({ frequency: 'monthly', interval: 1, day_of_month: 15 });
    expect(screen.getByText('Repeats monthly on day 15')).toBeInTheDocument();
  });

  it('yearly: on the due date’s day; off again: no repeat', async () => {
    renderSection();
    await choose('Repeat', 'Yearly');
    expect(body()).toEqual({ frequency: 'yearly', interval: 1 });
    expect(screen.getByText('Repeats yearly on 04.03.')).toBeInTheDocument();
    await choose('Repeat', 'Does not repeat');
    expect(body()).toBeNull();
  });
});

describe('the repeat section on the new task page', { timeout: 60_000 }, () => {
  function renderNew(flags: string[], handler: Handler) {
    const setup = tasksHarness((request, headers) => taskLookups(request) ?? handler(request, headers), tasksSession(['user'], flags));
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('en')}>
          <MemoryRouter initialEntries={['/tasks/new']}>
            <Routes>
              <Route path="/tasks/new" element={<NewTaskPage />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    return setup;
  }

  it('is hidden without the account flag apps.tasks.recurring', async () => {
    renderNew(['apps.tasks'], () => fail(404, 'no'));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Repeat' })).toBeNull();
  });

  it('sends the rule with the task; without a due date it says so before sending', async () => {
    const { calls } = renderNew(['apps.tasks', 'apps.tasks.recurring'], (request) =>
      request.method === 'POST' ? written('t9', 1) : fail(404, 'no'),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Wochenbericht');
    await choose('Repeat', 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A recurring task needs a date on which it is first due.');
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);

    const due = screen.getByRole('group', { name: 'Due' });
    await userEvent.click(within(due).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('04032026');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request.body).toMatchObject({
        title: 'Wochenbericht',
        due_date: DUE,
        repeat: { frequency: 'weekly', interval: 1, weekdays: [1] },
      }),
    );
  });
});
