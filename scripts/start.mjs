#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (contracts, server, client), then runs
// the server (node server/dist/main.js) with the current environment, forwarding
// SIGINT/SIGTERM to it and exiting with its code. Node built-ins only.
//
// A workspace is stale when the newest file or folder under its inputs (src/, plus
// index.html and vite.config.ts for the client) is newer than the newest file in its
// dist/ folder, or when dist/ is missing or empty. Folder mtimes count so that a
// deleted or renamed source file also triggers a build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const workspaces = [
  { name: 'contracts', inputs: ['contracts/src', 'contracts/package.json', '.swcrc'] },
  { name: 'server', inputs: ['server/src', 'server/package.json', '.swcrc'] },
  {
    name: 'client',
    inputs: ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/package.json'],
  },
];

/** Newest mtime (ms) of a path and, for a folder, everything below it; 0 if absent. */
function newest(path, { files = true, dirs = true } = {}) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return files ? stat.mtimeMs : 0;
  let latest = dirs ? stat.mtimeMs : 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newest(join(path, entry), { files, dirs }));
  }
  return latest;
}

function staleness(workspace) {
  const dist = join(root, workspace.name, 'dist');
  if (!existsSync(dist)) return 'no dist/';
  const built = newest(dist, { dirs: false });
  if (built === 0) return 'empty dist/';
  const changed = Math.max(...workspace.inputs.map((input) => newest(join(root, input))));
  if (changed > built) return 'sources changed';
  return undefined;
}

/** Runs a command quietly; its output is shown only when it fails. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? 128 + (constants.signals[signal] ?? 0), output: Buffer.concat(output).toString() }));
  });
}

// The embedded database's initdb template (server/src/core/sql/pglite-template.ts): made once
// per installation. While the client builds (a fresh clone) it is made beside it, so that the
// first start copies it; otherwise the server makes it itself when it needs it.
let template;

for (const workspace of workspaces) {
  const reason = staleness(workspace);
  if (!reason) continue;
  if (workspace.name === 'client' && !process.env.DATABASE_URL) {
    template = runQuietly(process.execPath, [join(root, 'server', 'dist', 'cli', 'pglite-template.js')]);
  }
  const started = Date.now();
  process.stdout.write(`start: building ${workspace.name} (${reason}) ... `);
  const { code, output } = await runQuietly(npm, ['run', '--silent', 'build', '-w', workspace.name]);
  if (code !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(output);
    console.error(`start: \`npm run build -w ${workspace.name}\` failed with exit code ${code}`);
    process.exit(code);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
}

const entry = join(root, 'server', 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error(`start: ${relative(root, entry)} is missing after the build`);
  process.exit(1);
}

if (template) {
  const { code, output } = await template;
  // the server copes without it (it runs initdb itself): say why, and go on
  if (code !== 0) process.stderr.write(`start: ${output}`);
}

// Its own process group, so a Ctrl-C in the terminal reaches the server once (through
// us) and not twice: Nest's shutdown hooks treat a second signal as "die now".
const server = spawn(process.execPath, [entry], { cwd: root, env: process.env, stdio: 'inherit', detached: true });

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    if (forwarded) {
      // A second Ctrl-C: stop waiting for a graceful shutdown.
      server.kill('SIGKILL');
      return;
    }
    forwarded = true;
    server.kill(signal);
  });
}
// Should this process end some other way, the server must not outlive it.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`start: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
