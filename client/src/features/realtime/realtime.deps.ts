/** What the socket handshake carries (core/auth README): the access token and the Account signature. */
export interface SocketAuth {
  token: string;
  account: string;
}

/** The part of a Socket.IO client socket the realtime saga uses (a fake in tests). */
export interface RealtimeSocket {
  /** False once the server refused the handshake: Socket.IO does not retry that by itself. */
  readonly active: boolean;
  /** The socket's own events, and server messages (presence/changed). */
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  /** Sends a message; the server answers through `ack` (presence/join), or not at all (presence/leave). */
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface RealtimeDeps {
  /** Opens the socket; `auth` is asked again on every (re)connect, so a refreshed token is used. */
  connect(auth: () => SocketAuth): RealtimeSocket | Promise<RealtimeSocket>;
  /** Wait before the n-th retry after a refused handshake (default: exponential, 1 s up to 30 s). */
  retryDelayMs?(attempt: number): number;
}

/** The saga context key of the realtime deps; without them no socket is opened. */
export const REALTIME = 'realtime';

export const RECONNECT_DELAY_MS = 1_000;
export const RECONNECT_DELAY_MAX_MS = 30_000;

export function backoffMs(attempt: number): number {
  return Math.min(RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}
