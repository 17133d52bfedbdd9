import type { TeamMemberView, TeamView } from '@kollab/contracts';

/** A team as GET v1/teams answers a manager (tests only). */
export function teamView(id: string, name: string, members: TeamMemberView[] = [], overrides: Partial<TeamView> = {}): TeamView {
  return {
    id,
    name,
    short: name.slice(0, 2).toUpperCase(),
    members,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    version: 1,
    ...overrides,
  };
}
