import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Not an access token: its own `typ` and `token_use`, so the access-token verifier refuses it. */
export const ID_TOKEN_TYPE = 'id+jwt';
export const ID_TOKEN_USE = 'id';

export interface IdTokenClaims {
  username: string;
  preferred_username: string;
  email: string;
  email_verified: boolean;
  locale: string;
  name: string;
  given_name: string;
  family_name: string;
}

const encode = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** Who signed in, for the client to show (sub = user id); HS256 with the access tokens' secret. */
export async function issueIdToken(userId: string, claims: IdTokenClaims, secret: string, ttlSeconds: number, issuer: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_use: ID_TOKEN_USE, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: ID_TOKEN_TYPE })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encode(secret));
}

/** Checks an id token (tests, and clients that want to); throws on anything else. */
export async function verifyIdToken(token: string, secret: string): Promise<JWTPayload & IdTokenClaims> {
  const { payload } = await jwtVerify(token, encode(secret), { algorithms: ['HS256'], typ: ID_TOKEN_TYPE });
  if (payload.token_use !== ID_TOKEN_USE) throw new Error('not an id token');
  return payload as JWTPayload & IdTokenClaims;
}
