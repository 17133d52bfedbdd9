import { randomUUID } from 'node:crypto';
import {
  rooms,
  viewChangedEvent,
  type DeletedProtocolView,
  type PortalProtocolView,
  type ProtocolView,
  type ViewChangedMessage,
  type WriteResult,
} from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { ItemNotifier } from '@kollab/server/core/realtime/item-notifier';
import { CallerSockets, RecordingClient } from '../../support/realtime-client';
import { createProtocol, publishedProtocol, startProtocolsFixture, type Caller, type ProtocolsFixture, type ProtocolsOrg } from './protocols-fixture';

const PROTOCOL_CHANGED = viewChangedEvent('protocols', 'protocol');

// protocols/protocolChanged goes to the user rooms of the protocol's readers (the one
// policy), after the projection committed; portal users get the reduced view; nobody
// else (non-readers, other organisations) gets anything.
describe('protocols realtime pushes', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let other: ProtocolsOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startProtocolsFixture();
    [o, other] = await Promise.all([f.organisation(), f.organisation()]);
  }, 90000);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const connect = (caller: Caller) => sockets.connect(caller);
  /**
   * A ping to the user's own room, sent once the notifier has pushed every commit so far
   * (it works out readers asynchronously): once the ping arrives, earlier pushes have too.
   */
  const ping = async (client: RecordingClient, caller: Caller) => {
    await f.t.app.get(ItemNotifier).idle();
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const pushesOf = (client: RecordingClient, id: string) =>
    client.received
      .filter((m) => m.event === PROTOCOL_CHANGED && (m.message as ViewChangedMessage).id === id)
      .map((m) => m.message as ViewChangedMessage);

  it('pushes a published protocol to its readers (staff: the full view, portal users: the reduced one), and nothing to others', async () => {
    const [author, reader, attendee, petra, stranger, paul, outsider] = await Promise.all(
      [o.author, o.reader, o.attendee, o.petra, o.stranger, o.paul, other.author].map(connect),
    );
    const id = await publishedProtocol(o, { title: 'Live-Runde' });
    // Version 2: the contact was linked (public), so Petra reads it from then on.
    const full = (await reader.waitFor(PROTOCOL_CHANGED, id)) as ViewChangedMessage<ProtocolView>;
    expect(full).toMatchObject({ collection: 'protocols', id, position: expect.any(Number), view: { id, title: 'Live-Runde', teams: [o.sales] } });
    await attendee.waitFor(PROTOCOL_CHANGED, id);
    await author.waitFor(PROTOCOL_CHANGED, id);
    const reduced = (await petra.waitFor(PROTOCOL_CHANGED, id)) as ViewChangedMessage<PortalProtocolView>;
    expect(reduced.view).toMatchObject({ id, title: 'Live-Runde', version: 2 });
    expect(reduced.view).not.toHaveProperty('teams');
    expect(reduced.view).not.toHaveProperty('contacts');

    const deleted = await o.author.call<WriteResult>('DELETE', `/api/v1/protocols/${id}`);
    await ping(reader, o.reader);
    const tombstone: ViewChangedMessage<DeletedProtocolView> = {
      collection: 'protocols',
      id,
      view: { id, version: 3, deleted: true },
      position: deleted.body.position,
    };
    expect(pushesOf(reader, id).at(-1)).toEqual(tombstone);

    for (const [client, caller] of [
      [stranger, o.stranger],
      [paul, o.paul],
      [outsider, other.author],
    ] as const) {
      await ping(client, caller);
      expect(pushesOf(client, id)).toEqual([]);
    }
  });

  it('tells exactly the users who lost read access that the protocol is gone for them, the others get the view', async () => {
    const [reader, attendee, petra, author] = await Promise.all([o.reader, o.attendee, o.petra, o.author].map(connect));
    const id = await publishedProtocol(o, { title: 'Umzug' });
    await ping(reader, o.reader);
    expect(pushesOf(reader, id).length).toBeGreaterThan(0);

    // Moved from team Vertrieb to Technik: the reader (Vertrieb, read) loses it; the attendee and petra keep it.
    const moved = await o.author.call<WriteResult>('PATCH', `/api/v1/protocols/${id}`, { teams: [o.tech] });
    expect(moved.status).toBe(200);
    await ping(reader, o.reader);
    const gone: DeletedProtocolView = { id, version: moved.body.version, deleted: true, revoked: true };
    expect(pushesOf(reader, id).at(-1)).toEqual({ collection: 'protocols', id, view: gone, position: moved.body.position });
    for (const [client, caller] of [
      [attendee, o.attendee],
      [petra, o.petra],
      [author, o.author],
    ] as const) {
      await ping(client, caller);
      expect(pushesOf(client, id).at(-1)?.view).toMatchObject({ id, version: moved.body.version });
      expect(pushesOf(client, id).at(-1)?.view).not.toHaveProperty('revoked');
    }

    // The contact link made non-public: petra loses it, and only she.
    const hidden = await o.author.call<WriteResult>('PUT', `/api/v1/protocols/${id}/contacts/${o.shared}`, { public: false });
    expect(hidden.status).toBe(200);
    await ping(petra, o.petra);
    await ping(attendee, o.attendee);
    expect(pushesOf(petra, id).at(-1)?.view).toEqual({ id, version: hidden.body.version, deleted: true, revoked: true });
    expect(pushesOf(attendee, id).at(-1)?.view).toMatchObject({ id, version: hidden.body.version, title: 'Umzug' });
    expect(pushesOf(reader, id).filter((m) => m.view && (m.view as DeletedProtocolView).revoked)).toHaveLength(1);
  });

  it('pushes a draft to its owner only', async () => {
    const [author, reader] = await Promise.all([connect(o.author), connect(o.reader)]);
    const id = await createProtocol(o.author, { title: 'Nur für mich', teams: [o.sales] });
    expect(((await author.waitFor(PROTOCOL_CHANGED, id)) as ViewChangedMessage<ProtocolView>).view).toMatchObject({
      title: 'Nur für mich',
      published: false,
    });
    await ping(reader, o.reader);
    expect(pushesOf(reader, id)).toEqual([]);
  });
});
