import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '@kollab/server/app.factory';
import { AuthModule } from '@kollab/server/core/auth/auth.module';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import type { Principal } from '@kollab/server/core/auth/principal';
import { loadConfig } from '@kollab/server/core/config/app-config';
import { ProjectionCommits, type ProjectionCommit } from '@kollab/server/core/projections/projection-commits';
import type { ReadModelChange } from '@kollab/server/core/read-store/read-store';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { RealtimeModule } from '@kollab/server/core/realtime/realtime.module';
import { RedisIoAdapter } from '@kollab/server/core/realtime/redis-io.adapter';
import { ViewAudiences } from '@kollab/server/core/realtime/view-audiences';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import { testJwtSecret } from './auth-tokens';
import { TEST_REDIS_URL } from './services';

export interface RealtimeTestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port>, for socket.io-client. */
  url: string;
  secret: string;
  audiences: ViewAudiences;
  gateway: RealtimeGateway;
  /** Publishes one projection commit, as a projection does after COMMIT. */
  publish(position: number, ...changes: ReadModelChange[]): void;
  token(principal: Principal): Promise<string>;
  close(): Promise<void>;
}

export interface RealtimeTestAppOptions {
  /** Shared by instances that must accept each other's tokens. */
  secret?: string;
  /** Installs the Redis adapter on TEST_REDIS_URL with this channel prefix (unique per run). */
  redisKey?: string;
}

/** The real app (createApp, in-memory PGlite) with auth and realtime, listening on a free port. */
export async function startRealtimeApp(options: RealtimeTestAppOptions = {}): Promise<RealtimeTestApp> {
  const secret = options.secret ?? testJwtSecret();
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-realtime-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: secret, SERVE_CLIENT: 'false' });
  const sqlClient = await PgliteSqlClient.open();
  const app = await createApp({ config, sqlClient, imports: [AuthModule, RealtimeModule] });
  // Installed here rather than from config.redisUrl so each run gets its own channels.
  const adapter = new RedisIoAdapter(app, {
    redisUrl: options.redisKey ? TEST_REDIS_URL : undefined,
    key: options.redisKey,
  });
  await adapter.connect();
  app.useWebSocketAdapter(adapter);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const commits = app.get(ProjectionCommits);
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    secret,
    audiences: app.get(ViewAudiences),
    gateway: app.get(RealtimeGateway),
    publish: (position, ...changes) => {
      const commit: ProjectionCommit = {
        projection: 'test',
        checkpoint: { transactionId: String(position), position },
        changes,
      };
      commits.publish(commit);
    },
    token: (principal) => issueAccessToken(principal, secret, 300),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `count` processes listen on the instance's Redis channels (the adapter
 * subscribes asynchronously at start), polling Redis rather than sleeping a guess.
 */
export async function waitForRealtimeServers(instance: RealtimeTestApp, count: number, timeoutMs = 10_000): Promise<void> {
  const adapter = instance.gateway.server?.of('/').adapter;
  if (!adapter) throw new Error('the realtime gateway has no Socket.IO server');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const servers = await adapter.serverCount();
    if (servers >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${servers} of ${count} realtime servers on Redis after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
