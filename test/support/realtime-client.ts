import { io, type Socket } from 'socket.io-client';

export interface ReceivedMessage {
  event: string;
  message: unknown;
}

/**
 * A socket.io-client that records every event it receives, so a test can wait for
 * one message and then assert that nothing else arrived before it.
 */
export class RecordingClient {
  readonly received: ReceivedMessage[] = [];
  private waiters: Array<{ matches: (m: ReceivedMessage) => boolean; resolve: (m: ReceivedMessage) => void }> = [];

  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, message: unknown) => {
      const received = { event, message };
      this.received.push(received);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.matches(received)) return true;
        waiter.resolve(received);
        return false;
      });
    });
  }

  /** Connects, or rejects with the server's `connect_error` (its message is the refusal code). */
  static connect(url: string, auth: { token?: string; bearer?: string; account?: string } = {}): Promise<RecordingClient> {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { ...(auth.token ? { token: auth.token } : {}), ...(auth.account ? { account: auth.account } : {}) },
      extraHeaders: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : undefined,
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(new RecordingClient(socket)));
      socket.once('connect_error', (error: Error) => {
        socket.close();
        reject(error);
      });
    });
  }

  /** The first message (already received or still to come) of `event` whose `id` is `id`. */
  waitFor(event: string, id: string): Promise<unknown> {
    const matches = (m: ReceivedMessage) => m.event === event && (m.message as { id?: unknown })?.id === id;
    const found = this.received.find(matches);
    if (found) return Promise.resolve(found.message);
    return new Promise((resolve) => this.waiters.push({ matches, resolve: (m) => resolve(m.message) }));
  }

  close(): void {
    this.socket.close();
  }
}

/** The sockets a suite opens as its callers (a user with their Account signature), closed together after it. */
export class CallerSockets {
  private readonly clients: RecordingClient[] = [];

  /** `url`: the app's, read when connecting (the app starts in beforeAll). */
  constructor(private readonly url: () => string) {}

  async connect(caller: { user: { token: string }; sig: string }): Promise<RecordingClient> {
    const client = await RecordingClient.connect(this.url(), { token: caller.user.token, account: caller.sig });
    this.clients.push(client);
    return client;
  }

  closeAll(): void {
    for (const client of this.clients.splice(0)) client.close();
  }
}
