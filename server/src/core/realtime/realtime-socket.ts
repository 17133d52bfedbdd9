import type { DefaultEventsMap, RemoteSocket, Server, Socket } from 'socket.io';
import type { Principal } from '../auth/principal';

/** What the handshake leaves on every accepted socket (`socket.data`). */
export interface RealtimeSocketData {
  principal: Principal;
  /** The account's feature flags from the Account signature (the policy needs them; presence). */
  flags?: string[];
  /** The user's display name, once the socket joined a presence room (viewers across processes read it). */
  name?: string;
}

/** Clients send presence/join and presence/leave only (presence.service.ts); the server emits `<context>/<view>Changed` and presence/changed. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;
/** A socket as `fetchSockets()` returns it: possibly another process's (join, leave, emit and disconnect reach it there). */
export type RealtimeRemoteSocket = RemoteSocket<DefaultEventsMap, RealtimeSocketData>;
