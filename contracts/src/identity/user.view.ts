export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const USER_LOCALES = ['de', 'en'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];

export type UserStatus = 'pending' | 'active';

/**
 * A user as `GET v1/users/{id}` and `GET v2/users/{id}` show it. For a user other than
 * the caller, `new_email` and `date_of_birth` are left out (null).
 */
export interface UserView {
  id: string;
  username: string;
  /** The name shown in the UI; the username (the seed's client reads both). */
  preferred_username: string;
  email: string;
  /** An e-mail change waiting for its confirmation code. */
  new_email: string | null;
  email_verified: boolean;
  email_verified_at: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  gender: Gender | null;
  locale: UserLocale;
  date_of_birth: string | null;
  /** Avatar upload is not built yet: always null. */
  avatar_url: string | null;
  status: UserStatus;
  is_admin: boolean;
  /** First name, last name, gender and date of birth all given (seed §8 "profile information incomplete"). */
  profile_complete: boolean;
  created_at: string;
  updated_at: string;
  version: number;
}
