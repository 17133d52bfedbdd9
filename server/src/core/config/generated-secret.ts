import { randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret generated once into DATA_DIR/secrets/<file> (mode 0600) and read back on every
 * start, so a restart keeps it: the secret of an installation that sets none in its
 * environment. Stored as text, so the file's content can be copied into the environment
 * variable unchanged (several processes on different disks must share one secret that way).
 */
export async function generatedSecret(dataDir: string, file: string, generate: () => string): Promise<string> {
  const folder = join(dataDir, 'secrets');
  const path = join(folder, file);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await createOnce(path, generate());
  return (await readFile(path, 'utf8')).trim();
}

/**
 * Writes a temporary file and hard-links it into place: the link either appears
 * complete or fails because another process won the race, so nobody reads a half-written key.
 */
async function createOnce(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    await chmod(temporary, 0o600); // the umask may have narrowed it differently
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}
