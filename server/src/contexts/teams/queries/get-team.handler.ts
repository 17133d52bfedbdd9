import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TeamView } from '@kollab/contracts';
import { TeamReader, type TeamCaller } from './team-reader';
import { DomainRefusal } from '@kollab/contracts';

/** GET v1/teams/{id}: one team of the caller's account (another account's id reads as none: 404). */
export class GetTeam {
  constructor(
    readonly caller: TeamCaller,
    readonly id: string,
  ) {}
}

@QueryHandler(GetTeam)
export class GetTeamHandler implements IQueryHandler<GetTeam, TeamView> {
  constructor(private readonly reader: TeamReader) {}

  async execute({ caller, id }: GetTeam): Promise<TeamView> {
    const [viewer, doc] = await Promise.all([this.reader.viewer(caller), this.reader.teams(caller.accountId).get(id)]);
    if (!doc) throw DomainRefusal.notFound();
    const [view] = await this.reader.views(caller.accountId, [doc], viewer);
    return view;
  }
}
