import type { AccountStatus, App, MemberStatus, Role } from '@kollab/contracts';

/** The account and membership facts that decide whether a user may work in an account. */
export interface AccessFacts {
  account?: { deleted: boolean; status: AccountStatus };
  member?: { status: MemberStatus; roles: readonly Role[] };
}

export type Access = 'granted' | 'unknown' | 'inactive' | 'marked_for_deletion';

/**
 * Unknown: no such account (or removed), or not a member (or removed). Inactive: a
 * deactivated member. While the account is marked for deletion only its managers get
 * in (to cancel); the others learn that it will be deleted.
 */
export function accountAccess({ account, member }: AccessFacts): Access {
  if (!account || account.deleted || !member || member.status === 'deleted') return 'unknown';
  if (member.status !== 'active') return 'inactive';
  if (account.status === 'marked_for_deletion' && !member.roles.includes('manager')) return 'marked_for_deletion';
  return 'granted';
}

/** The flags an account has: `apps.<app>` for each enabled app, then the other flags. */
export function accountFlags(apps: readonly App[], flags: readonly string[]): string[] {
  return [...apps.map((app) => `apps.${app}`), ...flags];
}
