import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { BookmarksController } from './api/bookmarks.controller';
import { AddBookmarkHandler } from './commands/add-bookmark.handler';
import { RemoveBookmarkHandler } from './commands/remove-bookmark.handler';
import { bookmarkListProjection } from './projections/bookmark-list.projection';
import { ListBookmarksHandler } from './queries/list-bookmarks.handler';

/** The bookmarks context (issue 3): each member's own bookmarks per account. */
@Module({
  controllers: [BookmarksController],
  providers: [AddBookmarkHandler, RemoveBookmarkHandler, ListBookmarksHandler],
})
export class BookmarksModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(bookmarkListProjection);
  }
}
