import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccountListView, ListAccountsQuery } from '@kollab/contracts';
import { READ_STORE, type FieldFilter, type ReadStore } from '../../../core/read-store/read-store';
import { ACCOUNT_INDEX_COLLECTION, type AccountDoc } from '../projections/account.projection';
import { SYSTEM_SCOPE } from '../projections/system-scope';
import { AccountReader } from './account-reader';

export class ListAccounts {
  constructor(readonly query: ListAccountsQuery) {}
}

/** GET v1/admin/accounts: every live organisation (removed ones are not listed), by name. */
@QueryHandler(ListAccounts)
export class ListAccountsHandler implements IQueryHandler<ListAccounts, AccountListView> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly reader: AccountReader,
  ) {}

  async execute({ query }: ListAccounts): Promise<AccountListView> {
    const where: Record<string, FieldFilter> = { deleted: false };
    if (query['filter[status]']) where.status = query['filter[status]'];
    const found = await this.store
      .collection<AccountDoc>(ACCOUNT_INDEX_COLLECTION)
      .forAccount(SYSTEM_SCOPE)
      .find({
        where,
        search: query.search ? { text: query.search, fields: ['name', 'domain'] } : undefined,
        sort: [{ field: 'name' }],
        page: query.page,
        limit: query.limit,
      });
    const data = await Promise.all(found.items.map((doc) => this.reader.view(doc)));
    return { data, meta: { page: found.page, limit: found.limit, total: found.total } };
  }
}
