import { TEAM_PERMISSIONS, type TeamPermission } from '../policy/team-permissions';

/** Limits of a team (seed §5 "Team: name and short required", §9 text max 255, prefixes max 5). */
export const TEAM_NAME_MAX = 255;
export const TEAM_SHORT_MAX = 5;

/** Team permissions once each, in the order of TEAM_PERMISSIONS: the form in which events carry them. */
export function normalizeTeamPermissions(permissions: readonly TeamPermission[]): TeamPermission[] {
  return TEAM_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

/** The member manages the team (settings, members, their permissions). */
export const holdsTeamAdmin = (permissions: readonly TeamPermission[]): boolean => permissions.includes('admin');
