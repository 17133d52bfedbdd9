import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque token for links and refresh: 32 random bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code, each digit equally likely. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
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
