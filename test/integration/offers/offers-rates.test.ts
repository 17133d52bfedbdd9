import type { ItemTypeListView, OfferRatesView, OfferView, WriteResult } from '@kollab/contracts';
import {
  createOffer,
  getOffer,
  publishedBody,
  RATES,
  startOffersFixture,
  type ErrorBody,
  type OffersFixture,
  type OffersOrg,
  FIXTURE_TIMEOUT_MS,
} from './offers-fixture';

// The account's hourly rates (GET, PUT v1/account_manager/offer_rates), what they do to new
// and existing offers (POST v1/offers/{id}/recalculate), and offer types (the types
// context's kind `offer`: v1/account_manager/offer_types).
describe('offer rates and types', () => {
  let f: OffersFixture;
  let o: OffersOrg;

  beforeAll(async () => {
    f = await startOffersFixture();
    o = await f.organisation();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const rates = () => o.author.call<OfferRatesView>('GET', '/api/v1/account_manager/offer_rates');

  it('lets staff read the rates and only managers set them (422 per rate, 409 on a stale If-Match, portal users 403)', async () => {
    const read = await rates();
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...RATES, updated_at: expect.any(String), version: 1 });
    expect(read.headers.get('etag')).toBe('"1"');
    const put = (body: unknown, caller = o.manager, headers?: Record<string, string>) =>
      caller.call<ErrorBody>('PUT', '/api/v1/account_manager/offer_rates', body, headers);
    expect((await put(RATES, o.author)).status).toBe(403);
    expect((await o.portal.call('GET', '/api/v1/account_manager/offer_rates')).status).toBe(403);
    const refused = await put({ fertigung: 85.555, konstruktion: -1, kundendienst: 10000, prueffeld: '12' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      fertigung: ['At most 2 decimal places.'],
      konstruktion: ['The value cannot be negative.'],
      kundendienst: ['At most 9999.99.'],
      prueffeld: ['Please enter a number.'],
    });
    expect((await put({ fertigung: 1 })).status).toBe(422);
    // The same rates again: nothing appended.
    expect((await put(RATES)).status).toBe(200);
    expect((await rates()).body.version).toBe(1);
    expect((await put(RATES, o.manager, { 'if-match': '"0"' })).status).toBe(409);
  });

  it('keeps the rates an offer was created with; POST recalculate takes the current ones (edit permission)', async () => {
    // 2 h × 85.50 + 1 h × 120.00 = 291.00.
    const id = await createOffer(o.author, publishedBody(o, { fertigungsstunden: 2, prueffeld: 1 }));
    expect(await getOffer(o.author, id)).toMatchObject({ rates: RATES, total: 291 });
    const changed = await o.manager.call<WriteResult>(
      'PUT',
      '/api/v1/account_manager/offer_rates',
      { ...RATES, fertigung: 90.1 },
      { 'if-match': '"1"' },
    );
    expect(changed).toMatchObject({ status: 200, body: { id: o.org, version: 2 } });
    expect(await getOffer(o.author, id)).toMatchObject({ rates: RATES, total: 291, version: 2 });
    // A new offer takes the new rates: 2 h × 90.10 = 180.20.
    expect(await getOffer(o.author, await createOffer(o.author, { title: 'Neu', fertigungsstunden: 2 }))).toMatchObject({ total: 180.2 });
    expect((await o.reader.call<ErrorBody>('POST', `/api/v1/offers/${id}/recalculate`)).status).toBe(403);
    expect((await o.stranger.call<ErrorBody>('POST', `/api/v1/offers/${id}/recalculate`)).status).toBe(404);
    expect((await o.editor.call<ErrorBody>('POST', `/api/v1/offers/${id}/recalculate`, undefined, { 'if-match': '"1"' })).status).toBe(409);
    const recalculated = await o.editor.call<WriteResult>('POST', `/api/v1/offers/${id}/recalculate`);
    expect(recalculated).toMatchObject({ status: 200, body: { id, version: 3 } });
    expect(await getOffer(o.author, id)).toMatchObject({ rates: { ...RATES, fertigung: 90.1 }, subtotal: 300.2, total: 300.2, version: 3 });
    expect((await o.editor.call<WriteResult>('POST', `/api/v1/offers/${id}/recalculate`)).body.version).toBe(3);
    const history = await o.author.call<{ data: Array<{ type: string; changes: unknown[] }> }>('GET', `/api/v1/offers/${id}/history`);
    expect(history.body.data.at(-1)).toEqual(
      expect.objectContaining({
        type: 'OfferRecalculated',
        changes: [{ field: 'rates', from: RATES, to: { ...RATES, fertigung: 90.1 } }],
      }),
    );
    expect((await o.author.call<OfferView>('GET', `/api/v1/offers/${id}?version=2`)).body.total).toBe(291);
    // A closed offer keeps its calculation.
    await o.manager.call('PUT', '/api/v1/account_manager/offer_rates', RATES);
    expect((await o.editor.call('PATCH', `/api/v1/offers/${id}/status`, { status: 'closed', outcome: 'accepted' })).status).toBe(200);
    const fixed = await o.editor.call<ErrorBody>('POST', `/api/v1/offers/${id}/recalculate`);
    expect(fixed).toMatchObject({ status: 409, body: { code: 'offers.closed_calculation_fixed' } });
  });

  it('serves offer types to staff (managers write), numbers offers per type prefix, and keeps a used type from deletion', async () => {
    const path = '/api/v1/account_manager/offer_types';
    const list = await o.author.call<ItemTypeListView>('GET', path);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: o.typeId, kind: 'offer', title: 'Angebot', short: o.prefix, template: null })]);
    expect((await o.portal.call('GET', path)).status).toBe(403);
    expect((await o.author.call('POST', path, { title: 'Service', short: 'SRV' })).status).toBe(403);
    const created = await o.manager.call<WriteResult>('POST', path, {
      title: 'Serviceangebot',
      short: `S${o.prefix}`.slice(0, 5),
      template: '<p>Leistungen</p>',
    });
    expect(created.status).toBe(201);
    const service = created.body.id;
    expect((await o.manager.call('POST', path, { title: 'serviceangebot', short: 'XYZ' })).status).toBe(409);
    expect((await o.manager.call('POST', path, { title: 'Zu lang', short: 'SECHSX' })).status).toBe(422);
    const renamed = await o.manager.call<WriteResult>(
      'PUT',
      `${path}/${service}`,
      { title: 'Service', short: `S${o.prefix}`.slice(0, 5) },
      { 'if-match': '"1"' },
    );
    expect(renamed).toMatchObject({ status: 200, body: { version: 2 } });
    const draft = await createOffer(o.author, { title: 'Ohne Typ' });
    expect((await getOffer(o.author, draft)).number).toBeNull();
    expect((await o.author.call('PATCH', `/api/v1/offers/${draft}`, { type: service })).status).toBe(200);
    expect((await getOffer(o.author, draft)).number).toBe(`${`S${o.prefix}`.slice(0, 5)}-1`);
    const inUse = await o.manager.call<ErrorBody>('DELETE', `${path}/${service}`);
    expect(inUse).toMatchObject({
      status: 409,
      body: { code: 'types.type_in_use', errors: { usage: ['This type is still used by 1 item and cannot be deleted.'] } },
    });
    expect((await o.author.call('DELETE', `/api/v1/offers/${draft}`)).status).toBe(200);
    expect((await o.manager.call('DELETE', `${path}/${service}`)).status).toBe(200);
    expect((await o.manager.call('GET', `${path}/${service}`)).status).toBe(404);
  });
});
