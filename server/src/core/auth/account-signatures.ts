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
 * Checks the `Account` header for the calling user. Rejects with ApiError 403 and
 * exactly one of the seed's codes: account.missing, account.invalid (unknown account,
 * not the caller's, or no longer active), account.signature_invalid (tampered or not
 * ours), account.signature_outdated (roles, flags or terms changed since it was
 * issued). The accounts context implements it.
 */
export interface AccountSignatures {
  verify(signature: string | undefined, userId: string): Promise<AccountGrant>;
}

export const ACCOUNT_SIGNATURES = Symbol('ACCOUNT_SIGNATURES');
