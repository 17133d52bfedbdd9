import type { TeamPermissionsEntry } from '../policy/team-permissions';
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

/** GET v1/users/{id}/permissions: one entry per team of the account (seed §3 Permissions). */
export interface UserPermissionsView {
  team_permissions: TeamPermissionsEntry[];
}
