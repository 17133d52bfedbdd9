import { Global, Module } from '@nestjs/common';
import { ROLES, type Role, DomainRefusal } from '@kollab/contracts';
import type { AccountGrant, AccountSignatures } from '@kollab/server/core/auth/account-signatures';
import { ACCOUNT_SIGNATURES } from '@kollab/server/core/auth/account-signatures';

// A stand-in for the accounts context's Account signature check (our own port), for the
// suites of the small contexts: a "signature" is `misc.<base64url JSON>` naming the
// account, the user it was issued to and the roles. Unsigned, so never outside tests.

interface StandInClaims {
  accountId: string;
  userId: string;
  roles: Role[];
  /** The account's feature flags (none unless given). */
  flags?: string[];
}

const PREFIX = 'misc.';

export function standInSignature(claims: StandInClaims): string {
  return PREFIX + Buffer.from(JSON.stringify(claims)).toString('base64url');
}

function parse(signature: string): StandInClaims | undefined {
  if (!signature.startsWith(PREFIX)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(signature.slice(PREFIX.length), 'base64url').toString('utf8')) as Partial<StandInClaims>;
    const roles = claims.roles;
    const valid =
      typeof claims.accountId === 'string' &&
      typeof claims.userId === 'string' &&
      Array.isArray(roles) &&
      roles.every((role) => (ROLES as readonly string[]).includes(role)) &&
      (claims.flags === undefined || (Array.isArray(claims.flags) && claims.flags.every((flag) => typeof flag === 'string')));
    return valid ? (claims as StandInClaims) : undefined;
  } catch {
    return undefined;
  }
}

export const standInSignatures: AccountSignatures = {
  async verify(signature: string | undefined, userId: string): Promise<AccountGrant> {
    if (!signature) throw DomainRefusal.forbidden('account.missing');
    const claims = parse(signature);
    if (!claims) throw DomainRefusal.forbidden('account.signature_invalid');
    if (claims.userId !== userId) throw DomainRefusal.forbidden('account.invalid');
    return { accountId: claims.accountId, roles: claims.roles, flags: claims.flags ?? [], teamIds: [], termsAccepted: true };
  },
};

/** Global, as the accounts context's module will be: the app-wide guard must see the port. */
@Global()
@Module({ providers: [{ provide: ACCOUNT_SIGNATURES, useValue: standInSignatures }], exports: [ACCOUNT_SIGNATURES] })
export class MiscSignaturesModule {}
