import { filterKeysOf, type FilterKeyValue, type ListApiQuery } from '../../lib/list-filter';

export type { ListApiQuery } from '../../lib/list-filter';

/** The value an export's `filter` holds for one key (the list reads numbers and booleans as it reads the query string). */
export type ExportFilterValue = FilterKeyValue;

/**
 * The `filter` of POST v1/exports for a list's query: `filter[status]=open&order=-due_date`
 * becomes `{ status: 'open', order: '-due_date' }` (lib/list-filter.ts, with the order). Page and
 * limit are left out (an export holds every match), and so are keys that are not set (undefined or blank).
 */
export function exportFilterOf(listQuery: ListApiQuery): Record<string, ExportFilterValue> {
  const { order } = listQuery;
  const filter = filterKeysOf(listQuery);
  return order === undefined || order === '' ? filter : { order, ...filter };
}
