import type { MemberStatus, Role } from './roles';

/** A member of the caller's account with the user's profile (GET v1/accounts/members, GET v2/users/). */
export interface MemberView {
  /** The user's id (members are addressed by it in every members route). */
  id: string;
  user_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  /** Avatars are not built yet: always null. */
  avatar_url: string | null;
  locale: 'de' | 'en';
  roles: Role[];
  status: MemberStatus;
  /** A contact-portal member (role contact; counts against the portal user slots). */
  portal: boolean;
  member_since: string;
  /** The user has activated their login (a welcome mail is no longer needed). */
  activated: boolean;
  version: number;
}

export interface MemberListView {
  data: MemberView[];
  meta: { page: number; limit: number; total: number };
}

/** Team permission values (seed §3). */
export const TEAM_PERMISSIONS = [
  'team.protocols.read',
  'team.protocols.edit',
  'team.protocols.delete',
  'team.tasks.read',
  'team.tasks.edit',
  'team.tasks.delete',
  'team.admin',
] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

/** GET v1/users/{id}/permissions: empty until teams exist. */
export interface UserPermissionsView {
  team_permissions: Array<{ team_id: string; permissions: TeamPermission[]; is_member: boolean }>;
}
