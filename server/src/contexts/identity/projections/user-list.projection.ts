import type { UserView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { USER_EVENT_TYPES, type UserEvent } from '../domain/user.events';
import { fullName, SYSTEM_ACCOUNT_ID, USER_STREAM_TYPE } from '../domain/user.state';

export const USERS_COLLECTION = 'users';

/** Served by GET v1/users/{id}/avatar to whoever may see the user. */
export const avatarUrl = (userId: string, version: number): string => `/api/v1/users/${userId}/avatar?v=${version}`;

const isComplete = (view: Pick<UserView, 'first_name' | 'last_name' | 'gender' | 'date_of_birth'>): boolean =>
  Boolean(view.first_name && view.last_name && view.gender && view.date_of_birth);

/**
 * The view after `event` (pure): null when the user is gone (erased), the view unchanged
 * for events it does not know. `at` and `version` come from the event.
 */
export function evolveUserView(view: UserView | undefined, event: UserEvent, id: string, at: string, version: number): UserView | null {
  if (event.type === 'UserErased') return null;
  if (event.type === 'UserCreated') {
    const d = event.data;
    const created: UserView = {
      id,
      username: d.username,
      preferred_username: d.username,
      email: d.email,
      new_email: null,
      email_verified: false,
      email_verified_at: null,
      first_name: d.first_name,
      last_name: d.last_name,
      full_name: fullName(d),
      gender: d.gender,
      locale: d.locale,
      date_of_birth: null,
      avatar_url: null,
      status: 'pending',
      is_admin: false,
      profile_complete: false,
      created_at: at,
      updated_at: at,
      version,
    };
    return { ...created, profile_complete: isComplete(created) };
  }
  if (!view) return null;
  const next: UserView = { ...view, updated_at: at, version };
  switch (event.type) {
    case 'UserActivated':
      next.status = 'active';
      break;
    case 'UserEmailVerified':
      if (next.email === event.data.email && !next.email_verified) Object.assign(next, { email_verified: true, email_verified_at: at });
      break;
    case 'UserProfileChanged':
      Object.assign(next, event.data);
      next.full_name = fullName(next);
      break;
    case 'UserEmailChangeRequested':
      next.new_email = event.data.new_email;
      break;
    case 'UserEmailChanged':
      Object.assign(next, { email: event.data.email, new_email: null, email_verified: true, email_verified_at: at });
      break;
    case 'UserSystemAdminGranted':
      next.is_admin = true;
      break;
    case 'UserAvatarChanged':
      // The version makes a new address per picture, so clients may cache each one for good.
      next.avatar_url = avatarUrl(id, version);
      break;
    case 'UserAvatarRemoved':
      next.avatar_url = null;
      break;
    default:
      break;
  }
  next.profile_complete = isComplete(next);
  return next;
}

/** Collection `users` in the `_system` pseudo-account: one document per living user. */
export const userListProjection = singleStreamProjection<UserView, UserEvent>({
  name: 'identity-users',
  version: 1,
  collection: USERS_COLLECTION,
  eventTypes: USER_EVENT_TYPES,
  scope: () => SYSTEM_ACCOUNT_ID,
  documentId: (event) => (event.streamId.startsWith(`${USER_STREAM_TYPE}-`) ? event.streamId.slice(USER_STREAM_TYPE.length + 1) : undefined),
  evolve: (current, event) =>
    evolveUserView(current, event, event.streamId.slice(USER_STREAM_TYPE.length + 1), event.metadata.occurredAt, event.streamPosition),
});
