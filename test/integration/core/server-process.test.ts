import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createTestDatabase } from '../../support/sql-drivers';
import { postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../../support/services';

const ROOT = resolve(__dirname, '..', '..', '..');

interface Server {
  child: ChildProcess;
  url: string;
  output: string[];
  exit: Promise<number | null>;
}

/** `node server/src/main.ts` as a real process, as npm start runs it (from sources). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['-r', join(ROOT, 'test/support/register-ts.js'), join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SERVE_CLIENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((ready, fail) => {
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('Kollab is listening')) ready();
    });
    void exit.then((code) => fail(new Error(`server exited with ${code}:\n${output.join('\n')}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output, exit };
}

describe('the server process', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'kollab-server-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses to start on a bad setting and names it', async () => {
    const child = spawn(process.execPath, ['-r', join(ROOT, 'test/support/register-ts.js'), join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: tempDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(78);
    expect(stderr).toContain('PORT must be a whole number');
  });

  it('runs embedded (PGlite in DATA_DIR), stops cleanly on SIGTERM and starts again on the same data', async () => {
    const dataDir = tempDir();
    // The demo seed (its own suites cover it) would only make the two starts slower here.
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', store: { driver: 'pglite', ok: true } });
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 120000);

  it('runs on PostgreSQL and Redis and reports both in its health', async () => {
    if (!postgresAvailable() || !redisAvailable()) {
      console.warn('[tests] PostgreSQL or Redis not reachable: server-on-services test not run');
      return;
    }
    const database = await createTestDatabase();
    try {
      const server = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL });
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', store: { driver: 'postgres', ok: true }, services: { redis: { ok: true } } });
      expect(server.output.join('\n')).toContain('BullMQ on Redis');
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    } finally {
      await database.drop();
    }
  }, 60000);
});
