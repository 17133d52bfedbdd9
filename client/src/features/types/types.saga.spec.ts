import { describe, expect, it } from 'vitest';
import type { ContactTypeView, ClaimTypeNode, OfferRatesView, OfferTypeView } from '@kollab/contracts';
import { catalogKeys } from '../../lib/i18n-catalog';
import type { ApiRequest } from '../../lib/api/http';
import { fail, harness, ok, type Handler } from '../../test/session-harness';
import { ApiError } from '../../lib/api/http';
import { formBuilderActions } from './form-builder.slice';
import { typesCatalog } from './types.catalog';
import { selectOfferRates, typesActions } from './types.slice';
import { settle } from '../../test/settle';

const contactType = (id: string, title: string, short: string, version = 1): ContactTypeView => ({
  id,
  kind: 'contact',
  title,
  short,
  version,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const node = (id: string, title: string, parent_id: string | null, children: ClaimTypeNode[] = []): ClaimTypeNode => ({
  id,
  kind: 'claim',
  title,
  parent_id,
  children,
  version: 1,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

const offerType = (id: string, title: string, short: string, version = 1): OfferTypeView => ({
  id,
  kind: 'offer',
  title,
  short,
  template: null,
  version,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const rates = (version: number): OfferRatesView => ({
  fertigung: 68.5,
  konstruktion: 82,
  kundendienst: 74.25,
  prueffeld: 60,
  version,
  updated_at: version === 0 ? null : '2024-05-02T09:00:00Z',
});

const refusal = (status: number, code: string, errors: Record<string, string[]>): never => {
  throw new ApiError(status, { message: code, code: code as never, errors });
};

/** `rateVersions`: the version of the rates each read answers, in turn (the last one stays). */
function api(write: Handler, rateVersions: number[] = [1]): Handler {
  return (request: ApiRequest, headers) => {
    if (request.method !== 'GET') return write(request, headers);
    if (request.path === '/v1/account_manager/contact_types')
      return ok({ data: [contactType('k1', 'Kunde', 'KD')], meta: { page: 1, limit: 1, total: 1 } });
    if (request.path === '/v1/account_manager/contact_types/k2') return ok(contactType('k2', 'Lieferant', 'LI'));
    if (request.path === '/v1/account_manager/claim_types')
      return ok({ data: [node('c1', 'Reklamation', null, [node('c2', 'Lieferung', 'c1')])], meta: { page: 1, limit: 2, total: 2 } });
    if (request.path === '/v1/account_manager/contact_form') return ok({ id: 'acc-1', elements: [], version: 0, updated_at: null });
    if (request.path === '/v1/account_manager/offer_types')
      return ok({ data: [offerType('o1', 'Wartung', 'WA')], meta: { page: 1, limit: 1, total: 1 } });
    if (request.path === '/v1/account_manager/offer_rates') return ok(rates(rateVersions.length > 1 ? rateVersions.shift()! : rateVersions[0]));
    return fail(404, 'not found', 'types.type_not_found');
  };
}

describe('types saga', () => {
  it('loads a kind by its list, the claim types as their tree', async () => {
    const { store, calls } = harness(api(() => ok({})));
    store.dispatch(typesActions.listRequested({ kind: 'contact' }));
    store.dispatch(typesActions.listRequested({ kind: 'claim' }));
    await settle(() => store.getState().types.lists.contact.status === 'loaded' && store.getState().types.claims.status === 'loaded');
    expect(calls.map((call) => call.request)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/v1/account_manager/contact_types' }),
        expect.objectContaining({ path: '/v1/account_manager/claim_types', query: { format: 'tree' } }),
      ]),
    );
    expect(store.getState().types.claims.roots[0].children[0].title).toBe('Lieferung');
  });

  it('creates a type, toasts, and shows it without waiting for the push', async () => {
    const { store, calls } = harness(api(() => ok({ id: 'k2', version: 1, position: 4 })));
    store.dispatch(typesActions.listRequested({ kind: 'contact' }));
    await settle(() => store.getState().types.lists.contact.status === 'loaded');
    store.dispatch(typesActions.dialogOpened({ kind: 'contact' }));
    store.dispatch(typesActions.saveRequested({ kind: 'contact', id: null, version: null, input: { title: 'Lieferant', short: 'LI' } }));
    await settle(() => store.getState().types.lists.contact.ids.length === 2);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/account_manager/contact_types',
      body: { title: 'Lieferant', short: 'LI' },
    });
    expect(store.getState().types.lists.contact.ids).toEqual(['k1', 'k2']);
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'types:toasts.created' });
  });

  it('a taken prefix stays in the dialog with its field (409 types.short_taken)', async () => {
    const { store } = harness(api(() => refusal(409, 'types.short_taken', { short: ['Ein Typ mit diesem Kürzel existiert bereits.'] })));
    store.dispatch(typesActions.dialogOpened({ kind: 'contact' }));
    store.dispatch(typesActions.saveRequested({ kind: 'contact', id: null, version: null, input: { title: 'Kunde 2', short: 'KD' } }));
    await settle(() => store.getState().types.dialog.status === 'failed');
    expect(store.getState().types.dialog).toMatchObject({
      kind: 'contact',
      error: 'types.short_taken',
      fieldErrors: { short: ['Ein Typ mit diesem Kürzel existiert bereits.'] },
    });
  });

  it("a type in use is not deleted: the server's count is kept for its list", async () => {
    const { store } = harness(
      api(() => refusal(409, 'types.type_in_use', { usage: ['Dieser Typ wird noch von 3 Elementen verwendet und kann nicht gelöscht werden.'] })),
    );
    store.dispatch(typesActions.listRequested({ kind: 'contact' }));
    await settle(() => store.getState().types.lists.contact.status === 'loaded');
    store.dispatch(typesActions.deleteRequested({ kind: 'contact', id: 'k1', version: 1 }));
    await settle(() => store.getState().types.refusal !== null);
    expect(store.getState().types.refusal).toEqual({
      kind: 'contact',
      id: 'k1',
      code: 'types.type_in_use',
      text: 'Dieser Typ wird noch von 3 Elementen verwendet und kann nicht gelöscht werden.',
    });
    expect(store.getState().types.lists.contact.ids).toEqual(['k1']);
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'types.type_in_use' });
  });

  it('types/typesChanged upserts a newer type, removes a deleted one, and re-reads the claim tree', async () => {
    const { store, calls } = harness(api(() => ok({})));
    store.dispatch(typesActions.listRequested({ kind: 'contact' }));
    store.dispatch(typesActions.listRequested({ kind: 'claim' }));
    await settle(() => store.getState().types.lists.contact.status === 'loaded' && store.getState().types.claims.status === 'loaded');
    store.dispatch(typesActions.viewPushed({ collection: 'contact_types', id: 'k1', view: contactType('k1', 'Kundin', 'KD', 2), position: 7 }));
    expect(store.getState().types.lists.contact.entities.k1?.title).toBe('Kundin');
    store.dispatch(typesActions.viewPushed({ collection: 'contact_types', id: 'k1', view: contactType('k1', 'Alt', 'KD', 1), position: 6 }));
    expect(store.getState().types.lists.contact.entities.k1?.title).toBe('Kundin');
    store.dispatch(typesActions.viewPushed({ collection: 'contact_types', id: 'k1', view: null, position: 8 }));
    expect(store.getState().types.lists.contact.ids).toEqual([]);
    store.dispatch(typesActions.viewPushed({ collection: 'claim_types', id: 'c2', view: null, position: 9 }));
    await settle(() => calls.filter((call) => call.request.path === '/v1/account_manager/claim_types').length === 2);
    expect(calls.filter((call) => call.request.path === '/v1/account_manager/claim_types')).toHaveLength(2);
  });

  it('saves the contact form with If-Match of its version and reads it back', async () => {
    const { store, calls } = harness(api(() => ok({ id: 'acc-1', version: 1, position: 3 })));
    store.dispatch(formBuilderActions.loadRequested());
    await settle(() => store.getState().formBuilder.status === 'loaded');
    const elements = [{ key: 'branche', type: 'short-text' as const, label: 'Branche', helpblock: null, placeholder: null, required: false }];
    store.dispatch(formBuilderActions.saveRequested({ elements, version: 0 }));
    await settle(() => calls.filter((call) => call.request.path === '/v1/account_manager/contact_form').length === 3);
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toMatchObject({
      path: '/v1/account_manager/contact_form',
      ifMatch: 0,
      body: { elements },
    });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'types:toasts.formSaved' });
  });
});

describe('offer types and hourly rates (issue 14)', () => {
  it('offer types load by their list and follow types/typesChanged of offer_types', async () => {
    const { store, calls } = harness(api(() => ok({})));
    store.dispatch(typesActions.listRequested({ kind: 'offer' }));
    await settle(() => store.getState().types.lists.offer.status === 'loaded');
    expect(calls.map((call) => call.request.path)).toContain('/v1/account_manager/offer_types');
    store.dispatch(typesActions.viewPushed({ collection: 'offer_types', id: 'o1', view: offerType('o1', 'Wartungsvertrag', 'WA', 2), position: 7 }));
    expect(store.getState().types.lists.offer.entities.o1?.title).toBe('Wartungsvertrag');
    store.dispatch(typesActions.viewPushed({ collection: 'offer_types', id: 'o1', view: null, position: 8 }));
    expect(store.getState().types.lists.offer.ids).toEqual([]);
  });

  it('a used offer type is not deleted: the refusal names its list', async () => {
    const { store } = harness(api(() => refusal(409, 'types.type_in_use', { usage: ['Dieser Typ wird noch von 2 Elementen verwendet.'] })));
    store.dispatch(typesActions.listRequested({ kind: 'offer' }));
    await settle(() => store.getState().types.lists.offer.status === 'loaded');
    store.dispatch(typesActions.deleteRequested({ kind: 'offer', id: 'o1', version: 1 }));
    await settle(() => store.getState().types.refusal !== null);
    expect(store.getState().types.refusal).toMatchObject({ kind: 'offer', id: 'o1', code: 'types.type_in_use' });
    expect(store.getState().types.lists.offer.ids).toEqual(['o1']);
  });

  it('saves the rates with If-Match of their version, toasts, and reads them again', async () => {
    const { store, calls } = harness(api(() => ok({ id: 'acc-1', version: 2, position: 5 }), [1, 2]));
    store.dispatch(typesActions.ratesRequested());
    await settle(() => selectOfferRates(store.getState()).status === 'loaded');
    expect(selectOfferRates(store.getState()).view).toMatchObject({ fertigung: 68.5, version: 1 });
    const body = { fertigung: 70, konstruktion: 82, kundendienst: 74.25, prueffeld: 60.5 };
    store.dispatch(typesActions.ratesSaveRequested({ rates: body, version: 1 }));
    await settle(() => selectOfferRates(store.getState()).view?.version === 2);
    expect(calls.find((call) => call.request.method === 'PUT')?.request).toEqual({
      method: 'PUT',
      path: '/v1/account_manager/offer_rates',
      body,
      ifMatch: 1,
    });
    expect(selectOfferRates(store.getState()).save).toEqual({ status: 'idle', error: null, fieldErrors: null });
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'types:toasts.ratesSaved' });
  });

  it("the server's field errors stay with the form (422), a rate set elsewhere (409) is read again", async () => {
    let answer = (): unknown => refusal(422, 'request.validation_failed', { prueffeld: ['Höchstens 2 Nachkommastellen.'] });
    const { store, calls } = harness(api(() => answer(), [1, 3]));
    store.dispatch(typesActions.ratesRequested());
    await settle(() => selectOfferRates(store.getState()).status === 'loaded');
    const body = { fertigung: 1, konstruktion: 2, kundendienst: 3, prueffeld: 4 };
    store.dispatch(typesActions.ratesSaveRequested({ rates: body, version: 1 }));
    await settle(() => selectOfferRates(store.getState()).save.status === 'failed');
    expect(selectOfferRates(store.getState()).save).toEqual({
      status: 'failed',
      error: 'request.validation_failed',
      fieldErrors: { prueffeld: ['Höchstens 2 Nachkommastellen.'] },
    });
    await settle();
    expect(calls.filter((call) => call.request.path === '/v1/account_manager/offer_rates' && call.request.method === 'GET')).toHaveLength(1);

    answer = () => refusal(409, 'concurrency.wrong_expected_version', {});
    store.dispatch(typesActions.ratesSaveRequested({ rates: body, version: 1 }));
    await settle(() => selectOfferRates(store.getState()).view?.version === 3);
    expect(selectOfferRates(store.getState()).save.error).toBe('concurrency.wrong_expected_version');
  });
});

describe('types texts', () => {
  it('German and English have the same keys', () => {
    expect(catalogKeys(typesCatalog.en)).toEqual(catalogKeys(typesCatalog.de));
  });
});
