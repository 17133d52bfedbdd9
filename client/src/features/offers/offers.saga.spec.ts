import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { fail, ok, type Handler } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { DEFAULT_OFFERS_QUERY } from './offer-query';
import { offersActions as actions } from './offers.slice';
import { deletionPush, notFound, offerPush, offersHarness, offerView, page, written } from './offers.fixtures';

const paths = (calls: { request: ApiRequest }[]) => calls.map(({ request }) => `${request.method} ${request.path}`);
const stale = (): never => fail(409, 'stale', 'concurrency.wrong_expected_version');

/** The offer `a` on the server (GET), writes answered by `write`. */
function openHarness(write: Handler = () => written('a', 2), view = () => offerView('a')) {
  return offersHarness((request, headers) => {
    if (request.method === 'GET' && request.path === '/v1/offers/a') return ok({ ...view(), can: { edit: true, delete: true } });
    if (request.method !== 'GET') return write(request, headers);
    return page([]);
  });
}

describe('offers saga', () => {
  it('reads the list with the filters as the server names them, keeps meta.sum_total and reads the contacts once each', async () => {
    const rows = [offerView('a'), offerView('b', { contact: 'contact-1' }), offerView('c', { contact: 'contact-2' })];
    const { store, calls } = offersHarness((request) => (request.path === '/v1/offers' ? page(rows, 3, 5940) : notFound()));
    store.dispatch(
      actions.listRequested({
        ...DEFAULT_OFFERS_QUERY,
        search: 'band',
        status: 'overdue',
        contact: 'contact-1',
        outcome: 'accepted',
        order: '-total',
        page: 2,
      }),
    );
    await settle(() => Object.keys(store.getState().offers.contacts).length === 2);
    expect(calls[0].request).toMatchObject({
      method: 'GET',
      path: '/v1/offers',
      query: {
        page: 2,
        order: '-total',
        'filter[search]': 'band',
        'filter[status]': 'overdue',
        'filter[contact]': 'contact-1',
        'filter[outcome]': 'accepted',
      },
    });
    expect(store.getState().offers.list).toMatchObject({ total: 3, sumTotal: 5940 });
    expect(
      paths(calls)
        .filter((path) => path.startsWith('GET /v1/contacts/'))
        .sort(),
    ).toEqual(['GET /v1/contacts/contact-1', 'GET /v1/contacts/contact-2']);
    expect(store.getState().offers.contacts['contact-1']?.name).toBe('Müller GmbH');
  });

  it('creating an offer posts the fields and opens it', async () => {
    const { store, calls, navigate } = offersHarness((request) => (request.method === 'POST' ? written('o9', 1) : notFound()));
    store.dispatch(actions.createRequested({ title: 'Förderband', materialprice: 1234.56, provision: 0.3 }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.find((call) => call.request.method === 'POST')?.request).toMatchObject({
      path: '/v1/offers',
      body: { title: 'Förderband', materialprice: 1234.56, provision: 0.3 },
    });
    expect(navigate).toHaveBeenCalledWith('/offers/o9');
  });

  it('a refused create keeps the 422 field errors for the form', async () => {
    const { store, navigate } = offersHarness(() => {
      throw new ApiError(422, {
        message: 'invalid',
        code: 'request.validation_failed',
        errors: { materialprice: ['Höchstens 2 Nachkommastellen.'] },
      });
    });
    store.dispatch(actions.createRequested({ title: 'x', materialprice: 1.234 }));
    await settle(() => store.getState().offers.create.status === 'failed');
    expect(store.getState().offers.create).toMatchObject({ status: 'failed', fieldErrors: { materialprice: ['Höchstens 2 Nachkommastellen.'] } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('saving sends only the changed fields with If-Match = the version the form started from', async () => {
    const base = offerView('a', { version: 3 });
    const { store, calls } = openHarness((request) => (request.method === 'PATCH' ? written('a', 4) : notFound()));
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded');
    store.dispatch(actions.editStarted());
    store.dispatch(actions.saveRequested({ id: 'a', base, changes: { materialprice: 1500.5 } }));
    await settle(() => store.getState().offers.detail.editing === false);
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({
      path: '/v1/offers/a',
      body: { materialprice: 1500.5 },
      ifMatch: 3,
    });
  });

  it('a 409 reads the base and the current version and names theirs, mine and the clashes; re-apply sends mine on the current version', async () => {
    const base = offerView('a', { version: 3, title: 'Alt', materialprice: 1000 });
    const current = offerView('a', { version: 5, title: 'Ihr Titel', materialprice: 1000, valid_until: '2099-06-30' });
    let patches = 0;
    const { store, calls } = offersHarness((request) => {
      if (request.method === 'PATCH') {
        patches += 1;
        return patches === 1 ? stale() : written('a', 6);
      }
      if (request.method === 'GET' && request.path === '/v1/offers/a') return ok(request.query?.version === 3 ? base : current);
      return page([]);
    });
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded');
    store.dispatch(actions.editStarted());
    store.dispatch(actions.saveRequested({ id: 'a', base, changes: { title: 'Mein Titel', materialprice: 1200 } }));
    await settle(() => store.getState().offers.detail.conflict !== null);

    const { conflict } = store.getState().offers.detail.conflict!;
    expect(conflict.theirs.map((change) => change.field)).toEqual(['title', 'valid_until']);
    expect(conflict.mine.map((change) => change.field)).toEqual(['title', 'materialprice']);
    expect(conflict.clashes).toEqual(['title']);

    store.dispatch(actions.conflictReapplied());
    await settle(() => patches === 2 && store.getState().offers.detail.editing === false);
    const second = calls.filter((call) => call.request.method === 'PATCH')[1].request;
    expect(second).toMatchObject({ ifMatch: 5, body: { title: 'Mein Titel', materialprice: 1200 } });
    expect(second.body).not.toHaveProperty('valid_until');
  });

  it('closing is PATCH …/status with the outcome and If-Match; reopening sends no outcome', async () => {
    const { store, calls } = openHarness();
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded');
    store.dispatch(actions.statusRequested({ id: 'a', version: 1, status: 'closed', outcome: 'accepted' }));
    await settle(() => store.getState().offers.detail.busy === false && calls.some((call) => call.request.method === 'PATCH'));
    store.dispatch(actions.statusRequested({ id: 'a', version: 2, status: 'open' }));
    await settle(() => calls.filter((call) => call.request.method === 'PATCH').length === 2 && store.getState().offers.detail.busy === false);
    const [close, reopen] = calls.filter((call) => call.request.method === 'PATCH').map((call) => call.request);
    expect(close).toMatchObject({ path: '/v1/offers/a/status', body: { status: 'closed', outcome: 'accepted' }, ifMatch: 1 });
    expect(reopen).toMatchObject({ path: '/v1/offers/a/status', body: { status: 'open' }, ifMatch: 2 });
    expect(reopen.body).not.toHaveProperty('outcome');
  });

  it('recalculating, publishing, watching, viewers and comments call their routes and read the offer again', async () => {
    const { store, calls } = openHarness();
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded');
    const writes = [
      actions.recalculateRequested({ id: 'a', version: 1 }),
      actions.publishRequested({ id: 'a', version: 1, published: false }),
      actions.watchRequested({ id: 'a', watching: true }),
      actions.viewerAddRequested({ id: 'a', userId: 'user-2' }),
      actions.viewerRemoveRequested({ id: 'a', userId: 'user-2' }),
      actions.commentAddRequested({ id: 'a', body: 'Preis ok?' }),
      actions.commentChangeRequested({ id: 'a', commentId: 'c1', body: 'Preis ok.' }),
      actions.commentRemoveRequested({ id: 'a', commentId: 'c1' }),
    ];
    for (const write of writes) {
      const before = calls.length;
      store.dispatch(write);
      await settle(() => store.getState().offers.detail.busy === false && paths(calls.slice(before)).includes('GET /v1/offers/a'));
    }
    const sent = calls.filter((call) => call.request.method !== 'GET').map(({ request }) => ({ ...request, timeoutMs: undefined }));
    expect(sent).toMatchObject([
      { method: 'POST', path: '/v1/offers/a/recalculate', ifMatch: 1 },
      { method: 'PATCH', path: '/v1/offers/a', body: { published: false }, ifMatch: 1 },
      { method: 'PATCH', path: '/v1/offers/a/watch', body: { status: 'watching' } },
      { method: 'POST', path: '/v1/offers/a/viewers', body: { user_id: 'user-2' } },
      { method: 'DELETE', path: '/v1/offers/a/viewers/user-2' },
      { method: 'POST', path: '/v1/offers/a/comments', body: { body: 'Preis ok?' } },
      { method: 'PUT', path: '/v1/offers/a/comments/c1', body: { body: 'Preis ok.' } },
      { method: 'DELETE', path: '/v1/offers/a/comments/c1' },
    ]);
  });

  it('printing reads GET …/print as a PDF (a blob) and saves it as <number>.pdf', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { store, calls } = offersHarness((request) => (request.path === '/v1/offers/a/print' ? ok(new Blob(['%PDF'])) : notFound()));
    store.dispatch(actions.printRequested({ id: 'a', name: 'ANG-1' }));
    await settle(() => saved.length > 0);
    click.mockRestore();
    expect(calls.find((call) => call.request.path === '/v1/offers/a/print')?.request).toMatchObject({ method: 'GET', responseType: 'blob' });
    expect(saved).toEqual(['ANG-1.pdf']);
  });

  it('deleting goes back to the list', async () => {
    const { store, calls, navigate } = offersHarness((request) => (request.method === 'DELETE' ? written('a', 3) : notFound()));
    store.dispatch(actions.deleteRequested({ id: 'a', version: 2 }));
    await settle(() => navigate.mock.calls.length > 0);
    expect(calls.find((call) => call.request.method === 'DELETE')?.request).toMatchObject({ path: '/v1/offers/a', ifMatch: 2 });
    expect(navigate).toHaveBeenCalledWith('/offers');
  });

  it('a push of a listed offer updates its row and the sum; a burst of pushes of offers not listed re-reads the page once', async () => {
    const { store, calls } = offersHarness((request) =>
      request.path === '/v1/offers' ? page([offerView('a', { total: 1980 })], 4, 10000) : notFound(),
    );
    store.dispatch(actions.listRequested(DEFAULT_OFFERS_QUERY));
    await settle(() => store.getState().offers.list.status === 'loaded');
    store.dispatch(actions.viewPushed(offerPush(offerView('a', { version: 2, total: 2000.1 }))));
    expect(store.getState().offers.list.rows[0].total).toBe(2000.1);
    expect(store.getState().offers.list.sumTotal).toBe(10020.1);
    for (const id of ['x', 'y', 'z']) store.dispatch(actions.viewPushed(offerPush(offerView(id, { version: 2 }))));
    await settle(() => paths(calls).filter((path) => path === 'GET /v1/offers').length === 2 && store.getState().offers.list.status === 'loaded');
    await settle(); // no second re-read follows
    expect(paths(calls).filter((path) => path === 'GET /v1/offers')).toHaveLength(2);
  });

  it('a push of the open offer updates it when newer; a deletion (or lost access) shows the notice', async () => {
    const { store } = openHarness(undefined, () => offerView('a', { version: 2 }));
    store.dispatch(actions.opened({ id: 'a' }));
    await settle(() => store.getState().offers.detail.status === 'loaded');
    store.dispatch(actions.viewPushed(offerPush(offerView('a', { version: 1, title: 'Älter' }))));
    expect(store.getState().offers.detail.view?.title).toBe('Angebot a');
    store.dispatch(actions.viewPushed(offerPush(offerView('a', { version: 3, title: 'Neuer', total: 3000 }))));
    expect(store.getState().offers.detail.view).toMatchObject({ title: 'Neuer', total: 3000 });
    expect(store.getState().offers.detail.can).toEqual({ edit: true, delete: true });
    store.dispatch(actions.viewPushed(deletionPush('a', 4)));
    expect(store.getState().offers.detail.deleted).toBe(true);
  });

  it('the current rates are read for a new offer', async () => {
    const { store, calls } = offersHarness(() => notFound());
    store.dispatch(actions.ratesRequested());
    await settle(() => store.getState().offers.rates.status === 'loaded');
    expect(paths(calls)).toContain('GET /v1/account_manager/offer_rates');
    expect(store.getState().offers.rates.view).toMatchObject({ fertigung: 80, version: 3 });
  });
});
