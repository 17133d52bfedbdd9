import { Injectable } from '@nestjs/common';
import { TeamReader } from '../queries/team-reader';
import type { TeamNames } from './team-names';

/** TEAM_NAMES on the teams read model (one read of the given teams). */
@Injectable()
export class ReadModelTeamNames implements TeamNames {
  constructor(private readonly reader: TeamReader) {}

  async namesOf(accountId: string, teamIds: readonly string[]): Promise<Map<string, string>> {
    if (teamIds.length === 0) return new Map();
    const docs = await this.reader.teams(accountId).getMany([...new Set(teamIds)]);
    return new Map(docs.map((doc) => [doc.id, doc.name]));
  }
}
