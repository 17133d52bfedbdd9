import { hundredthsToNumber, type OfferListView, type OfferOrder, type PolicyActor } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, type FieldFilter, type FindQuery, type SortField } from '../../../core/read-store/read-store';
import { OfferReader } from './offer-reader';

/** Row fields each `order` sorts by (titles case-insensitively, the total in cents). */
const SORT_FIELDS: Record<string, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  title: 'title_key',
  number: 'number',
  valid_until: 'valid_until',
  status: 'status',
  total: 'total_cents',
};

/** Lists count their matches up to this many; more: `total` is this and `meta.total_capped` true (as for tasks). */
export const OFFER_COUNT_LIMIT = 10_000;

function sortOf(order: OfferOrder = '-created_at'): SortField[] {
  const descending = order.startsWith('-');
  return [
    { field: SORT_FIELDS[descending ? order.slice(1) : order], direction: descending ? 'desc' : 'asc' },
    { field: 'created_at', direction: 'desc' },
  ];
}

export interface OfferPageQuery {
  page?: number;
  limit?: number;
  order?: OfferOrder;
}

/**
 * One page of the live offers matching `where` that the caller may read (rows whose scope
 * keys share one of the caller's), sorted in SQL, with `meta.sum_total`: the sum of the
 * totals of every match (in cents, then as a number with 2 decimals). The one list path of
 * GET v1/offers and a contact's offers.
 */
export async function pageOfOffers(
  reader: OfferReader,
  accountId: string,
  actor: PolicyActor,
  where: Record<string, FieldFilter>,
  query: OfferPageQuery,
  search?: FindQuery['search'],
): Promise<OfferListView> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const keys = await reader.scopeKeys(accountId, actor);
  if (keys === null) return { data: [], meta: { page, limit, total: 0, sum_total: 0 } };
  const found = await reader.rows(accountId).find({
    where: { ...where, deleted: false, scope: { overlaps: keys } },
    search,
    sort: sortOf(query.order),
    page,
    limit,
    countLimit: OFFER_COUNT_LIMIT,
    sum: 'total_cents',
  });
  return {
    data: found.items.map((row) => row.view),
    meta: {
      page: found.page,
      limit: found.limit,
      total: found.total,
      ...(found.totalCapped ? { total_capped: true } : {}),
      sum_total: hundredthsToNumber(found.sum ?? 0),
    },
  };
}
