import { randomUUID } from 'node:crypto';
import {
  PRESENCE_JOIN,
  presenceRoom,
  rooms,
  SESSION_REVOKED,
  viewChangedEvent,
  type PresenceJoinReply,
  type SessionRevokedMessage,
  type WriteResult,
} from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { contactBody, createContact } from '../contacts/contacts-fixture';
import { eventually } from '../../support/jobs-waits';
import { CallerSockets, type RecordingClient } from '../../support/realtime-client';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from '../tasks/tasks-fixture';

const CONTACT_CHANGED = viewChangedEvent('contacts', 'contact');
const PORTAL_CHANGED = viewChangedEvent('portals', 'portal');

// Open sockets follow their user's access at once (issue 11 item 2): rooms are no longer
// fixed at the handshake. A deactivated member is told (`session/revoked`) and
// disconnected; a demoted manager, a lost team grant or a lost portal grant leaves exactly
// the rooms (and presence rooms) no longer allowed, and the socket stays for the rest.
describe('open sockets follow access changes', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const server = () => {
    const io = f.t.app.get(RealtimeGateway).server;
    if (!io) throw new Error('no Socket.IO server');
    return io;
  };
  /** The user ids of the sockets in `room` (every process: fetchSockets). */
  const usersIn = async (room: string) => (await server().in(room).fetchSockets()).map((socket) => socket.data.principal.userId);
  /** A ping to the user's own room: once it arrived, every push sent before it has too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const events = (client: RecordingClient, event: string) => client.received.filter((m) => m.event === event);
  const join = (client: RecordingClient, id: string) => client.socket.emitWithAck(PRESENCE_JOIN, { kind: 'task', id }) as Promise<PresenceJoinReply>;

  /** A new staff member (role user, plus manager when asked) with their signature. */
  async function member(manager = false): Promise<Caller> {
    const user = await f.t.user();
    await f.t.addMember(o.org, o.manager.user, user, ['user']);
    if (manager)
      expect([200, 201]).toContain((await o.manager.call('POST', `/api/v1/accounts/members/${user.id}/roles`, { role: 'manager' })).status);
    return f.caller(user, o.org);
  }

  /** A change of a portal (a new contact's portal; its contact person the author): pushed to the managers. */
  async function portalChange(): Promise<string> {
    const contactId = await createContact(
      o.manager,
      contactBody((await o.manager.call<{ data: Array<{ id: string }> }>('GET', '/api/v1/account_manager/contact_types')).body.data[0].id),
    );
    expect((await o.manager.call<WriteResult>('POST', '/api/v1/portals', { contact_id: contactId, contact_person: o.author.user.id })).status).toBe(
      201,
    );
    return contactId;
  }

  it('tells a deactivated member with session/revoked and disconnects them: no contacts nor portals pushes after', async () => {
    const deputy = await member(true);
    const socket = await sockets.connect(deputy);
    const boss = await sockets.connect(o.manager);
    // Before: the deputy hears contacts and portals.
    const before = await portalChange();
    await socket.waitFor(CONTACT_CHANGED, before);
    await socket.waitFor(PORTAL_CHANGED, before);

    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', (reason: string) => resolve(reason)));
    expect((await o.manager.call('PATCH', `/api/v1/accounts/members/${deputy.user.id}/attributes/status`, { status: 'inactive' })).status).toBe(200);
    const revoked = await eventually(
      async () => events(socket, SESSION_REVOKED)[0]?.message as SessionRevokedMessage | undefined,
      15_000,
      'session/revoked',
    );
    expect(revoked).toEqual({ code: 'account.invalid' });
    expect(await disconnected).toBe('io server disconnect');

    // After: nothing of the account reaches them, while the managers still hear it.
    const after = await portalChange();
    await boss.waitFor(PORTAL_CHANGED, after);
    expect(socket.received.map((m) => (m.message as { id?: string }).id)).not.toContain(after);
    for (const room of [rooms.account(o.org), rooms.role(o.org, 'user'), rooms.role(o.org, 'manager'), rooms.user(deputy.user.id)]) {
      expect(await usersIn(room)).not.toContain(deputy.user.id);
    }
  });

  it("stops a demoted manager's manager-only pushes and keeps the socket for what they still see", async () => {
    const deputy = await member(true);
    const socket = await sockets.connect(deputy);
    const boss = await sockets.connect(o.manager);
    expect(await usersIn(rooms.role(o.org, 'manager'))).toContain(deputy.user.id);

    expect((await o.manager.call('DELETE', `/api/v1/accounts/members/${deputy.user.id}/roles/manager`)).status).toBe(200);
    await eventually(
      async () => ((await usersIn(rooms.role(o.org, 'manager'))).includes(deputy.user.id) ? undefined : true),
      15_000,
      'the demoted manager to leave the managers room',
    );

    const contactId = await portalChange();
    await boss.waitFor(PORTAL_CHANGED, contactId);
    // Still a user: contacts keep coming on the same socket.
    await socket.waitFor(CONTACT_CHANGED, contactId);
    await ping(socket, deputy);
    expect(events(socket, PORTAL_CHANGED)).toEqual([]);
    expect(events(socket, SESSION_REVOKED)).toEqual([]);
    expect(socket.socket.connected).toBe(true);
    expect(await usersIn(rooms.role(o.org, 'user'))).toContain(deputy.user.id);
  });

  it('takes a member who lost their team grant out of the team room and the presence of its tasks, and keeps the socket', async () => {
    const reader = await member();
    expect(
      (
        await o.manager.call('POST', `/api/v1/teams/${o.teamA}/members`, {
          user_id: reader.user.id,
          permissions: ['read'],
          extended_permissions: false,
        })
      ).status,
    ).toBe(201);
    const signed = await f.caller(reader.user, o.org);
    const task = await createTask(o.author, publishedBody(o, { title: 'Teamaufgabe' }));
    const socket = await sockets.connect(signed);
    expect(await join(socket, task)).toMatchObject({ ok: true });
    expect(await usersIn(rooms.team(o.org, o.teamA))).toContain(reader.user.id);

    expect((await o.manager.call('DELETE', `/api/v1/teams/${o.teamA}/members/${reader.user.id}`)).status).toBe(200);
    await eventually(
      async () => ((await usersIn(presenceRoom(o.org, 'task', task))).includes(reader.user.id) ? undefined : true),
      15_000,
      'the reader to leave the presence room',
    );
    expect(await usersIn(rooms.team(o.org, o.teamA))).not.toContain(reader.user.id);

    // Whoever opens the task next does not see them, and they hear nothing of it.
    const author = await sockets.connect(o.author);
    const joined = await join(author, task);
    expect(joined.ok && joined.viewers.map((viewer) => viewer.user_id)).toEqual([o.author.user.id]);
    await ping(socket, signed);
    expect(
      events(socket, 'presence/changed').filter((m) =>
        (m.message as { viewers: Array<{ user_id: string }> }).viewers.some((v) => v.user_id === o.author.user.id),
      ),
    ).toEqual([]);
    expect(socket.socket.connected).toBe(true);
    // A join now is refused like any unreadable item.
    expect(await join(socket, task)).toEqual({ ok: false, code: 'request.not_found' });
  });

  it('takes a portal user who lost their portal grant out of the presence of the shared task, and keeps the socket', async () => {
    const task = await createTask(o.author, publishedBody(o, { title: 'Geteilte Aufgabe' }));
    expect((await o.author.call('POST', `/api/v1/tasks/${task}/contacts`, { contact_id: o.contactId, public: true })).status).toBe(201);
    const socket = await sockets.connect(o.portal);
    expect(await join(socket, task)).toMatchObject({ ok: true });

    expect((await o.manager.call('DELETE', `/api/v1/portals/${o.contactId}/members/${o.portal.user.id}`)).status).toBe(200);
    await eventually(
      async () => ((await usersIn(presenceRoom(o.org, 'task', task))).includes(o.portal.user.id) ? undefined : true),
      15_000,
      'the portal user to leave the presence room',
    );

    const author = await sockets.connect(o.author);
    const joined = await join(author, task);
    expect(joined.ok && joined.viewers.map((viewer) => viewer.user_id)).toEqual([o.author.user.id]);
    expect(socket.socket.connected).toBe(true);
    expect(events(socket, SESSION_REVOKED)).toEqual([]);
    expect(await join(socket, task)).toEqual({ ok: false, code: 'request.not_found' });
  });
});
