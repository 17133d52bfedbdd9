import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { accountFlags } from '../domain/account-access';
import { ACCOUNT_INDEX_COLLECTION, type AccountDoc } from '../projections/account.projection';
import { SYSTEM_SCOPE } from '../projections/system-scope';
import { USER_ACCOUNTS_COLLECTION, type UserAccountsDoc, type UserMembership } from '../projections/user-accounts.projection';
import { AccountReader } from '../queries/account-reader';
import type { Membership, MembershipDirectory } from './membership-directory';

const toMembership = (account: AccountDoc, membership: Pick<UserMembership, 'roles' | 'status'>): Membership => ({
  account_id: account.id,
  account_name: account.name,
  domain: account.domain,
  account_status: account.status,
  roles: membership.roles,
  status: membership.status,
  flags: accountFlags(account.apps, account.flags),
});

/**
 * MEMBERSHIP_DIRECTORY on the accounts read models. Removed memberships and removed
 * accounts are left out; inactive ones are listed (login tells "account inactive").
 */
@Injectable()
export class ReadModelMembershipDirectory implements MembershipDirectory {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly reader: AccountReader,
  ) {}

  async membershipsOf(userId: string): Promise<Membership[]> {
    const doc = await this.store.collection<UserAccountsDoc>(USER_ACCOUNTS_COLLECTION).forAccount(SYSTEM_SCOPE).get(userId);
    const live = (doc?.memberships ?? []).filter((m) => m.status !== 'deleted');
    // One point read per account: users belong to a handful.
    const accounts = await Promise.all(live.map((m) => this.reader.account(m.account_id)));
    return live.flatMap((membership, i) => {
      const account = accounts[i];
      return account && !account.deleted ? [toMembership(account, membership)] : [];
    });
  }

  async membership(accountId: string, userId: string): Promise<Membership | undefined> {
    const [account, member] = await Promise.all([this.reader.account(accountId), this.reader.member(accountId, userId)]);
    if (!account || account.deleted || !member || member.status === 'deleted') return undefined;
    return toMembership(account, member);
  }

  async membershipsIn(accountId: string, userIds: readonly string[]): Promise<Map<string, Membership>> {
    const found = new Map<string, Membership>();
    if (userIds.length === 0) return found;
    const [account, members] = await Promise.all([this.reader.account(accountId), this.reader.members(accountId).getMany([...new Set(userIds)])]);
    if (!account || account.deleted) return found;
    for (const member of members) if (member.status !== 'deleted') found.set(member.id, toMembership(account, member));
    return found;
  }

  async accountByDomain(domain: string): Promise<{ account_id: string; account_name: string; domain: string } | undefined> {
    const found = await this.store
      .collection<AccountDoc>(ACCOUNT_INDEX_COLLECTION)
      .forAccount(SYSTEM_SCOPE)
      .find({ where: { domain: domain.trim().toLowerCase(), deleted: false }, limit: 1 });
    const account = found.items[0];
    return account ? { account_id: account.id, account_name: account.name, domain: account.domain } : undefined;
  }
}
