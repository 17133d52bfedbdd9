import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SESSION_REVOKED, type SessionRevokedMessage } from '@kollab/contracts';
import { ACCOUNT_SIGNATURES, type AccountGrant, type AccountSignatures } from '../auth/account-signatures';
import { ProjectionCommits, type ProjectionCommit } from '../projections/projection-commits';
import type { ReadModelChange } from '../read-store/read-store';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime.gateway';
import type { RealtimeRemoteSocket, RealtimeServer } from './realtime-socket';
import { ROOM_RESOLVER, type RoomResolver } from './room-resolver';

/** A read-model collection whose changes may change what some users' open sockets may see. */
export interface AccessTrigger {
  collection: string;
  /** The rooms (made with `rooms.*`) whose sockets in the change's account are re-evaluated. */
  sockets(change: ReadModelChange): string[];
}

const REVOKED: SessionRevokedMessage = { code: 'account.invalid' };

/**
 * Open sockets follow their user's access (issue 11 item 2). The handshake fixes a
 * socket's rooms; after a change of membership (deactivated, removed), roles, team grants
 * or portal grants, the contexts' triggers (`watch`) name the sockets concerned, and each
 * is re-evaluated at once with what its user holds in the account now
 * (ACCOUNT_SIGNATURES `current`):
 * - access ended: `session/revoked { code: 'account.invalid' }`, then disconnected;
 * - otherwise: it joins exactly the rooms of the RoomResolver for the current roles and
 *   teams, leaves the others, and leaves the presence rooms of items it may no longer read.
 * The sockets are found with `fetchSockets()` and changed through what it returns, so with
 * the Redis adapter sockets on every process follow. Runs after the projection commit (the
 * read models it asks are current), one account at a time, in commit order.
 */
@Injectable()
export class SocketAccess implements OnModuleInit {
  private readonly logger = new Logger('SocketAccess');
  private readonly triggers = new Map<string, AccessTrigger>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly presence: PresenceService,
    @Inject(ROOM_RESOLVER) private readonly resolver: RoomResolver,
    @Inject(ACCOUNT_SIGNATURES) private readonly signatures: AccountSignatures,
  ) {}

  /** Contexts declare, in their module's onModuleInit, which changes alter whose access. */
  watch(trigger: AccessTrigger): void {
    if (this.triggers.has(trigger.collection)) throw new Error(`collection "${trigger.collection}" already has an access trigger`);
    this.triggers.set(trigger.collection, trigger);
  }

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.onCommit(commit));
  }

  /** Re-evaluates the sockets of the account in any of `rooms` (queued behind the account's earlier work). */
  reevaluate(accountId: string, rooms: readonly string[]): Promise<void> {
    const run = () =>
      this.reevaluateNow(accountId, rooms).catch((error: unknown) =>
        this.logger.error(
          `re-evaluating sockets of account ${accountId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      );
    const next = (this.queues.get(accountId) ?? Promise.resolve()).then(run);
    this.queues.set(accountId, next);
    void next.then(() => {
      if (this.queues.get(accountId) === next) this.queues.delete(accountId);
    });
    return next;
  }

  /** Resolves once every re-evaluation started so far is done (tests). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  private onCommit(commit: ProjectionCommit): Promise<unknown> {
    const byAccount = new Map<string, Set<string>>();
    for (const change of commit.changes) {
      const trigger = this.triggers.get(change.collection);
      if (!trigger) continue;
      const rooms = byAccount.get(change.accountId) ?? new Set<string>();
      for (const room of trigger.sockets(change)) rooms.add(room);
      byAccount.set(change.accountId, rooms);
    }
    return Promise.all([...byAccount].flatMap(([accountId, rooms]) => (rooms.size > 0 ? [this.reevaluate(accountId, [...rooms])] : [])));
  }

  private async reevaluateNow(accountId: string, rooms: readonly string[]): Promise<void> {
    const server = this.gateway.server;
    const current = this.signatures.current?.bind(this.signatures);
    // `in([])` would mean every socket: never asked without rooms.
    if (!server || !current || rooms.length === 0) return;
    const sockets = (await server.in([...rooms]).fetchSockets()).filter((socket) => socket.data.principal?.accountId === accountId);
    const grants = new Map<string, Promise<AccountGrant | null>>();
    for (const socket of sockets) {
      const { userId, roles } = socket.data.principal;
      const admin = roles.includes('admin');
      const key = `${userId}:${admin}`;
      if (!grants.has(key)) grants.set(key, current(accountId, userId, admin));
      const grant = await grants.get(key);
      await (grant ? this.follow(server, socket, grant) : this.revoke(socket));
    }
  }

  private revoke(socket: RealtimeRemoteSocket): void {
    socket.emit(SESSION_REVOKED, REVOKED);
    socket.disconnect(true);
  }

  private async follow(server: RealtimeServer, socket: RealtimeRemoteSocket, grant: AccountGrant): Promise<void> {
    const { userId } = socket.data.principal;
    const wanted = new Set(this.resolver.rooms({ userId, accountId: grant.accountId, roles: grant.roles, teamIds: grant.teamIds }));
    const presenceRooms = new Set(this.presence.presenceRooms(socket));
    for (const room of socket.rooms) {
      if (room !== socket.id && !presenceRooms.has(room) && !wanted.has(room)) socket.leave(room);
    }
    const missing = [...wanted].filter((room) => !socket.rooms.has(room));
    if (missing.length > 0) socket.join(missing);
    await this.presence.recheck(server, socket, { userId, accountId: grant.accountId, roles: grant.roles, flags: grant.flags });
  }
}
