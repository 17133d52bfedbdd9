// Child process for the crash test: catches a slow counter projection up and reports
// each committed batch on stdout, until the test kills it with SIGKILL.
import { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import { ProjectionRunner } from '@kollab/server/core/projections/projection-runner';
import { prepareProjectionStore } from '@kollab/server/core/projections/projections.service';
import { PgSqlClient } from '@kollab/server/core/sql/pg-client';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import { counterProjection } from './counter.projection';

async function main(): Promise<void> {
  const [kind, location] = process.argv.slice(2);
  const sql = kind === 'postgres' ? await PgSqlClient.open(location) : await PgliteSqlClient.open(location);
  const events = await SqlEventStore.open(sql);
  await prepareProjectionStore(sql);
  const runner = new ProjectionRunner(sql, events, counterProjection({ delayMs: 2 }), undefined, { batchSize: 20 });
  await runner.prepare();
  process.stdout.write('ready\n');
  while (await runner.step()) process.stdout.write(`batch ${runner.position.position}\n`);
  process.stdout.write('caught-up\n');
  await sql.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
