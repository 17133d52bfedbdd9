import type { Role } from '@kollab/contracts';

/** What a valid, current Account signature grants its user in that account. */
export interface AccountGrant {
  accountId: string;
  roles: Role[];
  flags: string[];
  teamIds: string[];
  termsAccepted: boolean;
}

/**
 * Checks the `Account` header for the calling user. Rejects with a DomainRefusal (forbidden, 403) and
 * exactly one of the seed's codes: account.missing, account.invalid (unknown account,
 * not the caller's, or no longer active), account.signature_invalid (tampered or not
 * ours), account.signature_outdated (roles, flags or terms changed since it was
 * issued). The accounts context implements it.
 */
export interface AccountSignatures {
  verify(signature: string | undefined, userId: string): Promise<AccountGrant>;
  /**
   * What the member holds in the account now, as a signature issued now would grant it
   * (`admin` only when `admin` is asked for and the user still is a system admin); null
   * when they may no longer work in it (deactivated, removed, the account gone). Open
   * sockets are re-evaluated with it (core/realtime/socket-access.ts).
   */
  current?(accountId: string, userId: string, admin: boolean): Promise<AccountGrant | null>;
}

export const ACCOUNT_SIGNATURES = Symbol('ACCOUNT_SIGNATURES');
