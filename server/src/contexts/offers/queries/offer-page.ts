import { hundredthsToNumber, type OfferListView, type OfferOrder, type PolicyActor } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, sortByOrder, type FieldFilter, type FindQuery, type SortField } from '../../../core/read-store/read-store';
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

/** GET v1/offers' order as row fields (`-created_at` by default; shared with the offers export). */
export const offerSort = (order: OfferOrder = '-created_at'): SortField[] =>
  sortByOrder(order, SORT_FIELDS, { field: 'created_at', direction: 'desc' });

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
  const readable = await readableOffers(reader, accountId, actor, where, query.order, search);
  if (!readable) return { data: [], meta: { page, limit, total: 0, sum_total: 0 } };
  const found = await reader.rows(accountId).find({ ...readable, page, limit, sum: 'total_cents' });
  return {
    data: found.items.map((row) => row.view),
    meta: {
      page: found.page,
      limit: found.limit,
      total: found.total,
      sum_total: hundredthsToNumber(found.sum ?? 0),
    },
  };
}

/**
 * What the offer lists find: the live offers matching `where` (and `search`) that the caller
 * may read (rows whose scope keys share one of the caller's), in `order`; null when the
 * caller reads no offer at all. The lists page through it; the offers export reads the ids
 * of every match (`findIds`).
 */
export async function readableOffers(
  reader: OfferReader,
  accountId: string,
  actor: PolicyActor,
  where: Record<string, FieldFilter>,
  order: OfferOrder | undefined,
  search?: FindQuery['search'],
): Promise<Pick<FindQuery, 'where' | 'search' | 'sort'> | null> {
  const keys = await reader.scopeKeys(accountId, actor);
  if (keys === null) return null;
  return { where: { ...where, deleted: false, scope: { overlaps: keys } }, search, sort: offerSort(order) };
}
