import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fail, ok, signedIn, type Handler } from '../../test/session-harness';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { lookupShown, selectCountries, selectUsers, sharedLookups } from '../../lib/lookups.api';
import { contactsActions as actions } from './contacts.slice';
import { contactsHarness, contactPush, contactView, lookups, notFound, page, portalView } from './contacts.fixtures';
import { settle } from '../../test/settle';

const written = (id: string, version = 2) => ok({ id, version, position: 10 });
const paths = (calls: { request: ApiRequest }[]) => calls.map(({ request }) => `${request.method} ${request.path}`);
const contactsSession = (roles: string[] = ['user']) =>
  signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: roles as never, apps: ['contacts'], flags: ['apps.contacts'] }) },
  });

/** The server: lookups, contact `a` (at `version`), and `rest` for anything else. */
function server(rest: Handler = () => fail(404, 'not found', 'request.not_found'), version = () => 1): Handler {
  return (request, headers) => {
    const lookup = lookups(request);
    if (lookup) return lookup;
    if (request.method === 'GET' && request.path === '/v1/contacts/a' && request.query?.version === undefined)
      return ok(contactView('a', { version: version() }));
    return rest(request, headers);
  };
}

afterEach(() => vi.useRealTimers());

describe('contacts saga', () => {
  it('reads the list with search, filters, order and paging as the server names them', async () => {
    const { store, calls } = contactsHarness(
      server(() => page([contactView('a')])),
      contactsSession(),
    );
    store.dispatch(actions.listRequested({ search: ' müller ', name: 'Mü', number: '', type: 'type-kd', order: '-number', page: 2, limit: 10 }));
    await settle(() => store.getState().contacts.list.status === 'loaded');
    expect(calls[0].request).toMatchObject({
      method: 'GET',
      path: '/v1/contacts',
      query: { page: 2, limit: 10, order: '-number', search: 'müller', name: 'Mü', number: undefined, type: 'type-kd' },
    });
    expect(store.getState().contacts.list.ids).toEqual(['a']);
  });

  it('a failing list read ends "failed" (the page offers a retry)', async () => {
    const { store } = contactsHarness(() => fail(500, 'boom', 'server.internal'), contactsSession());
    store.dispatch(actions.listRequested());
    await settle(() => store.getState().contacts.list.status === 'failed');
    expect(store.getState().contacts.list.status).toBe('failed');
  });

  it('reads each lookup once (the shared lookups, as the screens ask for them)', async () => {
    const { store, calls } = contactsHarness(server(), contactsSession());
    const { contactTypes, countries, users } = sharedLookups;
    store.dispatch(lookupShown(contactTypes));
    store.dispatch(lookupShown(countries));
    await settle(() => selectCountries(store.getState()).length > 0);
    store.dispatch(lookupShown(contactTypes));
    store.dispatch(lookupShown(users));
    await settle(() => selectUsers(store.getState()).length > 0);
    expect(paths(calls)).toEqual(['GET /v1/account_manager/contact_types', 'GET /v1/static_content/countries', 'GET /v2/users/']);
    expect(calls[2].request.query).toMatchObject({ limit: 500, unscoped: true });
  });

  it('opening a contact reads it; a manager also reads its portal, nobody else does', async () => {
    const portal = (request: ApiRequest) => (request.path === '/v1/portals' ? page([portalView('a')]) : notFound());
    const user = contactsHarness(server(portal), contactsSession(['user']));
    user.store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => user.store.getState().contacts.detail.status === 'loaded');
    await settle();
    expect(paths(user.calls)).not.toContain('GET /v1/portals');

    const manager = contactsHarness(server(portal), contactsSession(['user', 'manager']));
    manager.store.dispatch(actions.opened({ id: 'a', isManager: true }));
    await settle(() => manager.store.getState().contacts.detail.portal.status === 'loaded');
    expect(manager.calls.find((call) => call.request.path === '/v1/portals')?.request.query).toMatchObject({ 'filter[contact_id]': 'a' });
    expect(manager.store.getState().contacts.detail.portal.view?.members[0].full_name).toBe('Paula Portal');
  });

  it('an unknown contact fails with its status, and the shell gets the item error', async () => {
    const { store } = contactsHarness(
      server(() => notFound()),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'zz', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'failed');
    expect(store.getState().contacts.detail.error).toEqual({ status: 404, code: 'contacts.contact_not_found' });
  });

  it("the number check waits for a pause, and the edited contact's own number is not taken", async () => {
    const answers: Record<string, { taken: boolean; contact_id: string | null }> = {
      'K-1': { taken: true, contact_id: 'a' },
      'K-2': { taken: true, contact_id: 'b' },
    };
    const { store, calls } = contactsHarness(
      server((request) => {
        const number = decodeURIComponent(request.path.split('/').pop() ?? '');
        return ok({ number, ...answers[number] });
      }),
      contactsSession(),
    );
    store.dispatch(actions.editorOpened({ mode: 'edit' }));
    store.dispatch(actions.numberChanged({ number: 'K', own: 'a' }));
    store.dispatch(actions.numberChanged({ number: 'K-1', own: 'a' }));
    await settle(() => store.getState().contacts.editor.contact.number.status !== 'checking');
    expect(paths(calls)).toEqual(['GET /v1/contacts/attributes/number/K-1']);
    expect(store.getState().contacts.editor.contact.number).toEqual({ number: 'K-1', status: 'free' });

    store.dispatch(actions.numberChanged({ number: 'K-2', own: 'a' }));
    await settle(() => store.getState().contacts.editor.contact.number.status !== 'checking');
    expect(store.getState().contacts.editor.contact.number).toEqual({ number: 'K-2', status: 'taken' });
  });

  it('a new contact is posted; the dialog closes with a toast and the contact opens', async () => {
    const { store, calls, navigate } = contactsHarness(
      server((request) => (request.method === 'POST' ? ok({ id: 'n1', version: 1, position: 3 }) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.editorOpened({ mode: 'create' }));
    store.dispatch(actions.saveRequested({ mode: 'create', body: { name: 'Neu', number: 'K-9' } }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls[0].request).toMatchObject({ method: 'POST', path: '/v1/contacts', body: { name: 'Neu', number: 'K-9' } });
    expect(navigate).toHaveBeenCalledWith('/contacts/n1');
    expect(store.getState().contacts.editor.contact.mode).toBeNull();
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'contacts:toasts.created' });
  });

  it('a refused save keeps the dialog with the field errors and toasts the failure', async () => {
    const { store } = contactsHarness(
      server((request) => (request.method === 'POST' ? fail422({ number: ['A contact with this number already exists'] }) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.editorOpened({ mode: 'create' }));
    store.dispatch(actions.saveRequested({ mode: 'create', body: { name: 'Neu', number: 'K-1' } }));
    await settle(() => store.getState().contacts.editor.contact.status === 'failed');
    expect(store.getState().contacts.editor.contact).toMatchObject({
      mode: 'create',
      error: 'request.validation_failed',
      fieldErrors: { number: ['A contact with this number already exists'] },
    });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'request.validation_failed' });
  });

  it('an edit sends If-Match with the version it is based on, then reads the contact again', async () => {
    let version = 1;
    const { store, calls } = contactsHarness(
      server(
        (request) => {
          if (request.method !== 'PUT') return notFound();
          version = 2;
          return written('a', 2);
        },
        () => version,
      ),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    store.dispatch(actions.editorOpened({ mode: 'edit' }));
    store.dispatch(actions.saveRequested({ mode: 'edit', id: 'a', version: 1, body: { name: 'Neu' } }));
    await settle(() => store.getState().contacts.detail.view?.version === 2);
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({ path: '/v1/contacts/a', ifMatch: 1, body: { name: 'Neu' } });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'contacts:toasts.saved' });
  });

  it('a stale edit (409) shows "changed in the meantime"; Reload reads the contact and starts the dialog over', async () => {
    let version = 1;
    const { store } = contactsHarness(
      server(
        (request) => (request.method === 'PUT' ? fail(409, 'stale', 'concurrency.wrong_expected_version') : notFound()),
        () => version,
      ),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    store.dispatch(actions.editorOpened({ mode: 'edit' }));
    const serial = store.getState().contacts.editor.contact.serial;
    store.dispatch(actions.saveRequested({ mode: 'edit', id: 'a', version: 1, body: { name: 'Neu' } }));
    await settle(() => store.getState().contacts.editor.contact.status === 'conflict');
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'warning', message: 'contacts:toasts.stale' });
    version = 3;
    store.dispatch(actions.conflictReloadRequested());
    await settle(() => store.getState().contacts.editor.contact.serial > serial);
    expect(store.getState().contacts.detail.view?.version).toBe(3);
    expect(store.getState().contacts.editor.contact).toMatchObject({ status: 'idle', mode: 'edit' });
  });

  it("a person's conflict: Reload reads the contact first, then the dialog starts over from it", async () => {
    let version = 1;
    const { store } = contactsHarness(
      server(
        () => notFound(),
        () => version,
      ),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    store.dispatch(actions.personEditorOpened({ personId: 'p1' }));
    store.dispatch(actions.personSaveRejected({ code: 'concurrency.wrong_expected_version', fieldErrors: null }));
    const serial = store.getState().contacts.editor.person.serial;
    version = 2;
    store.dispatch(actions.personConflictReloadRequested());
    await settle(() => store.getState().contacts.editor.person.serial > serial);
    expect(store.getState().contacts.detail.view?.version).toBe(2);
    expect(store.getState().contacts.editor.person).toMatchObject({ open: true, personId: 'p1', status: 'idle' });
  });

  it('deleting sends If-Match, toasts and goes back to the list', async () => {
    const { store, calls, navigate } = contactsHarness(
      server((request) => (request.method === 'DELETE' ? written('a', 2) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.deleteRequested({ id: 'a', version: 4 }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls[0].request).toMatchObject({ method: 'DELETE', path: '/v1/contacts/a', ifMatch: 4 });
    expect(navigate).toHaveBeenCalledWith('/contacts');
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'contacts:toasts.deleted' });
  });

  it('a logo is uploaded as multipart `file` with If-Match and shown from a blob read with the auth headers', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo-1'), revokeObjectURL: vi.fn() }));
    let logo: string | null = null;
    const { store, calls } = contactsHarness((request, headers) => {
      if (request.method === 'POST' && request.path === '/v1/contacts/a/logo') {
        logo = '/api/v1/files/f-1';
        return written('a', 2);
      }
      if (request.path === '/v1/files/f-1') return ok(new Blob(['png'], { type: 'image/png' }));
      if (request.method === 'GET' && request.path === '/v1/contacts/a') return ok(contactView('a', { logo, version: logo ? 2 : 1 }));
      return server()(request, headers);
    }, contactsSession());
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    store.dispatch(actions.logoUploadRequested({ id: 'a', version: 1, file }));
    await settle(() => store.getState().contacts.detail.logo !== null);
    const upload = calls.find((call) => call.request.method === 'POST')!.request;
    expect(upload.ifMatch).toBe(1);
    expect((upload.body as FormData).get('file')).toBe(file);
    expect(calls.find((call) => call.request.path === '/v1/files/f-1')?.request.responseType).toBe('blob');
    expect(store.getState().contacts.detail.logo).toEqual({ source: '/api/v1/files/f-1', url: 'blob:logo-1' });
  });

  it('persons are added, changed and removed on the contact with If-Match', async () => {
    const { store, calls } = contactsHarness(
      server((request) => (request.method === 'GET' ? notFound() : written('p1', 2))),
      contactsSession(),
    );
    store.dispatch(actions.personSaveRequested({ id: 'a', personId: null, version: 1, body: { name: 'Petra' } }));
    store.dispatch(actions.personSaveRequested({ id: 'a', personId: 'p1', version: 2, body: { name: 'Petra S.' } }));
    store.dispatch(actions.personDeleteRequested({ id: 'a', personId: 'p1', version: 3 }));
    await settle(() => store.getState().notifications.queue.length === 3);
    const writes = calls.filter((call) => call.request.method !== 'GET').map(({ request }) => [request.method, request.path, request.ifMatch]);
    expect(writes).toEqual([
      ['POST', '/v1/contacts/a/persons', 1],
      ['PUT', '/v1/contacts/a/persons/p1', 2],
      ['DELETE', '/v1/contacts/a/persons/p1', 3],
    ]);
    expect(store.getState().notifications.queue.map((notice) => notice.message)).toEqual([
      'contacts:toasts.personAdded',
      'contacts:toasts.personSaved',
      'contacts:toasts.personDeleted',
    ]);
  });

  it('a push of the open contact brings its history up to date when the history is shown', async () => {
    const history = (last: number) =>
      ok({
        data: Array.from({ length: last }, (_, i) => ({
          version: i + 1,
          type: 'ContactChanged',
          actor_id: 'user-1',
          actor_name: null,
          occurred_at: '2024-01-01T00:00:00Z',
          position: i,
          changes: [],
        })),
      });
    let last = 1;
    const { store } = contactsHarness(
      server((request) => (request.path === '/v1/contacts/a/history' ? history(last) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    store.dispatch(actions.historyRequested());
    await settle(() => store.getState().contacts.detail.history.status === 'loaded');
    last = 2;
    store.dispatch(actions.viewPushed(contactPush(contactView('a', { version: 2, name: 'Neu' }))));
    await settle(() => store.getState().contacts.detail.history.entries.length === 2);
    expect(store.getState().contacts.detail.view?.name).toBe('Neu');
    expect(store.getState().contacts.detail.history.entries).toHaveLength(2);
  });

  it('a push of a contact not on the page reads the page again, once per burst', async () => {
    const { store, calls } = contactsHarness(
      server((request) => (request.path === '/v1/contacts' ? page([contactView('b')]) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.listRequested());
    await settle(() => store.getState().contacts.list.status === 'loaded');
    store.dispatch(actions.viewPushed(contactPush(contactView('x1'))));
    store.dispatch(actions.viewPushed(contactPush(contactView('x2'))));
    await settle(() => calls.filter((call) => call.request.path === '/v1/contacts').length === 2);
    await settle({ turns: 400 }); // at least 400 ms, longer than the re-read delay: no third read comes
    expect(calls.filter((call) => call.request.path === '/v1/contacts')).toHaveLength(2);
  });

  it('after a reconnect, the list, the open contact and the loaded form schema are read again', async () => {
    const { store, calls } = contactsHarness(
      server((request) => (request.path === '/v1/contacts' ? page([contactView('a')]) : notFound())),
      contactsSession(),
    );
    store.dispatch(actions.listRequested());
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded' && store.getState().contacts.lookups.form.status === 'loaded');
    calls.length = 0;
    store.dispatch(actions.rereadRequested());
    await settle(() => calls.length >= 3);
    expect(paths(calls).sort()).toEqual(['GET /v1/account_manager/contact_form', 'GET /v1/contacts', 'GET /v1/contacts/a']);
  });

  it('"show as it was" reads the contact at that version', async () => {
    const { store, calls } = contactsHarness(
      server((request) =>
        request.path === '/v1/contacts/a' && request.query?.version === 1 ? ok(contactView('a', { name: 'Früher' })) : notFound(),
      ),
      contactsSession(),
    );
    store.dispatch(actions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded');
    store.dispatch(actions.pastVersionRequested({ version: 1 }));
    await settle(() => store.getState().contacts.detail.past.status === 'loaded');
    expect(calls.at(-1)?.request).toMatchObject({ path: '/v1/contacts/a', query: { version: 1 } });
    expect(store.getState().contacts.detail.past.view?.name).toBe('Früher');
  });
});

/** The server's validation answer: 422 with the field errors in the request's language. */
function fail422(errors: Record<string, string[]>): never {
  throw new ApiError(422, { message: 'The input is invalid.', code: 'request.validation_failed', errors });
}
