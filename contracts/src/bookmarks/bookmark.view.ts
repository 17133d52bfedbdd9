/** One of the caller's bookmarks in the current account. */
export interface BookmarkView {
  id: string;
  path: string;
  label: string;
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/bookmarks/: all of the caller's bookmarks, oldest first. */
export interface BookmarkListView {
  data: BookmarkView[];
  meta: { page: number; limit: number; total: number };
}
