import type { OfferListView, WriteResult } from '@kollab/contracts';
import {
  createOffer,
  getOffer,
  publishedBody,
  startOffersFixture,
  type Caller,
  type ErrorBody,
  type OffersFixture,
  type OffersOrg,
  FIXTURE_TIMEOUT_MS,
} from './offers-fixture';

// The permission matrix of seed §6 for offers through HTTP, all through the one policy: who
// reads, edits and deletes a published offer of team Vertrieb and a draft; portal users get
// 403 on every offers route; organisation A never reaches B's offers (404, nothing appended).
describe('offers permissions', () => {
  let f: OffersFixture;
  let o: OffersOrg;
  let b: OffersOrg;
  let published: string;
  let draft: string;
  let offerB: string;
  let commentB: string;

  beforeAll(async () => {
    f = await startOffersFixture();
    [o, b] = await Promise.all([f.organisation(), f.organisation()]);
    published = await createOffer(o.author, publishedBody(o, { title: 'Veröffentlicht' }));
    draft = await createOffer(o.author, { title: 'Entwurf', team: o.sales, type: o.typeId });
    for (const id of [published, draft])
      expect((await o.author.call('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.viewer.user.id })).status).toBe(201);
    offerB = await createOffer(b.author, publishedBody(b, { title: 'Vertrauliches Angebot', contact_person: b.personId, materialprice: 4711 }));
    commentB = (await b.author.call<WriteResult>('POST', `/api/v1/offers/${offerB}/comments`, { body: 'Geheimer Kommentar' })).body.id;
    expect((await b.author.call('POST', `/api/v1/offers/${offerB}/viewers`, { user_id: b.viewer.user.id })).status).toBe(201);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const status = async (caller: Caller, method: string, path: string, body?: unknown) => (await caller.call<ErrorBody>(method, path, body)).status;
  const listed = async (caller: Caller) => (await caller.call<OfferListView>('GET', '/api/v1/offers?limit=500')).body.data.map((offer) => offer.id);

  it.each([
    ['author', 200, 200],
    // Viewers read the offer, drafts included (seed §6: "sees items assigned to them").
    ['viewer', 200, 200],
    ['reader', 200, 404],
    ['editor', 200, 404],
    ['deleter', 200, 404],
    // Extended permissions of team Service reach what its member (the author) created.
    ['extended', 200, 404],
    ['stranger', 404, 404],
    // The manager created the teams and is their first admin: a team member, not an owner of the draft.
    ['manager', 200, 404],
  ] as const)('%s reads the published offer: %i, the draft: %i', async (who, publishedStatus, draftStatus) => {
    const caller = o[who];
    expect(await status(caller, 'GET', `/api/v1/offers/${published}`)).toBe(publishedStatus);
    expect(await status(caller, 'GET', `/api/v1/offers/${draft}`)).toBe(draftStatus);
    const ids = await listed(caller);
    expect(ids.includes(published)).toBe(publishedStatus === 200);
    expect(ids.includes(draft)).toBe(draftStatus === 200);
  });

  it.each([
    ['author', 200],
    ['editor', 200],
    ['manager', 200],
    ['deleter', 403],
    ['reader', 403],
    ['viewer', 403],
    ['extended', 403],
    ['stranger', 404],
  ] as const)('%s edits the published offer: %i', async (who, expected) => {
    expect(await status(o[who], 'PATCH', `/api/v1/offers/${published}`, { transportkosten: 12.5 })).toBe(expected);
  });

  it('shows what the caller may do (can) with the current version', async () => {
    expect((await o.editor.call('GET', `/api/v1/offers/${published}`)).body).toMatchObject({ can: { edit: true, delete: false } });
    expect((await o.deleter.call('GET', `/api/v1/offers/${published}`)).body).toMatchObject({ can: { edit: false, delete: true } });
    expect((await o.viewer.call('GET', `/api/v1/offers/${published}`)).body).toMatchObject({ can: { edit: false, delete: false } });
  });

  it('lets only deleters and the author delete (nothing appended on refusal)', async () => {
    const id = await createOffer(o.author, publishedBody(o));
    for (const who of ['editor', 'reader', 'extended'] as const) expect(await status(o[who], 'DELETE', `/api/v1/offers/${id}`)).toBe(403);
    for (const who of ['stranger', 'viewer'] as const) expect(await status(o[who], 'DELETE', `/api/v1/offers/${id}`)).toBe(404);
    expect((await getOffer(o.author, id)).version).toBe(2);
    expect(await status(o.deleter, 'DELETE', `/api/v1/offers/${id}`)).toBe(200);
  });

  it('answers a portal user 403 on every offers route (seed §6: offers need the role user)', async () => {
    const offer = `/api/v1/offers/${published}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/offers'],
      ['POST', '/api/v1/offers', { title: 'Anfrage' }],
      ['GET', offer],
      ['GET', `${offer}?version=1`],
      ['GET', `${offer}/history`],
      ['GET', `${offer}/print`],
      ['PATCH', offer, { title: 'Meins' }],
      ['DELETE', offer],
      ['PATCH', `${offer}/status`, { status: 'closed', outcome: 'accepted' }],
      ['PATCH', `${offer}/watch`, { status: 'watching' }],
      ['POST', `${offer}/recalculate`],
      ['POST', `${offer}/viewers`, { user_id: o.portal.user.id }],
      ['DELETE', `${offer}/viewers/${o.viewer.user.id}`],
      ['POST', `${offer}/comments`, { body: 'Hallo' }],
      ['PUT', `${offer}/comments/00000000-0000-4000-8000-000000000000`, { body: 'Hallo' }],
      ['DELETE', `${offer}/comments/00000000-0000-4000-8000-000000000000`],
      ['GET', `/api/v1/contacts/${o.contactId}/offers`],
      ['GET', '/api/v1/account_manager/offer_rates'],
      ['PUT', '/api/v1/account_manager/offer_rates', { fertigung: 1, konstruktion: 1, kundendienst: 1, prueffeld: 1 }],
      ['GET', '/api/v1/account_manager/offer_types'],
    ];
    const before = await f.t.eventCount(o.org);
    for (const [method, path, body] of routes) {
      const response = await o.portal.call<ErrorBody>(method, path, body);
      expect({ route: `${method} ${path}`, status: response.status, code: response.body?.code }).toEqual({
        route: `${method} ${path}`,
        status: 403,
        code: 'auth.forbidden',
      });
    }
    expect(await f.t.eventCount(o.org)).toBe(before);
  });

  it('answers every route with B ids with 403/404/422, leaks nothing of B and appends nothing to B', async () => {
    const before = await f.t.eventCount(b.org);
    const offer = `/api/v1/offers/${offerB}`;
    const secrets = [b.org, offerB, commentB, 'Vertrauliches', 'Geheimer', '4711', b.typeId, b.sales, b.contactId, b.personId, b.viewer.user.id];
    const routes: Array<[string, string, unknown?]> = [
      ['GET', offer],
      ['GET', `${offer}?version=1`],
      ['GET', `${offer}?at=2100-01-01T00:00:00Z`],
      ['GET', `${offer}/history`],
      ['GET', `${offer}/print`],
      ['PATCH', offer, { title: 'Eindringling' }],
      ['DELETE', offer],
      ['PATCH', `${offer}/status`, { status: 'closed', outcome: 'declined' }],
      ['PATCH', `${offer}/watch`, { status: 'watching' }],
      ['POST', `${offer}/recalculate`],
      ['POST', `${offer}/viewers`, { user_id: o.reader.user.id }],
      ['DELETE', `${offer}/viewers/${b.viewer.user.id}`],
      ['POST', `${offer}/comments`, { body: 'Eindringling' }],
      ['PUT', `${offer}/comments/${commentB}`, { body: 'Eindringling' }],
      ['DELETE', `${offer}/comments/${commentB}`],
      ['GET', `/api/v1/contacts/${b.contactId}/offers`],
      ['PUT', `/api/v1/account_manager/offer_types/${b.typeId}`, { title: 'Eindringling', short: 'EIN' }],
      ['DELETE', `/api/v1/account_manager/offer_types/${b.typeId}`],
      // B's ids in A's bodies: a type, a team, a contact and its person of B.
      ['POST', '/api/v1/offers', { title: 'x', type: b.typeId }],
      ['POST', '/api/v1/offers', { title: 'x', team: b.sales }],
      ['POST', '/api/v1/offers', { title: 'x', contact: b.contactId, contact_person: b.personId }],
      ['POST', '/api/v1/offers', { title: 'x', account_id: b.org }],
    ];
    for (const caller of [o.author, o.manager]) {
      for (const [method, path, body] of routes) {
        const response = await caller.call(method, path, body);
        expect({ route: `${method} ${path}`, refused: [403, 404, 422].includes(response.status) }).toEqual({
          route: `${method} ${path}`,
          refused: true,
        });
        const text = JSON.stringify(response.body ?? '');
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    }
    const missing = await o.manager.call<ErrorBody>('GET', offer);
    expect(missing).toMatchObject({ status: 404, body: { code: 'offers.offer_not_found' } });
    const own = await createOffer(o.author, { title: 'Eigenes', contact: o.contactId });
    for (const [method, path, body] of [
      ['POST', `/api/v1/offers/${own}/viewers`, { user_id: b.viewer.user.id }],
      ['PATCH', `/api/v1/offers/${own}`, { type: b.typeId }],
      ['PATCH', `/api/v1/offers/${own}`, { team: b.sales }],
      ['PATCH', `/api/v1/offers/${own}`, { contact: b.contactId }],
      ['PATCH', `/api/v1/offers/${own}`, { contact_person: b.personId }],
    ] as const) {
      const response = await o.author.call(method, path, body);
      const route = `${method} ${path} ${JSON.stringify(body)}`;
      expect({ route, refused: [403, 422].includes(response.status) }).toEqual({ route, refused: true });
    }
    expect((await getOffer(o.author, own)).version).toBe(1);
    for (const query of [
      '',
      'filter[search]=Vertrauliches',
      `filter[team]=${b.sales}`,
      `filter[contact]=${b.contactId}`,
      `filter[author]=${b.author.user.id}`,
    ]) {
      const response = await o.manager.call<OfferListView>('GET', `/api/v1/offers?${query}`);
      expect(response.status).toBe(200);
      for (const secret of secrets) expect(JSON.stringify(response.body)).not.toContain(secret);
    }
    expect(await f.t.eventCount(b.org)).toBe(before);
  });
});
