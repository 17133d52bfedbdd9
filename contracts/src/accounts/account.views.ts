import type { AccountStatus, App, MemberStatus, Role } from './roles';

interface PageMeta {
  page: number;
  limit: number;
  total: number;
}

/** An organisation as its members (and the admin) see it (seed §3). */
export interface AccountView {
  id: string;
  name: string;
  domain: string;
  created_at: string;
  apps: App[];
  /** Every flag the account has: `apps.<app>` for the enabled apps plus the others. */
  flags: string[];
  status: AccountStatus;
  user_slots: number;
  portal_user_slots: number;
  /** Members that are not removed (active and inactive), portal members included. */
  number_of_members: number;
  number_of_portal_members: number;
  logo: string | null;
  icon: string | null;
  terms_accepted: boolean;
  /** Flag email.custom_sender_address: the address the account's mails give for replies (null: none set). */
  sender_address: string | null;
  /** When a marked account is removed; null while active. */
  delete_after: string | null;
  version: number;
}

/** GET v1/accounts/{account_id}: the account, the caller's roles in it and their Account signature. */
export interface AccountWithSignatureView extends AccountView {
  roles: Role[];
  signature: string;
}

/** One account of a user (GET v1/users/{user_id}/accounts, the account picker). */
export interface UserAccountView {
  account_id: string;
  account_name: string;
  domain: string;
  account_status: AccountStatus;
  roles: Role[];
  status: MemberStatus;
  member_since: string;
}

export interface UserAccountListView {
  data: UserAccountView[];
  meta: PageMeta;
}

export interface AccountListView {
  data: AccountView[];
  meta: PageMeta;
}

/** GET v2/settings/personalization */
export interface PersonalizationView {
  logo: string | null;
  icon: string | null;
}

/** POST v2/admin/registrations */
export interface RegistrationInvitationView {
  id: string;
  email: string;
  expires_at: string;
}
