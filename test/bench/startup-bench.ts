// `npm run bench -- startup` (issue #11, item 19): the built server (node server/dist/main.js)
// started as `npm start` starts it, on the embedded PGlite with the demo seed. Measures
// the first start on a fresh DATA_DIR (initdb, schema, seed) and a restart on the same
// data, each to the first 200 of /api/health and to the "ready on" line, and the
// server's resident memory once ready and at its peak. Targets: first start < 5 s,
// restart < 2 s, RSS < 400 MB.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { printRows, type Row } from './bench-table';

const ROOT = resolve(__dirname, '..', '..');
const TARGETS = { firstStartS: 5, restartS: 2, rssMb: 400 };

export interface StartupFigures {
  /** Seconds from spawning the process to the first 200 of /api/health. */
  health: number;
  /** Seconds to the "ready on" line. */
  ready: number;
  /** Lines printed before it. */
  linesBeforeReady: number;
  /** MB resident once ready, and the peak. */
  rssMb: number;
  peakRssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/** One start of the built server on `dataDir`; stopped with SIGTERM once measured. */
export async function measureStart(dataDir: string): Promise<StartupFigures> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_CLIENT: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let lines = 0;
  const ready = new Promise<number>((done, fail) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      if (line.includes('ready on http')) done(seconds());
      else lines++;
    });
    void exited.then((code) => fail(new Error(`server exited with ${code}:\n${output.join('\n')}`)));
  });
  ready.catch(() => undefined);
  let health = NaN;
  while (Number.isNaN(health)) {
    if (child.exitCode !== null) await ready;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) health = seconds();
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const readyAt = await ready;
  const rssMb = memoryMb(child.pid!, 'VmRSS');
  const peakRssMb = memoryMb(child.pid!, 'VmHWM');
  child.kill('SIGTERM');
  await exited;
  return { health, ready: readyAt, linesBeforeReady: lines, rssMb, peakRssMb };
}


export async function runStartupBench(): Promise<Row[]> {
  for (const workspace of ['contracts', 'server']) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-startup-'));
  try {
    const first = await measureStart(dataDir);
    const again = await measureStart(dataDir);
    const rows: Row[] = [
      { measure: 'first start to first 200 of /api/health (s)', ours: first.health.toFixed(2), baseline: `limit ${TARGETS.firstStartS} s (fresh DATA_DIR, PGlite, demo seed)`, ratio: TARGETS.firstStartS / first.health, target: 1 },
      { measure: 'first start to "ready on" (s)', ours: first.ready.toFixed(2), baseline: `${first.linesBeforeReady} lines before it`, ratio: 0, target: 0 },
      { measure: 'restart to first 200 of /api/health (s)', ours: again.health.toFixed(2), baseline: `limit ${TARGETS.restartS} s`, ratio: TARGETS.restartS / again.health, target: 1 },
      { measure: 'restart to "ready on" (s)', ours: again.ready.toFixed(2), baseline: `${again.linesBeforeReady} lines before it`, ratio: 0, target: 0 },
      { measure: 'server RSS once ready, first start / restart (MB)', ours: `${first.rssMb.toFixed(0)} / ${again.rssMb.toFixed(0)}`, baseline: `limit ${TARGETS.rssMb} MB`, ratio: TARGETS.rssMb / Math.max(first.rssMb, again.rssMb), target: 1 },
      { measure: 'server peak RSS, first start / restart (MB)', ours: `${first.peakRssMb.toFixed(0)} / ${again.peakRssMb.toFixed(0)}`, baseline: '(initdb peaks on a first start)', ratio: 0, target: 0 },
    ];
    printRows('Start-up (node server/dist/main.js, embedded PGlite)', rows);
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
