import { Injectable } from '@nestjs/common';
import type { TeamGrant } from '@kollab/contracts';
import { MAX_PAGE_SIZE } from '../../../core/read-store/read-store';
import type { TeamDoc } from '../projections/team-list.projection';
import { TeamReader } from '../queries/team-reader';
import type { TeamDirectory } from './team-directory';

/**
 * TEAM_DIRECTORY on the teams read models: `grantsOf` is one point read of the user's
 * `team_memberships` row (the Account signature pays it on every request).
 */
@Injectable()
export class ReadModelTeamDirectory implements TeamDirectory {
  constructor(private readonly reader: TeamReader) {}

  async grantsOf(accountId: string, userId: string): Promise<TeamGrant[]> {
    const doc = await this.reader.memberships(accountId).get(userId);
    return (doc?.teams ?? []).map(({ team_id, permissions, extended_permissions }) => ({ team_id, permissions, extended_permissions }));
  }

  async grantsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, TeamGrant[]>> {
    if (userIds.length === 0) return new Map();
    const docs = await this.reader.memberships(accountId).getMany([...new Set(userIds)]);
    return new Map(
      docs.map((doc) => [
        doc.user_id,
        doc.teams.map(({ team_id, permissions, extended_permissions }) => ({ team_id, permissions, extended_permissions })),
      ]),
    );
  }

  /** With no `teamIds`: every team of the account, the map in the order of the teams' names. */
  async membersOf(accountId: string, teamIds: readonly string[]): Promise<Map<string, string[]>> {
    const docs = teamIds.length > 0 ? await this.reader.teams(accountId).getMany(teamIds) : await this.allTeams(accountId);
    return new Map(docs.map((doc) => [doc.id, doc.members.map((m) => m.user_id)]));
  }

  async teamsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const docs = await this.reader.memberships(accountId).getMany(userIds);
    return new Map(docs.map((doc) => [doc.user_id, doc.teams.map((t) => t.team_id)]));
  }

  private async allTeams(accountId: string): Promise<TeamDoc[]> {
    const teams = this.reader.teams(accountId);
    const docs: TeamDoc[] = [];
    for (let page = 1; ; page += 1) {
      const batch = await teams.find({ sort: [{ field: 'name' }], page, limit: MAX_PAGE_SIZE });
      docs.push(...batch.items);
      if (page * batch.limit >= batch.total) return docs;
    }
  }
}
