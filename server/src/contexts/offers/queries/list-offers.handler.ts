import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListOffersQuery, OfferListView, PolicyActor } from '@kollab/contracts';
import type { FieldFilter, FindQuery } from '../../../core/read-store/read-store';
import { pageOfOffers } from './offer-page';
import { OfferReader } from './offer-reader';

export class ListOffers {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListOffersQuery,
  ) {}
}

/** The offers the caller may read, filtered (issue 14's filters), sorted and added up in SQL. */
@QueryHandler(ListOffers)
export class ListOffersHandler implements IQueryHandler<ListOffers, OfferListView> {
  constructor(private readonly reader: OfferReader) {}

  execute({ accountId, actor, query }: ListOffers): Promise<OfferListView> {
    const { where, search } = offerListFilter(query);
    return pageOfOffers(this.reader, accountId, actor, where, query, search);
  }
}

/** The offers GET v1/offers' filters ask for (shared with the offers export): the row filters and the search. */
export function offerListFilter(query: ListOffersQuery): { where: Record<string, FieldFilter>; search?: FindQuery['search'] } {
  const where: Record<string, FieldFilter> = {};
  if (query['filter[status]']) where.status = query['filter[status]'];
  if (query['filter[team]']) where.team = query['filter[team]'];
  if (query['filter[author]']) where.author = query['filter[author]'];
  if (query['filter[published_status]']) where.published_status = query['filter[published_status]'];
  if (query['filter[contact]']) where.contact = query['filter[contact]'];
  if (query['filter[outcome]']) where.outcome = query['filter[outcome]'];
  const search = query['filter[search]']?.trim();
  return { where, ...(search ? { search: { text: search, fields: ['title', 'number'] } } : {}) };
}
