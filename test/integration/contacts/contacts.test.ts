import type { ContactListView, ContactNumberView, ContactView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import {
  contactBody,
  createContact,
  createContactType,
  getContact,
  nextNumber,
  startContactsFixture,
  type ContactsFixture,
  type ContactsOrg,
  type ErrorBody,
} from './contacts-fixture';

const NUMBER_TAKEN = 'A contact with this number already exists';

// Contacts over HTTP (seed §3, §5, §7): every route, its rules and its refusals.
describe('contacts over HTTP', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;
  let events: EventStore;

  beforeAll(async () => {
    f = await startContactsFixture();
    events = f.t.app.get<EventStore>(EVENT_STORE);
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  const post = (body: unknown) => o.member.call<WriteResult & ErrorBody>('POST', '/api/v1/contacts', body);
  const put = (id: string, body: unknown, headers?: Record<string, string>) =>
    o.member.call<WriteResult & ErrorBody>('PUT', `/api/v1/contacts/${id}`, body, headers);
  const streamOf = (id: string) => events.readStream(`contact-${id}`);
  const eventCount = () => f.t.eventCount(o.org);

  describe('create and read', () => {
    it('creates a contact (ContactCreated in the account, 201) and shows it with the uid normalised and empty fields null', async () => {
      const body = contactBody(o.typeId, {
        homepage: 'https://mueller-maschinenbau.de',
        contact_since: '2019-04-01',
        account_manager: o.colleague.user.id,
      });
      const created = await post(body);
      expect(created).toMatchObject({
        status: 201,
        body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 1, position: expect.any(Number) },
      });
      expect(created.headers.get('etag')).toBe('"1"');
      const view = await o.member.call<ContactView>('GET', `/api/v1/contacts/${created.body.id}`);
      expect(view.headers.get('etag')).toBe('"1"');
      expect(view.body).toEqual({
        id: created.body.id,
        name: 'Müller Maschinenbau GmbH',
        number: body.number,
        type: o.typeId,
        address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
        homepage: 'https://mueller-maschinenbau.de',
        uid: 'DE123456789',
        contact_since: '2019-04-01',
        account_manager: o.colleague.user.id,
        key_account_manager: null,
        details: {},
        logo: null,
        persons: [],
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });
      const [event] = await streamOf(created.body.id);
      expect(event).toMatchObject({ type: 'ContactCreated', metadata: { accountId: o.org, actorId: o.member.user.id } });
    });

    it('strips empty, null and zero values recursively on create and takes the number as text', async () => {
      const number = 1_000_000 + Math.floor(Math.random() * 1_000_000);
      const created = await post({
        ...contactBody(o.typeId, { number }),
        homepage: '',
        contact_since: null,
        account_manager: 0,
        key_account_manager: '   ',
        details: { leer: '', nichts: null },
        address: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE', extra: '' },
      });
      expect(created.status).toBe(201);
      const [event] = await streamOf(created.body.id);
      expect(event.data).toEqual({
        name: 'Müller Maschinenbau GmbH',
        number: String(number),
        type: o.typeId,
        address: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
        uid: 'DE123456789',
        details: {},
      });
    });

    it('answers 404 contacts.contact_not_found for an unknown, malformed or deleted id', async () => {
      const id = await createContact(o.member, contactBody(o.typeId));
      expect((await o.member.call('DELETE', `/api/v1/contacts/${id}`)).status).toBe(200);
      for (const path of [`/api/v1/contacts/${id}`, '/api/v1/contacts/00000000-0000-4000-8000-000000000000', '/api/v1/contacts/not-an-id']) {
        expect(await o.member.call('GET', path)).toMatchObject({
          status: 404,
          body: { code: 'contacts.contact_not_found', message: 'This contact was not found.' },
        });
      }
      expect((await put(id, contactBody(o.typeId))).status).toBe(404);
      expect((await o.member.call('DELETE', `/api/v1/contacts/${id}`)).status).toBe(404);
    });
  });

  describe('rules (seed §5): 422 with field errors, nothing appended', () => {
    const address = (overrides: Record<string, unknown>) => ({
      address: { street: 'A-Straße 1', zip: '12345', city: 'Ulm', country: 'DE', ...overrides },
    });

    it.each([
      ['name missing', { name: undefined }, 'name', 'This field is required.'],
      ['name over 255', { name: 'x'.repeat(256) }, 'name', 'At most 255 characters.'],
      ['number over 255', { number: 'K'.repeat(256) }, 'number', 'At most 255 characters.'],
      ['type missing', { type: undefined }, 'type', 'This field is required.'],
      ['type not a contact type', { type: '00000000-0000-4000-8000-000000000000' }, 'type', 'Please choose one of the given values.'],
      ['street missing', address({ street: undefined }), 'address.street', 'This field is required.'],
      ['city over 255', address({ city: 'x'.repeat(256) }), 'address.city', 'At most 255 characters.'],
      ['zip of 2 digits', address({ zip: '12' }), 'address.zip', 'Please enter 3 to 10 digits.'],
      ['zip of 11 digits', address({ zip: '12345678901' }), 'address.zip', 'Please enter 3 to 10 digits.'],
      ['zip with a letter', address({ zip: '1234A' }), 'address.zip', 'Please enter 3 to 10 digits.'],
      ['country not in the list', address({ country: 'XX' }), 'address.country', 'Please choose one of the given values.'],
      ['country in lower case', address({ country: 'de' }), 'address.country', 'Please choose one of the given values.'],
      ['homepage without scheme', { homepage: 'www.mueller.de' }, 'homepage', 'Please enter a valid URL.'],
      ['homepage with ftp', { homepage: 'ftp://mueller.de' }, 'homepage', 'Please enter a valid URL.'],
      ['homepage over 255', { homepage: `https://mueller.de/${'a'.repeat(240)}` }, 'homepage', 'At most 255 characters.'],
      ['uid missing', { uid: undefined }, 'uid', 'This field is required.'],
      ['uid too short', { uid: 'DE1' }, 'uid', 'The VAT id has 4 to 15 letters or digits (spaces do not count).'],
      ['uid too long', { uid: 'DE1234567890123X' }, 'uid', 'The VAT id has 4 to 15 letters or digits (spaces do not count).'],
      ['contact_since not a date', { contact_since: '2023-02-30' }, 'contact_since', 'Please enter a valid date.'],
      ['contact_since German', { contact_since: '01.04.2019' }, 'contact_since', 'Please enter a valid date.'],
      ['an unknown field', { logo: 'x' }, 'logo', 'This field is unknown.'],
    ])('refuses %s', async (_, overrides, field, message) => {
      const before = await eventCount();
      const response = await post(contactBody(o.typeId, overrides));
      expect(response).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
      expect(response.body.errors?.[field]).toEqual([message]);
      expect(await eventCount()).toBe(before);
    });

    it('refuses account managers who are not active members: a portal user, an unknown id', async () => {
      const before = await eventCount();
      for (const field of ['account_manager', 'key_account_manager']) {
        for (const id of [o.portal.user.id, 'nobody']) {
          const response = await post(contactBody(o.typeId, { [field]: id }));
          expect({ field, id, status: response.status, errors: response.body.errors }).toEqual({
            field,
            id,
            status: 422,
            errors: { [field]: ['Please choose an active member of the organisation.'] },
          });
        }
      }
      expect(await eventCount()).toBe(before);
    });

    it('answers in German by default', async () => {
      const response = await o.member.call<ErrorBody>('POST', '/api/v1/contacts', contactBody(o.typeId, address({ zip: '1' })), {
        'content-language': 'de',
      });
      expect(response.body.errors?.['address.zip']).toEqual(['Bitte geben Sie 3 bis 10 Ziffern ein.']);
    });
  });

  describe('PUT', () => {
    it('replaces the fields: optional fields left out or sent empty are cleared (ContactChanged)', async () => {
      const full = contactBody(o.typeId, { homepage: 'https://a.de', contact_since: '2020-01-01', key_account_manager: o.member.user.id });
      const id = await createContact(o.member, full);
      const { homepage: _h, contact_since: _c, ...rest } = full;
      const changed = await put(id, { ...rest, name: 'Müller GmbH', key_account_manager: '' });
      expect(changed).toMatchObject({ status: 200, body: { id, version: 2 } });
      expect(await getContact(o.member, id)).toMatchObject({
        name: 'Müller GmbH',
        homepage: null,
        contact_since: null,
        key_account_manager: null,
        version: 2,
      });
      const [, event] = await streamOf(id);
      expect(event.type).toBe('ContactChanged');
      expect(Object.keys(event.data as object)).not.toContain('homepage');
    });

    it('strips only the top level on update: an emptied address field is refused, nothing appended', async () => {
      const body = contactBody(o.typeId);
      const id = await createContact(o.member, body);
      const before = await eventCount();
      const response = await put(id, { ...body, address: { ...(body.address as object), street: '' } });
      expect(response).toMatchObject({ status: 422, body: { errors: { 'address.street': ['This field is required.'] } } });
      expect(await eventCount()).toBe(before);
    });

    it('appends nothing when nothing changed (same version)', async () => {
      const body = contactBody(o.typeId);
      const id = await createContact(o.member, body);
      expect(await put(id, body)).toMatchObject({ status: 200, body: { version: 1 } });
      expect((await streamOf(id)).length).toBe(1);
    });

    it('takes If-Match: the current version passes, a stale one is 409 concurrency.wrong_expected_version', async () => {
      const body = contactBody(o.typeId);
      const id = await createContact(o.member, body);
      expect((await put(id, { ...body, name: 'Eins' }, { 'if-match': '"1"' })).status).toBe(200);
      const stale = await put(id, { ...body, name: 'Zwei' }, { 'if-match': '"1"' });
      expect(stale).toMatchObject({ status: 409, body: { code: 'concurrency.wrong_expected_version' } });
      expect((await getContact(o.member, id)).name).toBe('Eins');
      expect((await put(id, { ...body, name: 'Drei' }, { 'if-match': 'x' })).status).toBe(422);
    });
  });

  describe('numbers are unique per account', () => {
    it(`refuses a taken number (also in other case) with 422 number "${NUMBER_TAKEN}"; nothing appended`, async () => {
      const number = nextNumber();
      await createContact(o.member, contactBody(o.typeId, { number }));
      const before = await eventCount();
      for (const again of [number, ` ${number.toLowerCase()} `]) {
        const response = await post(contactBody(o.typeId, { number: again }));
        expect(response).toMatchObject({ status: 422, body: { code: 'request.validation_failed', errors: { number: [NUMBER_TAKEN] } } });
      }
      expect(await eventCount()).toBe(before);
    });

    it('names a taken number beside the field errors of the domain rules', async () => {
      const number = nextNumber();
      await createContact(o.member, contactBody(o.typeId, { number }));
      const response = await post(contactBody(o.typeId, { number, type: '00000000-0000-4000-8000-000000000000' }));
      expect(response.body.errors).toEqual({ number: [NUMBER_TAKEN], type: ['Please choose one of the given values.'] });
    });

    it('refuses renumbering onto a taken number, and frees a number on renumber and on delete', async () => {
      const [a, b] = [nextNumber(), nextNumber()];
      const bodyA = contactBody(o.typeId, { number: a });
      const idA = await createContact(o.member, bodyA);
      const idB = await createContact(o.member, contactBody(o.typeId, { number: b }));
      expect((await put(idA, { ...bodyA, number: b })).body.errors).toEqual({ number: [NUMBER_TAKEN] });
      const c = nextNumber();
      expect((await put(idA, { ...bodyA, number: c })).status).toBe(200);
      // a is free again; b after its contact is deleted.
      expect((await post(contactBody(o.typeId, { number: a }))).status).toBe(201);
      expect((await o.member.call('DELETE', `/api/v1/contacts/${idB}`)).status).toBe(200);
      expect((await post(contactBody(o.typeId, { number: b }))).status).toBe(201);
    });

    it('lets exactly one of several concurrent creates with the same number through', async () => {
      const number = nextNumber();
      const before = await eventCount();
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(contactBody(o.typeId, { number }))));
      expect(responses.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
      for (const refused of responses.filter((r) => r.status === 422)) expect(refused.body.errors).toEqual({ number: [NUMBER_TAKEN] });
      expect(await eventCount()).toBe(before + 1);
      const list = await o.member.call<ContactListView>('GET', `/api/v1/contacts?number=${encodeURIComponent(number)}`);
      expect(list.body.meta.total).toBe(1);
    });

    it('takes over a reservation left behind by a save that never appended, once it is a minute old', async () => {
      const [stale, fresh] = [nextNumber(), nextNumber()];
      const leftBehind = (number: string, age: string) =>
        f.t.sql.query(
          `INSERT INTO contacts_number_reservations (account_id, number_key, contact_id, reserved_at) VALUES ($1, $2, $3, now() - $4::interval)`,
          [o.org, number.toLowerCase(), '00000000-0000-4000-8000-00000000dead', age],
        );
      await leftBehind(stale, '2 minutes');
      await leftBehind(fresh, '1 second');
      const check = async (n: string) => (await o.member.call<ContactNumberView>('GET', `/api/v1/contacts/attributes/number/${n}`)).body.taken;
      expect([await check(stale), await check(fresh)]).toEqual([false, true]);
      expect((await post(contactBody(o.typeId, { number: stale }))).status).toBe(201);
      expect((await post(contactBody(o.typeId, { number: fresh }))).body.errors).toEqual({ number: [NUMBER_TAKEN] });
    });

    it('tells whether a number is taken: GET v1/contacts/attributes/number/{number}', async () => {
      const number = `${nextNumber()}/Ä`;
      const id = await createContact(o.member, contactBody(o.typeId, { number }));
      const check = (n: string) => o.member.call<ContactNumberView>('GET', `/api/v1/contacts/attributes/number/${encodeURIComponent(n)}`);
      expect((await check(number)).body).toEqual({ number, taken: true, contact_id: id });
      expect((await check(number.toLowerCase())).body).toMatchObject({ taken: true, contact_id: id });
      const free = `${number}-frei`;
      expect((await check(free)).body).toEqual({ number: free, taken: false, contact_id: null });
    });
  });

  describe('list', () => {
    let typeB: string;
    const ids: Record<string, string> = {};
    const prefix = `L${Date.now().toString(36)}`;
    const list = async (query: string) => (await o.member.call<ContactListView>('GET', `/api/v1/contacts?${query}`)).body;
    const names = (view: ContactListView) => view.data.map((c) => c.name);

    beforeAll(async () => {
      typeB = await createContactType(o.manager, 'Lieferant', 'LF');
      const rows: Array<[string, string, string, string]> = [
        ['alpha', `${prefix} Alpha Antriebe`, `${prefix}-003`, 'München'],
        ['bravo', `${prefix} bravo Bau`, `${prefix}-001`, 'Stuttgart'],
        ['charlie', `${prefix} Charlie Chemie`, `${prefix}-002`, 'Ulm'],
      ];
      for (const [key, name, number, city] of rows) {
        ids[key] = await createContact(
          o.member,
          contactBody(key === 'charlie' ? typeB : o.typeId, { name, number, address: { street: 'Weg 1', zip: '12345', city, country: 'DE' } }),
        );
      }
      await o.member.call('POST', `/api/v1/contacts/${ids.bravo}/persons`, { name: 'Zacharias Zuse' });
    });

    it('filters by name and number from their start (case-insensitive), by type, and searches words anywhere', async () => {
      expect(names(await list(`name=${encodeURIComponent(prefix.toLowerCase())}`))).toEqual([
        `${prefix} Alpha Antriebe`,
        `${prefix} bravo Bau`,
        `${prefix} Charlie Chemie`,
      ]);
      expect(names(await list(`name=${encodeURIComponent(`${prefix} b`)}`))).toEqual([`${prefix} bravo Bau`]);
      expect(names(await list('name=Antriebe'))).toEqual([]);
      expect(names(await list(`number=${prefix}-00`)).length).toBe(3);
      expect(names(await list(`number=${prefix.toLowerCase()}-002`))).toEqual([`${prefix} Charlie Chemie`]);
      expect(names(await list(`type=${typeB}`))).toEqual([`${prefix} Charlie Chemie`]);
      expect(names(await list(`search=${prefix}%20ulm`))).toEqual([`${prefix} Charlie Chemie`]);
      expect(names(await list(`search=${prefix}%20zuse`))).toEqual([`${prefix} bravo Bau`]);
    });

    it('orders by name (default), number and descending with -field; pages with the list envelope', async () => {
      expect(names(await list(`name=${prefix}&order=-name`))).toEqual([
        `${prefix} Charlie Chemie`,
        `${prefix} bravo Bau`,
        `${prefix} Alpha Antriebe`,
      ]);
      expect((await list(`name=${prefix}&order=number`)).data.map((c) => c.id)).toEqual([ids.bravo, ids.charlie, ids.alpha]);
      const page = await list(`name=${prefix}&limit=2&page=2`);
      expect(page.meta).toEqual({ page: 2, limit: 2, total: 3 });
      expect(names(page)).toEqual([`${prefix} Charlie Chemie`]);
      expect(page.data[0]).toMatchObject({ id: ids.charlie, type: typeB, persons: [] });
    });

    it('refuses a bad order, limit or an unknown parameter with 422', async () => {
      for (const query of ['order=city', 'limit=0', 'limit=501', 'page=x', 'filter=1']) {
        expect({ query, status: (await o.member.call('GET', `/api/v1/contacts?${query}`)).status }).toEqual({ query, status: 422 });
      }
    });
  });

  describe('linked tasks and protocols', () => {
    // The filled tabs: test/integration/tasks/task-protocol-links.test.ts.
    it('answers an empty page in the list envelope when nothing is linked (or the app is off); 404 for an unknown contact', async () => {
      const id = await createContact(o.member, contactBody(o.typeId));
      for (const [items, order] of [
        ['tasks', '-due_date'],
        ['protocols', '-date'],
      ]) {
        expect((await o.member.call('GET', `/api/v1/contacts/${id}/${items}?page=2&limit=10&order=${order}`)).body).toEqual({
          data: [],
          meta: { page: 2, limit: 10, total: 0 },
        });
        expect((await o.member.call('GET', `/api/v1/contacts/${id}/${items}`)).body).toEqual({ data: [], meta: { page: 1, limit: 25, total: 0 } });
        expect((await o.member.call('GET', `/api/v1/contacts/00000000-0000-4000-8000-000000000000/${items}`)).status).toBe(404);
        expect((await o.member.call('GET', `/api/v1/contacts/${id}/${items}?limit=x`)).status).toBe(422);
        expect((await o.member.call('GET', `/api/v1/contacts/${id}/${items}?order=city`)).status).toBe(422);
      }
    });
  });

  describe('who may', () => {
    const routes = (id: string): Array<[string, string, unknown?]> => [
      ['GET', '/api/v1/contacts'],
      ['POST', '/api/v1/contacts', contactBody(o.typeId)],
      ['GET', '/api/v1/contacts/attributes/number/K-1'],
      ['GET', `/api/v1/contacts/${id}`],
      ['GET', `/api/v1/contacts/${id}?version=1`],
      ['GET', `/api/v1/contacts/${id}/history`],
      ['PUT', `/api/v1/contacts/${id}`, contactBody(o.typeId)],
      ['DELETE', `/api/v1/contacts/${id}`],
      ['POST', `/api/v1/contacts/${id}/logo`],
      ['DELETE', `/api/v1/contacts/${id}/logo`],
      ['GET', `/api/v1/contacts/${id}/tasks`],
      ['GET', `/api/v1/contacts/${id}/protocols`],
      ['GET', `/api/v1/contacts/${id}/persons`],
      ['POST', `/api/v1/contacts/${id}/persons`, { name: 'X' }],
      ['PUT', `/api/v1/contacts/${id}/persons/00000000-0000-4000-8000-000000000000`, { name: 'X' }],
      ['DELETE', `/api/v1/contacts/${id}/persons/00000000-0000-4000-8000-000000000000`],
      ['PUT', '/api/v1/account_manager/contact_form', { elements: [] }],
      ['GET', '/api/v1/account_manager/contact_form/history'],
    ];

    it('answers 401 auth.unauthorized without a token on every route', async () => {
      const id = await createContact(o.member, contactBody(o.typeId));
      for (const [method, path, body] of [...routes(id), ['GET', '/api/v1/account_manager/contact_form'] as [string, string]]) {
        const response = await f.t.call<ErrorBody>(method, path, undefined, undefined, body);
        expect({ route: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
          route: `${method} ${path}`,
          status: 401,
          code: 'auth.unauthorized',
        });
      }
    });

    it('answers 403 auth.forbidden to a portal user on every contacts route (404 for a contact outside their portal), and appends nothing', async () => {
      const id = await createContact(o.member, contactBody(o.typeId));
      const before = await eventCount();
      for (const [method, path, body] of routes(id)) {
        const response = await o.portal.call<ErrorBody>(method, path, body);
        // GET of one contact asks the access policy: portal users read their own portal's contact only, others are unknown to them.
        const refusal =
          method === 'GET' && path.split('?')[0] === `/api/v1/contacts/${id}`
            ? { status: 404, code: 'request.not_found' }
            : { status: 403, code: 'auth.forbidden' };
        expect({ route: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({ route: `${method} ${path}`, ...refusal });
      }
      expect(await eventCount()).toBe(before);
    });

    it('answers 403 contacts.app_disabled when the account has not enabled the contacts app', async () => {
      const other = await f.organisation();
      expect((await other.manager.call('PUT', '/api/v2/account/apps', { apps: ['tasks'] })).status).toBe(200);
      const manager = await f.caller(other.manager.user, other.org);
      expect(await manager.call('GET', '/api/v1/contacts')).toMatchObject({ status: 403, body: { code: 'contacts.app_disabled' } });
      expect((await manager.call('POST', '/api/v1/contacts', contactBody(other.typeId))).status).toBe(403);
    });
  });

  it('documents every contacts route for OpenAPI', async () => {
    const { body } = await f.t.call<{ paths: Record<string, Record<string, { summary?: string }>> }>('GET', '/api/docs-json');
    const documented = Object.entries(body.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/v1/contacts',
        'POST /api/v1/contacts',
        'GET /api/v1/contacts/attributes/number/{number}',
        'GET /api/v1/contacts/{id}',
        'PUT /api/v1/contacts/{id}',
        'DELETE /api/v1/contacts/{id}',
        'GET /api/v1/contacts/{id}/history',
        'POST /api/v1/contacts/{id}/logo',
        'DELETE /api/v1/contacts/{id}/logo',
        'GET /api/v1/contacts/{id}/tasks',
        'GET /api/v1/contacts/{id}/protocols',
        'GET /api/v1/contacts/{id}/persons',
        'POST /api/v1/contacts/{id}/persons',
        'PUT /api/v1/contacts/{id}/persons/{personId}',
        'DELETE /api/v1/contacts/{id}/persons/{personId}',
        'GET /api/v1/account_manager/contact_form',
        'PUT /api/v1/account_manager/contact_form',
        'GET /api/v1/account_manager/contact_form/history',
      ]),
    );
  });

  describe('contact types in use', () => {
    it('registers the usage check: a contact type used by a live contact cannot be deleted, an unused one can', async () => {
      const typeId = await createContactType(o.manager, 'Interessent', 'INT');
      const id = await createContact(o.member, contactBody(typeId));
      expect(await o.manager.call('DELETE', `/api/v1/account_manager/contact_types/${typeId}`)).toMatchObject({
        status: 409,
        body: { code: 'types.type_in_use' },
      });
      expect((await o.member.call('DELETE', `/api/v1/contacts/${id}`)).status).toBe(200);
      expect((await o.manager.call('DELETE', `/api/v1/account_manager/contact_types/${typeId}`)).status).toBe(200);
    });
  });
});
