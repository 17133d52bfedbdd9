import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ROLES, type Role } from '@kollab/contracts';

/** The Account header's media type: an access, id or refresh token is never accepted as one. */
export const ACCOUNT_SIGNATURE_TYPE = 'acct+jwt';
const ALGORITHM = 'HS256';

export interface AccountSignatureClaims {
  acc: string;
  sub: string;
  roles: Role[];
  flags: string[];
  terms_accepted: boolean;
  teams: string[];
  mv: string;
}

const encode = (secret: string): Uint8Array => new TextEncoder().encode(secret);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Signs the claims (HS256, typ acct+jwt). No expiry: `mv` is checked on every request instead. */
export function signAccountSignature(claims: AccountSignatureClaims, secret: string): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCOUNT_SIGNATURE_TYPE })
    .setSubject(sub)
    .setIssuedAt()
    .sign(encode(secret));
}

/** The claims of a signature of ours; undefined for anything else (tampered, other key, alg none, other typ, bad claims). */
export async function readAccountSignature(token: string, secret: string): Promise<AccountSignatureClaims | undefined> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, encode(secret), {
      algorithms: [ALGORITHM],
      typ: ACCOUNT_SIGNATURE_TYPE,
      requiredClaims: ['sub', 'iat'],
    }));
  } catch {
    return undefined;
  }
  const { acc, sub, roles, flags, terms_accepted: terms, teams, mv } = payload;
  const knownRoles = isStrings(roles) && roles.every((role) => (ROLES as readonly string[]).includes(role));
  if (!isString(acc) || !isString(sub) || !knownRoles || !isStrings(flags) || typeof terms !== 'boolean' || !isStrings(teams) || !isString(mv)) {
    return undefined;
  }
  return { acc, sub, roles: roles as Role[], flags, terms_accepted: terms, teams, mv };
}
