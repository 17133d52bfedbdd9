import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ItemAbilities, PortalNames, ProtocolView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { fail, ok, type Handler } from '../../test/session-harness';
import { page, portalView, protocolPush, protocolsHarness, protocolView, written } from './protocols.fixtures';
import { protocolsActions } from './protocols.slice';
import { ProtocolPage } from './ProtocolPage';

const HISTORY = {
  data: [
    {
      version: 1,
      type: 'ProtocolCreated',
      actor_id: 'user-1',
      actor_name: 'Anna Albers',
      occurred_at: '2026-03-04T09:00:00Z',
      position: 1,
      changes: [{ field: 'title', from: null, to: 'Entwurf' }],
    },
    {
      version: 2,
      type: 'ProtocolChanged',
      actor_id: 'user-2',
      actor_name: 'Bert Krause',
      occurred_at: '2026-03-05T14:30:00Z',
      position: 5,
      changes: [{ field: 'title', from: 'Entwurf', to: 'Jour fixe' }],
    },
  ],
};

/** `can`: what GET v1/protocols/{id} says the caller may do (staff default: everything; portal users: nothing). */
function renderPage(
  view: ProtocolView | (() => ProtocolView),
  handler: Handler = () => page([]),
  roles = ['user'],
  can?: ItemAbilities,
  names?: PortalNames,
) {
  const now = typeof view === 'function' ? view : () => view;
  const id = now().id;
  const staff = roles.includes('user');
  const abilities = can ?? { edit: staff, delete: staff };
  const setup = protocolsHarness((request, headers) => {
    if (request.method === 'GET' && request.path === `/v1/protocols/${id}` && request.query?.version === undefined)
      return ok({ ...(staff ? now() : portalView(id, now(), names)), can: abilities });
    if (request.path === `/v1/protocols/${id}/history`) return ok(HISTORY);
    return handler(request, headers);
  }, roles);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[`/protocols/${id}`]}>
          <Routes>
            <Route path="/protocols/:id" element={<ProtocolPage id={id} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('ProtocolPage', { timeout: 30_000 }, () => {
  it('shows the fields and the body through the allowlist (nothing executable)', async () => {
    renderPage(
      protocolView('a', {
        title: 'Jour fixe',
        body: '<h2>Agenda</h2><p>Punkt<img src=x onerror="window.pwned=1"></p><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'PR-1 · Jour fixe' })).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Inhalt' });
    expect(within(body).getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
    await waitFor(() => expect(screen.getByText('Ben Roth')).toBeInTheDocument());
    expect(screen.getByText('04.03.2026')).toBeInTheDocument();
  });

  it('edits with If-Match; a 409 shows the conflict and "re-apply" sends my change on the current version', async () => {
    const base = protocolView('a', { title: 'Alt', version: 3 });
    const current = protocolView('a', { title: 'Alt', attendees: ['user-2', 'user-1'], version: 4 });
    let patches = 0;
    let onServer = base;
    const { calls, store } = renderPage(
      () => onServer,
      (request) => {
        if (request.method === 'PATCH') {
          patches += 1;
          return patches === 1 ? fail(409, 'stale', 'concurrency.wrong_expected_version') : written('a', 5);
        }
        if (request.method === 'GET' && request.query?.version === 3) return ok(base);
        return page([]);
      },
    );
    await screen.findByRole('heading', { name: 'PR-1 · Alt' });
    // someone else's write arrives while the form is open: the form keeps its base
    await userEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Mein Titel');
    onServer = current;
    store.dispatch(protocolsActions.viewPushed(protocolPush(current)));
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({ ifMatch: 3, body: { title: 'Mein Titel' } });
    expect(within(dialog).getByText(/Mein Titel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meine Änderungen erneut anwenden' }));
    await waitFor(() => expect(patches).toBe(2));
    const second = calls.filter((call) => call.request.method === 'PATCH')[1].request;
    expect(second).toMatchObject({ ifMatch: 4, body: { title: 'Mein Titel' } });
    // their attendee change stays (not sent back)
    expect(second.body).not.toHaveProperty('attendees');
  });

  it('the history tab lists the changes; a version shows read-only with a banner', async () => {
    renderPage(protocolView('a', { title: 'Jour fixe', version: 2 }), (request) =>
      request.query?.version === 1 ? ok(protocolView('a', { title: 'Entwurf', version: 1 })) : page([]),
    );
    await screen.findByRole('heading', { name: 'PR-1 · Jour fixe' });
    await userEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    await screen.findByText(/Entwurf → Jour fixe/);
    await userEvent.click(screen.getAllByRole('button', { name: 'Diese Version anzeigen' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sie sehen Version 1 (nur lesend).'));
    expect(screen.getByRole('heading', { name: 'PR-1 · Entwurf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeDisabled();
  });

  it('comments: add one, the own one can be deleted after confirming', async () => {
    const view = protocolView('a', {
      comments: [
        { id: 'c1', body: 'Meiner', author_id: 'user-1', created_at: '2026-03-04T10:00:00Z', updated_at: '2026-03-04T10:00:00Z' },
        { id: 'c2', body: 'Fremder', author_id: 'user-2', created_at: '2026-03-04T11:00:00Z', updated_at: '2026-03-04T11:00:00Z' },
      ],
    });
    const { calls } = renderPage(view, (request) => (request.method === 'POST' || request.method === 'DELETE' ? written('a', 2) : page([])));
    await screen.findByText('Meiner');
    expect(screen.getAllByRole('button', { name: 'Kommentar löschen' })).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Neu dazu');
    await userEvent.click(screen.getByRole('button', { name: 'Kommentieren' }));
    await waitFor(() =>
      expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
        path: '/v1/protocols/a/comments',
        body: { body: 'Neu dazu' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kommentar löschen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kommentar löschen' }));
    await waitFor(() => expect(calls.find((call) => call.request.method === 'DELETE')?.request.path).toBe('/v1/protocols/a/comments/c1'));
  });

  it('a deletion pushed while open shows the notice', async () => {
    const { store } = renderPage(protocolView('a', { version: 2 }));
    await screen.findByRole('heading', { name: 'PR-1 · Protokoll a' });
    store.dispatch(protocolsActions.viewPushed({ collection: 'protocols', id: 'a', view: { id: 'a', version: 3, deleted: true }, position: 30 }));
    expect(await screen.findByText('Dieses Protokoll wurde gelöscht.')).toBeInTheDocument();
  });

  it('portal users see the protocol read-only (no edit, delete, history or contacts)', async () => {
    renderPage(protocolView('a', { title: 'Geteilt' }), () => page([]), ['contact']);
    await screen.findByRole('heading', { name: 'PR-1 · Geteilt' });
    expect(screen.getByText('Sie sehen dieses Protokoll nur lesend.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Verlauf' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Kontakte' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toBeInTheDocument();
  });

  it('portal users see the type, author and attendees by the names the view carries (they may not read the lookups)', async () => {
    const names = { type_title: 'Kundentermin', user_names: { 'user-1': 'Anna Albers', 'user-2': 'Martin Manager', 'user-3': 'Ben Brandt' } };
    renderPage(
      protocolView('a', { title: 'Geteilt', type: 'type-kt', attendees: ['user-2', 'user-3'] }),
      () => fail(403, 'no'),
      ['contact'],
      undefined,
      names,
    );
    await screen.findByRole('heading', { name: 'PR-1 · Geteilt' });
    expect(screen.getByText('Kundentermin')).toBeInTheDocument();
    expect(screen.getByText('Anna Albers')).toBeInTheDocument();
    expect(screen.getByText('Martin Manager, Ben Brandt')).toBeInTheDocument();
  });

  it('a team member with read only sees no edit, delete, links or upload; watching and commenting stay', async () => {
    const view = protocolView('a', { title: 'Nur lesen', published: true });
    renderPage(view, () => page([]), ['user'], { edit: false, delete: false });
    await screen.findByRole('heading', { name: 'PR-1 · Nur lesen' });
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Datei hochladen' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Kontakt verknüpfen' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Aufgabe verknüpfen' })).toBeNull();
    expect(screen.getByLabelText('Beobachten')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toBeInTheDocument();
  });

  it('an editor (edit, no delete) gets "Bearbeiten", links and upload but no delete; a push keeps that', async () => {
    const { store } = renderPage(protocolView('a', { title: 'Bearbeitbar', version: 2 }), () => page([]), ['user'], { edit: true, delete: false });
    await screen.findByRole('heading', { name: 'PR-1 · Bearbeitbar' });
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Datei hochladen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kontakt verknüpfen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    store.dispatch(protocolsActions.viewPushed(protocolPush(protocolView('a', { title: 'Von Ben', version: 3 }))));
    expect(await screen.findByRole('heading', { name: 'PR-1 · Von Ben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('who may delete sees "Löschen"', async () => {
    renderPage(protocolView('a', { title: 'Meins' }), () => page([]), ['user'], { edit: true, delete: true });
    await screen.findByRole('heading', { name: 'PR-1 · Meins' });
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
  });

  it('an unknown protocol says so', async () => {
    const setup = protocolsHarness(() => fail(404, 'not found', 'protocols.protocol_not_found'));
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter>
            <ProtocolPage id="zzz" />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('Dieses Protokoll gibt es nicht, oder Sie dürfen es nicht sehen.')).toBeInTheDocument();
  });
});
