import type { MemberStatus, Role } from '@kollab/contracts';
import type { MemberEvent } from './member.events';

/** One membership folded from its events; `exists` false before the first MemberAdded. */
export interface MemberState {
  exists: boolean;
  userId: string | null;
  roles: Role[];
  status: MemberStatus;
  portal: boolean;
}

export const initialMemberState = (): MemberState => ({ exists: false, userId: null, roles: [], status: 'deleted', portal: false });

export function evolveMember(state: MemberState, event: MemberEvent): MemberState {
  switch (event.type) {
    case 'MemberAdded':
      return { exists: true, userId: event.data.user_id, roles: event.data.roles, status: 'active', portal: event.data.portal };
    case 'MemberRoleGranted':
      return state.roles.includes(event.data.role) ? state : { ...state, roles: [...state.roles, event.data.role] };
    case 'MemberRoleRevoked':
      return { ...state, roles: state.roles.filter((role) => role !== event.data.role) };
    case 'MemberStatusChanged':
      return { ...state, status: event.data.status };
    case 'MemberRemoved':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}

/** A member that was never added or has been removed. */
export const isGone = (state: MemberState): boolean => !state.exists || state.status === 'deleted';
