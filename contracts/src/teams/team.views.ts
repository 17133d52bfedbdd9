import type { TeamGrant, TeamPermission } from '../policy/team-permissions';

/**
 * A member of a team. `permissions` and `extended_permissions` are present only for
 * callers who manage the team (managers and the team's admins); everyone else sees who
 * belongs to it.
 */
export interface TeamMemberView {
  user_id: string;
  permissions?: TeamPermission[];
  extended_permissions?: boolean;
}

/** A team (GET v1/teams, GET v1/teams/{id}); pushed as `teams/teamChanged` without the permissions. */
export interface TeamView {
  id: string;
  name: string;
  /** The team's prefix, at most 5 characters. */
  short: string;
  members: TeamMemberView[];
  created_at: string;
  updated_at: string;
  version: number;
}

export interface TeamListView {
  data: TeamView[];
  meta: { page: number; limit: number; total: number };
}

/** GET v1/teams/{id}?version=N|at=ISO: the team as it was. */
export interface PastTeamView extends Omit<TeamView, 'created_at' | 'updated_at'> {
  deleted: boolean;
  as_of: { version: number; occurred_at: string };
}

/**
 * One user's teams in one account, pushed as `teams/membershipsChanged` to that user's
 * room when they join or leave a team or their permissions change (the client then
 * reloads its Account signature and permissions); `view` null: no team left.
 */
export interface TeamMembershipsView {
  /** The user's id. */
  id: string;
  account_id: string;
  user_id: string;
  /** In the order joined; `version`: the team's version that last set the grant. */
  teams: Array<TeamGrant & { version: number }>;
}

/** Socket messages of the teams context (`<context>/<view>Changed`). */
export const TEAMS_SOCKET = {
  teamChanged: 'teams/teamChanged',
  membershipsChanged: 'teams/membershipsChanged',
} as const;
