import { randomUUID } from 'node:crypto';
import {
  rooms,
  viewChangedEvent,
  type ContactFormView,
  type ContactView,
  type DeletedContactView,
  type ViewChangedMessage,
  type WriteResult,
} from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { CallerSockets, RecordingClient } from '../../support/realtime-client';
import { contactBody, createContact, startContactsFixture, type Caller, type ContactsFixture, type ContactsOrg } from './contacts-fixture';

const CONTACT_CHANGED = viewChangedEvent('contacts', 'contact');
const FORM_CHANGED = viewChangedEvent('contacts', 'contactForm');

// contacts/contactChanged goes to the members with the role user (never portal users
// nor other organisations); contacts/contactFormChanged to every member.
describe('contacts realtime pushes', () => {
  let f: ContactsFixture;
  let o: ContactsOrg;
  let other: ContactsOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startContactsFixture();
    [o, other] = await Promise.all([f.organisation(), f.organisation()]);
  });
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const connect = (caller: Caller) => sockets.connect(caller);
  /** A ping to the user's own room, sent after everything before it: once it arrives, earlier pushes have too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };

  it('pushes the ContactView after the projection committed, and id + version when it is deleted', async () => {
    const [member, colleague, portal, outsider] = await Promise.all([
      connect(o.member),
      connect(o.colleague),
      connect(o.portal),
      connect(other.member),
    ]);
    const id = await createContact(o.member, contactBody(o.typeId, { name: 'Schulz Logistik AG' }));
    const created = (await colleague.waitFor(CONTACT_CHANGED, id)) as ViewChangedMessage<ContactView>;
    expect(created).toMatchObject({
      collection: 'contacts',
      id,
      position: expect.any(Number),
      view: { id, name: 'Schulz Logistik AG', version: 1, persons: [] },
    });
    expect(await member.waitFor(CONTACT_CHANGED, id)).toEqual(created);

    const deleted = await o.member.call<WriteResult>('DELETE', `/api/v1/contacts/${id}`);
    const tombstones = async () =>
      (
        colleague.received.filter((m) => m.event === CONTACT_CHANGED).map((m) => m.message) as Array<
          ViewChangedMessage<ContactView | DeletedContactView>
        >
      ).filter((m) => m.view && 'deleted' in m.view);
    await ping(colleague, o.colleague);
    expect(await tombstones()).toEqual([{ collection: 'contacts', id, view: { id, version: 2, deleted: true }, position: deleted.body.position }]);

    // Portal users and other organisations saw none of it.
    await ping(portal, o.portal);
    await ping(outsider, other.member);
    expect(portal.received.map((m) => m.event)).not.toContain(CONTACT_CHANGED);
    expect(outsider.received.map((m) => m.event)).not.toContain(CONTACT_CHANGED);
  });

  it('pushes the form schema to every member of the account, portal users included', async () => {
    const [member, portal, outsider] = await Promise.all([connect(o.member), connect(o.portal), connect(other.manager)]);
    expect(
      (await o.manager.call('PUT', '/api/v1/account_manager/contact_form', { elements: [{ key: 'region', type: 'short-text', label: 'Region' }] }))
        .status,
    ).toBe(200);
    const pushed = (await member.waitFor(FORM_CHANGED, o.org)) as ViewChangedMessage<ContactFormView>;
    expect(pushed.view).toMatchObject({ id: o.org, version: 1, elements: [{ key: 'region' }] });
    expect(await portal.waitFor(FORM_CHANGED, o.org)).toEqual(pushed);
    await ping(outsider, other.manager);
    expect(outsider.received.map((m) => m.event)).not.toContain(FORM_CHANGED);
  });
});
