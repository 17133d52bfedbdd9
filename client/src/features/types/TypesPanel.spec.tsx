import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { ClaimTypeNode, ItemTypeView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { harness, ok, type Handler } from '../../test/session-harness';
import { ClaimsPanel } from './ClaimsPanel';
import { TypesPanel } from './TypesPanel';

const base = { version: 1, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };
const LISTS: Record<string, ItemTypeView[]> = {
  contact_types: [{ ...base, id: 'k1', kind: 'contact', title: 'Kunde', short: 'KD' }],
  task_types: [
    { ...base, id: 'a1', kind: 'task', title: 'Reklamation', short: 'REK', template: '<h3>Reklamation</h3><p>Was ist passiert?</p>', is_claim: true },
  ],
  protocol_types: [],
};
const node = (id: string, title: string, parent_id: string | null, children: ClaimTypeNode[] = []): ClaimTypeNode => ({
  ...base,
  id,
  kind: 'claim',
  title,
  parent_id,
  children,
});
const TREE = [node('c1', 'Reklamation', null, [node('c2', 'Lieferung', 'c1', [node('c3', 'Beschädigt', 'c2')])])];

const refusal = (status: number, code: string, errors: Record<string, string[]>): never => {
  throw new ApiError(status, { message: code, code: code as never, errors });
};

function api(write: Handler = () => ok({ id: 'new', version: 1, position: 1 })): Handler {
  return (request: ApiRequest, headers) => {
    if (request.method !== 'GET') return write(request, headers);
    const list = request.path.split('/').at(-1)!;
    if (list === 'claim_types') return ok({ data: TREE, meta: { page: 1, limit: 3, total: 3 } });
    return ok({ data: LISTS[list] ?? [], meta: { page: 1, limit: 1, total: 1 } });
  };
}

function renderPanel(panel: 'types' | 'claims', handler = api()) {
  const setup = harness(handler, undefined, '/manager/account');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>{panel === 'types' ? <TypesPanel /> : <ClaimsPanel />}</I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('TypesPanel', () => {
  it('lists contact, task and protocol types, templates as text', async () => {
    renderPanel('types');
    const contact = await screen.findByRole('table', { name: 'Contact types' });
    expect(within(contact).getByText('Kunde')).toBeInTheDocument();
    const task = await screen.findByRole('table', { name: 'Task types' });
    expect(within(task).getByText('Reklamation Was ist passiert?')).toBeInTheDocument();
    expect(within(task).getByText('Yes')).toBeInTheDocument();
    expect(await screen.findByText('No protocol types yet.')).toBeInTheDocument();
  });

  it('shows a taken prefix on its field', async () => {
    const { calls } = renderPanel(
      'types',
      api(() => refusal(409, 'types.short_taken', { short: ['A type with this prefix already exists.'] })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Kundin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Prefix/ }), 'KD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A type with this prefix already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Prefix/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.request.method === 'POST')?.request.body).toEqual({ title: 'Kundin', short: 'KD' });
  });

  it('edits a task type with its template and claim flag', async () => {
    const { calls } = renderPanel('types');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reklamation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task type' });
    expect(within(dialog).getByRole('textbox', { name: 'Template' }).innerHTML).toBe('<h3>Reklamation</h3><p>Was ist passiert?</p>');
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tasks of this type are claims' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/account_manager/task_types/a1',
      ifMatch: 1,
      body: { title: 'Reklamation', short: 'REK', template: '<h3>Reklamation</h3><p>Was ist passiert?</p>', is_claim: false },
    });
  });

  it("a type in use: the server's message with its count above the list", async () => {
    renderPanel(
      'types',
      api(() => refusal(409, 'types.type_in_use', { usage: ['This type is still used by 3 items and cannot be deleted.'] })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kunde' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This type is still used by 3 items and cannot be deleted.', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
  });
});

describe('ClaimsPanel', () => {
  it('shows the tree in order and adds a child under a node', async () => {
    const { calls } = renderPanel('claims');
    const tree = await screen.findByRole('list', { name: 'Claim types' });
    expect(
      within(tree)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reklamation', 'Lieferung', 'Beschädigt']);
    await userEvent.click(screen.getByRole('button', { name: 'Add a sub-type to Lieferung' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Verspätet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/account_manager/claim_types',
      body: { title: 'Verspätet', parent_id: 'c2' },
    });
  });

  it("moving a node below its own sub-type shows the server's refusal on the parent field", async () => {
    renderPanel(
      'claims',
      api(() => refusal(422, 'request.validation_failed', { parent_id: ['A claim type cannot be moved below itself or one of its sub-types.'] })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reklamation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit claim type' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parent claim type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Beschädigt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A claim type cannot be moved below itself or one of its sub-types.')).toBeInTheDocument();
  });
});
