export type BookmarkAdded = { type: 'BookmarkAdded'; data: { user_id: string; path: string; label: string } };
export type BookmarkRelabeled = { type: 'BookmarkRelabeled'; data: { label: string } };
export type BookmarkRemoved = { type: 'BookmarkRemoved'; data: Record<string, never> };

export type BookmarkEvent = BookmarkAdded | BookmarkRelabeled | BookmarkRemoved;

export const BOOKMARK_EVENT_TYPES: readonly BookmarkEvent['type'][] = ['BookmarkAdded', 'BookmarkRelabeled', 'BookmarkRemoved'];
