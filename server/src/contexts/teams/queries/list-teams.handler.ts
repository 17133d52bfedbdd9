import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListTeamsQuery, TeamListView } from '@kollab/contracts';
import { TeamReader, type TeamCaller } from './team-reader';

/** GET v1/teams: the account's teams by name, searched in name and short, paged. */
export class ListTeams {
  constructor(
    readonly caller: TeamCaller,
    readonly query: ListTeamsQuery,
  ) {}
}

@QueryHandler(ListTeams)
export class ListTeamsHandler implements IQueryHandler<ListTeams, TeamListView> {
  constructor(private readonly reader: TeamReader) {}

  async execute({ caller, query }: ListTeams): Promise<TeamListView> {
    const [viewer, found] = await Promise.all([
      this.reader.viewer(caller),
      this.reader.teams(caller.accountId).find({
        search: query.search?.trim() ? { text: query.search, fields: ['name', 'short'] } : undefined,
        sort: [{ field: 'name' }],
        page: query.page,
        limit: query.limit,
      }),
    ]);
    return {
      data: await this.reader.views(caller.accountId, found.items, viewer),
      meta: { page: found.page, limit: found.limit, total: found.total },
    };
  }
}
