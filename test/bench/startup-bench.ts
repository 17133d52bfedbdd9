// `npm run bench -- startup` (issue #11, item 19): the built server (node server/dist/main.js)
// started as `npm start` starts it, on the embedded PGlite with the demo seed. Measures a first
// start on a new installation (no initdb template yet: the server makes it in a thread), the
// restart on that data, and a first start on a new DATA_DIR of an installation that has its
// template (what `npm start` on a fresh clone does: it makes the template beside the client's
// build), each to the first 200 of /api/health and to the "ready on" line, and the server's
// resident memory once ready and at its peak. Targets: first start < 5 s, restart < 2 s,
// RSS < 400 MB.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../support/server-process';
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

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/** One start of the built server on `dataDir`; stopped with SIGTERM once measured. */
export async function measureStart(dataDir: string, env: Record<string, string> = {}): Promise<StartupFigures> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_CLIENT: 'false', ...env },
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
  const rounds = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
  const made: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  try {
    const first: StartupFigures[] = [];
    const again: StartupFigures[] = [];
    const fresh: StartupFigures[] = [];
    for (let round = 0; round < rounds; round++) {
      // a new installation: no initdb template yet (the server makes it while it loads the app)
      const env = { PGLITE_TEMPLATE_DIR: temp('kollab-template-') };
      const dataDir = temp('kollab-startup-');
      first.push(await measureStart(dataDir, env));
      again.push(await measureStart(dataDir, env));
      // a new DATA_DIR on an installation with its template (npm start on a fresh clone makes it beside the client's build)
      fresh.push(await measureStart(temp('kollab-startup-'), env));
    }
    /** The median of a figure over the rounds (the machine's noise is large: ±0.5 s between runs). */
    const median = (runs: StartupFigures[], figure: keyof StartupFigures) => {
      const sorted = runs.map((run) => run[figure]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const seconds = (runs: StartupFigures[], figure: 'health' | 'ready') =>
      `${median(runs, figure).toFixed(2)} (${runs.map((run) => run[figure].toFixed(1)).join(', ')})`;
    const mb = (figure: 'rssMb' | 'peakRssMb') => [first, fresh, again].map((runs) => median(runs, figure).toFixed(0)).join(' / ');
    const worstRss = Math.max(...[first, fresh, again].map((runs) => median(runs, 'rssMb')));
    const rows: Row[] = [
      {
        measure: 'first start, new installation, to "ready on" (s)',
        ours: seconds(first, 'ready'),
        baseline: `limit ${TARGETS.firstStartS} s (fresh DATA_DIR, demo seed, initdb template made first)`,
        ratio: TARGETS.firstStartS / median(first, 'ready'),
        target: 1,
      },
      {
        measure: 'first start, new installation, to first 200 of /api/health (s)',
        ours: seconds(first, 'health'),
        baseline: `${first[0].linesBeforeReady} lines before "ready on"`,
        ratio: 0,
        target: 0,
      },
      {
        measure: 'first start, new DATA_DIR, to "ready on" (s)',
        ours: seconds(fresh, 'ready'),
        baseline: `limit ${TARGETS.firstStartS} s (initdb template there)`,
        ratio: TARGETS.firstStartS / median(fresh, 'ready'),
        target: 1,
      },
      {
        measure: 'first start, new DATA_DIR, to first 200 of /api/health (s)',
        ours: seconds(fresh, 'health'),
        baseline: '(answers while the demo seed runs)',
        ratio: 0,
        target: 0,
      },
      {
        measure: 'restart to "ready on" (s)',
        ours: seconds(again, 'ready'),
        baseline: `limit ${TARGETS.restartS} s`,
        ratio: TARGETS.restartS / median(again, 'ready'),
        target: 1,
      },
      {
        measure: 'restart to first 200 of /api/health (s)',
        ours: seconds(again, 'health'),
        baseline: `${again[0].linesBeforeReady} lines before "ready on"`,
        ratio: 0,
        target: 0,
      },
      {
        measure: 'server RSS once ready: new installation / new DATA_DIR / restart (MB)',
        ours: mb('rssMb'),
        baseline: `limit ${TARGETS.rssMb} MB`,
        ratio: TARGETS.rssMb / worstRss,
        target: 1,
      },
      {
        measure: 'server peak RSS: new installation / new DATA_DIR / restart (MB)',
        ours: mb('peakRssMb'),
        baseline: '(initdb runs in a process of its own)',
        ratio: 0,
        target: 0,
      },
    ];
    printRows('Start-up (node server/dist/main.js, embedded PGlite)', rows);
    return rows;
  } finally {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}
