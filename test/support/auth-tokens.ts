import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { Principal } from '@kollab/server/core/auth/principal';

/** A 64-character secret, different for every test app (the config demands 32 or more). */
export function testJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** A principal with fresh ids; pass the parts a test cares about. */
export function testPrincipal(overrides: Partial<Principal> = {}): Principal & { accountId: string } {
  return { userId: randomUUID(), accountId: randomUUID(), teamIds: [], roles: ['member'], ...overrides };
}

const claimsOf = (principal: Principal) => ({
  token_use: 'access',
  acc: principal.accountId,
  teams: principal.teamIds,
  roles: principal.roles,
});
const now = () => Math.floor(Date.now() / 1000);
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Tokens the verifier must refuse, each wrong in exactly one way (the rest is a valid
 * access token for `principal` signed with `secret` unless the way is the secret).
 */
export const forgedTokens = {
  otherSecret: (principal: Principal) =>
    new SignJWT(claimsOf(principal))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(principal.userId)
      .setIssuedAt()
      .setExpirationTime(now() + 300)
      .sign(key(testJwtSecret())),
  expired: (principal: Principal, secret: string) =>
    new SignJWT(claimsOf(principal))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(principal.userId)
      .setIssuedAt(now() - 600)
      .setExpirationTime(now() - 300)
      .sign(key(secret)),
  algNone: async (principal: Principal) =>
    new UnsecuredJWT(claimsOf(principal))
      .setSubject(principal.userId)
      .setIssuedAt()
      .setExpirationTime(now() + 300)
      .encode(),
  refreshToken: (principal: Principal, secret: string) =>
    new SignJWT({ ...claimsOf(principal), token_use: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(principal.userId)
      .setIssuedAt()
      .setExpirationTime(now() + 300)
      .sign(key(secret)),
} satisfies Record<string, (principal: Principal, secret: string) => Promise<string>>;
