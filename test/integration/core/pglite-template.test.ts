import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { PgliteSqlClient } from '@kollab/server/core/sql/pglite-client';
import { copyPgliteTemplate, extractTar, pgliteTemplateFile, preparePgliteTemplate } from '@kollab/server/core/sql/pglite-template';

/** One ustar entry as tar writes it: a 512-byte header (checksum filled in), the body padded to 512. */
function tarEntry(name: string, body: string, type = '0', options: { badChecksum?: boolean } = {}): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000600\0', 100);
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${(options.badChecksum ? sum + 1 : sum).toString(8).padStart(6, '0')}\0 `, 148);
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  padded.write(body);
  return Buffer.concat([header, padded]);
}
const tar = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

describe('the initdb template of the embedded database (issue 11 item 19)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'kollab-template-test-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once however many ask at once, whole, with no partial file left', async () => {
    const dir = tempDir();
    const file = pgliteTemplateFile(dir);
    await Promise.all([preparePgliteTemplate(file), preparePgliteTemplate(file), preparePgliteTemplate(file)]);
    expect(readdirSync(dir)).toEqual([file.slice(dir.length + 1)]);
    const listing = readFileSync(file);
    expect(listing.subarray(257, 262).toString()).toBe('ustar');
    expect(listing.includes(Buffer.from('PG_VERSION'))).toBe(true);
  }, 60000);

  it('a new database on disk is a copy of it: PostgreSQL starts on it, without the pid file of the server it was dumped from', async () => {
    const dataDir = join(tempDir(), 'pglite');
    expect(await copyPgliteTemplate(dataDir)).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    const sql = await PgliteSqlClient.open(dataDir);
    try {
      await sql.exec('CREATE TABLE t (id int); INSERT INTO t VALUES (1), (2)');
      expect(await sql.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 2 }]);
      expect(await sql.query(`SELECT current_setting('shared_buffers') AS shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await sql.close();
    }
    // and it is a database like any other: reopened, the rows are there
    const again = await PgliteSqlClient.open(dataDir);
    expect(await again.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 2 }]);
    await again.close();
  }, 60000);

  it('a template that cannot be read is thrown away, and the database is made by initdb instead', async () => {
    const templates = tempDir();
    const file = pgliteTemplateFile(templates);
    writeFileSync(file, Buffer.alloc(4096, 7));
    const dataDir = join(tempDir(), 'pglite');
    expect(await copyPgliteTemplate(dataDir, file)).toBe(false);
    expect(existsSync(file)).toBe(false);
    const before = process.env.PGLITE_TEMPLATE_DIR;
    process.env.PGLITE_TEMPLATE_DIR = templates;
    writeFileSync(file, Buffer.alloc(4096, 7));
    try {
      const sql = await PgliteSqlClient.open(dataDir);
      expect(await sql.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await sql.close();
    } finally {
      if (before === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
      else process.env.PGLITE_TEMPLATE_DIR = before;
    }
  }, 60000);

  it('the copy writes folders and files under its folder only', () => {
    const into = tempDir();
    extractTar(tar(tarEntry('/base/', '', '5'), tarEntry('/base/1', 'rows'), tarEntry('PG_VERSION', '17\n')), into);
    expect(readFileSync(join(into, 'base', '1'), 'utf8')).toBe('rows');
    expect(readFileSync(join(into, 'PG_VERSION'), 'utf8')).toBe('17\n');

    expect(() => extractTar(tar(tarEntry('../escaped', 'x')), into)).toThrow('entry outside the folder: ../escaped');
    expect(() => extractTar(tar(tarEntry('/base/../../escaped', 'x')), into)).toThrow('entry outside the folder');
    expect(() => extractTar(tar(tarEntry('link', '', '2')), into)).toThrow('unexpected entry type "2" for link');
    expect(() => extractTar(tar(tarEntry('bad', 'x', '0', { badChecksum: true })), into)).toThrow('bad header checksum at 0');
    expect(() => extractTar(tarEntry('cut', 'x'.repeat(600)).subarray(0, 700), into)).toThrow('entry cut is cut short');
    expect(() => extractTar(Buffer.alloc(1024, 1), into)).toThrow('not a ustar header at 0');
    expect(existsSync(join(into, '..', 'escaped'))).toBe(false);
  });
});
