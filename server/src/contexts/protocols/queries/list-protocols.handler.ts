import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseDateFilter, type ListProtocolsQuery, type PolicyActor, type ProtocolListView, type ProtocolOrder } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, type FieldFilter, type SortField } from '../../../core/read-store/read-store';
import { ProtocolAccess } from './protocol-access';
import { ProtocolReader } from './protocol-reader';

export class ListProtocols {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListProtocolsQuery,
  ) {}
}

/** Index fields each `order` sorts by (titles case-insensitively, numbers numerically within their prefix). */
const SORT_FIELDS: Record<string, string> = { date: 'date', title: 'title_key', number: 'number_key', created_at: 'created_at', updated_at: 'updated_at' };
const SEARCHED = ['title', 'number', 'body_text'] as const;

function sortOf(order: ProtocolOrder = '-date'): SortField[] {
  const descending = order.startsWith('-');
  const field = SORT_FIELDS[descending ? order.slice(1) : order];
  return [{ field, direction: descending ? 'desc' : 'asc' }, { field: 'created_at', direction: 'desc' }];
}

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

  async execute({ accountId, actor, query }: ListProtocols): Promise<ProtocolListView> {
    const where: Record<string, FieldFilter> = { status: 'active', scope_keys: { overlaps: await this.access.scopeKeys(accountId, actor) } };
    const date = query['filter[date]'] ? parseDateFilter(query['filter[date]']) : undefined;
    if (date) where.date = { ...(date.from ? { gte: date.from } : {}), ...(date.to ? { lte: date.to } : {}) };
    if (query['filter[author]']) where.author = query['filter[author]'];
    if (query['filter[published_status]']) where.published = query['filter[published_status]'] === 'published';
    if (query['filter[attendee]']) where.attendees = { contains: query['filter[attendee]'] };
    if (query['filter[team]']) where.teams = { contains: query['filter[team]'] };
    const search = query['filter[search]']?.trim();
    const found = await this.reader.index(accountId).find({
      where,
      search: search ? { text: search, fields: SEARCHED } : undefined,
      sort: sortOf(query.order),
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    });
    const views = await this.reader.protocols(accountId, found.items.map((row) => row.id));
    return { data: views.map((view) => this.access.faceFor(actor, view)), meta: { page: found.page, limit: found.limit, total: found.total } };
  }
}
