import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { BookmarkEvent } from '../domain/bookmark.events';
import { evolveBookmark, initialBookmarkState, type BookmarkState } from '../domain/bookmark.state';

/** Streams `bookmark-<uuid>` in the account the bookmark was made in. */
export const bookmarkAggregate = defineAggregate<BookmarkState, BookmarkEvent>({
  type: 'bookmark',
  initialState: initialBookmarkState,
  // These streams hold only the events of BOOKMARK_EVENT_TYPES.
  evolve: (state, event) => evolveBookmark(state, event),
});
