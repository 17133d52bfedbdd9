import type { BookmarkView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { BOOKMARK_EVENT_TYPES, type BookmarkEvent } from '../domain/bookmark.events';

export const BOOKMARKS_COLLECTION = 'bookmarks';

/** A bookmark row: the view plus whose it is. */
export interface BookmarkRow extends BookmarkView {
  user_id: string;
  version: number;
}

/** One row per live bookmark, in its account, with its owner's user_id; removal deletes it. */
export const bookmarkListProjection = singleStreamProjection<BookmarkRow, BookmarkEvent>({
  name: 'bookmark-list',
  version: 1,
  collection: BOOKMARKS_COLLECTION,
  eventTypes: BOOKMARK_EVENT_TYPES,
  evolve(current, event) {
    const stamp = { updated_at: event.metadata.occurredAt, version: event.streamPosition };
    switch (event.type) {
      case 'BookmarkAdded': {
        const { user_id, path, label } = event.data;
        return { id: event.streamId.replace(/^bookmark-/, ''), user_id, path, label, created_at: stamp.updated_at, ...stamp };
      }
      case 'BookmarkRelabeled':
        return current && { ...current, label: event.data.label, ...stamp };
      case 'BookmarkRemoved':
        return null;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
