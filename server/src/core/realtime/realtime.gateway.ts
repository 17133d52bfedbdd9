import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { ExtendedError } from 'socket.io';
import { PRESENCE_JOIN, PRESENCE_LEAVE, type ErrorCode, type PresenceJoinReply } from '@kollab/contracts';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from '../auth/access-token-verifier';
import { ACCOUNT_SIGNATURES, type AccountSignatures } from '../auth/account-signatures';
import type { Principal } from '../auth/principal';
import { PresenceService } from './presence.service';
import { ROOM_RESOLVER, type RoomResolver } from './room-resolver';
import type { RealtimeServer, RealtimeSocket } from './realtime-socket';

/** The one message a refused handshake carries (`connect_error.message` on the client). */
export const HANDSHAKE_REFUSED = 'auth.unauthorized' satisfies ErrorCode;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Socket.IO on the HTTP server's port at /socket.io. Push, plus presence: a handshake
 * must carry an access token (`auth.token`, or an `Authorization: Bearer` header for
 * non-browser clients), and the server joins the rooms the principal may see. The only
 * messages it listens to are presence/join and presence/leave (presence.service.ts):
 * the room is built here from the socket's own account and the item, and joined only
 * after the owning context's policy says the user reads the item — no client names a room.
 * CORS stays off: the client is served from the same origin.
 */
@WebSocketGateway({
  serveClient: false, // the client bundles socket.io-client
  maxHttpBufferSize: 16 * 1024, // clients send the handshake and small presence messages only
})
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  @WebSocketServer() server?: RealtimeServer;
  private readonly logger = new Logger('Realtime');

  constructor(
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    @Inject(ROOM_RESOLVER) private readonly roomResolver: RoomResolver,
    private readonly presence: PresenceService,
    @Inject(ACCOUNT_SIGNATURES) private readonly signatures: AccountSignatures,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        ({ principal, flags }) => {
          socket.data.principal = principal;
          socket.data.flags = flags;
          next();
        },
        (error: unknown) => {
          this.logger.debug(`handshake refused: ${error instanceof Error ? error.message : String(error)}`);
          next(new Error(HANDSHAKE_REFUSED) as ExtendedError);
        },
      );
    });
  }

  handleConnection(socket: RealtimeSocket): void {
    // Runs in the same tick as the CONNECT packet is sent, so any push the client can
    // observe after its `connect` event already finds it in its rooms.
    void socket.join(this.roomResolver.rooms(socket.data.principal));
    // The presence rooms are gone once `disconnect` fires: note them while disconnecting.
    socket.once('disconnecting', () => {
      const rooms = this.presence.presenceRooms(socket);
      if (rooms.length > 0 && this.server) socket.once('disconnect', () => void this.presence.departed(this.server as RealtimeServer, rooms));
    });
  }

  /** `presence/join { kind, id }`: the ack is `{ ok: true, viewers }` or `{ ok: false, code }`. */
  @SubscribeMessage(PRESENCE_JOIN)
  async presenceJoin(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() payload: unknown): Promise<PresenceJoinReply> {
    if (!this.server) return { ok: false, code: 'server.internal' };
    return this.presence.join(this.server, socket, payload);
  }

  /** `presence/leave { kind, id }` (no ack). */
  @SubscribeMessage(PRESENCE_LEAVE)
  async presenceLeave(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() payload: unknown): Promise<void> {
    if (this.server) await this.presence.leave(this.server, socket, payload);
  }

  /** Sends one event to everyone in any of `rooms` (across processes with the Redis adapter). */
  emitToRooms(rooms: readonly string[], event: string, message: unknown): void {
    // Guarded: `to([])` would mean no filter, a broadcast to every connected socket.
    if (!this.server || rooms.length === 0) return;
    this.server.to([...rooms]).emit(event, message);
  }

  /**
   * The token names the user; the account (and so the account and team rooms) comes
   * from the Account signature in `auth.account`, checked like the HTTP header. A
   * socket without one joins its user room only.
   */
  private async authenticate(socket: RealtimeSocket): Promise<{ principal: Principal; flags: string[] }> {
    const token = tokenOf(socket);
    if (!token) throw new Error('no access token');
    const principal = await this.verifier.verify(token);
    const signature: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.account;
    if (principal.accountId || typeof signature !== 'string') return { principal, flags: [] };
    const grant = await this.signatures.verify(signature, principal.userId);
    return { principal: { userId: principal.userId, accountId: grant.accountId, teamIds: grant.teamIds, roles: grant.roles }, flags: grant.flags };
  }
}

function tokenOf(socket: RealtimeSocket): string | undefined {
  const fromAuth: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  return BEARER.exec(socket.handshake.headers.authorization ?? '')?.[1];
}
