import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  isPresenceTarget,
  PRESENCE_CHANGED,
  ROLES,
  presenceRoom,
  type ErrorCode,
  type PresenceChangedMessage,
  type PresenceJoinReply,
  type PresenceKind,
  type PresenceTarget,
  type PresenceViewer,
  type Role,
} from '@kollab/contracts';
import { ACCOUNT_SIGNATURES, type AccountSignatures } from '../auth/account-signatures';
import { PresenceRegistry, type PresencePrincipal } from './presence-registry';
import type { RealtimeRemoteSocket, RealtimeServer, RealtimeSocket } from './realtime-socket';

const INVALID = 'request.validation_failed' satisfies ErrorCode;
const NOT_FOUND = 'request.not_found' satisfies ErrorCode;
const ROOM_PREFIX = 'presence:';

export const knownRoles = (roles: readonly string[]): Role[] => roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));

/** `presence:<account>:<kind>:<id>` back to its item (the id may hold ':' only in theory: uuids do not). */
function targetOfRoom(room: string): PresenceTarget | null {
  const [, , kind, ...id] = room.split(':');
  const target = { kind: kind as PresenceKind, id: id.join(':') };
  return room.startsWith(ROOM_PREFIX) && isPresenceTarget(target) ? target : null;
}

/**
 * Presence: who has an item open. A join is checked through the owning context (registry →
 * PolicyService) and puts the socket in the room `presence:<account>:<kind>:<id>`, built
 * here from the socket's own verified account; every join, leave and disconnect sends
 * `presence/changed` with the room's viewers to the room. The viewers are read with
 * `fetchSockets()`, so with the Redis adapter they span every process. One socket's
 * joins and leaves run in order (a leave never overtakes the join it undoes). A join is
 * checked with what the user holds in the account now (ACCOUNT_SIGNATURES `current`), not
 * with the roles of the handshake; `recheck` takes a socket out of the rooms of items its
 * user can no longer read (socket-access.ts, after a change of their access).
 */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');
  private readonly queues = new WeakMap<RealtimeSocket, Promise<unknown>>();

  constructor(
    private readonly registry: PresenceRegistry,
    @Inject(ACCOUNT_SIGNATURES) private readonly signatures: AccountSignatures,
  ) {}

  join(server: RealtimeServer, socket: RealtimeSocket, payload: unknown): Promise<PresenceJoinReply> {
    return this.inOrder(socket, () =>
      this.joinNow(server, socket, payload).catch((error: unknown): PresenceJoinReply => {
        this.logger.error(`presence join failed: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, code: 'server.internal' satisfies ErrorCode };
      }),
    );
  }

  leave(server: RealtimeServer, socket: RealtimeSocket, payload: unknown): Promise<void> {
    return this.inOrder(socket, async () => {
      if (!isPresenceTarget(payload)) return;
      const room = this.roomOf(socket, payload);
      if (!room || !socket.rooms.has(room)) return;
      await socket.leave(room);
      await this.announce(server, room, payload);
    });
  }

  /** The presence rooms a socket is in (read while it disconnects: afterwards it is in none). */
  presenceRooms(socket: Pick<RealtimeSocket, 'rooms'>): string[] {
    return [...socket.rooms].filter((room) => room.startsWith(ROOM_PREFIX));
  }

  /**
   * Leaves each presence room of an item `principal` may no longer read, and tells the rest
   * of the room (on any process: the socket may be another process's).
   */
  async recheck(server: RealtimeServer, socket: RealtimeRemoteSocket, principal: PresencePrincipal): Promise<void> {
    for (const room of this.presenceRooms(socket)) {
      const target = targetOfRoom(room);
      if (target && (await this.registry.mayRead(principal, target))) continue;
      socket.leave(room);
      if (target) await this.announce(server, room, target);
    }
  }

  /** After a socket has gone: tells the rest of each of its rooms. */
  async departed(server: RealtimeServer, rooms: readonly string[]): Promise<void> {
    for (const room of rooms) {
      const target = targetOfRoom(room);
      if (target) await this.announce(server, room, target);
    }
  }

  private async joinNow(server: RealtimeServer, socket: RealtimeSocket, payload: unknown): Promise<PresenceJoinReply> {
    if (!isPresenceTarget(payload)) return { ok: false, code: INVALID };
    const room = this.roomOf(socket, payload);
    const who = room ? await this.principalNow(socket) : null;
    if (!room || !who) return { ok: false, code: NOT_FOUND };
    const target = { kind: payload.kind, id: payload.id };
    if (!(await this.registry.mayRead(who, target))) return { ok: false, code: NOT_FOUND };
    if (socket.disconnected) return { ok: false, code: NOT_FOUND };
    socket.data.name ??= await this.registry.nameOf(who.userId);
    await socket.join(room);
    const viewers = await this.announce(server, room, target);
    return { ok: true, viewers };
  }

  /** The socket's user as they are in its account now; null once their access ended (or without an account). */
  private async principalNow(socket: RealtimeSocket): Promise<PresencePrincipal | null> {
    const { principal, flags } = socket.data;
    const { accountId, userId } = principal;
    if (!accountId) return null;
    if (!this.signatures.current) return { userId, accountId, roles: knownRoles(principal.roles), flags: flags ?? [] };
    const grant = await this.signatures.current(accountId, userId, principal.roles.includes('admin'));
    return grant ? { userId, accountId, roles: grant.roles, flags: grant.flags } : null;
  }

  private roomOf(socket: RealtimeSocket, target: PresenceTarget): string | null {
    const accountId = socket.data.principal?.accountId;
    return accountId ? presenceRoom(accountId, target.kind, target.id) : null;
  }

  /** The room's viewers, one entry per user, sorted by name; sent to the room. */
  private async announce(server: RealtimeServer, room: string, target: PresenceTarget): Promise<PresenceViewer[]> {
    const sockets = await server.in(room).fetchSockets();
    const byUser = new Map<string, PresenceViewer>();
    for (const { data } of sockets) {
      const userId = data.principal?.userId;
      if (userId && !byUser.has(userId)) byUser.set(userId, { user_id: userId, name: data.name ?? userId });
    }
    const viewers = [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
    const message: PresenceChangedMessage = { kind: target.kind, id: target.id, viewers };
    server.to(room).emit(PRESENCE_CHANGED, message);
    return viewers;
  }

  private inOrder<T>(socket: RealtimeSocket, step: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(socket) ?? Promise.resolve();
    const next = previous.then(step, step);
    this.queues.set(
      socket,
      next.catch((error: unknown) => this.logger.error(`presence step failed: ${error instanceof Error ? error.message : String(error)}`)),
    );
    return next;
  }
}
