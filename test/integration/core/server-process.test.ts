import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, ROOT, startServerProcess } from '../../support/server-process';
import { demoToken } from '../../support/demo-sign-in';
import { createTestDatabase } from '../../support/sql-drivers';
import { postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../../support/services';

/** `node server/src/main.ts` as a real process, as npm start runs it (from sources). */
const startServer = (env: Record<string, string>) => startServerProcess({ LOG_LEVEL: 'info', ...env }, { fromSources: true });

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

  it('prints a handful of short lines, no route listing, and "ready" once health and the read models answer', async () => {
    // The built server, as npm start runs it; stdout is a pipe, so JSON lines.
    const port = await freePort();
    const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir(), SERVE_CLIENT: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    const before: string[] = [];
    const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    createInterface({ input: child.stderr! }).on('line', (line) => before.push(`stderr: ${line}`));
    const lines = createInterface({ input: child.stdout! });
    // What the server answers at the moment it says it is ready.
    const atReady = await new Promise<{ line: string; status: number; body: { projections: Array<{ name: string; lag: number }> } }>((done, fail) => {
      lines.on('line', (line) => {
        if (!line.includes('ready on http')) {
          before.push(line);
          return;
        }
        lines.removeAllListeners('line');
        // the detailed report, as the demo system admin signs in
        void demoToken({ url }, 'admin')
          .then((token) => fetch(`${url}/api/health/projections`, { headers: { authorization: `Bearer ${token}` } }))
          .then(
            async (response) =>
              done({ line, status: response.status, body: (await response.json()) as { projections: Array<{ name: string; lag: number }> } }),
            fail,
          );
      });
      void exit.then((code) => fail(new Error(`server exited with ${code}:\n${before.join('\n')}`)));
    });
    try {
      expect(atReady.status).toBe(200);
      // ready means caught up: the demo seed's events are in every read model
      expect(atReady.body.projections.length).toBeGreaterThan(0);
      expect(atReady.body.projections.filter((projection) => projection.lag > 0)).toEqual([]);
      expect(JSON.parse(atReady.line)).toMatchObject({
        level: 30,
        context: 'Kollab',
        msg: expect.stringMatching(/^ready on http:\/\/localhost:\d+ \(embedded PGlite in /),
      });
      expect(before.length).toBeLessThanOrEqual(5);
      expect(before.join('\n')).not.toMatch(/Mapped \{|RoutesResolver|InstanceLoader|dependencies initialized/);
      for (const line of before) {
        expect(line.length).toBeLessThan(300);
        expect(() => JSON.parse(line)).not.toThrow();
      }
      expect(before.some((line) => line.includes('demo data'))).toBe(true);

      // A request is logged as one short line (4xx at info; 2xx only at debug).
      const logged = new Promise<string>((done) => lines.on('line', (line) => line.includes('/api/no-such-route') && done(line)));
      expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
      const line = await logged;
      expect(line.length).toBeLessThan(300);
      expect(JSON.parse(line)).toMatchObject({ level: 30, msg: expect.stringMatching(/^GET \/api\/no-such-route 404 \d+ms$/) });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
  }, 300000);

  it('runs on PostgreSQL and Redis and reports both in its health', async () => {
    if (!postgresAvailable() || !redisAvailable()) {
      console.warn('[tests] PostgreSQL or Redis not reachable: server-on-services test not run');
      return;
    }
    const database = await createTestDatabase();
    try {
      const server = await startServer({
        DATA_DIR: tempDir(),
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: `kollab-process-${randomUUID().slice(0, 8)}`,
      });
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
