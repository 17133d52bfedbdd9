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
  offer_types: [{ ...base, id: 'o1', kind: 'offer', title: 'Wartungsangebot', short: 'WA', template: '<p>Leistungsumfang:</p>' }],
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
    const [list, id] = request.path.replace('/v1/account_manager/', '').split('/');
    if (list === 'claim_types') return ok({ data: TREE, meta: { page: 1, limit: 3, total: 3 } });
    // one type read again after a write
    if (id) return ok(LISTS[list]?.find((type) => type.id === id) ?? refusal(404, 'types.type_not_found', {}));
    return ok({ data: LISTS[list] ?? [], meta: { page: 1, limit: 1, total: 1 } });
  };
}

function renderPanel(panel: 'types' | 'claims' | 'offers', handler = api()) {
  const setup = harness(handler, undefined, '/manager/account');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>{panel === 'claims' ? <ClaimsPanel /> : <TypesPanel offers={panel === 'offers'} />}</I18nextProvider>
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

describe('TypesPanel: offer types (issue 14)', () => {
  const offerWrites = (write: Handler) => api((request, headers) => write(request, headers));

  it('lists the offer types with their prefix and template only with the offers app', async () => {
    const { calls } = renderPanel('offers');
    const offers = await screen.findByRole('table', { name: 'Offer types' });
    expect(within(offers).getByText('Wartungsangebot')).toBeInTheDocument();
    expect(within(offers).getByText('WA')).toBeInTheDocument();
    expect(within(offers).getByText('Leistungsumfang:')).toBeInTheDocument();
    expect(calls.map((call) => call.request.path)).toContain('/v1/account_manager/offer_types');
  });

  it('without the offers app the offer types are neither read nor shown', async () => {
    const { calls } = renderPanel('types');
    await screen.findByRole('table', { name: 'Contact types' });
    expect(screen.queryByRole('heading', { name: 'Offer types' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.request.path)).not.toContain('/v1/account_manager/offer_types');
  });

  it('creates an offer type with title, prefix and the rich-text template editor', async () => {
    const { calls } = renderPanel(
      'offers',
      offerWrites(() => ok({ id: 'o2', version: 1, position: 9 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add offer type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer type' });
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Neuanlage');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Prefix/ }), 'NEU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/account_manager/offer_types',
      body: { title: 'Neuanlage', short: 'NEU', template: null },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New offer type' })).not.toBeInTheDocument());
  });

  it('checks the fields before sending: the prefix stops at 5 characters, the title is required', async () => {
    const { calls } = renderPanel('offers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add offer type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer type' });
    const prefix = within(dialog).getByRole('textbox', { name: /Prefix/ });
    await userEvent.type(prefix, 'ANGEBOT');
    expect(prefix).toHaveValue('ANGEB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it('edits an offer type with its template (If-Match of its version)', async () => {
    const { calls } = renderPanel('offers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wartungsangebot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer type' });
    expect(within(dialog).getByRole('textbox', { name: 'Template' }).innerHTML).toBe('<p>Leistungsumfang:</p>');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Wartung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.request.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/account_manager/offer_types/o1',
      ifMatch: 1,
      body: { title: 'Wartung', short: 'WA', template: '<p>Leistungsumfang:</p>' },
    });
  });

  it('deletes an unused offer type after the confirmation', async () => {
    const { calls } = renderPanel(
      'offers',
      offerWrites(() => ok({ id: 'o1', version: 2, position: 10 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Wartungsangebot' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Wartungsangebot')).not.toBeInTheDocument());
    expect(calls.find((call) => call.request.method === 'DELETE')?.request).toMatchObject({ path: '/v1/account_manager/offer_types/o1', ifMatch: 1 });
    expect(await screen.findByText('No offer types yet.')).toBeInTheDocument();
  });

  it("a used offer type is not deleted: the server's refusal stands above its list", async () => {
    renderPanel(
      'offers',
      offerWrites(() => refusal(409, 'types.type_in_use', { usage: ['This type is still used by 2 items and cannot be deleted.'] })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Wartungsangebot' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }));
    const offers = await screen.findByRole('region', { name: 'Offer types' });
    expect(
      await within(offers).findByText('This type is still used by 2 items and cannot be deleted.', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
    expect(within(offers).getByText('Wartungsangebot')).toBeInTheDocument();
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
