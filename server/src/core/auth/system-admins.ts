/**
 * Port: is this user a system administrator (seed §6 role admin: organisations and
 * updates)? A fact of the user's own identity, not of an account: the identity context
 * implements it from the user's stream, so a system admin needs no organisation and no
 * Account header, and a grant or an erasure counts on the next request.
 */
export interface SystemAdmins {
  isSystemAdmin(userId: string): Promise<boolean>;
}

export const SYSTEM_ADMINS = Symbol('SYSTEM_ADMINS');
