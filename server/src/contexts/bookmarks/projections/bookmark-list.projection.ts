import type { BookmarkView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { BOOKMARK_EVENT_TYPES, type BookmarkEvent } from '../domain/bookmark.events';

export const BOOKMARKS_COLLECTION = 'bookmarks';

/** A bookmark row: the view plus whose it is. */
export interface BookmarkRow extends BookmarkView {
  user_id: string;
  version: number;
}

/** One row per live bookmark, in its account, with its owner's user_id; removal deletes it. Idempotent. */
export const bookmarkListProjection: Projection = {
  name: 'bookmark-list',
  version: 1,
  collections: [BOOKMARKS_COLLECTION],
  eventTypes: BOOKMARK_EVENT_TYPES,
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const bookmarks = store.collection<BookmarkRow>(BOOKMARKS_COLLECTION).forAccount(recorded.metadata.accountId);
    const id = recorded.streamId.replace(/^bookmark-/, '');
    const at = recorded.metadata.occurredAt;
    const event = recorded as unknown as BookmarkEvent;
    switch (event.type) {
      case 'BookmarkAdded': {
        const { user_id, path, label } = event.data;
        await bookmarks.upsert({ id, user_id, path, label, created_at: at, updated_at: at, version: recorded.streamPosition });
        return;
      }
      case 'BookmarkRelabeled':
        await bookmarks.patch(id, { label: event.data.label, updated_at: at, version: recorded.streamPosition });
        return;
      case 'BookmarkRemoved':
        await bookmarks.delete(id);
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
