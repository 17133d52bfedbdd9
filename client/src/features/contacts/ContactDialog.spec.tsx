import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { ApiError } from '../../lib/api/http';
import { fail, ok, type Handler } from '../../test/session-harness';
import { contactsActions } from './contacts.slice';
import { contactPush, contactsHarness, contactView, element, formView, lookups, notFound } from './contacts.fixtures';
import { ContactDialog } from './ContactDialog';

const ELEMENTS = [
  element('branche', 'dropdown', { label: 'Industry', options: ['Handel', 'Energie'], required: true, helpblock: 'The main industry' }),
  element('vertrieb', 'divider', { label: 'Sales' }),
  element('newsletter', 'checkbox', { label: 'Newsletter' }),
  element('erstkontakt', 'date', { label: 'First contact' }),
  element('termin', 'date-time', { label: 'Next meeting' }),
  element('notiz', 'long-text', { label: 'Note', placeholder: 'What matters?' }),
  element('kurz', 'short-text', { label: 'Short name' }),
  element('kanaele', 'multiple', { label: 'Channels', options: ['E-Mail', 'Phone'] }),
  element('mitarbeiter', 'number', { label: 'Employees' }),
  element('groesse', 'radio', { label: 'Size', options: ['small', 'large'] }),
  element('zufriedenheit', 'rating', { label: 'Satisfaction', max: 5 }),
  element('anruf', 'time', { label: 'Best time to call' }),
  element('betreuer', 'user', { label: 'Technical contact' }),
];

const invalid = (errors: Record<string, string[]>) => {
  throw new ApiError(422, { message: 'The input is invalid.', code: 'request.validation_failed', errors });
};

function renderDialog(mode: 'create' | 'edit', api: Handler = () => notFound()) {
  const setup = contactsHarness((request, headers) => lookups(request, formView(ELEMENTS)) ?? api(request, headers));
  if (mode === 'edit') setup.store.dispatch(contactsActions.opened({ id: 'a', isManager: false }));
  // as the pages open it: the form schema read, the shared lookups while the dialog is open
  setup.store.dispatch(contactsActions.formNeeded());
  setup.store.dispatch(contactsActions.editorOpened({ mode }));
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <ContactDialog />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (dialog: HTMLElement, name: string, value: string) => fireEvent.change(field(dialog, name), { target: { value } });
const helper = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function choose(dialog: HTMLElement, combobox: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(dialog: HTMLElement) {
  type(dialog, 'Name', 'Neue Firma');
  type(dialog, 'Number', 'K-9');
  type(dialog, 'VAT ID', 'DE 999 888 777');
  type(dialog, 'Street', 'Weg 1');
  type(dialog, 'ZIP code', '10115');
  type(dialog, 'City', 'Berlin');
  await choose(dialog, 'Type', 'Kunde');
  await choose(dialog, 'Industry', 'Handel');
  fireEvent.change(within(dialog).getByRole('combobox', { name: /^Country/ }), { target: { value: 'Germ' } });
  await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
}

// MUI selects and the autocomplete are slow to drive in jsdom
describe('ContactDialog', { timeout: 45_000 }, () => {
  it('renders the account form: all 13 element types with label, help and placeholder', async () => {
    renderDialog('create');
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await within(dialog).findByRole('combobox', { name: /^Industry/ });
    expect(within(dialog).getByText('The main industry')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Newsletter' })).toBeInTheDocument();
    // dates, date-times and times: the app's date inputs (DD.MM.YYYY, HH:mm), not the browser's
    expect(within(dialog).getByRole('group', { name: 'First contact' })).toHaveTextContent('DD.MM.YYYY');
    expect(within(dialog).getByRole('group', { name: 'Next meeting' })).toHaveTextContent('DD.MM.YYYY hh:mm');
    expect(field(dialog, 'Note')).toHaveAttribute('placeholder', 'What matters?');
    expect(field(dialog, 'Short name')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Channels' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Employees' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio', { name: /Star/ })).toHaveLength(5);
    expect(within(dialog).getByRole('group', { name: 'Best time to call' })).toHaveTextContent('hh:mm');
    expect(within(dialog).getByRole('combobox', { name: 'Technical contact' })).toBeInTheDocument();
  });

  it('checks the contracts rules before sending: required fields, ZIP digits, required details; nothing is posted', async () => {
    const { calls } = renderDialog('create');
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await within(dialog).findByRole('combobox', { name: /^Industry/ });
    type(dialog, 'ZIP code', '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create contact' }));
    expect(helper(field(dialog, 'Name'))).toBe('This field is required.');
    expect(helper(field(dialog, 'Street'))).toBe('This field is required.');
    expect(helper(field(dialog, 'ZIP code'))).toBe('Please enter 3 to 10 digits.');
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(7);
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it("says at once that a number is taken, with the server's words", async () => {
    renderDialog('create', (request) =>
      request.path.startsWith('/v1/contacts/attributes/number/') ? ok({ number: 'K-1', taken: true, contact_id: 'b' }) : notFound(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await within(dialog).findByRole('combobox', { name: /^Industry/ });
    type(dialog, 'Number', 'K-1');
    await waitFor(() => expect(helper(field(dialog, 'Number'))).toBe('A contact with this number already exists'));
  });

  it("posts the normalised body; the server's field errors show beside their fields", async () => {
    const { calls } = renderDialog('create', (request) =>
      request.method === 'POST'
        ? invalid({ 'address.zip': ['ZIP from the server'], 'details.branche': ['Industry from the server'] })
        : ok({ number: 'K-9', taken: false, contact_id: null }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await within(dialog).findByRole('combobox', { name: /^Industry/ });
    await fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Phone' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Employees' }), { target: { value: '42' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(helper(field(dialog, 'ZIP code'))).toBe('ZIP from the server'));
    expect(within(dialog).getByText('Industry from the server')).toBeInTheDocument();
    expect(calls.find((call) => call.request.method === 'POST')?.request.body).toEqual({
      name: 'Neue Firma',
      number: 'K-9',
      type: 'type-kd',
      address: { street: 'Weg 1', zip: '10115', city: 'Berlin', country: 'DE' },
      uid: 'DE 999 888 777',
      details: { branche: 'Handel', newsletter: false, kanaele: ['Phone'], mitarbeiter: 42 },
    });
    // changing the field takes the server's message away
    type(dialog, 'ZIP code', '10117');
    expect(helper(field(dialog, 'ZIP code'))).not.toBe('ZIP from the server');
  });

  it('a push of a newer version while editing says so at once; the edit stays based on the version it began with', async () => {
    const { store } = renderDialog('edit', (request) =>
      request.method === 'GET' && request.path === '/v1/contacts/a'
        ? ok(contactView('a', { name: 'Alt GmbH', version: 1, details: { branche: 'Energie' } }))
        : notFound(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Alt GmbH'));
    type(dialog, 'Name', 'Meine Änderung');
    act(() => {
      store.dispatch(contactsActions.viewPushed(contactPush(contactView('a', { name: 'Fremd GmbH', version: 2 }))));
    });
    expect(await within(dialog).findByText(/changed this contact in the meantime/)).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveValue('Meine Änderung');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('an edit that was overtaken (409) says so; Reload shows the current contact to save again', async () => {
    let version = 1;
    const { calls } = renderDialog('edit', (request) => {
      if (request.method === 'GET' && request.path === '/v1/contacts/a')
        return ok(contactView('a', { name: version === 1 ? 'Alt GmbH' : 'Neu GmbH', version, details: { branche: 'Energie' } }));
      if (request.method === 'PUT') return fail(409, 'stale', 'concurrency.wrong_expected_version');
      return notFound();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Alt GmbH'));
    type(dialog, 'Name', 'Meine Änderung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/changed this contact in the meantime/)).toBeInTheDocument();
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({ ifMatch: 1, body: { name: 'Meine Änderung' } });
    version = 2;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field(screen.getByRole('dialog', { name: 'Edit contact' }), 'Name')).toHaveValue('Neu GmbH'));
    expect(screen.queryByText(/changed this contact in the meantime/)).not.toBeInTheDocument();
  });
});
