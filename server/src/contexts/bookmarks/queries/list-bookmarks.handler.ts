import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BookmarkListView } from '@kollab/contracts';
import { MAX_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { BOOKMARKS_COLLECTION, type BookmarkRow } from '../projections/bookmark-list.projection';

/** The caller's own bookmarks in one account, oldest first (the order they were added). */
export class ListBookmarks {
  constructor(
    readonly accountId: string,
    readonly userId: string,
  ) {}
}

@QueryHandler(ListBookmarks)
export class ListBookmarksHandler implements IQueryHandler<ListBookmarks, BookmarkListView> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ accountId, userId }: ListBookmarks): Promise<BookmarkListView> {
    const result = await this.readStore
      .collection<BookmarkRow>(BOOKMARKS_COLLECTION)
      .forAccount(accountId)
      .find({ where: { user_id: userId }, sort: [{ field: 'created_at' }], limit: MAX_PAGE_SIZE });
    return {
      data: result.items.map(({ id, path, label, created_at, updated_at }) => ({ id, path, label, created_at, updated_at })),
      meta: { page: result.page, limit: result.limit, total: result.total },
    };
  }
}
