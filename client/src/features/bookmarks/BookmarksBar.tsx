import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { BookmarkStar } from './BookmarkStar';
import { BookmarksMenu } from './BookmarksMenu';
import { bookmarksActions, selectBookmarkForPath, selectBookmarks, selectBookmarksState, type BookmarksState } from './bookmarks.slice';

/** The top bar's bookmark controls, bound to the store: the star of the current path and the list. */
export function BookmarksBar({ onOpen }: { onOpen(path: string): void }) {
  const dispatch = useDispatch();
  const location = useLocation();
  const path = location.pathname + location.search;
  const state = useSelector(selectBookmarksState);
  const bookmarks = useSelector(selectBookmarks);
  const bookmark = useSelector((root: { bookmarks: BookmarksState }) => selectBookmarkForPath(root, path));
  useEffect(() => {
    if (state.status === 'idle') dispatch(bookmarksActions.listRequested());
  }, [state.status, dispatch]);
  return (
    <>
      <BookmarkStar
        bookmark={bookmark}
        saving={state.saving}
        onSave={(label) => dispatch(bookmarksActions.saveRequested({ path, label }))}
        onRemove={(id) => dispatch(bookmarksActions.removeRequested({ id }))}
      />
      <BookmarksMenu
        bookmarks={bookmarks}
        status={state.status}
        removing={state.removing}
        onOpen={onOpen}
        onRemove={(id) => dispatch(bookmarksActions.removeRequested({ id }))}
      />
    </>
  );
}
