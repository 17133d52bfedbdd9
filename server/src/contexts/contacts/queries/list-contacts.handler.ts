import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { contactNumberKey, type ContactListView, type ContactOrder, type ListContactsQuery } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, sortByOrder, type FieldFilter, type SortField } from '../../../core/read-store/read-store';
import { ContactReader } from './contact-reader';

export class ListContacts {
  constructor(
    readonly accountId: string,
    readonly query: ListContactsQuery,
  ) {}
}

/** Index fields each `order` sorts by (names and numbers case-insensitively). */
const SORT_FIELDS: Record<string, string> = {
  name: 'name_key',
  number: 'number_key',
  created_at: 'created_at',
  updated_at: 'updated_at',
  contact_since: 'contact_since',
};
const SEARCHED = ['name', 'number', 'street', 'zip', 'city', 'uid', 'persons'] as const;
/** Above every character: `key >= p AND key < p + TOP` is "starts with p". */
const TOP = '\u{10FFFF}';

const startsWith = (text: string): FieldFilter => ({ gte: text, lt: `${text}${TOP}` });

const sortOf = (order: ContactOrder = 'name'): SortField[] => sortByOrder(order, SORT_FIELDS, { field: 'name_key' });

/**
 * Filters and sorts the account's contact index in SQL, then reads the page's views:
 * `name` and `number` from their start, `type` exactly, `search` every word anywhere.
 */
@QueryHandler(ListContacts)
export class ListContactsHandler implements IQueryHandler<ListContacts, ContactListView> {
  constructor(private readonly reader: ContactReader) {}

  async execute({ accountId, query }: ListContacts): Promise<ContactListView> {
    const where: Record<string, FieldFilter> = { status: 'active' };
    if (query.type) where.type = query.type;
    if (query.name?.trim()) where.name_key = startsWith(query.name.trim().toLowerCase());
    if (query.number?.trim()) where.number_key = startsWith(contactNumberKey(query.number));
    const found = await this.reader.index(accountId).find({
      where,
      search: query.search?.trim() ? { text: query.search, fields: SEARCHED } : undefined,
      sort: sortOf(query.order),
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    });
    const data = await this.reader.contacts(
      accountId,
      found.items.map((row) => row.id),
    );
    return { data, meta: { page: found.page, limit: found.limit, total: found.total } };
  }
}
