import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '@kollab/server/app.factory';
import { loadConfig, type AppConfig } from '@kollab/server/core/config/app-config';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';
import { openDriver, type DriverName } from './sql-drivers';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  sql: SqlClient;
  config: AppConfig;
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The real app on a real store (fresh PGlite or PostgreSQL database), listening on a free port. */
export async function startTestApp(options: {
  driver?: DriverName;
  imports?: ModuleMetadata['imports'];
  env?: Record<string, string>;
}): Promise<TestApp> {
  const db = await openDriver(options.driver ?? 'pglite');
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SERVE_CLIENT: 'false', DATA_DIR: dataDir, ...options.env });
  const app = await createApp({ config, sqlClient: db.sql, imports: options.imports });
  // fetch (undici) drops idle sockets after 4 s; the server's default of 5 s leaves a
  // race under load in which a request goes out on a socket the server is closing
  // (ECONNRESET). Idle sockets are the client's to close.
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    sql: db.sql,
    config,
    databaseUrl: db.url,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function request<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}
