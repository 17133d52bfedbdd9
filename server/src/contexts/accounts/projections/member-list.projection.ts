import type { MemberStatus, Role } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import { defineCachedCollection } from '../../../core/read-store/read-model-cache';
import type { ReadStore } from '../../../core/read-store/read-store';
import { MEMBER_EVENT_TYPES, userIdOfMemberStream, type MemberEvent } from '../domain/member.events';

/** One membership, scoped by its account, addressed by the user's id. Profile fields stay with identity. */
export interface MemberDoc {
  id: string;
  user_id: string;
  roles: Role[];
  status: MemberStatus;
  portal: boolean;
  member_since: string;
  version: number;
  updated_at: string;
}

export const MEMBERS_COLLECTION = 'members';
// Read on every request (the Account signature) and by every push (readersOf): kept in memory where the projections run.
defineCachedCollection(MEMBERS_COLLECTION);

/** Pure: the membership after `event` (undefined before MemberAdded). */
export function evolveMemberDoc(doc: MemberDoc | undefined, event: RecordedEvent): MemberDoc | undefined {
  const e = event as unknown as MemberEvent;
  const stamp = { version: event.streamPosition, updated_at: event.metadata.occurredAt };
  if (e.type === 'MemberAdded') {
    return {
      id: e.data.user_id,
      user_id: e.data.user_id,
      roles: e.data.roles,
      status: 'active',
      portal: e.data.portal,
      member_since: event.metadata.occurredAt,
      ...stamp,
    };
  }
  if (!doc) return undefined;
  switch (e.type) {
    case 'MemberRoleGranted':
      return { ...doc, roles: doc.roles.includes(e.data.role) ? doc.roles : [...doc.roles, e.data.role], ...stamp };
    case 'MemberRoleRevoked':
      return { ...doc, roles: doc.roles.filter((role) => role !== e.data.role), ...stamp };
    case 'MemberStatusChanged':
      return { ...doc, status: e.data.status, ...stamp };
    case 'MemberRemoved':
      return { ...doc, status: 'deleted', ...stamp };
    default:
      return doc;
  }
}

export const memberListProjection: Projection = {
  name: 'members',
  version: 1,
  collections: [MEMBERS_COLLECTION],
  eventTypes: MEMBER_EVENT_TYPES,
  async apply(event: RecordedEvent, store: ReadStore) {
    const members = store.collection<MemberDoc>(MEMBERS_COLLECTION).forAccount(event.metadata.accountId);
    const userId = userIdOfMemberStream(event.streamId);
    const current = await members.get(userId);
    if (current && current.version >= event.streamPosition) return;
    const next = evolveMemberDoc(current, event);
    if (next) await members.upsert(next);
  },
};
