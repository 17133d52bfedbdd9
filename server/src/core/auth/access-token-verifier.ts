import type { Principal } from './principal';

/**
 * Port: turns a bearer access token into the caller. Rejects (with a DomainRefusal
 * `auth.unauthorized`) for anything that is not a valid, unexpired access token.
 * The JWT stand-in lives in jwt-access-token.ts until the identity context owns tokens.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<Principal>;
}

export const ACCESS_TOKEN_VERIFIER = Symbol('ACCESS_TOKEN_VERIFIER');
