import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module';
import { apiValidationPipe } from './core/http/validation.pipe';
import { RedisIoAdapter } from './core/realtime/redis-io.adapter';

export const CLIENT_DIST = join(__dirname, '..', '..', 'client', 'dist');

/** Builds the Nest application (HTTP under /api, the client at /), not yet listening. */
export async function createApp(options: AppModuleOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', options.config.trustProxy);
  app.use(helmet({ contentSecurityPolicy: false }));
  app.useBodyParser('json', { limit: '1mb' });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  // Socket.IO through Redis when REDIS_URL is set, so several processes serve one set of clients.
  const ioAdapter = new RedisIoAdapter(app, { redisUrl: options.config.redisUrl });
  await ioAdapter.connect();
  app.useWebSocketAdapter(ioAdapter);
  // OpenAPI: the routes as built, with the error envelope; JSON at /api/docs-json.
  const openApi = new DocumentBuilder()
    .setTitle('Kollab API')
    .setDescription(
      'Errors: `{ message, code, errors? }` (message in Content-Language, de by default); validation failures 422; ' +
        'lists `{ data, meta: { page, limit, total } }`; commands answer `{ id, version, position }` (202 with `stale: true` when the read models lag).',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Account' }, 'Account')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs-json' });
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
