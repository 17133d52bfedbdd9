import { describe, expect, it } from 'vitest';
import { contactsActions } from '../features/contacts';
import { contactsHarness, contactPush, contactView, formView, element, lookups, notFound, page } from '../features/contacts/contacts.fixtures';
import { realtimeActions } from '../features/realtime';
import type { ApiRequest } from '../lib/api/http';
import { ok, signedIn } from '../test/session-harness';
import { settle } from '../test/settle';

function api(request: ApiRequest) {
  if (request.path === '/v1/accounts/acc-1') return ok(signedIn().account.current);
  if (request.path === '/v1/contacts') return page([contactView('a')]);
  if (request.path === '/v1/contacts/a') return ok(contactView('a'));
  return lookups(request) ?? notFound();
}

const contactPaths = (calls: { request: ApiRequest }[]) =>
  calls
    .map((call) => call.request.path)
    .filter((path) => path.includes('contact'))
    .sort();

describe('live views: contacts', () => {
  it('contacts/contactChanged reaches the list and the open contact', async () => {
    const { store } = contactsHarness(api, signedIn(), '/contacts');
    store.dispatch(contactsActions.listRequested());
    store.dispatch(contactsActions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.list.status === 'loaded' && store.getState().contacts.detail.status === 'loaded');
    store.dispatch(
      realtimeActions.viewChanged({ event: 'contacts/contactChanged', message: contactPush(contactView('a', { name: 'Neu', version: 2 })) }),
    );
    expect(store.getState().contacts.list.entities.a?.name).toBe('Neu');
    expect(store.getState().contacts.detail.view?.name).toBe('Neu');
  });

  it('contacts/contactFormChanged brings the newer form schema', async () => {
    const { store } = contactsHarness(api, signedIn(), '/contacts');
    store.dispatch(contactsActions.formNeeded());
    await settle(() => store.getState().contacts.lookups.form.status === 'loaded');
    store.dispatch(
      realtimeActions.viewChanged({
        event: 'contacts/contactFormChanged',
        message: { collection: 'contact_forms', id: 'acc-1', view: formView([element('neu', 'short-text')], 2), position: 7 },
      }),
    );
    expect(store.getState().contacts.lookups.form.data?.elements.map((item) => item.key)).toEqual(['neu']);
  });

  it('after a reconnect on a contacts page, the list, the open contact and the form are read again', async () => {
    const { store, calls } = contactsHarness(api, signedIn(), '/contacts/a');
    store.dispatch(contactsActions.listRequested());
    store.dispatch(contactsActions.opened({ id: 'a', isManager: false }));
    await settle(() => store.getState().contacts.detail.status === 'loaded' && store.getState().contacts.lookups.form.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle(() => contactPaths(calls).length >= 3);
    expect(contactPaths(calls)).toEqual(['/v1/account_manager/contact_form', '/v1/contacts', '/v1/contacts/a']);
  });

  it('elsewhere, nothing of the contacts is read again', async () => {
    const { store, calls } = contactsHarness(api, signedIn(), '/home');
    store.dispatch(contactsActions.listRequested());
    await settle(() => store.getState().contacts.list.status === 'loaded');
    calls.length = 0;
    store.dispatch(realtimeActions.reconnected());
    await settle();
    expect(contactPaths(calls)).toEqual([]);
  });
});
