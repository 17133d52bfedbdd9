import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Principal } from '../auth/principal';

/** What the handshake leaves on every accepted socket (`socket.data`). */
export interface RealtimeSocketData {
  principal: Principal;
}

/** Clients send nothing the server listens to; the server emits `<context>/<view>Changed`. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;
