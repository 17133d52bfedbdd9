import type { PortalMemberStatus } from '@kollab/contracts';
import type { Recorded } from '../../../core/event-store/event-store.types';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { defineCachedCollection } from '../../../core/read-store/read-model-cache';
import { PORTAL_EVENT_TYPES, type PortalEvent } from '../domain/portal.events';

export const PORTALS_COLLECTION = 'portals';
// The portal grants of every request and push (PortalGrants): kept in memory where the projections run.
defineCachedCollection(PORTALS_COLLECTION);

export interface PortalMemberDoc {
  user_id: string;
  person_id: string;
  member_since: string;
  status: PortalMemberStatus;
  extended_permissions: boolean;
}

/**
 * One live portal, addressed by its contact's id. Names and e-mails stay with identity
 * and contacts (joined per request). `active_member_ids` and `extended_member_ids` serve
 * the policy's point lookups (PORTAL_GRANTS) through array-membership filters.
 */
export interface PortalDoc {
  id: string;
  contact_id: string;
  contact_person: string;
  created_at: string;
  updated_at: string;
  members: PortalMemberDoc[];
  member_ids: string[];
  active_member_ids: string[];
  extended_member_ids: string[];
  version: number;
}

export const portalIdOfStream = (streamId: string): string => streamId.replace(/^portal-/, '');

function withMembers(doc: PortalDoc, members: PortalMemberDoc[]): PortalDoc {
  const active = members.filter((member) => member.status === 'active');
  return {
    ...doc,
    members,
    member_ids: members.map((member) => member.user_id),
    active_member_ids: active.map((member) => member.user_id),
    extended_member_ids: active.filter((member) => member.extended_permissions).map((member) => member.user_id),
  };
}

/** Pure: the portal row after `event`; null when the portal is gone. */
export function evolvePortalDoc(doc: PortalDoc | undefined, event: Recorded<PortalEvent>): PortalDoc | null {
  const at = event.metadata.occurredAt;
  const id = portalIdOfStream(event.streamId);
  if (event.type === 'PortalCreated') {
    const created: PortalDoc = {
      id,
      contact_id: event.data.contact_id,
      contact_person: event.data.contact_person,
      created_at: at,
      updated_at: at,
      members: [],
      member_ids: [],
      active_member_ids: [],
      extended_member_ids: [],
      version: event.streamPosition,
    };
    return created;
  }
  if (!doc || event.type === 'PortalDeleted') return null;
  const next: PortalDoc = { ...doc, updated_at: at, version: event.streamPosition };
  switch (event.type) {
    case 'PortalContactPersonChanged':
      return { ...next, contact_person: event.data.contact_person };
    case 'PortalMemberAdded': {
      const { user_id, person_id, extended_permissions } = event.data;
      const others = doc.members.filter((member) => member.user_id !== user_id);
      return withMembers(next, [...others, { user_id, person_id, member_since: at, status: 'active', extended_permissions }]);
    }
    case 'PortalMemberChanged': {
      const { user_id, status, extended_permissions } = event.data;
      return withMembers(
        next,
        doc.members.map((member) =>
          member.user_id === user_id
            ? { ...member, status: status ?? member.status, extended_permissions: extended_permissions ?? member.extended_permissions }
            : member,
        ),
      );
    }
    case 'PortalMemberRemoved':
      return withMembers(
        next,
        doc.members.filter((member) => member.user_id !== event.data.user_id),
      );
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const portalListProjection = singleStreamProjection<PortalDoc, PortalEvent>({
  name: 'portals',
  version: 1,
  collection: PORTALS_COLLECTION,
  eventTypes: PORTAL_EVENT_TYPES,
  evolve: evolvePortalDoc,
});
