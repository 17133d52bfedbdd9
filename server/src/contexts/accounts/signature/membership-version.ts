import { createHash } from 'node:crypto';
import type { AccountStatus, MemberStatus } from '@kollab/contracts';

/** Everything an Account signature vouches for: when any of it changes, old signatures are outdated. */
export interface SignedState {
  roles: readonly string[];
  flags: readonly string[];
  termsAccepted: boolean;
  memberStatus: MemberStatus;
  accountStatus: AccountStatus;
}

/**
 * The membership version (`mv`): a short hash of the signed state, so a signature is
 * checked against the current state with the same two point lookups that load it,
 * and without a counter to keep in step.
 */
export function membershipVersion(state: SignedState): string {
  const canonical = JSON.stringify([
    [...state.roles].sort(),
    [...state.flags].sort(),
    state.termsAccepted,
    state.memberStatus,
    state.accountStatus,
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}
