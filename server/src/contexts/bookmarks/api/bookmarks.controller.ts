import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiParam, ApiSecurity, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AddBookmarkInput, type BookmarkListView, type WriteResult } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { ApiAnswer } from '../../../core/http/openapi-schemas';
import { Write, WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { AddBookmark, type AddBookmarkResult } from '../commands/add-bookmark.handler';
import { RemoveBookmark } from '../commands/remove-bookmark.handler';
import { ListBookmarks } from '../queries/list-bookmarks.handler';

/** /api/v1/bookmarks/: each member's own bookmarks in the current account (token and Account signature). */
@ApiTags('bookmarks')
@ApiBearerAuth()
@ApiSecurity('Account')
@Controller('v1/bookmarks')
export class BookmarksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly writes: WriteRoutes,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's bookmarks in this account, oldest first" })
  @ApiAnswer('BookmarkListView', { description: '{ data: BookmarkView[], meta }' })
  list(@CurrentAccountId() accountId: string, @CurrentPrincipal() principal: RequestPrincipal): Promise<BookmarkListView> {
    return this.queries.execute<ListBookmarks, BookmarkListView>(new ListBookmarks(accountId, principal.userId));
  }

  @Post()
  @ApiOperation({
    summary: 'Bookmark a path (BookmarkAdded, 201); the same path again renames that bookmark (BookmarkRelabeled, 200)',
  })
  @ApiAnswer('WriteResult', { status: 201, description: 'WriteResult of a new bookmark' })
  @ApiAnswer('WriteResult', { description: 'WriteResult of the renamed (or unchanged) bookmark of that path' })
  @ApiUnprocessableEntityResponse({ description: 'path not app-internal (bookmarks.path_invalid) or label missing; field errors' })
  async add(@Write() call: WriteCall, @Body() input: AddBookmarkInput): Promise<WriteResult> {
    const command = new AddBookmark(call.context, call.principal.userId, input.path, input.label);
    const { appended, added } = await this.commands.execute<AddBookmark, AddBookmarkResult>(command);
    return this.writes.respond(call, command.id, appended, added ? 201 : 200);
  }

  @Delete(':id')
  @ApiOperation({ summary: "Remove one of the caller's bookmarks (BookmarkRemoved)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAnswer('WriteResult')
  @ApiNotFoundResponse({ description: "unknown, removed, or another user's or account's bookmark (bookmarks.bookmark_not_found)" })
  remove(@Write() call: WriteCall, @Param('id') id: string): Promise<WriteResult> {
    return this.writes.execute(call, new RemoveBookmark(call.context, call.principal.userId, id), id);
  }
}
