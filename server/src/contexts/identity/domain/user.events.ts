import type { Gender, UserLocale } from '@kollab/contracts';

/** How a new user gets a password: an e-mailed link, a temporary one (challenge at first sign-in), or their own. */
export type ActivationMethod = 'link' | 'temporary_password' | 'password';
/** Why a password changed; the hash itself is never an event. */
export type PasswordChangeReason = 'change' | 'reset' | 'challenge' | 'activation';

export interface UserCreatedData {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  locale: UserLocale;
  created_by: string | null;
  activation: ActivationMethod;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  gender?: Gender;
  date_of_birth?: string;
  locale?: UserLocale;
}

export type UserEvent =
  | { type: 'UserCreated'; data: UserCreatedData }
  | { type: 'UserActivated'; data: Record<string, never> }
  | { type: 'UserEmailVerified'; data: { email: string } }
  | { type: 'UserProfileChanged'; data: ProfileChanges }
  | { type: 'UserEmailChangeRequested'; data: { new_email: string } }
  | { type: 'UserEmailChanged'; data: { email: string } }
  | { type: 'UserPasswordChanged'; data: { reason: PasswordChangeReason } }
  | { type: 'UserActivationLinkSent'; data: Record<string, never> }
  | { type: 'UserPasswordResetRequested'; data: Record<string, never> }
  | { type: 'UserSystemAdminGranted'; data: Record<string, never> }
  /** A new picture, stored under `_system` by the files port. */
  | { type: 'UserAvatarChanged'; data: { file_id: string } }
  | { type: 'UserAvatarRemoved'; data: Record<string, never> }
  | { type: 'UserErased'; data: Record<string, never> };

export type UserEventType = UserEvent['type'];

export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserCreated',
  'UserActivated',
  'UserEmailVerified',
  'UserProfileChanged',
  'UserEmailChangeRequested',
  'UserEmailChanged',
  'UserPasswordChanged',
  'UserActivationLinkSent',
  'UserPasswordResetRequested',
  'UserSystemAdminGranted',
  'UserAvatarChanged',
  'UserAvatarRemoved',
  'UserErased',
];
