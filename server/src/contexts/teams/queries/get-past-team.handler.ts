import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PastTeamView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { teamAggregate } from '../commands/team.aggregate';
import { managesTeam, TeamReader, type TeamCaller } from './team-reader';
import { DomainRefusal } from '@kollab/contracts';

/** GET v1/teams/{id}?version=N|at=ISO: the team folded up to then; members' permissions for those who manage it now. */
export class GetPastTeam {
  constructor(
    readonly caller: TeamCaller,
    readonly id: string,
    readonly asOf: NonNullable<AsOf>,
  ) {}
}

@QueryHandler(GetPastTeam)
export class GetPastTeamHandler implements IQueryHandler<GetPastTeam, PastTeamView> {
  constructor(
    private readonly reader: TeamReader,
    private readonly history: ItemHistoryService,
  ) {}

  async execute({ caller, id, asOf }: GetPastTeam): Promise<PastTeamView> {
    // The stream is read in the caller's account only: another account's team has no past here (404).
    const [viewer, past] = await Promise.all([this.reader.viewer(caller), this.history.stateAt(teamAggregate, caller.accountId, id, asOf)]);
    const { state } = past;
    if (state.status === 'none') throw DomainRefusal.notFound();
    const manages = managesTeam(viewer, id);
    return {
      id,
      name: state.name,
      short: state.short,
      members: state.members.map((m) => (manages ? { ...m } : { user_id: m.user_id })),
      version: past.version,
      deleted: state.status === 'deleted',
      as_of: { version: past.version, occurred_at: past.occurredAt },
    };
  }
}
