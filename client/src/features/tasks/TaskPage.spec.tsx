import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PortalTaskView } from '@kollab/contracts';
import { portalTaskView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { fail, ok, type Handler } from '../../test/session-harness';
import { NewTaskPage } from './NewTaskPage';
import { tasksActions } from './tasks.slice';
import { TaskPage } from './TaskPage';
import { taskDetail, taskLookups, taskView, tasksHarness, tasksSession, written } from './tasks.fixtures';

function renderAt(entry: string, handler: Handler, roles: string[] = ['user'], language: 'de' | 'en' = 'en') {
  const setup = tasksHarness((request, headers) => taskLookups(request) ?? handler(request, headers), tasksSession(roles));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/tasks/new" element={<NewTaskPage />} />
            <Route path="/tasks/:id" element={<TaskPage id="t1" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

/** The read view first; "Edit" (as on a protocol) opens the form. */
async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('form', { name: 'Edit task' });
}

describe('TaskPage', { timeout: 60_000 }, () => {
  it('shows the task read first, like a protocol; Edit opens the form, Cancel and a saved edit go back to the read view', async () => {
    renderAt('/tasks/t1', (request) => {
      if (request.method === 'GET' && request.path === '/v1/tasks/t1')
        return ok(taskDetail(taskView('t1', { title: 'Pumpe tauschen', priority: 'high', due_date: '2026-12-24', version: 3 })));
      if (request.method === 'PATCH') return written('t1', 4);
      return fail(404, 'no');
    });
    expect(await screen.findByRole('heading', { name: 'Pumpe tauschen' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit task' })).toBeNull();
    expect(screen.getByText('Priority').closest('dt')?.nextElementSibling).toHaveTextContent('High');
    expect(screen.getByText('Due').closest('dt')?.nextElementSibling).toHaveTextContent('24.12.2026');
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit task' })).toBeNull();
    const form = await openEditor();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), ' heute');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit task' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('edits the title; a 409 shows the conflict dialog with their change and mine, re-apply sends mine onto the current version', async () => {
    let current = taskView('t1', { title: 'Pumpe tauschen', version: 3 });
    const base = current;
    const { calls } = renderAt('/tasks/t1', (request) => {
      if (request.method === 'GET' && request.path === '/v1/tasks/t1') return ok(request.query?.version === 3 ? base : taskDetail(current));
      if (request.method === 'PATCH' && request.ifMatch === 3) return fail(409, 'stale', 'concurrency.wrong_expected_version');
      if (request.method === 'PATCH') return written('t1', 5);
      return fail(404, 'no');
    });
    await openEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    current = taskView('t1', { title: 'Pumpe tauschen', priority: 'urgent', version: 4 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Pumpe ersetzen');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(within(dialog).getByRole('region', { name: 'Their changes' })).getByText('Normal → Urgent')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Your changes' })).getByText('Pumpe tauschen → Pumpe ersetzen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /re-apply/i }));
    await waitFor(() =>
      expect(calls.filter((call) => call.request.method === 'PATCH').map((call) => [call.request.ifMatch, call.request.body])).toEqual([
        [3, { title: 'Pumpe ersetzen' }],
        [4, { title: 'Pumpe ersetzen' }],
      ]),
    );
  });

  it("someone else's change while I edit keeps my input (the conflict waits for the save); without edits the form follows", async () => {
    const { store } = renderAt('/tasks/t1', (request) =>
      request.path === '/v1/tasks/t1' ? ok(taskDetail(taskView('t1', { title: 'Pumpe tauschen', version: 3 }))) : fail(404, 'no'),
    );
    await openEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    act(() => {
      store.dispatch(
        tasksActions.viewPushed({ collection: 'tasks', id: 't1', view: taskView('t1', { title: 'Von Bert', version: 4 }), position: 9 }),
      );
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Von Bert'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Meins');
    act(() => {
      store.dispatch(
        tasksActions.viewPushed({ collection: 'tasks', id: 't1', view: taskView('t1', { title: 'Wieder Bert', version: 5 }), position: 10 }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Wieder Bert' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Meins');
    expect(screen.getByText(/Someone else changed the task meanwhile/)).toBeInTheDocument();
  });

  it('a portal user sees the task read-only (no edit form, no delete), with the type and assignee names the view carries', async () => {
    const shared = taskView('t1', { title: 'Geteilt', published: true, type: 'type-rek', assignees: [{ user_id: 'user-9', status: 'in_progress' }] });
    const view: PortalTaskView = portalTaskView(shared, { type_title: 'Reklamation', user_names: { 'user-9': 'Ben Brandt' } });
    // Every other call (users, types) is refused, as it is for portal users: the names come from the view.
    renderAt('/tasks/t1', (request) => (request.path === '/v1/tasks/t1' ? ok({ ...view, can: { edit: false, delete: false } }) : fail(403, 'no')), [
      'contact',
    ]);
    expect(await screen.findByRole('heading', { name: 'Geteilt' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Reklamation')).toBeInTheDocument();
    expect(screen.getByText(/Ben Brandt \(In progress\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Unknown/)).toBeNull();
  });

  it('a team member with read only sees the task read-only: no edit form, status, people pickers, links, uploads or delete; watching and commenting stay', async () => {
    const view = taskView('t1', {
      title: 'Nur lesen',
      published: true,
      assignees: [{ user_id: 'user-2', status: 'open' }],
      contacts: [{ contact_id: 'c1', public: false }],
    });
    renderAt('/tasks/t1', (request) => (request.path === '/v1/tasks/t1' ? ok(taskDetail(view, { edit: false, delete: false })) : fail(404, 'no')));
    expect(await screen.findByRole('heading', { name: 'Nur lesen' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add assignee' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add viewer' })).toBeNull();
    expect(screen.getByText('Bert Krause')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Bert Krause as assignee' })).toBeNull();
    expect(screen.getByLabelText('Watch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /comments/i }));
    expect(await screen.findByRole('button', { name: 'Comment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /files/i }));
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });

  it('an editor (edit, no delete) gets Edit (the form) and the status, not the delete button; a push keeps that', async () => {
    const { store } = renderAt('/tasks/t1', (request) =>
      request.path === '/v1/tasks/t1'
        ? ok(
            taskDetail(taskView('t1', { title: 'Bearbeitbar', published: true, version: 2, assignees: [{ user_id: 'user-2', status: 'open' }] }), {
              edit: true,
              delete: false,
            }),
          )
        : fail(404, 'no'),
    );
    expect(await openEditor()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Add assignee' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove Bert Krause as assignee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    act(() => {
      store.dispatch(
        tasksActions.viewPushed({
          collection: 'tasks',
          id: 't1',
          view: taskView('t1', { title: 'Von Bert', published: true, version: 3 }),
          position: 9,
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Von Bert' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit task' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('who may delete sees the delete button', async () => {
    renderAt('/tasks/t1', (request) => (request.path === '/v1/tasks/t1' ? ok(taskDetail(taskView('t1', { title: 'Meins' }))) : fail(404, 'no')));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("new task in the German UI: the dates read and take TT.MM.JJJJ (not the browser's mm/dd/yyyy) and are sent as YYYY-MM-DD", async () => {
    const { calls } = renderAt('/tasks/new', (request) => (request.method === 'POST' ? written('t9', 1) : fail(404, 'no')), ['user'], 'de');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Pumpe');
    const due = screen.getByRole('group', { name: 'Fällig' });
    expect(due).toHaveTextContent('TT.MM.JJJJ');
    await userEvent.click(within(due).getByRole('spinbutton', { name: 'Tag' }));
    await userEvent.keyboard('24122026');
    expect(
      within(due)
        .getAllByRole('spinbutton')
        .map((section) => section.textContent)
        .join('.'),
    ).toBe('24.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aufgabe anlegen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request.body).toMatchObject({ title: 'Pumpe', due_date: '2026-12-24' }),
    );
  });

  it('new task: choosing a type with a template onto a description with content asks first; publishing without a team is refused before sending', async () => {
    const { calls } = renderAt('/tasks/new', (request) => (request.method === 'POST' ? written('t9', 1) : fail(404, 'no')));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Pumpe');
    const editor = screen.getByRole('textbox', { name: 'Description' });
    editor.innerHTML = '<p>Eigener Text</p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Auftrag' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Attach below' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' }).innerHTML).toBe('<p>Eigener Text</p><p>Vorlage</p>'));
    await userEvent.click(screen.getByLabelText('Published'));
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('publishing fails without team and type');
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });
});
