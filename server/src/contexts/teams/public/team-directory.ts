import type { TeamGrant } from '@kollab/contracts';

/**
 * What other contexts (the policy service, the account signature, socket rooms, jobs)
 * may know of teams: a member's grants and who belongs to which team. Provided by the
 * teams context's global public module; read from its read models, so answers trail a
 * team change by the projection lag.
 */
export interface TeamDirectory {
  /** The teams `userId` belongs to in the account, with their permissions there. */
  grantsOf(accountId: string, userId: string): Promise<TeamGrant[]>;
  /** `grantsOf` for many users in one go: a map user id → grants (users without a team are absent). */
  grantsOfUsers?(accountId: string, userIds: readonly string[]): Promise<Map<string, TeamGrant[]>>;
  /** The members (user ids) of the given teams, all of them when `teamIds` is empty: a map team id → user ids. */
  membersOf(accountId: string, teamIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The teams each of `userIds` belongs to: a map user id → team ids (users without a team are absent). */
  teamsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, string[]>>;
}

export const TEAM_DIRECTORY = Symbol('TEAM_DIRECTORY');
