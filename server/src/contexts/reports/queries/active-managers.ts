import type { MembershipDirectory } from '../../accounts/public/membership-directory';

/** Those of `userIds` who are active managers of the account now (a report's recipients), in their order. */
export async function activeManagersAmong(memberships: MembershipDirectory, accountId: string, userIds: readonly string[]): Promise<string[]> {
  const found = memberships.membershipsIn
    ? await memberships.membershipsIn(accountId, userIds)
    : new Map(await Promise.all(userIds.map(async (userId) => [userId, await memberships.membership(accountId, userId)] as const)));
  return userIds.filter((userId) => {
    const membership = found.get(userId);
    return membership?.status === 'active' && membership.account_status === 'active' && membership.roles.includes('manager');
  });
}
