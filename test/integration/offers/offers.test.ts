import type { OfferDetailView, OfferView, WriteResult } from '@kollab/contracts';
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

// The offer routes through HTTP (issue 14): create, read, change, delete, status, watch,
// viewers, comments, history and versions, and their refusals with nothing appended; the
// money rules (exact cents, at most 2 decimals, never negative).
describe('offers', () => {
  let f: OffersFixture;
  let o: OffersOrg;

  beforeAll(async () => {
    f = await startOffersFixture();
    o = await f.organisation();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const versionOf = async (id: string) => (await getOffer(o.author, id)).version;
  const events = () => f.t.eventCount(o.org);

  it('creates a draft with defaults, numbered by the type prefix, calculated with the rates of the moment', async () => {
    const response = await o.author.call<WriteResult>('POST', '/api/v1/offers', {
      title: ' Wartung Presse 3 ',
      type: o.typeId,
      contact: o.contactId,
      contact_person: o.personId,
      valid_until: '2999-12-31',
      description: '<p>Hallo<script>alert(1)</script></p>',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    const read = await o.author.call<OfferDetailView>('GET', `/api/v1/offers/${response.body.id}`);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toMatchObject({
      title: 'Wartung Presse 3',
      type: o.typeId,
      team: null,
      contact: o.contactId,
      contact_person: o.personId,
      valid_until: '2999-12-31',
      description: '<p>Hallo</p>',
      status: 'open',
      outcome: null,
      published: false,
      author_user_id: o.author.user.id,
      comments_enabled: true,
      materialprice: 0,
      provision: 0,
      prueffeld: 0,
      rates: RATES,
      subtotal: 0,
      provision_amount: 0,
      total: 0,
      viewers: [],
      watchers: [],
      comments: [],
      version: 1,
      can: { edit: true, delete: true },
    });
    expect(read.body.number).toMatch(new RegExp(`^${o.prefix}-\\d+$`));
  });

  it('computes exactly in cents: 0.1 + 0.2 is 0.30, hours × rates, the provision rounded half away from zero', async () => {
    const tenth = await getOffer(o.author, await createOffer(o.author, { title: 'Cent', materialprice: 0.1, transportkosten: 0.2 }));
    expect(tenth).toMatchObject({ materialprice: 0.1, transportkosten: 0.2, subtotal: 0.3, provision_amount: 0, total: 0.3 });
    // 1000.10 + 0.20 + 2.5 h × 85.50 + 1.25 h × 120.00 = 1364.05; 10 % = 136.405 → 136.41; total 1500.46.
    const full = await getOffer(
      o.author,
      await createOffer(o.author, {
        title: 'Voll',
        materialprice: 1000.1,
        transportkosten: 0.2,
        fertigungsstunden: 2.5,
        prueffeld: 1.25,
        provision: 10,
      }),
    );
    expect(full).toMatchObject({ subtotal: 1364.05, provision_amount: 136.41, total: 1500.46, fertigungsstunden: 2.5, prueffeld: 1.25 });
  });

  it('refuses more than 2 decimals, negative, too large and non-numbers with 422 per field; nothing appended', async () => {
    const before = await events();
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/offers', {
      title: 'Falsch',
      materialprice: 0.125,
      transportkosten: -1,
      provision: 100.01,
      fertigungsstunden: '12',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('request.validation_failed');
    expect(refused.body.errors).toEqual({
      materialprice: ['At most 2 decimal places.'],
      transportkosten: ['The value cannot be negative.'],
      provision: ['At most 100.'],
      fertigungsstunden: ['Please enter a number.'],
    });
    const id = await createOffer(o.author, { title: 'Richtig', materialprice: 10 });
    const patch = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { materialprice: 1.999 });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toEqual({ materialprice: ['At most 2 decimal places.'] });
    expect((await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { konstruktionsstunden: -0.5 })).status).toBe(422);
    // Trailing zeros are no decimals: 12.50 is 12.5; sent again, nothing changes.
    expect((await o.author.call<WriteResult>('PATCH', `/api/v1/offers/${id}`, { materialprice: 10.0 })).body.version).toBe(1);
    expect(await events()).toBe(before + 1);
  });

  it('publishes with team and type, and refuses publishing without them (422, nothing appended)', async () => {
    const id = await createOffer(o.author, publishedBody(o));
    expect(await getOffer(o.author, id)).toMatchObject({ published: true, published_by: o.author.user.id, team: o.sales, version: 2 });
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/offers', { title: 'Ohne Team', type: o.typeId, published: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'offers.publish_needs_team_and_type', message: 'publishing fails without team and type' });
    const draft = await createOffer(o.author, { title: 'Entwurf' });
    const patch = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${draft}`, { published: true });
    expect(patch).toMatchObject({ status: 422, body: { code: 'offers.publish_needs_team_and_type' } });
    const lose = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { team: null });
    expect(lose).toMatchObject({ status: 422, body: { code: 'offers.publish_needs_team_and_type' } });
    expect(await versionOf(draft)).toBe(1);
    expect(await versionOf(id)).toBe(2);
  });

  it('refuses unknown references and a contact person of no contact with field errors', async () => {
    const unknown = await o.author.call<ErrorBody>('POST', '/api/v1/offers', { title: 'x', type: 'no-type', team: 'no-team', contact: 'no-contact' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['contact', 'team', 'type']);
    expect(unknown.body.errors?.contact).toEqual(['This contact does not exist.']);
    const stray = await o.author.call<ErrorBody>('POST', '/api/v1/offers', { title: 'x', contact: o.contactId, contact_person: 'somebody-else' });
    expect(stray.body.errors).toEqual({ contact_person: ['This contact person does not belong to the chosen contact.'] });
    const alone = await o.author.call<ErrorBody>('POST', '/api/v1/offers', { title: 'x', contact_person: o.personId });
    expect(alone.body.errors).toEqual({ contact_person: ['A contact person can only be given together with a contact.'] });
    const bad = await o.author.call<ErrorBody>('POST', '/api/v1/offers', { title: '', valid_until: '2026-02-30', status: 'closed' });
    expect(bad.status).toBe(422);
    // The contact person goes with the contact: clearing the contact needs clearing the person too.
    const id = await createOffer(o.author, { title: 'Mit Person', contact: o.contactId, contact_person: o.personId });
    const cleared = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { contact: null });
    expect(cleared.body.errors).toEqual({ contact_person: ['A contact person can only be given together with a contact.'] });
    expect((await o.author.call('PATCH', `/api/v1/offers/${id}`, { contact: null, contact_person: null })).status).toBe(200);
  });

  it('needs a token (401), create permission in the team (403), and the offers app (403 offers.app_disabled)', async () => {
    expect((await f.t.call('POST', '/api/v1/offers', undefined, undefined, { title: 'x' })).status).toBe(401);
    expect((await f.t.call('GET', '/api/v1/offers')).status).toBe(401);
    const refused = await o.reader.call<ErrorBody>('POST', '/api/v1/offers', publishedBody(o));
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect((await o.author.call<ErrorBody>('POST', '/api/v1/offers', publishedBody(o, { team: o.service }))).status).toBe(403);
    const manager = await f.t.user();
    const org = await f.t.organisation(manager);
    const withoutApp = await f.t.call<ErrorBody>('GET', '/api/v1/offers', manager, await f.t.signature(manager, org));
    expect(withoutApp).toMatchObject({ status: 403, body: { code: 'offers.app_disabled' } });
  });

  it('changes only the fields sent; a stale If-Match or version is 409, a malformed one 422, and nothing is lost', async () => {
    const id = await createOffer(o.author, publishedBody(o));
    const first = await o.editor.call<WriteResult>('PATCH', `/api/v1/offers/${id}`, { materialprice: 99.99 }, { 'if-match': '"2"' });
    expect(first).toMatchObject({ status: 200, body: { version: 3 } });
    expect(first.headers.get('etag')).toBe('"3"');
    const stale = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { title: 'Neu', version: 2 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
    expect((await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { title: 'Neu' }, { 'if-match': '"2"' })).status).toBe(409);
    expect((await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { title: 'Neu' }, { 'if-match': 'irgendwas' })).status).toBe(422);
    expect(await getOffer(o.author, id)).toMatchObject({ materialprice: 99.99, total: 99.99, version: 3 });
    const title = await o.author.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { title: null });
    expect(title.body.errors).toEqual({ title: ['This field is required.'] });
  });

  it('sets the status with its outcome (edit permission); a closed offer keeps its calculation until reopened', async () => {
    const id = await createOffer(o.author, publishedBody(o, { materialprice: 500 }));
    const status = (body: unknown, caller = o.editor) => caller.call<ErrorBody>('PATCH', `/api/v1/offers/${id}/status`, body);
    expect((await status({ status: 'closed', outcome: 'accepted' }, o.reader)).status).toBe(403);
    expect(await status({ status: 'closed' })).toMatchObject({ status: 422, body: { errors: { outcome: [expect.any(String)] } } });
    expect((await status({ status: 'in_progress', outcome: 'accepted' })).status).toBe(422);
    expect((await status({ status: 'overdue' })).status).toBe(422);
    expect((await status({ status: 'closed', outcome: 'maybe' })).status).toBe(422);
    expect((await status({ status: 'in_progress' })).status).toBe(200);
    expect((await status({ status: 'closed', outcome: 'accepted' })).status).toBe(200);
    expect(await getOffer(o.author, id)).toMatchObject({ status: 'closed', outcome: 'accepted' });
    const fixed = await o.editor.call<ErrorBody>('PATCH', `/api/v1/offers/${id}`, { materialprice: 600 });
    expect(fixed).toMatchObject({ status: 409, body: { code: 'offers.closed_calculation_fixed' } });
    expect((await o.editor.call('PATCH', `/api/v1/offers/${id}`, { title: 'Angenommen' })).status).toBe(200);
    expect((await status({ status: 'open' })).status).toBe(200);
    expect(await getOffer(o.author, id)).toMatchObject({ status: 'open', outcome: null, title: 'Angenommen' });
    expect((await o.editor.call('PATCH', `/api/v1/offers/${id}`, { materialprice: 600 })).status).toBe(200);
  });

  it('is overdue once valid_until passed (the job), at once when the date moves into the past, and open again when it moves out', async () => {
    const statusOf = async (id: string) => (await getOffer(o.author, id)).status;
    const eventually = async (id: string, wanted: string) => {
      const deadline = Date.now() + 10_000;
      while ((await statusOf(id)) !== wanted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      return statusOf(id);
    };
    const past = await createOffer(o.author, publishedBody(o, { valid_until: '2020-01-01' }));
    expect(await eventually(past, 'overdue')).toBe('overdue');
    expect((await o.editor.call('PATCH', `/api/v1/offers/${past}`, { valid_until: '2999-01-01' })).status).toBe(200);
    expect(await statusOf(past)).toBe('open');
    const ahead = await createOffer(o.author, publishedBody(o, { valid_until: '2999-12-31' }));
    await o.editor.call('PATCH', `/api/v1/offers/${ahead}/status`, { status: 'in_progress' });
    expect((await o.editor.call('PATCH', `/api/v1/offers/${ahead}`, { valid_until: '2021-06-30' })).status).toBe(200);
    expect(await statusOf(ahead)).toBe('overdue');
    // Closing ends it; reopening while the date is past makes it overdue again.
    expect((await o.editor.call('PATCH', `/api/v1/offers/${ahead}/status`, { status: 'closed', outcome: 'declined' })).status).toBe(200);
    expect((await o.editor.call('PATCH', `/api/v1/offers/${ahead}/status`, { status: 'in_progress' })).status).toBe(200);
    expect(await statusOf(ahead)).toBe('overdue');
    expect((await o.editor.call('PATCH', `/api/v1/offers/${ahead}`, { valid_until: null })).status).toBe(200);
    expect(await statusOf(ahead)).toBe('in_progress');
  });

  it('adds and removes viewers (edit permission): active staff only; a viewer reads the draft', async () => {
    const id = await createOffer(o.author, { title: 'Entwurf für Viktor', team: o.sales });
    expect((await o.viewer.call('GET', `/api/v1/offers/${id}`)).status).toBe(404);
    const added = await o.author.call<WriteResult>('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.viewer.user.id });
    expect(added).toMatchObject({ status: 201, body: { id, version: 2 } });
    expect((await o.author.call<WriteResult>('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.viewer.user.id })).body.version).toBe(2);
    expect(await getOffer(o.viewer, id)).toMatchObject({ viewers: [o.viewer.user.id] });
    const portal = await o.author.call<ErrorBody>('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.portal.user.id });
    expect(portal).toMatchObject({ status: 422, body: { errors: { user_id: ['Please choose an active member of the organisation.'] } } });
    expect((await o.author.call('POST', `/api/v1/offers/${id}/viewers`, { user_id: 'nobody' })).status).toBe(422);
    expect((await o.viewer.call('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.stranger.user.id })).status).toBe(403);
    expect((await o.author.call('DELETE', `/api/v1/offers/${id}/viewers/${o.viewer.user.id}`)).status).toBe(200);
    expect((await o.viewer.call('GET', `/api/v1/offers/${id}`)).status).toBe(404);
    const again = await o.author.call<ErrorBody>('DELETE', `/api/v1/offers/${id}/viewers/${o.viewer.user.id}`);
    expect(again).toMatchObject({ status: 404, body: { code: 'offers.viewer_not_found' } });
  });

  it('lets readers comment and watch; only the author changes or deletes a comment; disabled comments are 409', async () => {
    const id = await createOffer(o.author, publishedBody(o));
    const added = await o.reader.call<WriteResult>('POST', `/api/v1/offers/${id}/comments`, { body: ' Passt so. ' });
    expect(added.status).toBe(201);
    const cid = added.body.id;
    expect((await getOffer(o.author, id)).comments).toEqual([expect.objectContaining({ id: cid, body: 'Passt so.', author_id: o.reader.user.id })]);
    expect((await o.author.call<ErrorBody>('PUT', `/api/v1/offers/${id}/comments/${cid}`, { body: 'Meins' })).status).toBe(403);
    expect((await o.reader.call('PUT', `/api/v1/offers/${id}/comments/${cid}`, { body: 'Passt.' })).status).toBe(200);
    expect((await o.reader.call('POST', `/api/v1/offers/${id}/comments`, { body: '  ' })).status).toBe(422);
    expect((await o.reader.call<ErrorBody>('PUT', `/api/v1/offers/${id}/comments/not-a-uuid`, { body: 'x' })).body.code).toBe(
      'offers.comment_not_found',
    );
    expect((await o.reader.call('PATCH', `/api/v1/offers/${id}/watch`, { status: 'watching' })).status).toBe(200);
    expect((await o.reader.call('PATCH', `/api/v1/offers/${id}/watch`, { status: 'sometimes' })).status).toBe(422);
    expect((await getOffer(o.author, id)).watchers).toEqual([o.reader.user.id]);
    expect((await o.editor.call('PATCH', `/api/v1/offers/${id}`, { comments_enabled: false })).status).toBe(200);
    const disabled = await o.reader.call<ErrorBody>('POST', `/api/v1/offers/${id}/comments`, { body: 'Noch was' });
    expect(disabled).toMatchObject({ status: 409, body: { code: 'offers.comments_disabled' } });
    expect((await o.reader.call('DELETE', `/api/v1/offers/${id}/comments/${cid}`)).status).toBe(200);
    expect((await getOffer(o.author, id)).comments).toEqual([]);
    expect((await o.reader.call('PATCH', `/api/v1/offers/${id}/watch`, { status: 'not_watching' })).status).toBe(200);
  });

  it('keeps the history with amounts as decimals, and shows past versions (?version, ?at)', async () => {
    const id = await createOffer(o.author, { title: 'Erste Fassung', materialprice: 10 });
    expect((await o.author.call('PATCH', `/api/v1/offers/${id}`, { title: 'Zweite Fassung', materialprice: 12.5 })).status).toBe(200);
    const history = await o.author.call<{ data: Array<{ type: string; actor_name: string | null; changes: unknown[] }> }>(
      'GET',
      `/api/v1/offers/${id}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => entry.type)).toEqual(['OfferCreated', 'OfferChanged']);
    expect(history.body.data[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: 'Erste Fassung', to: 'Zweite Fassung' },
        { field: 'materialprice', from: 10, to: 12.5 },
      ]),
    );
    const first = await o.author.call<OfferView>('GET', `/api/v1/offers/${id}?version=1`);
    expect(first).toMatchObject({ status: 200, body: { title: 'Erste Fassung', total: 10, version: 1 } });
    expect(first.body).not.toHaveProperty('can');
    expect((await o.author.call('GET', `/api/v1/offers/${id}?at=2000-01-01T00:00:00Z`)).status).toBe(404);
    expect((await o.author.call<OfferView>('GET', `/api/v1/offers/${id}?at=2999-01-01T00:00:00Z`)).body.version).toBe(2);
    expect((await o.author.call('GET', `/api/v1/offers/${id}?version=x`)).status).toBe(422);
    expect((await o.author.call('GET', `/api/v1/offers/${id}?version=3`)).status).toBe(404);
    expect((await o.stranger.call('GET', `/api/v1/offers/${id}/history`)).status).toBe(404);
  });

  it('deletes with delete permission; a deleted offer is 404 everywhere', async () => {
    const id = await createOffer(o.author, publishedBody(o));
    expect((await o.editor.call<ErrorBody>('DELETE', `/api/v1/offers/${id}`)).status).toBe(403);
    expect((await o.deleter.call('DELETE', `/api/v1/offers/${id}`)).status).toBe(200);
    const gone = await o.author.call<ErrorBody>('GET', `/api/v1/offers/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { code: 'offers.offer_not_found' } });
    expect((await o.deleter.call('DELETE', `/api/v1/offers/${id}`)).status).toBe(404);
    expect((await o.author.call('PATCH', `/api/v1/offers/${id}/status`, { status: 'open' })).status).toBe(404);
    expect((await o.author.call('GET', '/api/v1/offers/not-a-uuid')).status).toBe(404);
  });

  it('gives every offer of a type a unique number under 10 concurrent creates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => o.author.call<WriteResult>('POST', '/api/v1/offers', { title: `Parallel ${i}`, type: o.typeId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const numbers = await Promise.all(answers.map(async (a) => (await getOffer(o.author, a.body.id)).number));
    expect(new Set(numbers).size).toBe(10);
  });
});
