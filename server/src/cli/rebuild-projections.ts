// npm run projections:rebuild [-- <name> ...]: rebuilds read models from the events,
// blue/green (queries keep reading the old tables until the swap), with a progress bar.
// Safe while the server runs: the swap waits for the live runner's batch to finish.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import { loadConfig } from '../core/config/app-config';
import { EVENT_STORE } from '../core/event-store/event-store';
import type { SqlEventStore } from '../core/event-store/sql-event-store';
import { ProjectionRegistry } from '../core/projections/projection-registry';
import { rebuildProjection } from '../core/projections/rebuild-projection';
import { collectionSchema } from '../core/read-store/sql-read-store';
import type { SqlClient } from '../core/sql/sql-client';
import { SQL_CLIENT } from '../core/stores/sql-client.token';

async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorkers: false, logLevel: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config }), { logger: ['error', 'warn'] });
  await app.init();
  try {
    const registry = app.get(ProjectionRegistry);
    const sql = app.get<SqlClient>(SQL_CLIENT);
    const events = app.get<SqlEventStore>(EVENT_STORE);
    const wanted = process.argv.slice(2);
    const unknown = wanted.filter((name) => !registry.get(name));
    if (unknown.length > 0) {
      const known =
        registry
          .all()
          .map((p) => p.name)
          .join(', ') || '(none registered)';
      console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${known}`);
      process.exitCode = 2;
      return;
    }
    const projections = wanted.length > 0 ? wanted.map((name) => registry.get(name)!) : registry.all();
    if (projections.length === 0) console.log('No projections are registered yet: nothing to rebuild.');
    for (const projection of projections) {
      await sql.exec(projection.collections.map((collection) => collectionSchema(collection)).join('\n'));
      const bar = new SingleBar({ format: `${projection.name} v${projection.version} [{bar}] {value}/{total} events` }, Presets.shades_classic);
      bar.start(1, 0);
      const applied = await rebuildProjection(sql, events, projection, {
        onProgress: (done, total) => {
          bar.setTotal(Math.max(total, 1));
          bar.update(done);
        },
      });
      bar.stop();
      console.log(`${projection.name}: ${applied} events applied, swapped in.`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
