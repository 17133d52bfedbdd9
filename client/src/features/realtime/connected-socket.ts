import type { RealtimeSocket } from './realtime.deps';

type Listener = (socket: RealtimeSocket | null) => void;

let current: RealtimeSocket | null = null;
const listeners = new Set<Listener>();

/**
 * The account's socket while it is connected, null otherwise: what presence (collab
 * feature, loaded with its screens) talks through. Set on every (re)connect, so those
 * who listen join again after a reconnect; one page, one connection.
 */
export const connectedSocket = {
  current: () => current,
  set(socket: RealtimeSocket | null) {
    if (socket === current) return;
    current = socket;
    listeners.forEach((listener) => listener(socket));
  },
  /** Calls `listener` with every change; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
