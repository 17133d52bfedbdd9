#!/usr/bin/env node
// `npm test`: build, typecheck, then jest. Extra arguments go to jest
// (`npm test -- test/integration/core`, `npm test -- -t "append"`).
//   1. build contracts and server (swc, well under a second)
//   2. typecheck contracts, server, test and client (tsc --noEmit) and lint (Prettier's
//      check, ESLint, dependency-cruiser's boundaries): two at a time
//   3. build the client (vite; the browser journey in jest is served this build)
//   4. client tests (vitest run, jsdom)
//   5. jest --ci --maxWorkers=2 (with --experimental-vm-modules)
// Exits non-zero when a step fails and says which. On success jest's summary is the
// last thing printed. Node built-ins only.
import { spawn } from 'node:child_process';
import { constants, availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jestArgs = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const step = (text) => console.log(colour ? `\x1b[1m▶ ${text}\x1b[0m` : `▶ ${text}`);

function exitCodeOf(code, signal) {
  return code ?? 128 + (constants.signals[signal] ?? 0);
}

/** Runs a command with the terminal as its output; resolves to its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/** Runs a command with its output captured, to be printed in one piece. */
function capture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: exitCodeOf(code, signal), output: Buffer.concat(output).toString() }));
  });
}

function fail(what, code) {
  console.error(`\nnpm test: ${what} failed (exit code ${code})`);
  process.exit(code || 1);
}

// Ctrl-C reaches the children through the terminal's process group; just don't die first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

// 1. build
for (const workspace of ['contracts', 'server']) {
  step(`build ${workspace}`);
  const code = await run(npm, ['run', '--silent', 'build', '-w', workspace]);
  if (code !== 0) fail(`step "build ${workspace}"`, code);
}

// 2. typecheck all four projects and lint, at most two at a time (each takes a core).
const projects = ['contracts', 'server', 'test', 'client'];
const bin = (path) => join(root, 'node_modules', ...path.split('/'));
const SOURCES = '**/*.{ts,tsx,js,mjs,cjs,json}';
/** The lint checks, as `npm run lint` runs them (package.json), each by its own binary. */
const lints = {
  'format (prettier)': [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', SOURCES],
  'lint (eslint)': [bin('eslint/bin/eslint.js'), '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  'boundaries (dependency-cruiser)': [
    bin('dependency-cruiser/bin/dependency-cruise.mjs'),
    ...['server/src', 'client/src', 'contracts/src', '--config', '.dependency-cruiser.cjs', '--ts-config', 'tsconfig.depcruise.json'],
    ...['--output-type', 'err'],
  ],
};
step(`typecheck ${projects.join(', ')}; ${Object.keys(lints).join(', ')}`);
const pretty = colour ? ['--pretty'] : [];
const results = new Map();
const queue = [...projects, ...Object.keys(lints)];
const slots = Math.max(1, Math.min(2, availableParallelism()));
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (lints[project]) {
        results.set(project, await capture(process.execPath, lints[project]));
        continue;
      }
      // Incremental: the build info is kept in node_modules/.cache, so repeated runs
      // only re-check what changed (npm ci starts from scratch).
      const buildInfo = join(root, 'node_modules', '.cache', 'kollab-tsc', `${project}.tsbuildinfo`);
      const args = [tsc, '-p', `${project}/tsconfig.json`, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo];
      results.set(project, await capture(process.execPath, [...args, ...pretty]));
    }
  }),
);
const checks = [...projects, ...Object.keys(lints)];
const nameOf = (check) => (lints[check] ? check : `${check}/tsconfig.json`);
const failed = checks.filter((check) => results.get(check).code !== 0);
for (const check of failed) {
  console.log(`\n${nameOf(check)}:`);
  process.stdout.write(results.get(check).output);
}
if (failed.length > 0) fail(`step "typecheck and lint" (${failed.map(nameOf).join(', ')})`, results.get(failed[0]).code);

// 3. build the client, 4. its own tests: both before jest, so jest's summary stays last.
step('build client');
const clientBuild = await run(npm, ['run', '--silent', 'build', '-w', 'client']);
if (clientBuild !== 0) fail('step "build client"', clientBuild);
step('client tests (vitest)');
const clientTests = await run(npm, ['test', '--silent', '-w', 'client']);
if (clientTests !== 0) fail('step "client tests"', clientTests);

// 5. jest: nothing is printed after its summary when it passes.
step(`jest${jestArgs.length ? ` ${jestArgs.join(' ')}` : ''}`);
const code = await run(process.execPath, [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  jest,
  '--ci',
  // Two workers (the machines have two cores), unless the caller chose otherwise.
  ...(jestArgs.some((arg) => /^(-w|--maxWorkers|-i|--runInBand)(=|$)/.test(arg)) ? [] : ['--maxWorkers=2']),
  ...jestArgs,
]);
if (code !== 0) fail('step "jest"', code);
