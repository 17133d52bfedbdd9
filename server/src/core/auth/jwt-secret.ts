import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/** The HMAC secret that signs access tokens (a string, as JWT_SECRET is). */
export const JWT_SECRET = Symbol('JWT_SECRET');

const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when set; otherwise a secret generated once into DATA_DIR/secrets/jwt.key
 * (mode 0600) so that a restart keeps issued tokens valid. Stored as base64url text,
 * so the file's content can be copied into JWT_SECRET unchanged (several processes on
 * different disks must share one secret that way).
 */
export async function loadJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const folder = join(config.dataDir, 'secrets');
  const file = join(folder, 'jwt.key');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await createOnce(file, randomBytes(48).toString('base64url'));
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`);
  }
  return secret;
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
