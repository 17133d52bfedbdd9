/** Roles a member holds in an account (seed §6). `admin` is the system administrator of organisations. */
export const ROLES = ['admin', 'manager', 'billing', 'team_admin', 'user', 'contact', 'surveys'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles of the organisation's own people (staff): every role but `contact` (portal
 * users) and `admin` (the system administrator, who holds it beside account roles).
 * Staff read the account's teams, members' permissions and types; portal users only
 * what the items shared with them carry.
 */
export const STAFF_ROLES = ['user', 'manager', 'team_admin', 'billing', 'surveys'] as const satisfies readonly Role[];

export const isStaff = (roles: readonly string[]): boolean => STAFF_ROLES.some((role) => roles.includes(role));

/** Apps an account can have enabled. Projects are named by the seed; their screens are not built. */
export const APPS = ['contacts', 'tasks', 'protocols', 'surveys', 'offers', 'projects'] as const;
export type App = (typeof APPS)[number];

/** Feature flags per account (seed §6); `apps.<app>` flags mirror the enabled apps. */
export const FEATURE_FLAGS = [
  'apps.protocols',
  'apps.offers',
  'apps.tasks',
  'apps.surveys',
  'apps.tasks.recurring',
  /** Portal users may be assigned to surveys and answer them (issue 15). */
  'apps.surveys.portal',
  'apps.contacts',
  'email.custom_sender_address',
  'kollab.update_news',
  'feature.export_claims',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ACCOUNT_STATUSES = ['active', 'marked_for_deletion'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const MEMBER_STATUSES = ['active', 'inactive', 'deleted'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Days between marking an account for deletion and its removal. */
export const ACCOUNT_DELETION_DAYS = 10;

/** The HTTP header that carries the account signature on every non-auth call. */
export const ACCOUNT_HEADER = 'Account';
