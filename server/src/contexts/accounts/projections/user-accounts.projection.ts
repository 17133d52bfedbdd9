import type { MemberStatus, Role } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import type { Recorded } from '../../../core/event-store/event-store.types';
import { MEMBER_EVENT_TYPES, userIdOfMemberStream, type MemberEvent } from '../domain/member.events';
import { evolveMemberDoc, type MemberDoc } from './member-list.projection';
import { SYSTEM_SCOPE } from './system-scope';

export interface UserMembership {
  account_id: string;
  roles: Role[];
  status: MemberStatus;
  portal: boolean;
  member_since: string;
  version: number;
}

/** Per user (scoped to `_system`): the accounts they belong to. Names are joined from `accounts` when read. */
export interface UserAccountsDoc {
  id: string;
  account_ids: string[];
  memberships: UserMembership[];
}

export const USER_ACCOUNTS_COLLECTION = 'user_accounts';

export const userAccountsProjection: Projection = {
  name: 'user-accounts',
  version: 1,
  collections: [USER_ACCOUNTS_COLLECTION],
  eventTypes: MEMBER_EVENT_TYPES,
  documentsRead: (event) => [{ collection: USER_ACCOUNTS_COLLECTION, accountId: SYSTEM_SCOPE, id: userIdOfMemberStream(event.streamId) }],
  async apply(event: RecordedEvent, store: ReadStore) {
    const users = store.collection<UserAccountsDoc>(USER_ACCOUNTS_COLLECTION).forAccount(SYSTEM_SCOPE);
    const userId = userIdOfMemberStream(event.streamId);
    const accountId = event.metadata.accountId;
    const doc = (await users.get(userId)) ?? { id: userId, account_ids: [], memberships: [] };
    const existing = doc.memberships.find((m) => m.account_id === accountId);
    if (existing && existing.version >= event.streamPosition) return;
    // The same fold as the members list, so both agree on roles and status.
    const before: MemberDoc | undefined = existing && { ...existing, id: userId, user_id: userId, updated_at: '' };
    const after = evolveMemberDoc(before, event as Recorded<MemberEvent>);
    if (!after) return;
    const membership: UserMembership = {
      account_id: accountId,
      roles: after.roles,
      status: after.status,
      portal: after.portal,
      member_since: after.member_since,
      version: after.version,
    };
    const memberships = [...doc.memberships.filter((m) => m.account_id !== accountId), membership];
    await users.upsert({ id: userId, account_ids: memberships.map((m) => m.account_id), memberships });
  },
};
