import type { PortalMemberStatus } from '@kollab/contracts';
import type { PortalEvent } from './portal.events';

export interface PortalMemberState {
  personId: string;
  status: PortalMemberStatus;
  extendedPermissions: boolean;
}

export interface PortalState {
  status: 'none' | 'active' | 'deleted';
  contactId: string | null;
  contactPerson: string | null;
  /** By user id; removed members are gone from the map. */
  members: Record<string, PortalMemberState>;
}

export const initialPortalState = (): PortalState => ({ status: 'none', contactId: null, contactPerson: null, members: {} });

export function evolvePortal(state: PortalState, event: PortalEvent): PortalState {
  switch (event.type) {
    case 'PortalCreated':
      return { status: 'active', contactId: event.data.contact_id, contactPerson: event.data.contact_person, members: {} };
    case 'PortalContactPersonChanged':
      return { ...state, contactPerson: event.data.contact_person };
    case 'PortalDeleted':
      return { ...state, status: 'deleted', members: {} };
    case 'PortalMemberAdded': {
      const { user_id, person_id, extended_permissions } = event.data;
      return {
        ...state,
        members: { ...state.members, [user_id]: { personId: person_id, status: 'active', extendedPermissions: extended_permissions } },
      };
    }
    case 'PortalMemberChanged': {
      const member = state.members[event.data.user_id];
      if (!member) return state;
      const changed: PortalMemberState = {
        ...member,
        status: event.data.status ?? member.status,
        extendedPermissions: event.data.extended_permissions ?? member.extendedPermissions,
      };
      return { ...state, members: { ...state.members, [event.data.user_id]: changed } };
    }
    case 'PortalMemberRemoved': {
      const { [event.data.user_id]: _removed, ...members } = state.members;
      return { ...state, members };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
