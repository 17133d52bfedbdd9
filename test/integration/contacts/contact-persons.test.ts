import type { ContactPersonListView, ContactView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import {
  contactBody,
  createContact,
  getContact,
  startContactsFixture,
  type ContactsFixture,
  type ContactsOrg,
  type ErrorBody,
} from './contacts-fixture';

interface HistoryBody {
  data: Array<{
    version: number;
    type: string;
    actor_id: string | null;
    occurred_at: string;
    changes: Array<{ field: string; from: unknown; to: unknown }>;
  }>;
}

// Contact persons (part of the contact's stream) and the contact's history and past states.
describe('contact persons, history and past states', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;
  let events: EventStore;

  beforeAll(async () => {
    f = await startContactsFixture();
    events = f.t.app.get<EventStore>(EVENT_STORE);
    o = await f.organisation();
  });
  afterAll(() => f?.t.close());

  const persons = (contactId: string) => `/api/v1/contacts/${contactId}/persons`;
  const addPerson = (contactId: string, body: unknown, headers?: Record<string, string>) =>
    o.member.call<WriteResult & ErrorBody>('POST', persons(contactId), body, headers);
  const eventCount = () => f.t.eventCount(o.org);
  const petra = {
    name: 'Petra Schmidt',
    salutation: 'Frau',
    gender: 'female',
    date_of_birth: '1978-09-14',
    email: 'p.schmidt@mueller-maschinenbau.de',
    phone: '+49 711 4711-0',
    mobile: '',
    role: 'Einkauf',
    account_manager: null,
  };

  it('adds, lists, changes and removes persons; each change is an event of the contact', async () => {
    const contactId = await createContact(o.member, contactBody(o.typeId));
    const added = await addPerson(contactId, { ...petra, account_manager: o.colleague.user.id });
    expect(added).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 2 } });
    const personId = added.body.id;
    const listed = await o.member.call<ContactPersonListView>('GET', persons(contactId));
    expect(listed.body).toEqual({
      data: [
        {
          id: personId,
          name: 'Petra Schmidt',
          salutation: 'Frau',
          gender: 'female',
          date_of_birth: '1978-09-14',
          email: 'p.schmidt@mueller-maschinenbau.de',
          phone: '+49 711 4711-0',
          mobile: null,
          role: 'Einkauf',
          account_manager: o.colleague.user.id,
        },
      ],
      meta: { page: 1, limit: 1, total: 1 },
    });
    expect((await getContact(o.member, contactId)).persons).toEqual(listed.body.data);

    // PUT replaces: fields left out are cleared.
    const changed = await o.member.call<WriteResult>(
      'PUT',
      `${persons(contactId)}/${personId}`,
      { name: 'Petra Schmidt-Weber', email: 'petra@mueller.de' },
      { 'if-match': '"2"' },
    );
    expect(changed).toMatchObject({ status: 200, body: { id: personId, version: 3 } });
    expect((await getContact(o.member, contactId)).persons).toEqual([
      {
        id: personId,
        name: 'Petra Schmidt-Weber',
        salutation: null,
        gender: null,
        date_of_birth: null,
        email: 'petra@mueller.de',
        phone: null,
        mobile: null,
        role: null,
        account_manager: null,
      },
    ]);
    const removed = await o.member.call<WriteResult>('DELETE', `${persons(contactId)}/${personId}`);
    expect(removed).toMatchObject({ status: 200, body: { id: personId, version: 4 } });
    expect((await getContact(o.member, contactId)).persons).toEqual([]);
    expect((await events.readStream(`contact-${contactId}`)).map((e) => e.type)).toEqual([
      'ContactCreated',
      'ContactPersonAdded',
      'ContactPersonChanged',
      'ContactPersonRemoved',
    ]);
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'This field is required.'],
    ['name over 255', { name: 'x'.repeat(256) }, 'name', 'At most 255 characters.'],
    ['gender not female or male', { name: 'X', gender: 'divers' }, 'gender', 'Please choose one of the given values.'],
    ['date_of_birth not a date', { name: 'X', date_of_birth: '1980-02-30' }, 'date_of_birth', 'Please enter a valid date.'],
    ['date_of_birth implausible', { name: 'X', date_of_birth: '1850-01-01' }, 'date_of_birth', expect.stringContaining('14')],
    ['email invalid', { name: 'X', email: 'petra@' }, 'email', 'Please enter a valid e-mail address.'],
    [
      'account_manager a portal user',
      { name: 'X', account_manager: 'portal' },
      'account_manager',
      'Please choose an active member of the organisation.',
    ],
    ['an unknown field', { name: 'X', fax: '0711' }, 'fax', 'This field is unknown.'],
  ])('refuses %s with 422; nothing appended', async (_, body, field, message) => {
    const contactId = await createContact(o.member, contactBody(o.typeId));
    const before = await eventCount();
    const sent = (body as { account_manager?: string }).account_manager === 'portal' ? { ...body, account_manager: o.portal.user.id } : body;
    const response = await addPerson(contactId, sent);
    expect(response).toMatchObject({ status: 422, body: { code: 'request.validation_failed' } });
    expect(response.body.errors?.[field]).toEqual([message]);
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for an unknown contact or person, 409 for a stale If-Match', async () => {
    const contactId = await createContact(o.member, contactBody(o.typeId));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await addPerson(unknown, { name: 'X' })).toMatchObject({ status: 404, body: { code: 'contacts.contact_not_found' } });
    expect((await o.member.call('GET', persons(unknown))).status).toBe(404);
    for (const [method, body] of [
      ['PUT', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      expect(await o.member.call(method, `${persons(contactId)}/${unknown}`, body)).toMatchObject({
        status: 404,
        body: { code: 'contacts.person_not_found' },
      });
      expect(await o.member.call(method, `${persons(contactId)}/not-a-uuid`, body)).toMatchObject({
        status: 404,
        body: { code: 'contacts.person_not_found' },
      });
    }
    expect(await addPerson(contactId, { name: 'X' }, { 'if-match': '"7"' })).toMatchObject({
      status: 409,
      body: { code: 'concurrency.wrong_expected_version' },
    });
  });

  it('shows who changed which fields when, person changes included, and the contact as of a version or a time', async () => {
    const body = contactBody(o.typeId, { homepage: 'https://mueller.de' });
    const contactId = await createContact(o.member, body);
    const personId = (await addPerson(contactId, { name: 'Petra Schmidt', email: 'p@mueller.de' })).body.id;
    const afterPerson = (await getContact(o.member, contactId)).updated_at;
    await o.colleague.call('PUT', `/api/v1/contacts/${contactId}`, { ...body, address: { ...(body.address as object), zip: '70173' }, homepage: '' });
    await o.colleague.call('PUT', `${persons(contactId)}/${personId}`, { name: 'Petra Schmidt', email: 'petra@mueller.de' });

    const history = await o.member.call<HistoryBody>('GET', `/api/v1/contacts/${contactId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e) => [e.version, e.type, e.actor_id])).toEqual([
      [1, 'ContactCreated', o.member.user.id],
      [2, 'ContactPersonAdded', o.member.user.id],
      [3, 'ContactChanged', o.colleague.user.id],
      [4, 'ContactPersonChanged', o.colleague.user.id],
    ]);
    expect(history.body.data[1].changes).toEqual([
      { field: `persons.${personId}`, from: null, to: { id: personId, name: 'Petra Schmidt', email: 'p@mueller.de' } },
    ]);
    expect(history.body.data[2].changes).toEqual([
      { field: 'address.zip', from: '70565', to: '70173' },
      { field: 'homepage', from: 'https://mueller.de', to: null },
    ]);
    expect(history.body.data[3].changes).toEqual([{ field: `persons.${personId}.email`, from: 'p@mueller.de', to: 'petra@mueller.de' }]);

    const asOf = async (query: string) => o.member.call<ContactView>('GET', `/api/v1/contacts/${contactId}?${query}`);
    expect((await asOf('version=1')).body).toMatchObject({ version: 1, persons: [], homepage: 'https://mueller.de', address: { zip: '70565' } });
    expect((await asOf('version=2')).body.persons).toEqual([expect.objectContaining({ id: personId, email: 'p@mueller.de' })]);
    const third = await asOf('version=3');
    expect(third.headers.get('etag')).toBe('"3"');
    expect(third.body).toMatchObject({
      version: 3,
      homepage: null,
      address: { zip: '70173' },
      persons: [expect.objectContaining({ email: 'p@mueller.de' })],
    });
    expect((await asOf(`at=${encodeURIComponent(afterPerson)}`)).body).toMatchObject({ version: 2, address: { zip: '70565' } });
    expect((await asOf('version=9')).status).toBe(404);
    expect((await asOf('at=2000-01-01T00:00:00Z')).status).toBe(404);
    expect((await asOf('version=0')).status).toBe(422);
    expect((await asOf('version=1&at=2024-01-01')).status).toBe(422);
  });

  it('keeps the history of a deleted contact; an unknown contact has none (404)', async () => {
    const contactId = await createContact(o.member, contactBody(o.typeId));
    await o.member.call('DELETE', `/api/v1/contacts/${contactId}`);
    const history = await o.member.call<HistoryBody>('GET', `/api/v1/contacts/${contactId}/history`);
    expect(history.body.data.map((e) => e.type)).toEqual(['ContactCreated', 'ContactDeleted']);
    expect(history.body.data[1].changes).toEqual([{ field: 'status', from: 'active', to: 'deleted' }]);
    expect((await o.member.call('GET', `/api/v1/contacts/${contactId}?version=2`)).status).toBe(404);
    expect((await o.member.call('GET', `/api/v1/contacts/${contactId}?version=1`)).status).toBe(200);
    expect(await o.member.call('GET', '/api/v1/contacts/00000000-0000-4000-8000-000000000000/history')).toMatchObject({
      status: 404,
      body: { code: 'contacts.contact_not_found' },
    });
  });
});
