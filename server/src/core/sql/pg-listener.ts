import { Client } from 'pg';

export interface PgListenerOptions {
  /** First wait before reconnecting (ms, default 100); doubles up to `maxBackoffMs` (default 5000). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Told when the connection is lost and when it is back. */
  onState?: (listening: boolean, error?: Error) => void;
}

/**
 * LISTEN on a connection of its own that heals: when the connection ends or fails
 * (pg_terminate_backend, a server restart, a network cut) it is rebuilt with growing
 * waits (100 ms, 200 ms, ... 5 s), and once it is back `onNotify('')` is called, since
 * notifications sent meanwhile are lost. Meanwhile the subscribers' own polling covers
 * (SqlEventStore polls every 500 ms); `listening` says which state it is in, for health.
 */
export class PgListener {
  private client: Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly options: PgListenerOptions = {},
  ) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Connects and listens; the first connection must succeed (a start without the database fails). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.lost(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === this.channel) this.onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN "${this.channel.replace(/"/g, '')}"`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      if (!this.stopped) throw new Error('the connection was lost while it started to listen');
      return;
    }
    this.client = client;
    this.attempt = 0;
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.onState?.(false, error);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const delay = Math.min(this.options.maxBackoffMs ?? 5000, (this.options.minBackoffMs ?? 100) * 2 ** this.attempt);
    this.attempt++;
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          if (!this.client) return;
          this.options.onState?.(true);
          this.onNotify(''); // whatever was notified while it was away
        },
        () => {
          if (!this.stopped) this.reconnectLater();
        },
      );
    }, delay);
    this.retry.unref();
  }
}
