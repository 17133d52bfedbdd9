import { describe, expect, it } from 'vitest';
import type { BookmarkView } from '@kollab/contracts';
import { bookmarksActions, bookmarksReducer, initialBookmarksState, selectBookmarkForPath, selectBookmarks } from './bookmarks.slice';

const bookmark = (id: string, path: string, label = id): BookmarkView => ({
  id,
  path,
  label,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const reduce = (...actions: Parameters<typeof bookmarksReducer>[1][]) => actions.reduce(bookmarksReducer, initialBookmarksState);

describe('bookmarks slice', () => {
  it('a loaded list keeps the API order (oldest first)', () => {
    const state = reduce(bookmarksActions.listRequested(), bookmarksActions.listLoaded([bookmark('b', '/tasks'), bookmark('a', '/home')]));
    expect(state.status).toBe('loaded');
    expect(selectBookmarks({ bookmarks: state }).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('the star of a path is the bookmark of exactly that path (search included)', () => {
    const state = reduce(bookmarksActions.listLoaded([bookmark('a', '/tasks?filter[status]=open')]));
    expect(selectBookmarkForPath({ bookmarks: state }, '/tasks?filter[status]=open')?.id).toBe('a');
    expect(selectBookmarkForPath({ bookmarks: state }, '/tasks')).toBeNull();
  });

  it('saving is in flight until the list is read again or the save is rejected', () => {
    const saving = reduce(bookmarksActions.saveRequested({ path: '/tasks', label: 'Aufgaben' }));
    expect(saving.saving).toBe(true);
    const saved = bookmarksReducer(saving, bookmarksActions.saved([bookmark('a', '/tasks')]));
    expect(saved.saving).toBe(false);
    expect(selectBookmarks({ bookmarks: saved })).toHaveLength(1);
    const rejected = bookmarksReducer(saving, bookmarksActions.saveRejected({ code: 'bookmarks.path_invalid' }));
    expect(rejected).toMatchObject({ saving: false, error: 'bookmarks.path_invalid' });
  });

  it('a removal takes the bookmark out once the server confirmed it', () => {
    const loaded = reduce(bookmarksActions.listLoaded([bookmark('a', '/tasks'), bookmark('b', '/home')]));
    const removing = bookmarksReducer(loaded, bookmarksActions.removeRequested({ id: 'a' }));
    expect(removing.removing).toEqual(['a']);
    expect(selectBookmarks({ bookmarks: removing })).toHaveLength(2);
    const removed = bookmarksReducer(removing, bookmarksActions.removed({ id: 'a' }));
    expect(removed.removing).toEqual([]);
    expect(selectBookmarks({ bookmarks: removed }).map((item) => item.id)).toEqual(['b']);
  });

  it('saved and removed carry a toast; rejections carry the error code', () => {
    expect(bookmarksActions.saved([]).meta.notice).toEqual({ severity: 'success', message: 'bookmarks:saved' });
    expect(bookmarksActions.removeRejected({ id: 'a', code: 'bookmarks.bookmark_not_found' }).meta.notice).toEqual({
      severity: 'error',
      code: 'bookmarks.bookmark_not_found',
    });
  });
});
