import type { MemberStatus, Role } from '@kollab/contracts';
import type { Recorded } from '../../../core/event-store/event-store.types';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { defineCachedCollection } from '../../../core/read-store/read-model-cache';
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
export function evolveMemberDoc(doc: MemberDoc | undefined, event: Recorded<MemberEvent>): MemberDoc | undefined {
  const stamp = { version: event.streamPosition, updated_at: event.metadata.occurredAt };
  if (event.type === 'MemberAdded') {
    return {
      id: event.data.user_id,
      user_id: event.data.user_id,
      roles: event.data.roles,
      status: 'active',
      portal: event.data.portal,
      member_since: event.metadata.occurredAt,
      ...stamp,
    };
  }
  if (!doc) return undefined;
  switch (event.type) {
    case 'MemberRoleGranted':
      return { ...doc, roles: doc.roles.includes(event.data.role) ? doc.roles : [...doc.roles, event.data.role], ...stamp };
    case 'MemberRoleRevoked':
      return { ...doc, roles: doc.roles.filter((role) => role !== event.data.role), ...stamp };
    case 'MemberStatusChanged':
      return { ...doc, status: event.data.status, ...stamp };
    case 'MemberRemoved':
      return { ...doc, status: 'deleted', ...stamp };
    default:
      return doc;
  }
}

/** One membership per member stream, addressed by the user's id. */
export const memberListProjection = singleStreamProjection<MemberDoc, MemberEvent>({
  name: 'members',
  version: 1,
  collection: MEMBERS_COLLECTION,
  eventTypes: MEMBER_EVENT_TYPES,
  documentId: (event) => userIdOfMemberStream(event.streamId),
  evolve: evolveMemberDoc,
});
