import type { AccountStatus, MemberStatus, Role } from '@kollab/contracts';

/** One account a user belongs to, as the identity context needs it (login, user's accounts). */
export interface Membership {
  account_id: string;
  account_name: string;
  domain: string;
  account_status: AccountStatus;
  roles: Role[];
  status: MemberStatus;
  /** The account's feature flags, the enabled apps included (`apps.tasks`, …), as the Account signature carries them. */
  flags: string[];
}

/** What the accounts context offers the others. */
export interface MembershipDirectory {
  membershipsOf(userId: string): Promise<Membership[]>;
  membership(accountId: string, userId: string): Promise<Membership | undefined>;
  /** `membership` of many users of one account in one go (users without one are absent): the policy's readersOf. */
  membershipsIn?(accountId: string, userIds: readonly string[]): Promise<Map<string, Membership>>;
  /** The account by its domain (login pages /login/{domain}), undefined when unknown or deleted. */
  accountByDomain(domain: string): Promise<{ account_id: string; account_name: string; domain: string } | undefined>;
}

export const MEMBERSHIP_DIRECTORY = Symbol('MEMBERSHIP_DIRECTORY');
