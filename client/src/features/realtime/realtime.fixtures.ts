import type { RealtimeSocket, SocketAuth } from './realtime.deps';

type Listener = (...args: unknown[]) => void;

/** What a fake socket was asked to send; `ack` answers a presence/join as the server would. */
export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (reply: unknown) => void;
}

/** A Socket.IO socket as far as the realtime saga uses it: the test fires its events and answers its emits. */
export class FakeSocket implements RealtimeSocket {
  active = true;
  connectCalls = 0;
  disconnected = false;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Listener[]>();
  private readonly anyListeners: Listener[] = [];

  constructor(readonly auth: () => SocketAuth) {}

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as unknown as Listener]);
  }
  off(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((item) => item !== (listener as unknown as Listener)),
    );
  }
  /** How many listeners an event has (a screen that closed must not leave one behind). */
  listenerCount(event: string) {
    return (this.listeners.get(event) ?? []).length;
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener as Listener);
  }
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void) {
    this.emitted.push({ event, payload, ack });
  }
  connect() {
    this.connectCalls += 1;
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(event: string, ...args: unknown[]) {
    (this.listeners.get(event) ?? []).forEach((listener) => listener(...args));
  }
  push(name: string, message: unknown) {
    this.anyListeners.forEach((listener) => listener(name, message));
  }
}
