/**
 * The list envelope of the API: `{ data, meta: { page, limit, total } }`.
 * (Generic; belongs in a shared contracts file once one exists.)
 */
export interface ListPage<Item> {
  data: Item[];
  meta: { page: number; limit: number; total: number };
}
