import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './core/config/app-config';
import { installProcessGuard } from './core/process-guard';
import { openSqlClient } from './core/stores/open-sql-client';
import type { EventStore } from './core/event-store/event-store';

/** How long requests in flight may take to finish once a shutdown begins. */
const HTTP_GRACE_MS = 5000;

async function main(): Promise<void> {
  installProcessGuard(); // an uncaught error is logged, never the end of the server
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // The embedded database opens (its WebAssembly compiled on another core; on a first start
  // the initdb template made in a thread) while this thread loads the app.
  const opening = config.databaseUrl ? undefined : openSqlClient(config);
  opening?.catch(() => undefined); // awaited below
  const { createApp, DemoSeeder, EVENT_STORE, HttpDrain, ReadYourWrites } = await import('./main.app');
  const app = await createApp({ config, sqlClient: await opening });
  const logger = new Logger('Kollab');
  // Graceful shutdown, within Docker's 10 s (the README lists the steps): the HTTP server
  // drains first, while projections, jobs and stores still run (so every answer is true);
  // then Nest stops the rest (jobs finish, projection batches finish, sockets close) and
  // closes the stores last. Exit 0. A second signal, or 9.5 s, forces exit 1.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} received again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal} received: shutting down`);
    setTimeout(() => {
      console.error('shutdown took longer than 9.5 s: exiting');
      process.exit(1);
    }, 9500).unref();
    const stop = async () => {
      const { waited, cut } = await app.get(HttpDrain).drain(app.getHttpServer(), HTTP_GRACE_MS);
      if (cut > 0) logger.warn(`${cut} of ${waited} request(s) in flight still running after ${HTTP_GRACE_MS / 1000} s were cut`);
      else if (waited > 0) logger.log(`${waited} request(s) in flight finished`);
      await app.close();
      logger.log('stopped');
    };
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen(config.port, config.host);
  if (!config.databaseUrl && config.seedDemo && config.runWorkers) await app.get(DemoSeeder).seedIfEmpty();
  // Ready means the read models answer with everything stored so far (the seed included).
  if (config.runWorkers) {
    const head = await app.get<EventStore>(EVENT_STORE).head();
    if (!(await app.get(ReadYourWrites).waitFor(head, 120_000))) logger.warn('the read models are still catching up');
  }
  logger.log(`ready on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
