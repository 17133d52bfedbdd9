import { TEAM_PERMISSIONS, type TeamPermission } from '../policy/team-permissions';

/** Limits of a team (seed §5 "Team: name and short required", §9 text max 255, prefixes max 5). */
export const TEAM_NAME_MAX = 255;
export const TEAM_SHORT_MAX = 5;
/** At most this many members named when a team is created (POST v1/teams `members`); more join one by one. */
export const TEAM_MEMBERS_ON_CREATE_MAX = 100;
/** What the creator of a team holds when the create body names no admin: everything (seed §6 "the last team admin cannot be removed" needs a first one). */
export const TEAM_CREATOR_PERMISSIONS: readonly TeamPermission[] = ['read', 'create', 'edit', 'delete', 'admin'];

/** Team permissions once each, in the order of TEAM_PERMISSIONS: the form in which events carry them. */
export function normalizeTeamPermissions(permissions: readonly TeamPermission[]): TeamPermission[] {
  return TEAM_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

/** The member manages the team (settings, members, their permissions). */
export const holdsTeamAdmin = (permissions: readonly TeamPermission[]): boolean => permissions.includes('admin');
