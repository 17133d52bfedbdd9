import type { Principal } from '../auth/principal';

/**
 * Port: the rooms a connected socket is put in, derived from its verified principal
 * only. The server joins them on connection; clients never pick a room themselves.
 */
export interface RoomResolver {
  rooms(principal: Principal): string[];
}

export const ROOM_RESOLVER = Symbol('ROOM_RESOLVER');
