import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config';

export interface RedisIoAdapterOptions extends Pick<AppConfig, 'redisUrl'> {
  /** Prefix of the pub/sub channels; processes that serve one set of clients share it. */
  key?: string;
}

export const DEFAULT_REDIS_KEY = 'kollab:socket.io';

/**
 * Socket.IO on the Nest HTTP server; with REDIS_URL it installs the Redis adapter, so
 * an emit to a room reaches the room's clients on every process. Without REDIS_URL it
 * is the plain in-process IoAdapter. Call `connect()` before `app.useWebSocketAdapter`:
 * a process that cannot reach Redis should fail at start, not drop pushes silently.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly logger = new Logger('RedisIoAdapter');
  private clients?: { pub: Redis; sub: Redis; createAdapter: typeof import('@socket.io/redis-adapter').createAdapter };

  constructor(
    app: INestApplicationContext | object,
    private readonly options: RedisIoAdapterOptions,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    if (!this.options.redisUrl || this.clients) return;
    // loaded only where Redis is configured (an embedded start does without them)
    const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
    const pub = new Redis(this.options.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) => this.logger.error(`Redis: ${error.message}`));
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw error;
    }
    this.clients = { pub, sub, createAdapter };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.options.redisUrl) {
      if (!this.clients) throw new Error('RedisIoAdapter.connect() must finish before the app starts');
      server.adapter(this.clients.createAdapter(this.clients.pub, this.clients.sub, { key: this.options.key ?? DEFAULT_REDIS_KEY }));
    }
    return server;
  }

  /** Nest calls this after closing the Socket.IO servers (which unsubscribe their adapters). */
  override async dispose(): Promise<void> {
    const clients = this.clients;
    this.clients = undefined;
    if (clients) await Promise.all([quit(clients.pub), quit(clients.sub)]);
    await super.dispose();
  }
}

async function quit(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect(); // already gone: nothing left to flush
  }
}
