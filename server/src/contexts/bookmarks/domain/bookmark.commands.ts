/** The caller bookmarks `path` under `label` (or renames its bookmark of that path). */
export type AddBookmark = { type: 'AddBookmark'; data: { userId: string; path: string; label: string } };
/** The caller removes one of its own bookmarks. */
export type RemoveBookmark = { type: 'RemoveBookmark'; data: { userId: string } };

export type BookmarkCommand = AddBookmark | RemoveBookmark;
