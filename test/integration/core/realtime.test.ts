import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import type { ReadModelChange, StoredDoc } from '@kollab/server/core/read-store/read-store';
import { forgedTokens, testPrincipal } from '../../support/auth-tokens';
import { startRealtimeApp, type RealtimeTestApp } from '../../support/realtime-app';
import { RecordingClient } from '../../support/realtime-client';

const NOTE_CHANGED = viewChangedEvent('notes', 'note');
const TEAM_NOTE_CHANGED = viewChangedEvent('notes', 'teamNote');
const DIRECT_NOTE_CHANGED = viewChangedEvent('notes', 'directNote');

describe('realtime gateway and view notifier', () => {
  let server: RealtimeTestApp;
  const clients: RecordingClient[] = [];
  let position = 0;

  const connect = async (principal = testPrincipal()) => {
    const client = await RecordingClient.connect(server.url, { token: await server.token(principal) });
    clients.push(client);
    return { client, principal };
  };
  const change = (collection: string, accountId: string, doc: Record<string, unknown> | null = {}): ReadModelChange => {
    const id = randomUUID();
    return { collection, accountId, id, doc: doc && { id, ...doc } };
  };
  const refusal = (auth: { token?: string; bearer?: string }) =>
    RecordingClient.connect(server.url, auth).then(
      (client) => {
        client.close();
        return 'connected';
      },
      (error: Error) => error.message,
    );

  beforeAll(async () => {
    server = await startRealtimeApp();
    server.audiences.register({
      collection: 'test_notes',
      context: 'notes',
      view: 'note',
      rooms: (c) => [rooms.account(c.accountId)],
    });
    server.audiences.register({
      collection: 'test_team_notes',
      context: 'notes',
      view: 'teamNote',
      rooms: (c) => [rooms.team(c.accountId, (c.doc as StoredDoc & { teamId: string }).teamId)],
    });
    server.audiences.register({
      collection: 'test_direct_notes',
      context: 'notes',
      view: 'directNote',
      rooms: (c) => [rooms.user((c.doc as StoredDoc & { userId: string }).userId)],
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  describe('handshake', () => {
    it('refuses a handshake without a token with auth.unauthorized', async () => {
      expect(await refusal({})).toBe('auth.unauthorized');
    });

    it.each([
      ['signed with another secret', forgedTokens.otherSecret],
      ['expired', forgedTokens.expired],
      ['unsecured (alg none)', forgedTokens.algNone],
      ['of another kind (token_use refresh)', forgedTokens.refreshToken],
    ])('refuses a token %s with auth.unauthorized', async (_, forge) => {
      const principal = testPrincipal();
      expect(await refusal({ token: await forge(principal, server.secret) })).toBe('auth.unauthorized');
      expect(await refusal({ bearer: await forge(principal, server.secret) })).toBe('auth.unauthorized');
    });

    it('accepts a valid token from auth.token or an Authorization: Bearer header', async () => {
      const token = await server.token(testPrincipal());
      expect(await refusal({ token })).toBe('connected');
      expect(await refusal({ bearer: token })).toBe('connected');
    });

    it('puts a socket in its account, role, team and user rooms and nothing else', async () => {
      const { client, principal } = await connect(testPrincipal({ teamIds: ['t1', 't2'] }));
      const [socket] = await server.gateway.server!.in(client.socket.id!).fetchSockets();
      expect([...socket.rooms].sort()).toEqual(
        [
          client.socket.id,
          rooms.account(principal.accountId),
          ...principal.roles.map((role) => rooms.role(principal.accountId, role)),
          rooms.team(principal.accountId, 't1'),
          rooms.team(principal.accountId, 't2'),
          rooms.user(principal.userId),
        ].sort(),
      );
    });
  });

  describe('pushing changed views', () => {
    it('pushes a change to the clients of its account only', async () => {
      const a = await connect();
      const b = await connect();
      const forA = change('test_notes', a.principal.accountId, { title: 'for A' });
      server.publish(++position, forA);
      const atPosition = position;
      await expect(a.client.waitFor(NOTE_CHANGED, forA.id)).resolves.toEqual({
        collection: 'test_notes',
        id: forA.id,
        view: forA.doc,
        position: atPosition,
      } satisfies ViewChangedMessage);

      // B's later message arrives on the same connection after A's would have: B got only its own.
      const forB = change('test_notes', b.principal.accountId);
      server.publish(++position, forB);
      await b.client.waitFor(NOTE_CHANGED, forB.id);
      expect(b.client.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([forB.id]);
    });

    it('pushes a team change to members of that team only, a direct change to its user only', async () => {
      const accountId = randomUUID();
      const member = await connect(testPrincipal({ accountId, teamIds: ['red'] }));
      const outsider = await connect(testPrincipal({ accountId, teamIds: ['blue'] }));
      const teamChange = change('test_team_notes', accountId, { teamId: 'red' });
      const direct = change('test_direct_notes', accountId, { userId: member.principal.userId });
      server.publish(++position, teamChange, direct);
      await member.client.waitFor(TEAM_NOTE_CHANGED, teamChange.id);
      await member.client.waitFor(DIRECT_NOTE_CHANGED, direct.id);

      const forAll = change('test_notes', accountId);
      server.publish(++position, forAll);
      await outsider.client.waitFor(NOTE_CHANGED, forAll.id);
      expect(outsider.client.received.map((m) => m.event)).toEqual([NOTE_CHANGED]);
    });

    it('pushes a deletion as view null', async () => {
      const a = await connect();
      const deleted = change('test_notes', a.principal.accountId, null);
      server.publish(++position, deleted);
      await expect(a.client.waitFor(NOTE_CHANGED, deleted.id)).resolves.toMatchObject({ view: null });
    });

    it('does not push changes of a collection without a registered audience', async () => {
      const a = await connect();
      const unregistered = change('test_unregistered', a.principal.accountId);
      const registered = change('test_notes', a.principal.accountId);
      server.publish(++position, unregistered);
      server.publish(++position, registered);
      await a.client.waitFor(NOTE_CHANGED, registered.id);
      expect(a.client.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([registered.id]);
    });

    it("never pushes to another account's rooms, even when an audience names them", async () => {
      const victim = await connect();
      server.audiences.register({
        collection: 'test_leaky_notes',
        context: 'notes',
        view: 'leaky',
        rooms: () => [rooms.account(victim.principal.accountId), rooms.team(victim.principal.accountId, 'x')],
      });
      server.publish(++position, change('test_leaky_notes', randomUUID()));
      const own = change('test_notes', victim.principal.accountId);
      server.publish(++position, own);
      await victim.client.waitFor(NOTE_CHANGED, own.id);
      expect(victim.client.received.map((m) => m.event)).toEqual([NOTE_CHANGED]);
    });

    it('pushes nothing when an audience names no room (never a broadcast to all)', async () => {
      const a = await connect();
      server.audiences.register({ collection: 'test_private_notes', context: 'notes', view: 'private', rooms: () => [] });
      server.publish(++position, change('test_private_notes', a.principal.accountId));
      const own = change('test_notes', a.principal.accountId);
      server.publish(++position, own);
      await a.client.waitFor(NOTE_CHANGED, own.id);
      expect(a.client.received.map((m) => m.event)).toEqual([NOTE_CHANGED]);
    });

    it('keeps pushing when one audience throws', async () => {
      const a = await connect();
      server.audiences.register({
        collection: 'test_broken_notes',
        context: 'notes',
        view: 'broken',
        rooms: () => {
          throw new Error('broken audience');
        },
      });
      const fine = change('test_notes', a.principal.accountId);
      server.publish(++position, change('test_broken_notes', a.principal.accountId), fine);
      await a.client.waitFor(NOTE_CHANGED, fine.id);
    });
  });

  describe('rooms are chosen by the server only', () => {
    it('ignores whatever a client emits to join a room', async () => {
      const victim = await connect();
      const intruder = await connect();
      const victimRoom = rooms.account(victim.principal.accountId);
      const [serverSide] = await server.gateway.server!.in(intruder.client.socket.id!).fetchSockets();
      const seen: string[] = [];
      const allSeen = new Promise<void>((resolve) => {
        const local = server.gateway.server!.sockets.sockets.get(serverSide.id)!;
        local.onAny((event: string) => {
          seen.push(event);
          if (seen.length === 5) resolve();
        });
      });
      intruder.client.socket.emit('join', victimRoom);
      intruder.client.socket.emit('subscribe', { room: victimRoom });
      intruder.client.socket.emit('rooms', [victimRoom]);
      intruder.client.socket.emit(victimRoom);
      intruder.client.socket.emit('join', { rooms: [victimRoom], accountId: victim.principal.accountId });
      await allSeen; // the server has read every attempt

      const [after] = await server.gateway.server!.in(intruder.client.socket.id!).fetchSockets();
      expect(after.rooms.has(victimRoom)).toBe(false);
      const secret = change('test_notes', victim.principal.accountId);
      const own = change('test_notes', intruder.principal.accountId);
      server.publish(++position, secret);
      server.publish(++position, own);
      await victim.client.waitFor(NOTE_CHANGED, secret.id);
      await intruder.client.waitFor(NOTE_CHANGED, own.id);
      expect(intruder.client.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([own.id]);
      expect(intruder.client.socket.connected).toBe(true);
    });
  });
});
