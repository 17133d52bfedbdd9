import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type PortalView, type WriteResult } from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { PolicyService } from '@kollab/server/contexts/access/public/policy.service';
import { RecordingClient } from '../../support/realtime-client';
import {
  contactBody,
  createContact,
  startContactsFixture,
  type Caller,
  type ContactsFixture,
  type ContactsOrg,
  type ErrorBody,
} from '../contacts/contacts-fixture';

const PORTAL_CHANGED = viewChangedEvent('portals', 'portal');

// Contact portals (seed §3 Portal, §5, §8 Portals; issue 5 item 6) through HTTP on the
// whole app: contacts, accounts (portal members, slots), identity and the access policy.
describe('contact portals', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;
  let other: ContactsOrg;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    f = await startContactsFixture();
    [o, other] = await Promise.all([f.organisation(), f.organisation()]);
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await f?.t.close();
  });

  /** A contact of `org` with one person per e-mail given (names "Person <n> Muster"). */
  async function contactWithPersons(org: ContactsOrg, emails: Array<string | null>): Promise<{ id: string; persons: string[] }> {
    const id = await createContact(org.member, contactBody(org.typeId));
    const persons: string[] = [];
    for (const [i, email] of emails.entries()) {
      const response = await org.member.call<WriteResult>('POST', `/api/v1/contacts/${id}/persons`, {
        name: `Person ${i} Muster`,
        ...(email ? { email } : {}),
      });
      expect(response.status).toBe(201);
      persons.push(response.body.id);
    }
    return { id, persons };
  }
  const createPortal = (caller: Caller, contact_id: string, contact_person: string) =>
    caller.call<WriteResult & ErrorBody>('POST', '/api/v1/portals', { contact_id, contact_person });
  const getPortal = async (id: string) => {
    const response = await o.manager.call<PortalView>('GET', `/api/v1/portals/${id}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('creates one portal per contact, looked after by a member with the user role', async () => {
    const contact = await contactWithPersons(o, []);
    const before = await f.t.eventCount(o.org);
    const notUser = await createPortal(o.manager, contact.id, o.portal.user.id);
    expect(notUser.status).toBe(422);
    expect(notUser.body).toMatchObject({ code: 'portals.invalid_contact_person', message: 'user cannot be chosen as contact person' });
    const unknown = await createPortal(o.manager, randomUUID(), o.member.user.id);
    expect(unknown.body.code).toBe('portals.contact_not_found');
    const foreign = await createPortal(o.manager, contact.id, other.member.user.id);
    expect(foreign.body.code).toBe('portals.invalid_contact_person');
    expect(await f.t.eventCount(o.org)).toBe(before);

    const created = await createPortal(o.manager, contact.id, o.member.user.id);
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(contact.id);
    expect(await getPortal(contact.id)).toMatchObject({
      id: contact.id,
      contact_id: contact.id,
      contact_name: 'Müller Maschinenbau GmbH',
      contact_person: o.member.user.id,
      members: [],
      version: 1,
    });

    const again = await createPortal(o.manager, contact.id, o.colleague.user.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'portals.portal_exists', message: 'portal already exists for contact' });
    // Concurrent creates for one contact: exactly one wins.
    const raced = await contactWithPersons(o, []);
    const answers = await Promise.all([1, 2, 3].map(() => createPortal(o.manager, raced.id, o.member.user.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('makes contact persons portal users with the contact role, once each, within the portal user slots', async () => {
    const [known, staffPerson] = await Promise.all([f.t.user({ first_name: 'Petra' }), Promise.resolve(o.colleague.user)]);
    const newcomer = `new-${randomUUID().slice(0, 8)}@example.test`;
    const contact = await contactWithPersons(o, [known.email, null, staffPerson.email, newcomer]);
    const [knownPerson, noEmail, staff, fresh] = contact.persons;
    expect((await createPortal(o.manager, contact.id, o.member.user.id)).status).toBe(201);
    const add = (person_id: string, extended_permissions?: boolean) =>
      o.manager.call<WriteResult & ErrorBody>('POST', `/api/v1/portals/${contact.id}/members`, { person_id, extended_permissions });

    const added = await add(knownPerson, true);
    expect(added.status).toBe(201);
    expect(added.body.id).toBe(known.id);
    const member = await o.manager.call<{ roles: string[] }>('GET', `/api/v1/accounts/members/${known.id}`);
    expect(member.body.roles).toEqual(['contact']);
    expect((await getPortal(contact.id)).members).toEqual([
      expect.objectContaining({ user_id: known.id, person_id: knownPerson, email: known.email, status: 'active', extended_permissions: true }),
    ]);

    const twice = await add(knownPerson);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'portals.user_already_in_portal', message: 'user already in portal' });
    expect((await add(noEmail)).body.code).toBe('portals.person_without_email');
    expect((await add(staff)).body.code).toBe('portals.user_is_staff');
    const otherContact = await contactWithPersons(o, ['someone@example.test']);
    expect((await add(otherContact.persons[0])).body.code).toBe('portals.person_not_found');
    // Two portal user slots: the fixture's portal user and Petra hold them.
    const full = await add(fresh);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('member.not_enough_portal_user_slots');
    expect((await getPortal(contact.id)).members).toHaveLength(1);
  });

  it('lets a portal user read their own contact, reduced, and nothing else; inactive users lose it', async () => {
    const petra = await f.t.user({ first_name: 'Petra' });
    const [contact, otherContact] = await Promise.all([contactWithPersons(o, [petra.email]), contactWithPersons(o, [])]);
    // Free a slot: the fixture's portal user leaves the account.
    expect((await o.manager.call('DELETE', `/api/v1/accounts/members/${o.portal.user.id}`)).status).toBe(200);
    expect((await createPortal(o.manager, contact.id, o.member.user.id)).status).toBe(201);
    const added = await o.manager.call<WriteResult & ErrorBody>('POST', `/api/v1/portals/${contact.id}/members`, { person_id: contact.persons[0] });
    expect(added.status).toBe(201);
    const asPetra = await f.caller(petra, o.org);

    const own = await asPetra.call<Record<string, unknown>>('GET', `/api/v1/contacts/${contact.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: contact.id, name: 'Müller Maschinenbau GmbH', address: { city: 'Stuttgart' } });
    for (const internal of ['uid', 'type', 'details', 'account_manager']) expect(own.body).not.toHaveProperty(internal);
    expect((await asPetra.call('GET', `/api/v1/contacts/${otherContact.id}`)).status).toBe(404);
    expect((await asPetra.call('GET', `/api/v1/contacts/${contact.id}?version=1`)).status).toBe(404);
    expect((await asPetra.call('GET', '/api/v1/contacts')).status).toBe(403);
    expect((await asPetra.call('GET', `/api/v1/contacts/${contact.id}/history`)).status).toBe(403);
    expect((await asPetra.call('GET', '/api/v1/portals')).status).toBe(403);

    const grants = () => f.t.app.get(PolicyService).actor({ userId: petra.id, accountId: o.org, roles: ['contact'], flags: ['apps.contacts'] });
    expect((await grants()).portals).toEqual([{ contact_id: contact.id, extended_permissions: false }]);
    const changed = await o.manager.call('PATCH', `/api/v1/portals/${contact.id}/members/${petra.id}`, {
      status: 'inactive',
      extended_permissions: true,
    });
    expect(changed.status).toBe(200);
    expect((await grants()).portals).toEqual([]);
    expect((await asPetra.call('GET', `/api/v1/contacts/${contact.id}`)).status).toBe(404);
    expect((await getPortal(contact.id)).members[0]).toMatchObject({ status: 'inactive', extended_permissions: true });
  });

  it('keeps portals to managers, records every change in the history, and pushes to managers only', async () => {
    const contact = await contactWithPersons(o, []);
    for (const caller of [o.member, o.colleague]) {
      expect((await createPortal(caller, contact.id, o.member.user.id)).status).toBe(403);
      expect((await caller.call('GET', '/api/v1/portals')).status).toBe(403);
    }
    const manager = await RecordingClient.connect(f.t.url, { token: o.manager.user.token, account: o.manager.sig });
    const member = await RecordingClient.connect(f.t.url, { token: o.member.user.token, account: o.member.sig });
    clients.push(manager, member);

    expect((await createPortal(o.manager, contact.id, o.member.user.id)).status).toBe(201);
    const pushed = await manager.waitFor(PORTAL_CHANGED, contact.id);
    expect(pushed).toMatchObject({ collection: 'portals', id: contact.id, view: { contact_person: o.member.user.id } });
    const ping = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(o.member.user.id)], 'test/ping', { id: ping });
    await member.waitFor('test/ping', ping);
    expect(member.received.map((message) => message.event)).not.toContain(PORTAL_CHANGED);

    const stale = await o.manager.call<ErrorBody>(
      'PUT',
      `/api/v1/portals/${contact.id}`,
      { contact_person: o.colleague.user.id },
      { 'if-match': '"7"' },
    );
    expect(stale.status).toBe(409);
    expect(
      (await o.manager.call('PUT', `/api/v1/portals/${contact.id}`, { contact_person: o.colleague.user.id }, { 'if-match': '"1"' })).status,
    ).toBe(200);
    expect((await o.manager.call('DELETE', `/api/v1/portals/${contact.id}`)).status).toBe(200);
    expect((await o.manager.call('GET', `/api/v1/portals/${contact.id}`)).status).toBe(404);
    const history = await o.manager.call<{ data: Array<{ type: string; actor_id?: string; changes?: unknown }> }>(
      'GET',
      `/api/v1/portals/${contact.id}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => entry.type)).toEqual(['PortalCreated', 'PortalContactPersonChanged', 'PortalDeleted']);
  });

  it('never shows or changes the portals of another organisation', async () => {
    const theirs = await contactWithPersons(other, ['x@example.test']);
    expect((await createPortal(other.manager, theirs.id, other.member.user.id)).status).toBe(201);
    const before = await f.t.eventCount(other.org);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/portals/${theirs.id}`],
      ['GET', `/api/v1/portals/${theirs.id}/history`],
      ['PUT', `/api/v1/portals/${theirs.id}`, { contact_person: o.member.user.id }],
      ['DELETE', `/api/v1/portals/${theirs.id}`],
      ['POST', `/api/v1/portals/${theirs.id}/members`, { person_id: theirs.persons[0] }],
      ['PATCH', `/api/v1/portals/${theirs.id}/members/${other.member.user.id}`, { status: 'inactive' }],
      ['DELETE', `/api/v1/portals/${theirs.id}/members/${other.member.user.id}`],
      ['POST', '/api/v1/portals', { contact_id: theirs.id, contact_person: o.member.user.id }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await o.manager.call(method, path, body);
      expect({ route: `${method} ${path}`, refused: [403, 404, 422].includes(response.status) }).toEqual({
        route: `${method} ${path}`,
        refused: true,
      });
      expect(JSON.stringify(response.body)).not.toContain(other.member.user.id);
    }
    const list = await o.manager.call<{ data: PortalView[] }>('GET', `/api/v1/portals?filter[contact_id]=${theirs.id}`);
    expect(list.body.data).toEqual([]);
    expect(await f.t.eventCount(other.org)).toBe(before);
  });
});
