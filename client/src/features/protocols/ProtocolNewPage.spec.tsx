import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { ApiError } from '../../lib/api/http';
import { type Handler } from '../../test/session-harness';
import { notFound, protocolsHarness, written } from './protocols.fixtures';
import { ProtocolNewPage } from './ProtocolNewPage';

function renderNew(handler: Handler = (request) => (request.method === 'POST' ? written('p1', 1) : notFound())) {
  const setup = protocolsHarness(handler);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter>
          <ProtocolNewPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const posts = (calls: ReturnType<typeof renderNew>['calls']) => calls.filter((call) => call.request.method === 'POST');
const body = () => screen.getByRole('textbox', { name: 'Inhalt' });

async function chooseType(title: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Typ' }));
  await userEvent.click(await screen.findByRole('option', { name: title }));
}

describe('ProtocolNewPage', { timeout: 30_000 }, () => {
  it('a title is required before anything is sent', async () => {
    const { calls } = renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Protokoll anlegen' }));
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAccessibleDescription(/.+/);
    expect(posts(calls)).toHaveLength(0);
  });

  it('publishing without type and team is refused in the form with the rule', async () => {
    const { calls } = renderNew();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Jour fixe');
    await userEvent.click(screen.getByRole('switch', { name: 'Veröffentlicht' }));
    await userEvent.click(screen.getByRole('button', { name: 'Protokoll anlegen' }));
    expect(screen.getByText('Veröffentlichen geht nur mit Typ und mindestens einem Team.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates a draft with the fields given and opens it', async () => {
    const { calls, navigate } = renderNew();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Jour fixe');
    await userEvent.click(screen.getByRole('button', { name: 'Protokoll anlegen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/protocols/p1'));
    expect(posts(calls)[0].request.body).toMatchObject({ title: 'Jour fixe', author: 'user-1', published: false, comments_enabled: true });
    expect(posts(calls)[0].request.body).not.toHaveProperty('type');
  });

  it('shows the server’s 422 field errors beside the fields', async () => {
    renderNew(() => {
      throw new ApiError(422, { message: 'invalid', code: 'request.validation_failed', errors: { date: ['Das Datum ist ungültig'] } });
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Jour fixe');
    await userEvent.click(screen.getByRole('button', { name: 'Protokoll anlegen' }));
    expect(await screen.findByText('Das Datum ist ungültig')).toBeInTheDocument();
  });

  it('a type with a template fills an empty body without asking', async () => {
    renderNew();
    await chooseType('Besprechung');
    await waitFor(() => expect(body().innerHTML).toBe('<h2>Agenda</h2>'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a type with a template asks when the body has content: attach keeps mine and adds the template below', async () => {
    renderNew();
    await userEvent.type(body(), 'Meine Notizen');
    await chooseType('Besprechung');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unten anhängen' }));
    await waitFor(() => expect(body().innerHTML).toBe('Meine Notizen<h2>Agenda</h2>'));
  });
});
