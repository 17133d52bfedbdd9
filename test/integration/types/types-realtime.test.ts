import { randomUUID } from 'node:crypto';
import { rooms, TYPES_CHANGED, type ViewChangedMessage, type WriteResult } from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { CallerSockets, RecordingClient } from '../../support/realtime-client';
import { startTypesFixture, typesPath, type TypesFixture, type TypesOrg } from './types-fixture';

// After the type lists' projection commits, the account's staff hears `types/typesChanged`:
// the changed view (with its kind), or null for a deletion; portal users (templates, the
// claim tree) and other accounts hear nothing.
describe('types/typesChanged pushes', () => {
  let f: TypesFixture;
  let a: TypesOrg;
  let b: TypesOrg;
  const sockets = new CallerSockets(() => f.t.url);
  const connect = (caller: TypesOrg['member']) => sockets.connect(caller);

  beforeAll(async () => {
    f = await startTypesFixture();
    a = await f.organisation();
    b = await f.organisation();
  });
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  it('pushes the created, changed and deleted type to the staff of the account, not to its portal users nor another account', async () => {
    const member = await connect(a.member);
    const portal = await connect(a.portal);
    const outsider = await connect(b.member);

    const created = await a.manager.call<WriteResult>('POST', typesPath('task'), { title: 'Reklamation', short: 'REK', is_claim: true });
    const id = created.body.id;
    const first = (await member.waitFor(TYPES_CHANGED, id)) as ViewChangedMessage;
    expect(first).toEqual({
      collection: 'task_types',
      id,
      view: expect.objectContaining({ id, kind: 'task', title: 'Reklamation', short: 'REK', is_claim: true, version: 1 }),
      position: created.body.position,
    });
    // A ping to the portal user's own room, sent after the push: once it arrives, the push would have.
    const ping = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(a.portal.user.id)], 'test/ping', { id: ping });
    await portal.waitFor('test/ping', ping);
    expect(portal.received.map((m) => m.event)).not.toContain(TYPES_CHANGED);

    const changed = await a.manager.call<WriteResult>('PUT', typesPath('task', `/${id}`), { title: 'Reklamation intern', short: 'REK' });
    await a.manager.call<WriteResult>('DELETE', typesPath('task', `/${id}`));
    await eventuallyReceived(member, id, 3);
    const messages = member.received.filter((m) => (m.message as ViewChangedMessage).id === id).map((m) => m.message as ViewChangedMessage);
    expect(messages.map((m) => [m.view ? (m.view as { title: string }).title : null, m.position > 0])).toEqual([
      ['Reklamation', true],
      ['Reklamation intern', true],
      [null, true],
    ]);
    expect(messages[1].position).toBe(changed.body.position);
    expect(messages.every((m) => m.collection === 'task_types')).toBe(true);

    // B's own change reaches B's member after A's did: A's never came.
    const own = await f.create(b.manager, 'contact', { title: 'Kunde', short: 'KD' });
    expect(await outsider.waitFor(TYPES_CHANGED, own)).toMatchObject({ collection: 'contact_types', view: { kind: 'contact', title: 'Kunde' } });
    expect(outsider.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([own]);
  });

  /** Waits until `count` pushes of the type arrived (each wait is on a socket message, never a sleep). */
  async function eventuallyReceived(client: RecordingClient, id: string, count: number): Promise<void> {
    const seen = () => client.received.filter((m) => m.event === TYPES_CHANGED && (m.message as ViewChangedMessage).id === id).length;
    while (seen() < count) {
      await new Promise<void>((resolve) => client.socket.once(TYPES_CHANGED, () => resolve()));
    }
  }
});
