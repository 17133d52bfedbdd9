import type { UserView } from '@kollab/contracts';

/** Anna Berg as GET v1/users/{id} answers her: the profile specs' user. */
export function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 'user-1',
    username: 'anna',
    preferred_username: 'anna',
    email: 'anna@example.test',
    new_email: null,
    email_verified: true,
    email_verified_at: '2024-01-01T00:00:00Z',
    first_name: 'Anna',
    last_name: 'Berg',
    full_name: 'Anna Berg',
    gender: 'female',
    locale: 'de',
    date_of_birth: '1990-04-03',
    avatar_url: null,
    status: 'active',
    is_admin: false,
    profile_complete: true,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    version: 1,
    ...overrides,
  };
}
