import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module';
import { buildOpenApiDocument } from './core/http/openapi-document';
import { HttpDrain } from './core/http/http-drain';
import { securityHeaders } from './core/http/security-headers';
import { apiValidationPipe } from './core/http/validation.pipe';
import { QuietWiringLogger } from './core/logging/logging';
import { RedisIoAdapter } from './core/realtime/redis-io.adapter';

export const CLIENT_DIST = join(__dirname, '..', '..', 'client', 'dist');

/** Builds the Nest application (HTTP under /api, the client at /), not yet listening. */
export async function createApp(options: AppModuleOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    bufferLogs: true,
  });
  app.useLogger(new QuietWiringLogger(app.get(Logger)));
  app.set('trust proxy', options.config.trustProxy);
  app.use(app.get(HttpDrain).middleware); // first: it counts every request, for the drain at shutdown
  app.use(securityHeaders()); // helmet with the Content-Security-Policy of core/http/security-headers.ts
  app.useBodyParser('json', { limit: '1mb' });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  // Socket.IO through Redis when REDIS_URL is set, so several processes serve one set of clients.
  const ioAdapter = new RedisIoAdapter(app, { redisUrl: options.config.redisUrl, key: `${options.config.redisPrefix}:socket.io` });
  await ioAdapter.connect();
  app.useWebSocketAdapter(ioAdapter);
  // OpenAPI: the routes as built, described from the contracts; JSON at /api/docs-json.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  const clientDist = options.config.clientDist ?? CLIENT_DIST;
  if (options.config.serveClient && existsSync(clientDist)) {
    app.useStaticAssets(clientDist, { index: false });
    // The client routes itself: any non-API GET that is not a file gets index.html. Sent
    // relative to its root: `send` refuses an absolute path with a dot segment (a checkout
    // under ~/.something/ would answer 404), but checks only the part below the root.
    app.use((req: { method: string; path: string }, res: { sendFile(path: string, options: { root: string }): void }, next: () => void) => {
      if (req.method === 'GET' && !req.path.startsWith('/api') && !req.path.startsWith('/socket.io')) {
        res.sendFile('index.html', { root: clientDist });
        return;
      }
      next();
    });
  }
  return app;
}
