import type { PolicyActor, ProtocolListView, ProtocolOrder } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, sortByOrder, type FieldFilter, type FindQuery, type SortField } from '../../../core/read-store/read-store';
import type { ProtocolAccess } from './protocol-access';
import type { ProtocolReader } from './protocol-reader';

/** Index fields each `order` sorts by (titles case-insensitively, numbers numerically within their prefix). */
const SORT_FIELDS: Record<string, string> = {
  date: 'date',
  title: 'title_key',
  number: 'number_key',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** GET v1/protocols' order as index fields (`-date` by default; shared with the protocols export). */
export const protocolSort = (order: ProtocolOrder = '-date'): SortField[] =>
  sortByOrder(order, SORT_FIELDS, { field: 'created_at', direction: 'desc' });

export interface ProtocolPageQuery {
  page?: number;
  limit?: number;
  order?: ProtocolOrder;
}

/**
 * One page of the live protocols matching `where` that the caller may read (their scope
 * keys against each protocol's), filtered and sorted in SQL, then the page's views
 * (portal users get their public face). The one list path of GET v1/protocols, a task's
 * linked protocols and a contact's protocols.
 */
export async function pageOfProtocols(
  reader: ProtocolReader,
  access: ProtocolAccess,
  accountId: string,
  actor: PolicyActor,
  where: Record<string, FieldFilter>,
  query: ProtocolPageQuery,
  search?: FindQuery['search'],
): Promise<ProtocolListView> {
  const found = await reader.index(accountId).find({
    ...(await readableProtocols(access, accountId, actor, where, query.order, search)),
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
  });
  const views = await reader.protocols(
    accountId,
    found.items.map((row) => row.id),
  );
  return { data: await access.facesFor(accountId, actor, views), meta: { page: found.page, limit: found.limit, total: found.total } };
}

/**
 * What the protocol lists find: the live protocols matching `where` (and `search`) that the
 * caller may read (their scope keys against each protocol's), in `order`. The lists page
 * through it; the protocols export reads the ids of every match (`findIds`).
 */
export async function readableProtocols(
  access: ProtocolAccess,
  accountId: string,
  actor: PolicyActor,
  where: Record<string, FieldFilter>,
  order: ProtocolOrder | undefined,
  search?: FindQuery['search'],
): Promise<Pick<FindQuery, 'where' | 'search' | 'sort'>> {
  return {
    where: { ...where, status: 'active', scope_keys: { overlaps: await access.scopeKeys(accountId, actor) } },
    search,
    sort: protocolSort(order),
  };
}
