import { SignJWT, type JWTPayload } from 'jose';
import type { Principal } from './principal';
import { DomainRefusal } from '@kollab/contracts';

/** RFC 9068 media type of access tokens; refresh and id tokens carry other types. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Also a claim, so a token of another kind signed with the same secret is refused even if its header lies. */
export const ACCESS_TOKEN_USE = 'access';
/** The one algorithm of access tokens (the verification pins it: access-token.strategy.ts). */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

interface AccessTokenClaims extends JWTPayload {
  token_use: typeof ACCESS_TOKEN_USE;
  /** Optional: a token scoped to one account (tests, service tokens); user tokens carry none. */
  acc?: string;
  teams?: string[];
  roles?: string[];
  username?: string;
}

const encode = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** Signs a short-lived access token for `principal` (tests now, the identity context later). */
export async function issueAccessToken(principal: Principal & { username?: string }, secret: string, ttlSeconds: number): Promise<string> {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new Error(`ttlSeconds must be a positive whole number, got ${ttlSeconds}`);
  }
  const claims: AccessTokenClaims = {
    token_use: ACCESS_TOKEN_USE,
    ...(principal.accountId ? { acc: principal.accountId, teams: principal.teamIds, roles: principal.roles } : {}),
    ...(principal.username ? { username: principal.username } : {}),
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(principal.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encode(secret));
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isNonEmptyString);

/**
 * The caller an access token names, once its signature, algorithm and expiry were checked:
 * `typ` at+jwt, `token_use` access, `sub`, `iat` and a numeric `exp` present, the claims
 * well-formed. Throws `auth.unauthorized` otherwise.
 */
export function principalOfAccessToken(header: { typ?: string }, payload: JWTPayload): Principal {
  if (header.typ !== ACCESS_TOKEN_TYPE) throw unauthorized('not an access token type');
  const { sub, exp, iat, acc, teams = [], roles = [], token_use: use } = payload;
  if (use !== ACCESS_TOKEN_USE) throw unauthorized('not an access token');
  if (typeof exp !== 'number' || typeof iat !== 'number') throw unauthorized('exp or iat missing');
  if (!isNonEmptyString(sub) || (acc !== undefined && !isNonEmptyString(acc)) || !isStringArray(teams) || !isStringArray(roles)) {
    throw unauthorized('claims missing or malformed');
  }
  return { userId: sub, ...(acc ? { accountId: acc } : {}), teamIds: teams, roles };
}

// The detail is for logs only; callers see nothing but the stable code.
export const unauthorized = (detail: string): DomainRefusal => new DomainRefusal('unauthenticated', 'auth.unauthorized', undefined, detail);
