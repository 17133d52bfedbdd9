import type { Gender, UserLocale, UserStatus } from '@kollab/contracts';
import type { UserEvent } from './user.events';

/** Users are global, not an organisation's: their streams and views live in this pseudo-account. */
export const SYSTEM_ACCOUNT_ID = '_system';
/** Streams are `user-<uuid>`. */
export const USER_STREAM_TYPE = 'user';

export interface UserState {
  exists: boolean;
  erased: boolean;
  username: string;
  email: string;
  new_email: string | null;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  date_of_birth: string | null;
  locale: UserLocale;
  status: UserStatus;
  is_admin: boolean;
  /** The picture's file (files port, `_system`), null without one. */
  avatar_file_id: string | null;
}

export function initialUserState(): UserState {
  return {
    exists: false,
    erased: false,
    username: '',
    email: '',
    new_email: null,
    email_verified: false,
    first_name: '',
    last_name: '',
    gender: null,
    date_of_birth: null,
    locale: 'de',
    status: 'pending',
    is_admin: false,
    avatar_file_id: null,
  };
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated': {
      const { username, email, first_name, last_name, gender, locale } = event.data;
      return { ...state, exists: true, username, email, first_name, last_name, gender, locale };
    }
    case 'UserActivated':
      return { ...state, status: 'active' };
    case 'UserEmailVerified':
      return state.email === event.data.email ? { ...state, email_verified: true } : state;
    case 'UserProfileChanged':
      return { ...state, ...event.data };
    case 'UserEmailChangeRequested':
      return { ...state, new_email: event.data.new_email };
    case 'UserEmailChanged':
      // Confirmed with a code sent to it, so the new address is verified.
      return { ...state, email: event.data.email, new_email: null, email_verified: true };
    case 'UserSystemAdminGranted':
      return { ...state, is_admin: true };
    case 'UserAvatarChanged':
      return { ...state, avatar_file_id: event.data.file_id };
    case 'UserAvatarRemoved':
      return { ...state, avatar_file_id: null };
    case 'UserErased':
      return { ...initialUserState(), exists: true, erased: true };
    case 'UserPasswordChanged':
    case 'UserActivationLinkSent':
    case 'UserPasswordResetRequested':
      return state;
    default: {
      const exhaustive: never = event;
      void exhaustive;
      return state;
    }
  }
}

export function foldUser(events: readonly UserEvent[]): UserState {
  return events.reduce(evolveUser, initialUserState());
}

export function fullName(state: Pick<UserState, 'first_name' | 'last_name'>): string {
  return `${state.first_name} ${state.last_name}`.trim();
}
