import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token for links and refresh: 32 random bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, each digit equally likely. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A secret derived from a server key and a label (HMAC-SHA-256): the same label gives the
 * same secret, so the job that mails a link can run again after a crash and mail the
 * link it minted before. As strong as a random token while the key stays secret (it is
 * the key that signs access tokens, whose holder could sign in as anyone anyway).
 * `digits`: a 6-digit code instead (bias below 1 in 10^70).
 */
export function derivedSecret(key: string, label: string, form: 'token' | 'digits' = 'token'): string {
  const mac = createHmac('sha256', key).update(`kollab one-time secret\0${label}`, 'utf8').digest();
  if (form === 'token') return mac.toString('base64url');
  return String(BigInt(`0x${mac.toString('hex')}`) % 1_000_000n).padStart(6, '0');
}

/** Tokens are stored as SHA-256: enough for high-entropy random values, and a stolen table reveals none. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
