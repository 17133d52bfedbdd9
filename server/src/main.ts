import 'reflect-metadata';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createApp } from './app.factory';
import { DemoSeeder } from './contexts/demo/demo-seeder';
import { installProcessGuard } from './core/process-guard';

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
  const app = await createApp({ config });
  // Graceful shutdown: stop taking requests, let running jobs and projection batches
  // finish, close the stores; exit 0. A second signal, or 15 s, forces the exit.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received: shutting down`);
    setTimeout(() => {
      console.error('shutdown took longer than 15 s: exiting');
      process.exit(1);
    }, 15000).unref();
    app.close().then(
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
  console.log(`Kollab is listening on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
