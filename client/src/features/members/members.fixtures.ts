import type { MemberView } from '@kollab/contracts';

/** A member as GET v1/accounts/members answers (tests only). */
export function memberView(id: string, overrides: Partial<MemberView> = {}): MemberView {
  return {
    id,
    user_id: id,
    username: id,
    email: `${id}@example.com`,
    first_name: 'First',
    last_name: id,
    full_name: `First ${id}`,
    avatar_url: null,
    locale: 'de',
    roles: ['user'],
    status: 'active',
    portal: false,
    member_since: '2024-03-05T10:00:00Z',
    activated: true,
    version: 1,
    ...overrides,
  };
}
