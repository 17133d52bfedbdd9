/**
 * What a team member may do with the team's items (seed §3 Team, §6): per member, for
 * every app of the team (tasks, protocols, offers). `admin` manages the team itself
 * (settings, members and their permissions) and implies all four item permissions.
 */
export const TEAM_PERMISSIONS = ['read', 'create', 'edit', 'delete', 'admin'] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

/** The apps whose items belong to teams. */
export const TEAM_APPS = ['tasks', 'protocols', 'offers'] as const;
export type TeamApp = (typeof TEAM_APPS)[number];

/**
 * A member's standing in one team. `extended_permissions`: the member's read, edit and
 * delete reach beyond the team's own items to every item created by a member of the
 * team (seed §6 "Extended permissions cover all items created by team members").
 */
export interface TeamGrant {
  team_id: string;
  permissions: TeamPermission[];
  extended_permissions: boolean;
}

/** The permission strings of seed §3 (`team.tasks.read`, …), `create` and offers added. */
export type TeamPermissionString = `team.${TeamApp}.${'read' | 'create' | 'edit' | 'delete'}` | 'team.admin';

/** One entry of GET v1/users/{id}/permissions (seed §3 Permissions). */
export interface TeamPermissionsEntry {
  team_id: string;
  permissions: TeamPermissionString[];
  is_member: boolean;
}

/**
 * The permission strings of seed §3 for a grant: `team.tasks.read`, `team.protocols.edit`, …
 * and `team.admin`. Admin implies the four item permissions.
 */
export function permissionStrings(permissions: readonly TeamPermission[]): TeamPermissionString[] {
  const held = new Set<TeamPermission>(permissions.includes('admin') ? TEAM_PERMISSIONS : permissions);
  const strings: TeamPermissionString[] = [];
  for (const app of TEAM_APPS) {
    for (const action of ['read', 'create', 'edit', 'delete'] as const) {
      if (held.has(action)) strings.push(`team.${app}.${action}`);
    }
  }
  if (held.has('admin')) strings.push('team.admin');
  return strings;
}
