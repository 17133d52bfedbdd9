import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * The cluster PGlite's initdb makes is the same for every database of one PGlite version: it
 * holds none of our data (our schema comes from the migrations, run on every open). Making it
 * costs 2.5–3.5 s of one core (initdb compiled to WebAssembly) and peaks near 800 MB; copying it
 * from a tar costs 0.3 s in memory and 0.7 s to disk. So it is made once per installation, in a
 * process of its own (its memory goes with it), and kept as `pglite-<version>.tar` in
 * PGLITE_TEMPLATE_DIR (default `node_modules/.cache/kollab`); every new database (a first start
 * on a fresh DATA_DIR, each test's in-memory database) starts as a copy of it.
 *
 * The template is a cache: when it cannot be made or read, PGlite runs initdb itself as before.
 */

const PGLITE_ENTRY = require.resolve('@electric-sql/pglite');
/** node_modules/@electric-sql/pglite */
const PGLITE_PACKAGE = resolve(dirname(PGLITE_ENTRY), '..');

function pgliteVersion(): string {
  return (JSON.parse(readFileSync(join(PGLITE_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the template of this PGlite version is kept. */
export function pgliteTemplateFile(dir = process.env.PGLITE_TEMPLATE_DIR): string {
  const folder = dir ? resolve(dir) : join(PGLITE_PACKAGE, '..', '..', '.cache', 'kollab');
  return join(folder, `pglite-${pgliteVersion()}.tar`);
}

// Runs in a process of its own (its ~800 MB peak is given back to the system when it exits,
// which a worker thread's is not): a fresh in-memory cluster, written out as a tar and renamed
// into place (two processes making it at once each write their own file; the last rename wins).
const MAKE_TEMPLATE = `
const { writeFileSync, renameSync } = require('node:fs');
const [pglite, partial, file] = process.argv.slice(1);
const { PGlite } = require(pglite);
(async () => {
  const db = await PGlite.create();
  const tar = await db.dumpDataDir('none');
  await db.close();
  writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
  renameSync(partial, file);
})().catch((error) => {
  console.error(error && error.message);
  process.exit(1);
});
`;

function makeTemplate(file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ['-e', MAKE_TEMPLATE, PGLITE_ENTRY, partial, file], { stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.once('error', fail);
    child.once('close', (code, signal) => {
      if (code === 0) return done();
      rmSync(partial, { force: true });
      fail(new Error(`the PGlite template process ended with ${signal ?? code}: ${Buffer.concat(errors).toString().trim()}`));
    });
  });
}

const making = new Map<string, Promise<void>>();

/**
 * Makes the template unless it is there (once per process and file, however many ask). Call it
 * early (main.ts opens the store before it loads the app) so that it is made while the rest starts.
 */
export function preparePgliteTemplate(file = pgliteTemplateFile()): Promise<void> {
  if (existsSync(file)) return Promise.resolve();
  let pending = making.get(file);
  if (!pending) {
    pending = makeTemplate(file).finally(() => making.delete(file));
    making.set(file, pending);
  }
  return pending;
}

/**
 * The template as PGlite's `loadDataDir` takes it (for a database in memory), made first if
 * needed; undefined when it cannot be had (the caller lets PGlite run initdb).
 */
export async function pgliteTemplate(file = pgliteTemplateFile()): Promise<Blob | undefined> {
  try {
    await preparePgliteTemplate(file);
    return new Blob([readFileSync(file)], { type: 'application/x-tar' });
  } catch (error) {
    new Logger('Database').warn(`PGlite template unavailable, running initdb instead: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Copies the template into `dataDir` (a database on disk), made first if needed: the files
 * written straight from the tar, without PGlite holding the whole cluster in memory (which
 * its `loadDataDir` does: ~100 MB more resident afterwards). False when it cannot be had.
 */
export async function copyPgliteTemplate(dataDir: string, file = pgliteTemplateFile()): Promise<boolean> {
  try {
    await preparePgliteTemplate(file);
    extractTar(readFileSync(file), dataDir);
    return true;
  } catch (error) {
    new Logger('Database').warn(`PGlite template not copied, running initdb instead: ${(error as Error).message}`);
    discardPgliteTemplate(file); // made anew next time
    return false;
  }
}

const text = (header: Buffer, start: number, length: number) => {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

/**
 * The ustar archive PGlite's dumpDataDir writes: folders and regular files only, names under
 * the cluster's root. Anything else (a link, a name leaving the folder, a bad checksum) is refused.
 */
export function extractTar(tar: Buffer, into: string): void {
  const root = resolve(into);
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return;
    if (text(header, 257, 5) !== 'ustar') throw new Error(`not a ustar header at ${offset}`);
    let sum = 8 * 32; // the checksum field counts as spaces
    for (let index = 0; index < 512; index++) if (index < 148 || index >= 156) sum += header[index];
    if (sum !== parseInt(text(header, 148, 8).trim(), 8)) throw new Error(`bad header checksum at ${offset}`);
    const name = [text(header, 345, 155), text(header, 0, 100)].filter(Boolean).join('/');
    const target = resolve(root, `.${name.startsWith('/') ? '' : '/'}${name}`);
    if (target !== root && !target.startsWith(`${root}/`)) throw new Error(`entry outside the folder: ${name}`);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]);
    const body = offset + 512;
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      if (body + size > tar.length) throw new Error(`entry ${name} is cut short`);
      // a running server's pid file does not belong in a copy
      if (!name.endsWith('postmaster.pid')) {
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        writeFileSync(target, tar.subarray(body, body + size), { mode: 0o600 });
      }
    } else throw new Error(`unexpected entry type ${JSON.stringify(type)} for ${name}`);
    offset = body + Math.ceil(size / 512) * 512;
  }
}

/** A template PGlite could not load: removed, so that the next open makes a new one. */
export function discardPgliteTemplate(file = pgliteTemplateFile()): void {
  rmSync(file, { force: true });
}
