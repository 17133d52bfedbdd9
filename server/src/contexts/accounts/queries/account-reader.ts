import { Inject, Injectable } from '@nestjs/common';
import type { AccountView, PersonalizationView } from '@kollab/contracts';
import { fileUrl } from '../../../core/files/file-store';
import { READ_STORE, type FieldFilter, type ReadStore } from '../../../core/read-store/read-store';
import { accountFlags } from '../domain/account-access';
import { ACCOUNT_INDEX_COLLECTION, ACCOUNTS_COLLECTION, type AccountDoc } from '../projections/account.projection';
import { MEMBERS_COLLECTION, type MemberDoc } from '../projections/member-list.projection';
import { SYSTEM_SCOPE } from '../projections/system-scope';

export interface MemberCounts {
  /** Not removed (active and inactive). */
  members: number;
  portalMembers: number;
  /** Occupying a slot: active only. */
  activeUsers: number;
  activePortalUsers: number;
  activeManagers: number;
}

/** Point reads of the accounts read models, always scoped to the account asked about. */
@Injectable()
export class AccountReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  account(accountId: string): Promise<AccountDoc | undefined> {
    return this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION).forAccount(accountId).get(accountId);
  }

  /** From the `_system` index: every account, the removed ones too. */
  indexed(accountId: string): Promise<AccountDoc | undefined> {
    return this.store.collection<AccountDoc>(ACCOUNT_INDEX_COLLECTION).forAccount(SYSTEM_SCOPE).get(accountId);
  }

  member(accountId: string, userId: string): Promise<MemberDoc | undefined> {
    return this.store.collection<MemberDoc>(MEMBERS_COLLECTION).forAccount(accountId).get(userId);
  }

  members(accountId: string) {
    return this.store.collection<MemberDoc>(MEMBERS_COLLECTION).forAccount(accountId);
  }

  /** Counted in SQL (five small counts on the account's rows). */
  async counts(accountId: string): Promise<MemberCounts> {
    const members = this.members(accountId);
    const total = async (where: Record<string, FieldFilter>) => (await members.find({ where, limit: 1 })).total;
    const [all, portal, activeUsers, activePortalUsers, activeManagers] = await Promise.all([
      total({ status: { in: ['active', 'inactive'] } }),
      total({ status: { in: ['active', 'inactive'] }, portal: true }),
      total({ status: 'active', portal: false }),
      total({ status: 'active', portal: true }),
      total({ status: 'active', roles: { contains: 'manager' } }),
    ]);
    return { members: all, portalMembers: portal, activeUsers, activePortalUsers, activeManagers };
  }

  async view(doc: AccountDoc): Promise<AccountView> {
    const counts = await this.counts(doc.id);
    return toAccountView(doc, counts);
  }
}

export function toAccountView(doc: AccountDoc, counts: Pick<MemberCounts, 'members' | 'portalMembers'>): AccountView {
  return {
    id: doc.id,
    name: doc.name,
    domain: doc.domain,
    created_at: doc.created_at,
    apps: doc.apps,
    flags: accountFlags(doc.apps, doc.flags),
    status: doc.status,
    user_slots: doc.user_slots,
    portal_user_slots: doc.portal_user_slots,
    number_of_members: counts.members,
    number_of_portal_members: counts.portalMembers,
    ...personalizationOf(doc),
    terms_accepted: doc.terms_accepted,
    sender_address: doc.sender_address ?? null,
    delete_after: doc.delete_after,
    version: doc.version,
  };
}

/** The pictures as addresses the members download them from. */
export function personalizationOf(doc: Pick<AccountDoc, 'logo_file_id' | 'icon_file_id'>): PersonalizationView {
  return {
    logo: doc.logo_file_id ? fileUrl(doc.logo_file_id) : null,
    icon: doc.icon_file_id ? fileUrl(doc.icon_file_id) : null,
  };
}
