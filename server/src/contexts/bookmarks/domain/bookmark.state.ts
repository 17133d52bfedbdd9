import type { BookmarkEvent } from './bookmark.events';

export type BookmarkState =
  { status: 'none' } | { status: 'active'; userId: string; path: string; label: string } | { status: 'removed'; userId: string; path: string };

export const initialBookmarkState = (): BookmarkState => ({ status: 'none' });

export function evolveBookmark(state: BookmarkState, event: BookmarkEvent): BookmarkState {
  switch (event.type) {
    case 'BookmarkAdded':
      return { status: 'active', userId: event.data.user_id, path: event.data.path, label: event.data.label };
    case 'BookmarkRelabeled':
      return state.status === 'active' ? { ...state, label: event.data.label } : state;
    case 'BookmarkRemoved':
      return state.status === 'active' ? { status: 'removed', userId: state.userId, path: state.path } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
