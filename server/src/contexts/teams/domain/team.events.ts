import type { TeamPermission } from '@kollab/contracts';

/** Facts about one team, on stream `team-<uuid>` in its account. Permissions are normalized (normalizeTeamPermissions). */
export type TeamCreated = { type: 'TeamCreated'; data: { name: string; short: string } };
/** Only the fields that changed. */
export type TeamChanged = { type: 'TeamChanged'; data: { name?: string; short?: string } };
export type TeamDeleted = { type: 'TeamDeleted'; data: Record<string, never> };
export type TeamMemberAdded = {
  type: 'TeamMemberAdded';
  data: { user_id: string; permissions: TeamPermission[]; extended_permissions: boolean };
};
export type TeamMemberPermissionsChanged = {
  type: 'TeamMemberPermissionsChanged';
  data: { user_id: string; permissions: TeamPermission[]; extended_permissions: boolean };
};
/** `left_account`: removed because the user is no longer a member of the organisation (accounts' MemberRemoved). */
export type TeamMemberRemoved = { type: 'TeamMemberRemoved'; data: { user_id: string; reason: 'removed' | 'left_account' } };

export type TeamEvent = TeamCreated | TeamChanged | TeamDeleted | TeamMemberAdded | TeamMemberPermissionsChanged | TeamMemberRemoved;

export const TEAM_EVENT_TYPES: readonly TeamEvent['type'][] = [
  'TeamCreated',
  'TeamChanged',
  'TeamDeleted',
  'TeamMemberAdded',
  'TeamMemberPermissionsChanged',
  'TeamMemberRemoved',
];
