import { normalizeTeamPermissions } from '@kollab/contracts/teams/team.rules';
import type { TeamPermission } from '@kollab/contracts/policy/team-permissions';
import type { MemberGrant } from './teams.slice';

/** The checkboxes of a member's row: the five permissions and the extended flag. */
export type GrantBox = TeamPermission | 'extended';
export const GRANT_BOXES: readonly GrantBox[] = ['read', 'create', 'edit', 'delete', 'admin', 'extended'];

const ITEM_PERMISSIONS: readonly TeamPermission[] = ['read', 'create', 'edit', 'delete'];

/** Whether a box shows ticked: `admin` implies the four item permissions (as the policy reads it). */
export function isTicked(grant: MemberGrant, box: GrantBox): boolean {
  if (box === 'extended') return grant.extended_permissions;
  return grant.permissions.includes(box) || (box !== 'admin' && grant.permissions.includes('admin'));
}

/** A box that follows from `admin` cannot be unticked on its own. */
export const isImplied = (grant: MemberGrant, box: GrantBox): boolean => box !== 'admin' && box !== 'extended' && grant.permissions.includes('admin');

/**
 * The grant after one box changed. Taking `admin` away keeps the item permissions it
 * implied, so a former admin does not silently lose read, create, edit and delete.
 */
export function toggledGrant(grant: MemberGrant, box: GrantBox, on: boolean): MemberGrant {
  if (box === 'extended') return { ...grant, extended_permissions: on };
  if (box === 'admin' && !on) {
    return { ...grant, permissions: normalizeTeamPermissions([...grant.permissions.filter((item) => item !== 'admin'), ...ITEM_PERMISSIONS]) };
  }
  const permissions = on ? [...grant.permissions, box] : grant.permissions.filter((item) => item !== box);
  return { ...grant, permissions: normalizeTeamPermissions(permissions) };
}
