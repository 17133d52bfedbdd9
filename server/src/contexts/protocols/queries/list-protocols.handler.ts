import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseDateFilter, type ListProtocolsQuery, type PolicyActor, type ProtocolListView } from '@kollab/contracts';
import type { FieldFilter, FindQuery } from '../../../core/read-store/read-store';
import { ProtocolAccess } from './protocol-access';
import { pageOfProtocols } from './protocol-page';
import { ProtocolReader } from './protocol-reader';

export class ListProtocols {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListProtocolsQuery,
  ) {}
}

const SEARCHED = ['title', 'number', 'body_text'] as const;

/**
 * The protocols the caller may read (their scope keys against each protocol's), filtered
 * and sorted in SQL, then the page's views (portal users get their public face).
 */
@QueryHandler(ListProtocols)
export class ListProtocolsHandler implements IQueryHandler<ListProtocols, ProtocolListView> {
  constructor(
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  execute({ accountId, actor, query }: ListProtocols): Promise<ProtocolListView> {
    const { where, search } = protocolListFilter(query);
    return pageOfProtocols(this.reader, this.access, accountId, actor, where, query, search);
  }
}

/** The protocols GET v1/protocols' filters ask for (shared with the protocols export): the index filters and the search. */
export function protocolListFilter(query: ListProtocolsQuery): { where: Record<string, FieldFilter>; search?: FindQuery['search'] } {
  const where: Record<string, FieldFilter> = {};
  const date = query['filter[date]'] ? parseDateFilter(query['filter[date]']) : undefined;
  if (date) where.date = { ...(date.from ? { gte: date.from } : {}), ...(date.to ? { lte: date.to } : {}) };
  if (query['filter[author]']) where.author = query['filter[author]'];
  if (query['filter[published_status]']) where.published = query['filter[published_status]'] === 'published';
  if (query['filter[attendee]']) where.attendees = { contains: query['filter[attendee]'] };
  if (query['filter[team]']) where.teams = { contains: query['filter[team]'] };
  const search = query['filter[search]']?.trim();
  return { where, ...(search ? { search: { text: search, fields: SEARCHED } } : {}) };
}
