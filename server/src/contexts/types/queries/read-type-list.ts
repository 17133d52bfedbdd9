import { TYPE_LISTS, type ItemTypeView, type TypeKind } from '@kollab/contracts';
import { MAX_PAGE_SIZE, type ReadStore } from '../../../core/read-store/read-store';

const byTitle = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Every type of a kind in the account (all pages), sorted by title (German collation), then id. */
export async function readTypeList(store: ReadStore, accountId: string, kind: TypeKind): Promise<ItemTypeView[]> {
  const list = store.collection<ItemTypeView>(TYPE_LISTS[kind]).forAccount(accountId);
  const rows: ItemTypeView[] = [];
  for (let page = 1; ; page++) {
    const result = await list.find({ sort: [{ field: 'created_at' }], page, limit: MAX_PAGE_SIZE });
    rows.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || rows.length >= result.total) break;
  }
  return rows.sort((a, b) => byTitle.compare(a.title, b.title) || a.id.localeCompare(b.id));
}
