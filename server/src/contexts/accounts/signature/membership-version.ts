import { createHash } from 'node:crypto';
import type { AccountStatus, MemberStatus } from '@kollab/contracts';

/** Everything an Account signature vouches for: when any of it changes, old signatures are outdated. */
export interface SignedState {
  roles: readonly string[];
  flags: readonly string[];
  termsAccepted: boolean;
  memberStatus: MemberStatus;
  accountStatus: AccountStatus;
  /** The teams the member belongs to (the `teams` claim); absent or empty: none. */
  teamIds?: readonly string[];
}

/**
 * The membership version (`mv`): a short hash of the signed state, so a signature is
 * checked against the current state with the same point lookups that load it (account,
 * member, the member's teams), and without a counter to keep in step. Roles include
 * the derived `team_admin`, so gaining or losing a team's admin outdates a signature too.
 */
export function membershipVersion(state: SignedState): string {
  const canonical = JSON.stringify([
    [...state.roles].sort(),
    [...state.flags].sort(),
    state.termsAccepted,
    state.memberStatus,
    state.accountStatus,
    // Appended only when there are teams, so signatures of members without a team stay as they were.
    ...(state.teamIds?.length ? [[...state.teamIds].sort()] : []),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}
