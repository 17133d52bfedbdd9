import { BOOKMARK_LABEL_MAX, isAppPath } from '@kollab/contracts';
import type { BookmarkCommand } from './bookmark.commands';
import type { BookmarkEvent } from './bookmark.events';
import { bookmarkNotFound, bookmarkOfAnotherUser, labelMissing, labelTooLong, pathInvalid } from './bookmark.errors';
import type { BookmarkState } from './bookmark.state';

/**
 * Add: only an app-internal path; a path the user already bookmarked is renamed (or
 * left alone when the label is the same), a removed one comes back. Remove: only the
 * user's own live bookmark; anyone else's reads as not found.
 */
export function decideBookmark(command: BookmarkCommand, state: BookmarkState): BookmarkEvent[] {
  switch (command.type) {
    case 'AddBookmark': {
      const { userId, path } = command.data;
      const label = command.data.label.trim();
      if (!isAppPath(path)) throw pathInvalid();
      if (label === '') throw labelMissing();
      if (label.length > BOOKMARK_LABEL_MAX) throw labelTooLong();
      // Ids derive from account, user and path, so another user's stream means a bug, never a takeover.
      if (state.status !== 'none' && (state.userId !== userId || state.path !== path)) throw bookmarkOfAnotherUser();
      if (state.status === 'active') return state.label === label ? [] : [{ type: 'BookmarkRelabeled', data: { label } }];
      return [{ type: 'BookmarkAdded', data: { user_id: userId, path, label } }];
    }
    case 'RemoveBookmark': {
      if (state.status !== 'active' || state.userId !== command.data.userId) throw bookmarkNotFound();
      return [{ type: 'BookmarkRemoved', data: {} }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
