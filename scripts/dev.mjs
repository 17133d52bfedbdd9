#!/usr/bin/env node
// `npm run dev`: one initial build of contracts and server, then together:
//   contracts  swc in watch mode (contracts/src -> contracts/dist)
//   server     swc in watch mode (server/src -> server/dist)
//   api        node --watch server/dist/main.js (restarts when its compiled files change)
//   client     vite dev server, proxying /api and /socket.io to the api
// Output is prefixed per process. Ctrl-C (SIGINT) or SIGTERM stops all of them; so does
// any one of them exiting. Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const port = process.env.PORT ?? '3000';

for (const name of ['swc', 'vite']) {
  if (!existsSync(bin(name))) {
    console.error(`dev: node_modules/.bin/${name} is missing; run \`npm install\` first`);
    process.exit(1);
  }
}

const swcBuild = ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc'];

// `swc -w` needs chokidar, an optional peer dependency of @swc/cli. Without it, a small
// watcher on Node's own recursive fs.watch reruns the same swc build on every change.
function hasChokidar() {
  try {
    createRequire(join(root, 'node_modules', '@swc', 'cli', 'package.json')).resolve('chokidar');
    return true;
  } catch {
    return false;
  }
}
const FALLBACK_WATCHER = `
const { watch } = require('node:fs');
const { spawn } = require('node:child_process');
const [swc, ...args] = process.argv.slice(1);
let timer, running = false, again = false;
function build() {
  if (running) { again = true; return; }
  running = true;
  const done = () => {
    running = false;
    if (again) { again = false; build(); }
  };
  spawn(swc, args, { stdio: 'inherit' }).on('exit', done).on('error', (error) => { console.error(error.message); done(); });
}
watch('src', { recursive: true }, () => { clearTimeout(timer); timer = setTimeout(build, 100); });
console.log('watching src/ with fs.watch (install chokidar to use swc -w)');
`;
const swcWatcher = hasChokidar()
  ? { command: bin('swc'), args: [...swcBuild, '-w'] }
  : { command: process.execPath, args: ['-e', FALLBACK_WATCHER, bin('swc'), ...swcBuild] };

const processes = [
  { name: 'contracts', colour: 36, ...swcWatcher, cwd: join(root, 'contracts') },
  { name: 'server', colour: 35, ...swcWatcher, cwd: join(root, 'server') },
  {
    name: 'api',
    colour: 32,
    command: process.execPath,
    args: ['--watch', '--watch-preserve-output', 'server/dist/main.js'],
    cwd: root,
    env: { PORT: port },
  },
  {
    name: 'client',
    colour: 33,
    command: bin('vite'),
    args: [],
    cwd: join(root, 'client'),
    env: { KOLLAB_API_URL: process.env.KOLLAB_API_URL ?? `http://localhost:${port}` },
  },
];
const width = Math.max(...processes.map((p) => p.name.length));

function pipeLines(stream, prefix, target) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

// 1. One initial build, so that the api starts on complete output.
for (const workspace of ['contracts', 'server']) {
  console.log(`dev: building ${workspace}`);
  const code = await run('npm', ['run', '--silent', 'build', '-w', workspace], { cwd: root });
  if (code !== 0) {
    console.error(`dev: the initial build of ${workspace} failed`);
    process.exit(code);
  }
}

// 2. Everything at once.
const children = [];
let stopping = false;
let exitCode = 0;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const { child } of children) {
    // node --watch and vite pass the signal on to what they run; signalling only the
    // leader avoids a second signal cutting the api's graceful shutdown short.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // Whatever has not gone after 5 s goes the hard way, with its whole process group.
  setTimeout(() => {
    for (const { child } of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, 5000).unref();
}

for (const spec of processes) {
  const prefix = paint(spec.colour, `[${spec.name.padEnd(width)}]`);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}), ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a Ctrl-C in the terminal reaches each child once, through us.
    detached: true,
  });
  children.push({ spec, child });
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the others`);
      stopAll(code || 1);
    }
    if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

console.log(`dev: api on http://localhost:${port}, the client where vite says (it proxies /api and /socket.io there); Ctrl-C stops all`);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: no more waiting.
      for (const { child } of children) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      process.exit(130);
    }
    stopAll(0);
  });
}
process.on('exit', () => {
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
