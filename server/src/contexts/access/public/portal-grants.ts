import type { PortalGrant } from '@kollab/contracts';

/**
 * Portal memberships as the policy needs them (the portals of the contacts context
 * provide it; until they exist nobody holds a portal grant).
 */
export interface PortalGrants {
  /** The portals (by contact) `userId` belongs to in the account. */
  grantsOf(accountId: string, userId: string): Promise<PortalGrant[]>;
  /** `grantsOf` for many users in one go: a map user id → grants (users without one are absent). */
  grantsOfUsers?(accountId: string, userIds: readonly string[]): Promise<Map<string, PortalGrant[]>>;
  /** The portals (contact ids) each of `userIds` belongs to (users without one are absent). */
  portalsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The active users of the portals of these contacts. */
  usersOf(accountId: string, contactIds: readonly string[]): Promise<string[]>;
}

export const PORTAL_GRANTS = Symbol('PORTAL_GRANTS');
