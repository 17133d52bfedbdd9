import { randomUUID } from 'node:crypto';
import {
  PRESENCE_CHANGED,
  PRESENCE_JOIN,
  PRESENCE_LEAVE,
  presenceRoom,
  rooms,
  type PresenceChangedMessage,
  type PresenceJoinReply,
} from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { CallerSockets, RecordingClient } from '../../support/realtime-client';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from '../tasks/tasks-fixture';
import { createProtocol, publishedProtocol, startProtocolsFixture, type ProtocolsFixture, type ProtocolsOrg } from '../protocols/protocols-fixture';

// Presence (core/realtime README): presence/join is checked through the owning context's
// policy, the room is built by the server, and presence/changed goes to that room only.
describe('presence on items', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let other: TasksOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    other = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS * 2);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const connect = (caller: Caller) => sockets.connect(caller);
  const join = (client: RecordingClient, kind: string, id: unknown) =>
    client.socket.emitWithAck(PRESENCE_JOIN, { kind, id }) as Promise<PresenceJoinReply>;
  const nameOf = (caller: Caller) => caller.user.full_name.trim() || caller.user.username;
  const viewer = (caller: Caller) => ({ user_id: caller.user.id, name: nameOf(caller) });
  const presenceOf = (client: RecordingClient, id: string) =>
    client.received
      .filter((m) => m.event === PRESENCE_CHANGED && (m.message as PresenceChangedMessage).id === id)
      .map((m) => m.message as PresenceChangedMessage);
  /** Waits for a presence/changed of the task whose viewers are exactly `callers` (any order). */
  const viewersBecome = async (client: RecordingClient, id: string, callers: Caller[]) => {
    const wanted = callers.map((caller) => caller.user.id).sort();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const last = presenceOf(client, id).at(-1);
      if (last && JSON.stringify(last.viewers.map((v) => v.user_id).sort()) === JSON.stringify(wanted)) return last;
      if (Date.now() > deadline) throw new Error(`viewers of ${id} never became ${wanted.join(', ')}: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** A ping to the user's own room: once it arrives, every earlier emit to that socket has too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const inRoom = async (accountId: string, id: string) => {
    const sockets = await f.t.app
      .get(RealtimeGateway)
      .server!.in(presenceRoom(accountId, 'task', id))
      .fetchSockets();
    return sockets.map((socket) => socket.data.principal.userId).sort();
  };

  it('two readers of a task see each other, by name, both in the ack and in presence/changed', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const [author, reader] = await Promise.all([connect(o.author), connect(o.reader)]);

    const first = await join(author, 'task', id);
    expect(first).toEqual({ ok: true, viewers: [viewer(o.author)] });
    const second = await join(reader, 'task', id);
    expect(second.ok).toBe(true);
    expect(second.ok && [...second.viewers].sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual(
      [viewer(o.author), viewer(o.reader)].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );

    const seenByAuthor = await viewersBecome(author, id, [o.author, o.reader]);
    expect(seenByAuthor).toMatchObject({ kind: 'task', id });
    expect(seenByAuthor.viewers).toContainEqual(viewer(o.reader));
    await viewersBecome(reader, id, [o.author, o.reader]);
  });

  it('a second tab of the same user is one viewer', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const [tab1, tab2] = await Promise.all([connect(o.author), connect(o.author)]);
    await join(tab1, 'task', id);
    const reply = await join(tab2, 'task', id);
    expect(reply).toEqual({ ok: true, viewers: [viewer(o.author)] });
  });

  it('someone who may not read the task is refused, is not in the room and hears nothing of it', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const [author, stranger] = await Promise.all([connect(o.author), connect(o.stranger)]);
    expect(await join(stranger, 'task', id)).toEqual({ ok: false, code: 'request.not_found' });
    await join(author, 'task', id);
    await viewersBecome(author, id, [o.author]);
    expect(await inRoom(o.org, id)).toEqual([o.author.user.id]);
    await ping(stranger, o.stranger);
    expect(presenceOf(stranger, id)).toEqual([]);

    // A draft reads for its owner only: a team reader is refused as well.
    const draft = await createTask(o.author, { title: 'Entwurf', team: o.teamA });
    const reader = await connect(o.reader);
    expect(await join(reader, 'task', draft)).toEqual({ ok: false, code: 'request.not_found' });
    expect(await join(author, 'task', draft)).toMatchObject({ ok: true });
  });

  it('a user of another account cannot join, whatever id they send', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const [author, outsider] = await Promise.all([connect(o.author), connect(other.manager)]);
    await join(author, 'task', id);
    expect(await join(outsider, 'task', id)).toEqual({ ok: false, code: 'request.not_found' });
    expect(await inRoom(o.org, id)).toEqual([o.author.user.id]);
    expect(await inRoom(other.org, id)).toEqual([]);
    await ping(outsider, other.manager);
    expect(presenceOf(outsider, id)).toEqual([]);
  });

  it('unknown tasks and bad messages are refused with a stable code', async () => {
    const client = await connect(o.author);
    expect(await join(client, 'task', randomUUID())).toEqual({ ok: false, code: 'request.not_found' });
    expect(await join(client, 'contact', randomUUID())).toEqual({ ok: false, code: 'request.validation_failed' });
    expect(await join(client, 'task', 42)).toEqual({ ok: false, code: 'request.validation_failed' });
    expect(await join(client, 'task', 'x'.repeat(500))).toEqual({ ok: false, code: 'request.validation_failed' });
    expect(await (client.socket.emitWithAck(PRESENCE_JOIN, 'task') as Promise<PresenceJoinReply>)).toEqual({
      ok: false,
      code: 'request.validation_failed',
    });
  });

  it('leaving and disconnecting update the others', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const [author, reader] = await Promise.all([connect(o.author), connect(o.reader)]);
    await join(author, 'task', id);
    await join(reader, 'task', id);
    await viewersBecome(author, id, [o.author, o.reader]);

    reader.socket.emit(PRESENCE_LEAVE, { kind: 'task', id });
    await viewersBecome(author, id, [o.author]);
    expect(await inRoom(o.org, id)).toEqual([o.author.user.id]);

    await join(reader, 'task', id);
    await viewersBecome(author, id, [o.author, o.reader]);
    reader.close();
    await viewersBecome(author, id, [o.author]);
    expect(await inRoom(o.org, id)).toEqual([o.author.user.id]);
  });
});

describe('presence on protocols', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let other: ProtocolsOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startProtocolsFixture();
    [o, other] = await Promise.all([f.organisation(), f.organisation()]);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const connect = (caller: Caller) => sockets.connect(caller);
  const join = (client: RecordingClient, id: string) =>
    client.socket.emitWithAck(PRESENCE_JOIN, { kind: 'protocol', id }) as Promise<PresenceJoinReply>;
  const viewer = (caller: Caller) => ({ user_id: caller.user.id, name: caller.user.full_name.trim() || caller.user.username });

  it('readers of a protocol see each other; non-readers, drafts of others and other accounts are refused', async () => {
    const id = await publishedProtocol(o);
    const [author, attendee, stranger, outsider] = await Promise.all([
      connect(o.author),
      connect(o.attendee),
      connect(o.stranger),
      connect(other.author),
    ]);
    expect(await join(author, id)).toEqual({ ok: true, viewers: [viewer(o.author)] });
    const second = await join(attendee, id);
    expect(second.ok && second.viewers.map((v) => v.user_id).sort()).toEqual([o.author.user.id, o.attendee.user.id].sort());
    expect(await join(stranger, id)).toEqual({ ok: false, code: 'request.not_found' });
    expect(await join(outsider, id)).toEqual({ ok: false, code: 'request.not_found' });

    const draft = await createProtocol(o.author, { title: 'Entwurf', type: o.typeId, teams: [o.sales], body: '<p>x</p>' });
    expect(await join(attendee, draft)).toEqual({ ok: false, code: 'request.not_found' });
    expect(await join(author, draft)).toMatchObject({ ok: true });
    // a task id is no protocol
    expect(await join(author, randomUUID())).toEqual({ ok: false, code: 'request.not_found' });
  });
});
