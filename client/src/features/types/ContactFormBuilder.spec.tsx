import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { errorMessage, type ContactFormView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { harness, ok, type Handler } from '../../test/session-harness';
import { ContactFormBuilder } from './ContactFormBuilder';
import { formBuilderActions } from './form-builder.slice';

const saved: ContactFormView = {
  id: 'acc-1',
  version: 3,
  updated_at: '2024-01-01T00:00:00Z',
  elements: [
    { key: 'branche', type: 'dropdown', label: 'Branche', helpblock: null, placeholder: null, required: true, options: ['Handel', 'Industrie'] },
    { key: 'notiz', type: 'long-text', label: 'Notiz', helpblock: 'Intern', placeholder: null, required: false },
  ],
};

function api(write: Handler = () => ok({ id: 'acc-1', version: 4, position: 9 }), form = saved): Handler {
  return (request: ApiRequest, headers) => (request.method === 'GET' ? ok(form) : write(request, headers));
}

function renderBuilder(handler = api()) {
  const setup = harness(handler, undefined, '/manager/account?tab=contact-form');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <ContactFormBuilder />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const put = (calls: { request: ApiRequest }[]) => calls.find((call) => call.request.method === 'PUT')?.request;

describe('ContactFormBuilder', () => {
  it('shows the saved elements and their preview', async () => {
    renderBuilder();
    const elements = await screen.findByRole('list', { name: 'Elements of the contact form' });
    expect(within(elements).getByRole('region', { name: '1. Dropdown' })).toBeInTheDocument();
    expect(within(elements).getByRole('region', { name: '2. Long text' })).toBeInTheDocument();
    const preview = screen.getByRole('form', { name: 'Preview' });
    expect(within(preview).getByRole('combobox', { name: /Branche/ })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: 'Notiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save form' })).toBeDisabled();
  });

  it('adds an element, previews it live, and saves the whole schema with If-Match', async () => {
    const { calls } = renderBuilder();
    await screen.findByRole('list', { name: 'Elements of the contact form' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Element type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add element' }));
    const added = screen.getByRole('region', { name: '3. Rating' });
    await userEvent.type(within(added).getByRole('textbox', { name: /Label/ }), 'Zufriedenheit');
    expect(within(added).getByRole('textbox', { name: /Key/ })).toHaveValue('zufriedenheit');
    expect(within(screen.getByRole('form', { name: 'Preview' })).getByText('Zufriedenheit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(put(calls)).toBeDefined());
    expect(put(calls)).toMatchObject({ path: '/v1/account_manager/contact_form', ifMatch: 3 });
    expect((put(calls)?.body as { elements: unknown[] }).elements).toEqual([
      ...saved.elements,
      { key: 'zufriedenheit', type: 'rating', label: 'Zufriedenheit', helpblock: null, placeholder: null, required: false, max: 5 },
    ]);
  });

  it('reorders and removes elements', async () => {
    const { calls } = renderBuilder();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Notiz up' }));
    expect(screen.getAllByRole('region').map((region) => region.querySelector('h3')?.textContent)).toEqual(['1. Long text', '2. Dropdown']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Branche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(put(calls)).toBeDefined());
    expect((put(calls)?.body as { elements: Array<{ key: string }> }).elements.map((element) => element.key)).toEqual(['notiz']);
  });

  it("checks the draft with the contracts' rules before saving", async () => {
    const { calls } = renderBuilder();
    await screen.findByRole('list', { name: 'Elements of the contact form' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Element type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Radio buttons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add element' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    const added = screen.getByRole('region', { name: '3. Radio buttons' });
    expect(within(added).getAllByText('This field is required.')).toHaveLength(2); // the label and the empty option
    expect(screen.getByText('Please check the marked fields.')).toBeInTheDocument();
    expect(put(calls)).toBeUndefined();
  });

  it("a stale version: the server's refusal is shown and the draft kept", async () => {
    const stale = () => {
      throw new ApiError(409, { message: 'stale', code: 'concurrency.wrong_expected_version' });
    };
    renderBuilder(api(stale));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Notiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(errorMessage('concurrency.wrong_expected_version', 'en'))).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('a newer schema pushed while the draft is unchanged replaces it', async () => {
    const { store } = renderBuilder();
    await screen.findByRole('list', { name: 'Elements of the contact form' });
    const newer: ContactFormView = { ...saved, version: 4, elements: [saved.elements[1]] };
    store.dispatch(formBuilderActions.viewPushed({ collection: 'contact_forms', id: 'acc-1', view: newer, position: 20 }));
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(1));
  });
});
