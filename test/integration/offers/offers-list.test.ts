import type { OfferListView, WriteResult } from '@kollab/contracts';
import { unique } from '../../support/accounts-app';
import {
  createOffer,
  publishedBody,
  startOffersFixture,
  type Caller,
  type ErrorBody,
  type OffersFixture,
  type OffersOrg,
  FIXTURE_TIMEOUT_MS,
} from './offers-fixture';

// GET v1/offers (issue 14): each filter with a match and a miss, order, paging and
// meta.sum_total (the sum of `total` over the whole filtered list, exact), within what the
// caller reads; and a contact's offers tab (GET v1/contacts/{id}/offers).
describe('offers list', () => {
  let f: OffersFixture;
  let o: OffersOrg;
  let customer: string;
  let word: string;
  /** Totals 0.30 (draft), 100.25 (published, closed accepted), 1000.00 (published, of the editor's team, declined). */
  let cent: string;
  let mid: string;
  let big: string;

  beforeAll(async () => {
    f = await startOffersFixture();
    o = await f.organisation();
    word = `Kran${unique()}`;
    const contactType = await o.manager.call<{ data: Array<{ id: string }> }>('GET', '/api/v1/account_manager/contact_types');
    const created = await o.manager.call<WriteResult>('POST', '/api/v1/contacts', {
      name: 'Schulz Logistik',
      number: `K-${unique()}`,
      type: contactType.body.data[0].id,
      address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
      uid: 'DE 123 456 789',
    });
    customer = created.body.id;
    cent = await createOffer(o.author, { title: `${word} Entwurf`, contact: customer, team: o.sales, materialprice: 0.1, transportkosten: 0.2 });
    mid = await createOffer(o.author, publishedBody(o, { title: `${word} Wartung`, contact: customer, materialprice: 100.25 }));
    big = await createOffer(o.author, publishedBody(o, { title: `Bagger ${word}`, contact: customer, materialprice: 1000 }));
    expect((await o.editor.call('PATCH', `/api/v1/offers/${mid}/status`, { status: 'closed', outcome: 'accepted' })).status).toBe(200);
    expect((await o.editor.call('PATCH', `/api/v1/offers/${big}/status`, { status: 'closed', outcome: 'declined' })).status).toBe(200);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const list = async (caller: Caller, query: string): Promise<OfferListView> => {
    const response = await caller.call<OfferListView>('GET', `/api/v1/offers?limit=500&filter[contact]=${customer}&${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const ids = async (caller: Caller, query: string) => (await list(caller, query)).data.map((offer) => offer.id).sort();
  const sorted = (...values: string[]) => [...values].sort();

  it('adds up the totals of the whole filtered list exactly (meta.sum_total), whatever the page', async () => {
    const all = await list(o.author, '');
    expect(all.meta).toEqual({ page: 1, limit: 500, total: 3, sum_total: 1100.55 });
    const firstPage = await o.author.call<OfferListView>('GET', `/api/v1/offers?limit=1&page=2&order=total&filter[contact]=${customer}`);
    expect(firstPage.body.meta).toEqual({ page: 2, limit: 1, total: 3, sum_total: 1100.55 });
    expect(firstPage.body.data.map((offer) => offer.total)).toEqual([100.25]);
    // The reader does not read the draft: neither listed nor added up.
    expect((await list(o.reader, '')).meta).toMatchObject({ total: 2, sum_total: 1100.25 });
    expect((await list(o.stranger, '')).meta).toMatchObject({ total: 0, sum_total: 0 });
  });

  it('filters by search, status, outcome, team, author, published_status and contact', async () => {
    expect(await ids(o.author, `filter[search]=${word}`)).toEqual(sorted(cent, mid, big));
    expect(await ids(o.author, `filter[search]=${word}%20wartung`)).toEqual([mid]);
    expect(await ids(o.author, 'filter[search]=nirgends')).toEqual([]);
    expect(await ids(o.author, 'filter[status]=closed')).toEqual(sorted(mid, big));
    expect(await ids(o.author, 'filter[status]=open')).toEqual([cent]);
    expect(await ids(o.author, 'filter[status]=overdue')).toEqual([]);
    expect(await ids(o.author, 'filter[outcome]=accepted')).toEqual([mid]);
    expect((await list(o.author, 'filter[outcome]=declined')).meta.sum_total).toBe(1000);
    expect(await ids(o.author, `filter[team]=${o.sales}`)).toEqual(sorted(cent, mid, big));
    expect(await ids(o.author, `filter[team]=${o.service}`)).toEqual([]);
    expect(await ids(o.author, `filter[author]=${o.author.user.id}`)).toEqual(sorted(cent, mid, big));
    expect(await ids(o.author, `filter[author]=${o.editor.user.id}`)).toEqual([]);
    expect(await ids(o.author, 'filter[published_status]=draft')).toEqual([cent]);
    expect(await ids(o.author, 'filter[published_status]=published')).toEqual(sorted(mid, big));
    const other = await o.author.call<OfferListView>('GET', `/api/v1/offers?filter[contact]=${o.contactId}&filter[search]=${word}`);
    expect(other.body).toMatchObject({ data: [], meta: { total: 0, sum_total: 0 } });
  });

  it('orders by total, title and status, and refuses bad queries (422)', async () => {
    expect((await list(o.author, 'order=total')).data.map((offer) => offer.total)).toEqual([0.3, 100.25, 1000]);
    expect((await list(o.author, 'order=-total')).data.map((offer) => offer.total)).toEqual([1000, 100.25, 0.3]);
    expect((await list(o.author, 'order=title')).data.map((offer) => offer.id)).toEqual([big, cent, mid]);
    for (const bad of ['order=price', 'filter[status]=lost', 'filter[outcome]=maybe', 'filter[published_status]=x', 'page=0', 'filter[colour]=red']) {
      const response = await o.author.call<ErrorBody>('GET', `/api/v1/offers?${bad}`);
      expect({ bad, status: response.status }).toEqual({ bad, status: 422 });
    }
  });

  it("serves a contact's offers tab with the same rows and sum, within what the caller reads", async () => {
    const tab = await o.author.call<OfferListView>('GET', `/api/v1/contacts/${customer}/offers?order=-total`);
    expect(tab.status).toBe(200);
    expect(tab.body.data.map((offer) => offer.id)).toEqual([big, mid, cent]);
    expect(tab.body.meta).toMatchObject({ total: 3, sum_total: 1100.55 });
    expect((await o.reader.call<OfferListView>('GET', `/api/v1/contacts/${customer}/offers`)).body.meta).toMatchObject({
      total: 2,
      sum_total: 1100.25,
    });
    expect((await o.author.call<ErrorBody>('GET', `/api/v1/contacts/${customer}/offers?limit=0`)).status).toBe(422);
    const unknown = await o.author.call<ErrorBody>('GET', '/api/v1/contacts/00000000-0000-4000-8000-000000000000/offers');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'contacts.contact_not_found' } });
    expect((await o.portal.call('GET', `/api/v1/contacts/${customer}/offers`)).status).toBe(403);
  });
});
