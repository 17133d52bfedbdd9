export const PORTAL_MEMBER_STATUSES = ['active', 'inactive'] as const;
export type PortalMemberStatus = (typeof PORTAL_MEMBER_STATUSES)[number];

/** A portal user (seed §3 Portal members: member_since, status, extended permissions). */
export interface PortalMemberView {
  user_id: string;
  /** The contact person the portal user was made from. */
  person_id: string;
  full_name: string;
  email: string;
  member_since: string;
  status: PortalMemberStatus;
  /** Also sees the items created by the other users of this portal. */
  extended_permissions: boolean;
}

/** A contact's portal (seed §3 Portal). Its id is the contact's id: one portal per contact. */
export interface PortalView {
  id: string;
  contact_id: string;
  contact_name: string;
  /** The member (role user) who looks after the portal. */
  contact_person: string;
  created_at: string;
  updated_at: string;
  members: PortalMemberView[];
  version: number;
}

export interface PortalListView {
  data: PortalView[];
  meta: { page: number; limit: number; total: number };
}
