import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListPage, UpdateView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { SYSTEM_ACCOUNT_ID } from '../domain/system-account';
import { UPDATES_COLLECTION } from '../projections/update-list.projection';

/** Updates newest first; with `dueBy`, only those dated at or before it (members do not see scheduled ones). */
export class ListUpdates {
  constructor(
    readonly page: number,
    readonly limit: number,
    readonly dueBy?: number,
  ) {}
}

@QueryHandler(ListUpdates)
export class ListUpdatesHandler implements IQueryHandler<ListUpdates, ListPage<UpdateView>> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ page, limit, dueBy }: ListUpdates): Promise<ListPage<UpdateView>> {
    const result = await this.readStore
      .collection<UpdateView>(UPDATES_COLLECTION)
      .forAccount(SYSTEM_ACCOUNT_ID)
      .find({
        where: dueBy === undefined ? undefined : { date: { lte: dueBy } },
        sort: [
          { field: 'date', direction: 'desc' },
          { field: 'created_at', direction: 'desc' },
        ],
        page,
        limit,
      });
    return { data: result.items, meta: { page: result.page, limit: result.limit, total: result.total } };
  }
}
