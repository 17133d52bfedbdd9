import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoDatabase, startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase } from './sql-drivers';

export interface ServerStage {
  /** The suite's fresh PostgreSQL database (with the demo organisations). */
  databaseUrl(): string;
  /** The built server on it (with `env` added); killed after the suite if still running. `onSpawn` gets the process before it is ready. */
  start(env?: Record<string, string>, onSpawn?: (child: ChildProcess) => void): Promise<ServerProcess>;
  /** The server's data folder (its mail outbox is `mail/` in it). */
  dataDir: string;
}

/** A suite's stage for real server processes: a PostgreSQL database of its own with the demo data, and the servers it starts (several may share it: nodes), cleaned up after. */
export function useServerStage(): ServerStage {
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-stage-'));
  const servers: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDatabase(dataDir, database.url);
  }, 60000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    databaseUrl: () => database!.url,
    dataDir,
    async start(env = {}, onSpawn) {
      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database!.url, ...env }, { onSpawn });
      servers.push(server);
      return server;
    },
  };
}
