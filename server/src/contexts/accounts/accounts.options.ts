import { ACCOUNT_DELETION_DAYS } from '@kollab/contracts';

/**
 * Optional override of the grace period before a marked account is removed, in ms
 * (tests provide a short one from a global module); 10 days when nobody provides it.
 */
export const ACCOUNT_DELETION_GRACE_MS = Symbol('ACCOUNT_DELETION_GRACE_MS');
export const DEFAULT_DELETION_GRACE_MS = ACCOUNT_DELETION_DAYS * 24 * 60 * 60 * 1000;

/** Roles of an organisation's first manager (registration, admin creation). */
export const FIRST_MANAGER_ROLES = ['manager', 'user', 'team_admin'] as const;

/**
 * What a new organisation starts with (registration and admin creation without values):
 * the apps, and what's new (kollab.update_news; a manager can switch it off).
 */
export const NEW_ACCOUNT_DEFAULTS = {
  apps: ['contacts', 'tasks', 'protocols', 'surveys', 'offers'],
  flags: ['kollab.update_news'],
  user_slots: 10,
  portal_user_slots: 10,
} as const;
