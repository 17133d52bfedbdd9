import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { generatedSecret } from '../config/generated-secret';

/** The HMAC secret that signs access tokens (a string, as JWT_SECRET is). */
export const JWT_SECRET = Symbol('JWT_SECRET');

const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when set; otherwise a secret generated once into DATA_DIR/secrets/jwt.key
 * (generatedSecret) so that a restart keeps issued tokens valid.
 */
export async function loadJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const secret = await generatedSecret(config.dataDir, 'jwt.key', () => randomBytes(48).toString('base64url'));
  if (secret.length < MIN_SECRET_LENGTH) {
    const file = join(config.dataDir, 'secrets', 'jwt.key');
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`);
  }
  return secret;
}
