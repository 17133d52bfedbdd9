import { holdsTeamAdmin, type TeamPermission } from '@kollab/contracts';
import type { TeamEvent } from './team.events';

export interface TeamMember {
  user_id: string;
  permissions: TeamPermission[];
  extended_permissions: boolean;
}

/** One team folded from its events; its top-level fields are what the history compares. */
export interface TeamState {
  status: 'none' | 'active' | 'deleted';
  name: string;
  short: string;
  /** In the order they joined. */
  members: TeamMember[];
}

export const initialTeamState = (): TeamState => ({ status: 'none', name: '', short: '', members: [] });

export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated':
      return { status: 'active', name: event.data.name, short: event.data.short, members: [] };
    case 'TeamChanged':
      return { ...state, ...event.data };
    case 'TeamDeleted':
      return { ...state, status: 'deleted' };
    case 'TeamMemberAdded':
      return { ...state, members: [...state.members.filter((m) => m.user_id !== event.data.user_id), { ...event.data }] };
    case 'TeamMemberPermissionsChanged':
      return { ...state, members: state.members.map((m) => (m.user_id === event.data.user_id ? { ...event.data } : m)) };
    case 'TeamMemberRemoved':
      return { ...state, members: state.members.filter((m) => m.user_id !== event.data.user_id) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const memberOf = (state: TeamState, userId: string): TeamMember | undefined => state.members.find((m) => m.user_id === userId);

/** The user holds `admin` in this team. */
export const isTeamAdmin = (state: TeamState, userId: string): boolean => holdsTeamAdmin(memberOf(state, userId)?.permissions ?? []);
