import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = resolve(__dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every line it printed (stdout and stderr). */
  output: string[];
  exit: Promise<number | null>;
}

/** A port nothing listens on now (the system's choice, so not one another suite picked at random). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * The server as a real process on a free port, once it says it is ready: the built one
 * (`node server/dist/main.js`, as npm start runs it), or from its sources (`fromSources`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { fromSources?: boolean; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<ServerProcess> {
  // the free port may be taken by another process before the server binds it: another one then
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerProcessOn(await freePort(), env, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServerProcessOn(
  port: number,
  env: Record<string, string>,
  options: { fromSources?: boolean; onSpawn?: (child: ChildProcess) => void },
): Promise<ServerProcess> {
  const args = options.fromSources
    ? ['-r', join(ROOT, 'test/support/register-ts.js'), join(ROOT, 'server/src/main.ts')]
    : [join(ROOT, 'server/dist/main.js')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  const output: string[] = [];
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  await new Promise<void>((ready, fail) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      if (line.includes('ready on http')) ready();
    });
    void exit.then((code) => fail(new Error(`server exited with ${code}:\n${output.join('\n')}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output, exit };
}

/** The demo organisations on a PostgreSQL database (an embedded start seeds them itself), by `npm run seed:demo`'s program. */
export function seedDemoDatabase(dataDir: string, databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((done, fail) => child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed-demo exited with ${code}`)))));
}
