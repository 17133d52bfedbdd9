import { RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS, type RealtimeDeps, type RealtimeSocket } from './realtime.deps';

/**
 * The browser's realtime deps: Socket.IO at /socket.io on the page's host (Vite proxies it in
 * dev). The client library is loaded on first use, so the login page does not carry it.
 * Socket.IO reconnects by itself with exponential backoff and jitter (and at once when the
 * browser is back online or the tab is shown again); WebSocket first (no sticky sessions
 * needed), long-polling when WebSockets are blocked.
 */
export const socketIoRealtime: RealtimeDeps = {
  async connect(auth) {
    const { io } = await import('socket.io-client');
    const socket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: (send) => send(auth()),
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: 0.5,
    });
    // Back online, or the tab shown again, while the socket waits out its backoff (up to 30 s
    // after a long cut): try at once. A socket closed on purpose (sign-out) is not active.
    const reconnectNow = () => {
      if (socket.connected || !socket.active) return;
      socket.disconnect();
      socket.connect();
    };
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reconnectNow();
    });
    const adapter: RealtimeSocket = {
      get active() {
        return socket.active;
      },
      on: (event, listener) => socket.on(event, listener as (...args: unknown[]) => void),
      off: (event, listener) => socket.off(event, listener as (...args: unknown[]) => void),
      onAny: (listener) => socket.onAny(listener),
      emit: (event, payload, ack) => (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
      connect: () => socket.connect(),
      disconnect: () => socket.disconnect(),
    };
    return adapter;
  },
};
