import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_DIRECTORY, type Membership, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { DomainRefusal } from '@kollab/contracts';

/** Checks the account a user signs in to (seed §8 messages), through the accounts context's port. */
@Injectable()
export class AccountEntry {
  constructor(@Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory) {}

  /** `account`: an account id, or a domain (the login page /login/{domain}). */
  async assertCanEnter(account: string, userId: string): Promise<void> {
    const membership = await this.membershipFor(account, userId);
    // Not a member and no such account look the same: no account's existence is revealed.
    if (!membership || membership.status === 'deleted') throw DomainRefusal.notFound('auth.account_not_found');
    if (membership.account_status === 'marked_for_deletion') throw DomainRefusal.forbidden('auth.account_marked_for_deletion');
    if (membership.status !== 'active') throw DomainRefusal.forbidden('auth.account_inactive');
  }

  /** True when both users are (not deleted) members of one account. */
  async shareAnAccount(userA: string, userB: string): Promise<boolean> {
    const [a, b] = await Promise.all([this.memberships.membershipsOf(userA), this.memberships.membershipsOf(userB)]);
    const accountsOfA = new Set(a.filter((m) => m.status !== 'deleted').map((m) => m.account_id));
    return b.some((m) => m.status !== 'deleted' && accountsOfA.has(m.account_id));
  }

  private async membershipFor(account: string, userId: string): Promise<Membership | undefined> {
    const direct = await this.memberships.membership(account, userId);
    if (direct) return direct;
    const byDomain = await this.memberships.accountByDomain(account);
    return byDomain ? this.memberships.membership(byDomain.account_id, userId) : undefined;
  }
}
