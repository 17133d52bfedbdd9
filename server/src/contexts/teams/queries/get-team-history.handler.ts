import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { teamAggregate } from '../commands/team.aggregate';
import { managesTeam, TeamReader, type TeamCaller } from './team-reader';
import { DomainRefusal } from '@kollab/contracts';

/** GET v1/teams/{id}/history: every change (who, when, which fields), for managers and the team's admins. */
export class GetTeamHistory {
  constructor(
    readonly caller: TeamCaller,
    readonly id: string,
  ) {}
}

@QueryHandler(GetTeamHistory)
export class GetTeamHistoryHandler implements IQueryHandler<GetTeamHistory, { data: HistoryEntry[] }> {
  constructor(
    private readonly reader: TeamReader,
    private readonly history: ItemHistoryService,
  ) {}

  async execute({ caller, id }: GetTeamHistory): Promise<{ data: HistoryEntry[] }> {
    const viewer = await this.reader.viewer(caller);
    // 404 first (an unknown id, or another account's), then 403 for who may not see the changes.
    const data = await this.history.history(teamAggregate, caller.accountId, id);
    if (!managesTeam(viewer, id)) throw DomainRefusal.forbidden('auth.forbidden');
    return { data };
  }
}
